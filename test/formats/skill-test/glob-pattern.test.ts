import { describe, expect, it } from "vitest";
import { globBase, matchesGlob } from "../../../src/formats/skill-test/glob-pattern.ts";

describe("matchesGlob", () => {
  it.each([
    ["skill-tests/**/test-*.yaml", "skill-tests/test-basic.yaml", true],
    ["skill-tests/**/test-*.yaml", "skill-tests/a/b/test-deep.yaml", true],
    ["skill-tests/**/test-*.yaml", "skill-tests/other.yaml", false],
    ["skill-tests/**/test-*.yaml", "skill-tests/test-basic.yml", false],
    ["skill-tests/**/test-*.yaml", "other/test-basic.yaml", false],
    ["skill-tests/**/*.spec.yml", "skill-tests/search.spec.yml", true],
    ["skill-tests/**/test-*.y{a,}ml", "skill-tests/test-a.yml", true],
    ["skill-tests/**/test-*.y{a,}ml", "skill-tests/test-a.yaml", true],
    ["skill-tests/*.yaml", "skill-tests/nested/x.yaml", false],
    ["checks/check-?.yaml", "checks/check-1.yaml", true],
    ["checks/check-?.yaml", "checks/check-10.yaml", false],
    ["checks/[ab].yaml", "checks/b.yaml", true],
    ["checks/[!ab].yaml", "checks/b.yaml", false],
    ["{a,b/{c,d}}/x", "b/d/x", true],
    ["**/node_modules/**", "skill-tests/node_modules/test-x.yaml", true],
    ["docs/**", "docs/a/b.md", true],
    ["a.b", "axb", false],
  ])("%s matches %s: %s", (pattern, path, expected) => {
    expect(matchesGlob(path, pattern)).toBe(expected);
  });
});

describe("globBase", () => {
  it("is the literal folder prefix where a walk can start", () => {
    expect(globBase("skill-tests/**/test-*.yaml")).toBe("skill-tests");
    expect(globBase("./a/b/*.yaml")).toBe("a/b");
    expect(globBase("*.yaml")).toBe("");
    expect(globBase("{a,b}/x.yaml")).toBe("");
  });
});
