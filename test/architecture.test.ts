import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..", "src");

/** The shell: modules allowed to do I/O. Everything else in these folders is the pure core. */
const SHELL_FILES = new Set([
  "config/load-config.ts",
  "discover/find-skills.ts",
  "discover/discover-sources.ts",
  "formats/read-skill-directory.ts",
  "formats/suite-bounds.ts",
  "formats/skillgym/load-skillgym-suite.ts",
  "formats/skillgym/module-hook.ts",
  "formats/skillgym/probe-module.ts",
  "formats/skillgym/load-cache.ts",
  "formats/agentv/load-agentv-suite.ts",
  "formats/skill-test/load-skill-test-suites.ts",
  "formats/skill-test/find-skill-test-files.ts",
  "formats/skill-test/run-hook-script.ts",
  "formats/evals-json/load-evals-json-suite.ts",
  "judge/anthropic-judge.ts",
  "report/write-results.ts",
  "report/write-html-report.ts",
]);
const CORE_FOLDERS = [
  "model",
  "verdicts",
  "formats",
  "runners",
  "assert",
  "report",
  "config",
  "judge",
  "compare",
  "plan",
];
const SHELL_IMPORTS =
  /from "(node:fs|node:child_process|node:http|execa|octokit|@actions\/[^"]+|node:fs\/promises)"/;
const UPWARD_IMPORTS = /from "\.\.?\/(?:\.\.\/)*(engine|orchestration|github|cli)\//;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith(".ts")
        ? [join(dir, entry.name)]
        : [],
  );
}

describe("architecture", () => {
  const coreFiles = CORE_FOLDERS.flatMap((folder) => sourceFiles(join(SRC, folder)))
    .map((file) => relative(SRC, file))
    .filter((file) => !SHELL_FILES.has(file));

  it("has a pure core to check", () => {
    expect(coreFiles.length).toBeGreaterThan(30);
  });

  it("keeps I/O out of the core", () => {
    const offenders = coreFiles.filter((file) => SHELL_IMPORTS.test(readFileSync(join(SRC, file), "utf8")));
    expect(offenders).toEqual([]);
  });

  it("never imports the engine, orchestration, GitHub or CLI layers from the core", () => {
    const offenders = coreFiles.filter((file) => UPWARD_IMPORTS.test(readFileSync(join(SRC, file), "utf8")));
    expect(offenders).toEqual([]);
  });

  it("keeps model/ free of imports from the rest of src", () => {
    const offenders = sourceFiles(join(SRC, "model")).filter((file) =>
      /from "\.\.\//.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
