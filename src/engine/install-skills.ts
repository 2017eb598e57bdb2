import { cpSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { SkillDirectory } from "../model/suite.ts";

/**
 * Copies each skill folder to `<skillsDir>/<name>/`: a copy, not a link, so the agent can never
 * edit the source the user is testing.
 */
export function installSkills(skills: readonly SkillDirectory[], skillsDir: string): void {
  mkdirSync(skillsDir, { recursive: true });
  for (const skill of skills) {
    cpSync(skill.dir, join(skillsDir, skill.name), { recursive: true, dereference: true });
  }
}
