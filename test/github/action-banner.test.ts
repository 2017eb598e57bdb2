import { describe, expect, it } from "vitest";
import { actionBanner } from "../../src/github/action-banner.ts";
import { ACTION_MODES } from "../../src/github/action-inputs.ts";

describe("actionBanner", () => {
  it("names the version, the mode and what the mode does, for every mode", () => {
    const lines = ACTION_MODES.map((mode) => actionBanner({ INPUT_MODE: mode }, "1.2.3"));
    for (const [index, mode] of ACTION_MODES.entries()) {
      expect(lines[index]).toMatch(new RegExp(`^skill-eval-action 1\\.2\\.3, mode ${mode}: \\w`));
    }
    expect(new Set(lines).size).toBe(ACTION_MODES.length);
  });

  it("reads an empty or missing mode as run, and trims it as the inputs do", () => {
    const run = actionBanner({ INPUT_MODE: "run" }, "1.0.0");
    expect(actionBanner({}, "1.0.0")).toBe(run);
    expect(actionBanner({ INPUT_MODE: "  " }, "1.0.0")).toBe(run);
    expect(actionBanner({ INPUT_MODE: " plan\n" }, "1.0.0")).toBe(
      actionBanner({ INPUT_MODE: "plan" }, "1.0.0"),
    );
  });

  it("does not echo a mode it does not know", () => {
    const line = actionBanner({ INPUT_MODE: "dance\n::error::injected" }, "1.0.0");
    expect(line).toBe("skill-eval-action 1.0.0, checking the inputs");
    expect(actionBanner({ INPUT_MODE: "constructor" }, "1.0.0")).toBe(line);
  });
});
