import { readFileSync, realpathSync } from "node:fs";
import { basename, join } from "node:path";
import { ConfigError } from "../model/errors.ts";
import type { SkillDirectory } from "../model/suite.ts";
import { isSafeSkillName, skillNameFromFrontmatter } from "./skill-frontmatter.ts";

/** A skill folder with the name agents know it by: its SKILL.md frontmatter `name:`, else the folder's. */
export function readSkillDirectory(dir: string): SkillDirectory {
  const skillFile = join(dir, "SKILL.md");
  const name = skillNameFromFrontmatter(readFileSync(skillFile, "utf8")) ?? basename(dir);
  if (!isSafeSkillName(name)) {
    throw new ConfigError(`the skill name ${JSON.stringify(name)} cannot name a folder`, {
      position: { file: skillFile },
      hint: "use letters, digits, '-', '_' or '.' in name: (it becomes the skill's folder for the agent)",
    });
  }
  return { name, dir };
}

/** The path with symbolic links resolved, or as given when it does not exist (yet). */
export function realPathIfExists(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}
