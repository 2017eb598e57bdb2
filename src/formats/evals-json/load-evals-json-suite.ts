import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { parseYamlSource } from "../../config/yaml-source.ts";
import { ConfigError } from "../../model/errors.ts";
import type { SkillDirectory, Suite } from "../../model/suite.ts";
import { pathKind } from "../path-kind.ts";
import { readSkillDirectory, realPathIfExists } from "../read-skill-directory.ts";
import { parseEvalsJson } from "./parse-evals-json.ts";

/**
 * Loads a skill's `evals/evals.json` (skill-creator's format) as one Suite testing that skill:
 * the evals folder's parent, which must hold a SKILL.md. A configured skill with the same folder
 * lends its name; otherwise the SKILL.md frontmatter (or the folder name) does.
 */
export function loadEvalsJsonSuite(file: string, root: string, skills: readonly SkillDirectory[]): Suite {
  const absolute = resolve(file);
  const relativePath = relative(root, absolute).split(sep).join("/");
  const skill = skillOf(absolute, relativePath, skills);
  const source = parseYamlSource(readFileSync(absolute, "utf8"), relativePath);
  const { cases, warnings } = parseEvalsJson(
    source,
    skill,
    (path) => pathKind(path) === "file",
    realPathIfExists,
  );
  return {
    id: relativePath.replace(/\.json$/, ""),
    format: "evals-json",
    file: absolute,
    relativePath,
    contentHash: createHash("sha256").update(readFileSync(absolute)).digest("hex"),
    skills: [skill],
    workspace: { mode: "isolated" },
    cases,
    warnings,
  };
}

function skillOf(file: string, relativePath: string, skills: readonly SkillDirectory[]): SkillDirectory {
  const dir = dirname(dirname(file));
  const configured = skills.find((skill) => resolve(skill.dir) === dir);
  if (configured !== undefined) return configured;
  const skillFile = join(dir, "SKILL.md");
  if (!existsSync(skillFile)) {
    throw new ConfigError("evals.json is not inside a skill: the folder above evals/ has no SKILL.md", {
      position: { file: relativePath },
      hint: "keep evals.json at <skill>/evals/evals.json, next to the skill's SKILL.md",
    });
  }
  return readSkillDirectory(dir);
}
