import { type ExecutionResult, type Results, resultsSchema } from "../../src/model/results.ts";
import type { Verdict } from "../../src/model/status.ts";

/** A results.json with one single-iteration case per entry, named `case-<n>`, in suite `evals/pdf.suite.ts`. */
export function sampleResults(verdicts: readonly Verdict[], commit = "a".repeat(40)): Results {
  const executions: ExecutionResult[] = verdicts.map((verdict, index) => ({
    key: `evals/pdf/case-${index}/claude#1`,
    suite: "evals/pdf",
    case: `case-${index}`,
    runner: "claude",
    iteration: 1,
    status: verdict === "skipped" ? "skipped" : verdict,
    durationMs: 1000,
    usage: {},
    assertions:
      verdict === "failed"
        ? [
            {
              name: "uses the pdf skill",
              passed: false,
              message: "skill pdf not used",
              source: `evals/pdf.suite.ts:${10 + index}:5`,
            },
          ]
        : [],
    ...(verdict === "error"
      ? { failure: { origin: "runner", class: { id: "timeout" }, message: "timed out after 600 s" } }
      : {}),
    detectedSkills: [],
    agent: "claude-code",
    artifactDir: `executions/case-${index}`,
  }));
  const passing = verdicts.filter((verdict) => verdict === "passed" || verdict === "expected-failed").length;
  const decided = verdicts.filter((verdict) => verdict !== "skipped").length;
  const counts = (values: readonly string[]) => {
    const result: Record<string, number> = {};
    for (const value of values) result[value] = (result[value] ?? 0) + 1;
    return result;
  };
  return resultsSchema.parse({
    schemaVersion: 1,
    run: {
      startedAt: "2026-11-22T10:00:00.000Z",
      endedAt: "2026-11-22T10:05:00.000Z",
      toolVersion: "0.1.0",
      commit,
      complete: true,
    },
    runners: [{ id: "claude", agent: "claude-code", model: "claude-sonnet-4-5" }],
    suites: [
      {
        id: "evals/pdf",
        path: "evals/pdf.suite.ts",
        format: "skillgym",
        contentHash: "abc",
        caseCount: verdicts.length,
      },
    ],
    executions,
    cases: verdicts.map((verdict, index) => ({
      key: `evals/pdf/case-${index}/claude`,
      suite: "evals/pdf",
      case: `case-${index}`,
      runner: "claude",
      expectedFail: verdict === "expected-failed" || verdict === "unexpected-passed",
      iterations: 1,
      graded: verdict === "error" || verdict === "skipped" ? 0 : 1,
      passes: verdict === "passed" || verdict === "unexpected-passed" ? 1 : 0,
      errors: verdict === "error" ? 1 : 0,
      passRate:
        verdict === "error" || verdict === "skipped"
          ? null
          : verdict === "passed" || verdict === "unexpected-passed"
            ? 1
            : 0,
      threshold: 1,
      verdict,
      durationMs: { total: 1000, mean: 1000 },
      usage: {},
    })),
    summary: {
      executions: counts(executions.map((execution) => execution.status)),
      cases: counts(verdicts),
      passRate: decided === 0 ? null : passing / decided,
      exitCode: verdicts.some(
        (verdict) => verdict === "failed" || verdict === "error" || verdict === "unexpected-passed",
      )
        ? 1
        : 0,
    },
  });
}
