import { cp, mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { isSafeSkillName } from "../formats/skill-frontmatter.ts";
import type { SkillDirectory } from "../model/suite.ts";

/**
 * Copies each skill folder to `<skillsDir>/<name>/`: a copy, not a link, so the agent can never
 * edit the source the user is testing. With no skill, only the folder that holds the skills folder
 * is made: it is the agent's own (Codex refuses to start without its `CODEX_HOME`, `<home>/.codex`),
 * while an empty skills folder is one more folder per execution to make and remove for nothing.
 */
export async function installSkills(skills: readonly SkillDirectory[], skillsDir: string): Promise<void> {
  await mkdir(skills.length > 0 ? skillsDir : dirname(skillsDir), { recursive: true });
  for (const skill of skills) {
    // Loaders refuse such names; this keeps a copy from ever landing outside the skill root.
    if (!isSafeSkillName(skill.name)) throw new Error(`unsafe skill name ${JSON.stringify(skill.name)}`);
    await cp(skill.dir, join(skillsDir, skill.name), { recursive: true, dereference: true });
  }
}
