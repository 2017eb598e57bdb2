import { describe, expect, it } from "vitest";
import { BAD_INPUTS, type BadInput } from "../fixtures/bad-inputs/corpus.ts";
import { runDist } from "../support/run-dist.ts";
import { type CliOutcome, firstErrorLocation, runOnBadInput, writeBadInput } from "./bad-input-project.ts";

/**
 * Every entry of the bad-input corpus, through `validate` and `run`: exit code 2, the first error
 * names the manifest's file (and line), a hint follows, no stack frame, and nothing ran.
 */
function expectConfigError(input: BadInput, outcome: CliOutcome): void {
  const context = `${input.id}\n${outcome.stderr}`;
  expect(outcome.exitCode, context).toBe(2);
  expect(firstErrorLocation(outcome.stderr) ?? { file: undefined }, context).toEqual(
    input.file === undefined ? { file: undefined } : { file: input.file, line: input.line },
  );
  expect(outcome.stderr, context).toMatch(input.message);
  expect(outcome.stderr, context).toMatch(/^ {2}hint: \S/m);
  expect(outcome.stderr, context).toMatch(/configuration problem\(s\); nothing ran\.|Nothing ran\./);
  expect(outcome.stderr, context).not.toMatch(/^\s+at |internal error/m);
  expect(outcome.stdout, context).toBe("");
  expect(outcome.ranSomething, context).toBe(false);
}

describe("the bad-input corpus", () => {
  it("has at least 150 entries with unique ids, across every format", () => {
    expect(BAD_INPUTS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(BAD_INPUTS.map((input) => input.id)).size).toBe(BAD_INPUTS.length);
    const families = new Set(BAD_INPUTS.map((input) => input.id.split("/")[0]));
    expect([...families].sort()).toEqual(["agentv", "cli", "config", "evals-json", "skill-test", "skillgym"]);
  });

  it.each(BAD_INPUTS.filter((input) => input.runOnly !== true).map((input) => [input.id, input] as const))(
    "validate %s: exit 2 at the file and line, a hint, no stack",
    async (_id, input) => expectConfigError(input, await runOnBadInput(input, "validate")),
  );

  it.each(BAD_INPUTS.map((input) => [input.id, input] as const))(
    "run %s: exit 2 and nothing ran",
    async (_id, input) => expectConfigError(input, await runOnBadInput(input, "run")),
  );
});

describe("the bundled CLI on a sample of the corpus", () => {
  const sample = [
    "config/utf16",
    "config/cyclic-alias",
    "skillgym/throws-on-import",
    "skillgym/ts-syntax-error",
    "agentv/tests-symlink-outside",
    "skill-test/file-cycle",
    "evals-json/file-symlink-outside",
    "cli/config-is-directory",
    "skillgym/exit-0-at-import",
    "skillgym/never-settling-await",
    "skillgym/throwing-getter",
    "config/module-exit-at-import",
    "agentv/regex-invalid",
    "cli/iterations-huge",
  ].map((id) => BAD_INPUTS.find((input) => input.id === id) as BadInput);

  it.each(sample.map((input) => [input.id, input] as const))(
    "dist/cli.js run %s exits 2 cleanly",
    (_id, input) => {
      const dir = writeBadInput(input);
      const run = runDist("cli.js", ["run", ...(input.args ?? ["."])], { cwd: dir });
      expectConfigError(input, {
        exitCode: run.status ?? -1,
        stdout: run.stdout,
        stderr: run.stderr,
        ranSomething: false,
      });
    },
  );
});
