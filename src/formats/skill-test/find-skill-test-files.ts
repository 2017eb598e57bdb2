import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { globBase, globToRegExp, hasGlobSyntax } from "./glob-pattern.ts";
import { SKILL_TEST_DEFAULTS } from "./skill-test-config.ts";

/** Folders never walked for test files. */
const SKIPPED_DIRS = new Set([".git", ".skill-test-logs"]);

export interface TestFilePatterns {
  /** Globs relative to the skill directory; the seed's four patterns when absent. */
  testPatterns?: readonly string[];
  /** A glob, or a plain substring of the relative path (`node_modules/`); the seed's when absent. */
  excludePatterns?: readonly string[];
}

/**
 * The test files of a skill directory: files matching any `test-patterns` glob and no
 * `exclude-patterns` entry, as absolute paths, sorted. Synchronous, so discovery can ask whether a
 * skill directory has tests at all.
 */
export function findSkillTestFiles(skillDir: string, config: TestFilePatterns = {}): string[] {
  const include = (config.testPatterns ?? SKILL_TEST_DEFAULTS.testPatterns).map(normalizePattern);
  const excluded = exclusionTest(config.excludePatterns ?? SKILL_TEST_DEFAULTS.excludePatterns);
  const matchers = include.map((pattern) => globToRegExp(pattern));
  const found = new Set<string>();
  for (const base of new Set(include.map(globBase))) {
    const dir = base === "" ? skillDir : join(skillDir, base);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
    walk(
      dir,
      base,
      (relativePath) => {
        if (!excluded(relativePath) && matchers.some((matcher) => matcher.test(relativePath))) {
          found.add(join(skillDir, relativePath));
        }
      },
      excluded,
    );
  }
  return [...found].sort();
}

function normalizePattern(pattern: string): string {
  return pattern.replace(/\\/g, "/").replace(/^\.\//, "");
}

/** The original matched plain entries (no glob syntax) as substrings, globs against the whole path. */
function exclusionTest(patterns: readonly string[]): (relativePath: string) => boolean {
  const tests = patterns.map(normalizePattern).map((pattern) => {
    if (!hasGlobSyntax(pattern)) return (path: string) => path.includes(pattern);
    const matcher = globToRegExp(pattern);
    return (path: string) => matcher.test(path);
  });
  return (relativePath) => tests.some((test) => test(relativePath));
}

function walk(
  dir: string,
  relativeDir: string,
  onFile: (relativePath: string) => void,
  excluded: (relativePath: string) => boolean,
): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const relativePath = relativeDir === "" ? entry.name : `${relativeDir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !excluded(`${relativePath}/`)) {
        walk(join(dir, entry.name), relativePath, onFile, excluded);
      }
    } else if (entry.isFile()) {
      onFile(relativePath);
    }
  }
}
