import { existsSync, readdirSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { isSkillgymConfigFile } from "../config/skillgym-config.ts";
import { isAgentvEvalFile, isYamlFile } from "../formats/agentv/eval-file-name.ts";
import { isSkillgymSuiteFile } from "../formats/skillgym/suite-file-name.ts";
import { ConfigError } from "../model/errors.ts";

/** A place a suite (or several) comes from, before it is loaded. */
export type SuiteSource =
  | { format: "skillgym"; file: string }
  | { format: "agentv"; file: string }
  | { format: "skill-test"; skillDir: string }
  | { format: "evals-json"; file: string };

export interface DiscoveredTree {
  sources: SuiteSource[];
  /** Every folder holding a SKILL.md, tested or not. */
  skillDirs: string[];
  /** `skillgym.config.*` files met on the way: their `suites:` globs name more suites. */
  skillgymConfigs: string[];
}

const SKIPPED_DIRS = new Set([
  "node_modules",
  ".git",
  "dist",
  ".skill-eval",
  ".tools",
  "coverage",
  ".skill-test-logs",
]);

/**
 * Walks the given paths for suites of every format: skillgym modules (`*.suite.ts`,
 * `*-suite.ts`), agentv eval files (`EVAL.yaml`, `eval.yaml`, `*.eval.yaml`, any case), skill directories (a `SKILL.md`)
 * with `skill-tests/` or `evals/evals.json`. A file given explicitly is taken by its name; a
 * skill directory given explicitly is taken whole. Sorted, so runs are reproducible.
 */
export function discoverSources(paths: readonly string[]): DiscoveredTree {
  const sources = new Map<string, SuiteSource>();
  const skillDirs = new Set<string>();
  const skillgymConfigs = new Set<string>();
  for (const path of paths) {
    const absolute = resolve(path);
    if (!existsSync(absolute)) {
      throw new ConfigError(`path not found: ${path}`, { hint: "pass an existing suite file or folder" });
    }
    if (statSync(absolute).isFile()) addFile(absolute, sources, true);
    else walk(absolute, sources, skillDirs, skillgymConfigs);
  }
  return {
    sources: [...sources.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, source]) => source),
    skillDirs: [...skillDirs].sort(),
    skillgymConfigs: [...skillgymConfigs].sort(),
  };
}

function walk(
  dir: string,
  sources: Map<string, SuiteSource>,
  skillDirs: Set<string>,
  skillgymConfigs: Set<string>,
): void {
  const entries = readdirSync(dir, { withFileTypes: true });
  if (entries.some((entry) => entry.isFile() && entry.name === "SKILL.md")) {
    skillDirs.add(dir);
    if (existsSync(join(dir, "skill-tests"))) sources.set(dir, { format: "skill-test", skillDir: dir });
    const evalsJson = join(dir, "evals", "evals.json");
    if (existsSync(evalsJson)) sources.set(evalsJson, { format: "evals-json", file: evalsJson });
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      // A skill's own tests are read by its skill-test loader, never as separate suites.
      if (!SKIPPED_DIRS.has(entry.name) && entry.name !== "skill-tests")
        walk(path, sources, skillDirs, skillgymConfigs);
    } else if (entry.isFile()) {
      if (isSkillgymConfigFile(entry.name)) skillgymConfigs.add(path);
      addFile(path, sources, false);
    }
  }
}

function addFile(file: string, sources: Map<string, SuiteSource>, explicit: boolean): void {
  const name = basename(file);
  // agentv reads any YAML file it is given as an eval file.
  if (isAgentvEvalFile(name) || (explicit && isYamlFile(name))) sources.set(file, { format: "agentv", file });
  else if (name === "evals.json" && basename(resolve(file, "..")) === "evals")
    sources.set(file, { format: "evals-json", file });
  else if (isSkillgymSuiteFile(name) || (explicit && /\.(?:ts|mts|js|mjs)$/.test(name))) {
    sources.set(file, { format: "skillgym", file });
  } else if (explicit && name === "SKILL.md") {
    sources.set(resolve(file, ".."), { format: "skill-test", skillDir: resolve(file, "..") });
  } else if (explicit) {
    throw new ConfigError(`not a suite file: ${file}`, {
      hint: "pass a *.suite.ts module, an agentv eval file (.yaml), an evals/evals.json, or a folder",
    });
  }
}
