import { cp, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { isSafeSkillName } from "../formats/skill-frontmatter.ts";
import type { SkillDirectory } from "../model/suite.ts";

/**
 * Copies each skill folder to `<skillsDir>/<name>/`: a copy, not a link, so the agent can never
 * edit the source the user is testing. With no skill nothing is made: an empty folder is one more
 * to make and remove per execution, for nothing.
 */
export async function installSkills(skills: readonly SkillDirectory[], skillsDir: string): Promise<void> {
  if (skills.length > 0) await mkdir(skillsDir, { recursive: true });
  for (const skill of skills) {
    // Loaders refuse such names; this keeps a copy from ever landing outside the skill root.
    if (!isSafeSkillName(skill.name)) throw new Error(`unsafe skill name ${JSON.stringify(skill.name)}`);
    await cp(skill.dir, join(skillsDir, skill.name), { recursive: true, dereference: true });
  }
}
