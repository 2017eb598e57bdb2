import { describe, expect, it } from "vitest";
import { makeProject, runDist } from "../support/run-dist.ts";

/**
 * A suite that cannot load does not hide what the others need: the credentials of their runners
 * and a replay runner's transcripts folder are checked in the same pass, so one `validate` (or a
 * refused `run`) lists every mistake instead of one round of them per try.
 */
const CONFIG = [
  "runners:",
  "  replay:",
  "    agent: replay",
  "    transcripts: ./t",
  "  claude:",
  "    agent: claude-code",
  "",
].join("\n");

const suite = (assertionType: string) =>
  `tests:\n  - id: c\n    input: p\n    assertions:\n      - type: ${assertionType}\n        value: x\n`;

function project(): string {
  return makeProject({
    "skill-eval.config.yaml": CONFIG,
    "broken/EVAL.yaml": suite("nonsense-kind"),
    "fine/EVAL.yaml": suite("contains"),
  });
}

function errorLines(stderr: string): string[] {
  return stderr.split("\n").filter((line) => line.startsWith("error: "));
}

describe("problems found together", () => {
  for (const verb of [["validate"], ["run", "-o", "out"]]) {
    it(`${verb[0]}: the broken suite, a runner without credentials and a missing transcripts folder, at once`, () => {
      const run = runDist("cli.js", verb, { cwd: project() });
      expect(run.status, run.stderr).toBe(2);
      const errors = errorLines(run.stderr);
      expect(errors, run.stderr).toHaveLength(3);
      expect(errors[0]).toMatch(/^error: broken\/EVAL\.yaml:5:\d+: unknown assertion type "nonsense-kind"/);
      expect(errors[1]).toMatch(/runner claude \(claude-code\) has no credentials/);
      expect(errors[2]).toMatch(
        /^error: skill-eval\.config\.yaml:4:\d+: runner replay: the transcripts folder/,
      );
      expect(run.stderr).toMatch(/^3 configuration problem\(s\); nothing ran\.$/m);
    });
  }

  it("validate --no-credentials: the transcripts folder is still checked beside the broken suite", () => {
    const run = runDist("cli.js", ["validate", "--no-credentials"], { cwd: project() });
    expect(run.status, run.stderr).toBe(2);
    const errors = errorLines(run.stderr);
    expect(errors, run.stderr).toHaveLength(2);
    expect(errors[1]).toMatch(/the transcripts folder "\.\/t" does not exist/);
  });
});
