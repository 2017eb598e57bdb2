import { describe, expect, it } from "vitest";
import { resolvePath } from "../../src/runners/resolve-path.ts";

describe("resolvePath", () => {
  it("normalizes absolute paths, keeps ~ paths and joins relative ones", () => {
    expect(resolvePath("/w", "/a/./b/../c")).toBe("/a/c");
    expect(resolvePath("/w", "~/x")).toBe("~/x");
    expect(resolvePath("/w", "./src/a.ts")).toBe("/w/src/a.ts");
  });

  it("joins against an empty cwd unless told to keep the path as written", () => {
    expect(resolvePath("", "./a.ts")).toBe("a.ts");
    expect(resolvePath("", "./a.ts", { keepWithoutCwd: true })).toBe("./a.ts");
    expect(resolvePath("/w", "./a.ts", { keepWithoutCwd: true })).toBe("/w/a.ts");
  });
});
