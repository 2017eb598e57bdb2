import { describe, expect, it } from "vitest";
import { chromiumTests } from "./chromium.ts";

describe("chromiumTests", () => {
  it("runs the browser tests when Chromium is installed", () => {
    expect(chromiumTests(true, {})).toEqual({ run: true, label: "" });
  });

  it("skips them locally with the reason and the fix when Chromium is missing", () => {
    const gate = chromiumTests(false, {});
    expect(gate.run).toBe(false);
    expect(gate.label).toContain("/usr/bin/chromium is missing");
    expect(gate.label).toContain("node scripts/install-chromium.mjs");
  });

  it("runs them under CI even when Chromium is missing, so its absence fails", () => {
    expect(chromiumTests(false, { CI: "true" }).run).toBe(true);
  });
});
