import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { readSkillDirectory } from "../formats/read-skill-directory.ts";
import { ConfigError } from "../model/errors.ts";
import type { SkillDirectory } from "../model/suite.ts";

/**
 * Expands the config's `skills:` entries: a folder with a SKILL.md is one skill; any other folder
 * contributes each subfolder that has one.
 */
export function findSkillDirectories(
  entries: readonly string[],
  baseDir: string,
  configFile: string,
): SkillDirectory[] {
  const skills: SkillDirectory[] = [];
  for (const entry of entries) {
    const dir = resolve(baseDir, entry);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) {
      throw new ConfigError(`skills: "${entry}" is not a folder`, {
        position: { file: configFile },
        hint: "list skill folders (with a SKILL.md) or folders that contain them, relative to the config file",
      });
    }
    const candidates = existsSync(join(dir, "SKILL.md"))
      ? [dir]
      : readdirSync(dir, { withFileTypes: true })
          .filter((child) => child.isDirectory() && existsSync(join(dir, child.name, "SKILL.md")))
          .map((child) => join(dir, child.name))
          .sort();
    if (candidates.length === 0) {
      throw new ConfigError(`skills: "${entry}" holds no SKILL.md`, {
        position: { file: configFile },
        hint: "a skill folder contains a SKILL.md file",
      });
    }
    for (const skillDir of candidates) skills.push(readSkillDirectory(skillDir));
  }
  return skills;
}
