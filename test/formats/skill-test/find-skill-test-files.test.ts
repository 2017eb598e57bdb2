import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findSkillTestFiles } from "../../../src/formats/skill-test/find-skill-test-files.ts";
import { readSkillTestConfig } from "../../../src/formats/skill-test/load-skill-test-suites.ts";

const ROOT = join(import.meta.dirname, "..", "..", "fixtures", "skill-test");

describe("findSkillTestFiles", () => {
  it("uses the seed's four patterns by default: test-*.y(a)ml and *.spec.y(a)ml anywhere under skill-tests/", () => {
    const dir = join(ROOT, "seed-example");
    expect(findSkillTestFiles(dir).map((file) => file.slice(dir.length + 1))).toEqual([
      "skill-tests/refs/test-external.yaml",
      "skill-tests/search.spec.yaml",
      "skill-tests/test-basic.yaml",
    ]);
    expect(findSkillTestFiles(join(ROOT, "defaults")).map((file) => file.slice(ROOT.length + 1))).toEqual([
      "defaults/skill-tests/test-defaults.yml",
    ]);
  });

  it("follows a config's test-patterns and exclude-patterns (substrings and globs)", () => {
    const dir = join(ROOT, "globs");
    const config = readSkillTestConfig(dir);
    expect(findSkillTestFiles(dir, config).map((file) => file.slice(dir.length + 1))).toEqual([
      "checks/check-1.yaml",
      "skill-tests/a.case.yaml",
      "skill-tests/b.case.yml",
      "skill-tests/nested/c.case.yaml",
    ]);
  });

  it("finds nothing in a skill without skill-tests/", () => {
    expect(findSkillTestFiles(join(ROOT, "errors"))).toEqual([]);
  });
});
