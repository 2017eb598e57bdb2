import { describe, expect, it } from "vitest";
import { readActionInputs } from "../../src/github/action-inputs.ts";

const read = (inputs: Record<string, string>) =>
  readActionInputs(
    Object.fromEntries(Object.entries(inputs).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value])),
  );

describe("readActionInputs", () => {
  it("fills the documented defaults", () => {
    expect(read({})).toEqual({
      mode: "run",
      paths: [],
      comment: "always",
      commentHeader: "skill-eval",
      failOn: "failure",
      checkRun: false,
      resultsDirs: [],
    });
  });

  it("reads report mode with a run id and folders", () => {
    expect(
      read({ mode: "report", "run-id": "123", "results-dirs": "a\nb c", "check-run": "true" }),
    ).toMatchObject({
      mode: "report",
      runId: 123,
      resultsDirs: ["a", "b", "c"],
      checkRun: true,
    });
  });

  it.each([
    [
      { comment: "sometimes" },
      /action input comment: comment must be one of "always", "on-change", "on-failure", "off"/,
    ],
    [
      { "fail-on": "regressions" },
      /action input fail-on: fail-on must be one of "failure", "regression", "never"/,
    ],
    [{ "check-run": "yes" }, /check-run must be "true" or "false"/],
    [{ mode: "report", "run-id": "12; rm -rf /" }, /action input run-id: run-id must be a workflow run id/],
    [{ mode: "report" }, /mode "report" needs run-id .* or results-dirs/],
    [{ "run-id": "5" }, /run-id and results-dirs are read only with mode "report"/],
    [{ "comment-header": "a --> <script>" }, /comment-header may hold letters/],
  ])("rejects %j with a clear message", (inputs, message) => {
    expect(() => read(inputs)).toThrow(message);
  });
});
