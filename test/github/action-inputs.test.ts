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
      baselineMissing: "fail",
      commentProgress: false,
      resultsDirs: [],
      uploadWorkspaces: "failed",
      retentionDays: 7,
      forkPolicy: "skip",
      retryErrors: 0,
      compareWithoutSkill: false,
      reuse: true,
      noLimitLabel: "skill-eval-no-limit",
      artifactPrefix: "skill-eval",
      confirmIterations: 10,
      baselineRuns: 5,
    });
  });

  it("reads confirm-iterations and baseline-runs, and names the allowed range of a bad value", () => {
    expect(read({ "confirm-iterations": "0", "baseline-runs": "1" })).toMatchObject({
      confirmIterations: 0,
      baselineRuns: 1,
    });
    expect(() => read({ "confirm-iterations": "51" })).toThrow(
      "action input confirm-iterations: confirm-iterations must be a whole number from 0 to 50",
    );
    expect(() => read({ "baseline-runs": "0" })).toThrow("baseline-runs must be a whole number from 1 to 20");
  });

  it("reads the sharding, artifact, agent and cost inputs", () => {
    expect(
      read({
        mode: "shard",
        shard: "2/4",
        "upload-workspaces": "all",
        "retention-days": "30",
        "install-agents": "claude-code@2.1.330",
        "fork-policy": "validate",
        "budget-usd": "12.50",
      }),
    ).toMatchObject({
      mode: "shard",
      shard: { index: 2, total: 4 },
      uploadWorkspaces: "all",
      retentionDays: 30,
      installAgents: "claude-code@2.1.330",
      forkPolicy: "validate",
      budgetUsd: 12.5,
    });
    expect(read({ mode: "plan", "max-shards": "8" })).toMatchObject({ mode: "plan", maxShards: 8 });
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
    [{ mode: "shard" }, /mode "shard" needs shard: i\/n/],
    [{ mode: "shard", shard: "5/4" }, /shard i\/n needs i ≤ n/],
    [{ mode: "shard", shard: "2 of 4" }, /shard must be i\/n/],
    [{ "max-shards": "0" }, /max-shards must be a whole number from 1 to 256/],
    [{ "retention-days": "365" }, /retention-days must be a whole number from 1 to 90/],
    [{ "upload-workspaces": "some" }, /upload-workspaces must be one of "failed", "all", "none"/],
    [{ "fork-policy": "allow" }, /fork-policy must be one of "skip", "validate", "fail"/],
    [{ "budget-usd": "$5" }, /budget-usd must be a number of dollars/],
    [{ "run-id": "5" }, /run-id and results-dirs are read only with mode "report"/],
    [{ "comment-header": "a --> <script>" }, /comment-header may hold letters/],
  ])("rejects %j with a clear message", (inputs, message) => {
    expect(() => read(inputs)).toThrow(message);
  });
});
