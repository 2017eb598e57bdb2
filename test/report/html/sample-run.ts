import { type ExecutionResult, type Results, resultsSchema } from "../../../src/model/results.ts";
import type { SessionReport } from "../../../src/model/session-report.ts";
import type { ExecutionDetail } from "../../../src/report/html/render-html-report.ts";
import { sessionReport } from "../../support/session-report-builder.ts";

/** Markup that would close the data block and run if anything inserted it as HTML. */
export const PLANTED_SCRIPT = '</script><script>document.title="pwned";window.__pwned=1</script><!--';

/**
 * A two-case run on one runner with hostile text everywhere a user or agent controls it: the
 * suite id, a case id, an assertion message, the transcript's messages, tool output and final output.
 */
export function sampleRun(planted = PLANTED_SCRIPT): {
  results: Results;
  executions: Map<string, ExecutionDetail>;
  failedKey: string;
} {
  const suite = 'suites/<b class="x">bold</b>';
  const failedCase = `broken ${planted}`;
  const passedKey = `${suite}/writes-report/claude#1`;
  const failedKey = `${suite}/${failedCase}/claude#1`;
  const executions: ExecutionResult[] = [
    execution(passedKey, suite, "writes-report", "passed", "executions/writes report#1"),
    {
      ...execution(failedKey, suite, failedCase, "failed", "executions/broken--1"),
      failure: {
        origin: "assertion",
        class: { id: "assertion-failure" },
        message: `expected report.txt ${planted}`,
      },
      assertions: [{ name: "writes report.txt", passed: false, message: `expected report.txt ${planted}` }],
    },
  ];
  const results = resultsSchema.parse({
    schemaVersion: 1,
    run: { startedAt: "2026-11-22T10:00:00.000Z", toolVersion: "0.1.0", commit: "abc1234", complete: true },
    runners: [{ id: "claude", agent: "claude-code", model: "claude-sonnet-4-5" }],
    suites: [
      { id: suite, path: "suites/bold.suite.ts", format: "skillgym", contentHash: "hash", caseCount: 2 },
    ],
    executions,
    cases: [caseResult(suite, "writes-report", "passed", 1), caseResult(suite, failedCase, "failed", 0)],
    summary: {
      executions: { passed: 1, failed: 1 },
      cases: { passed: 1, failed: 1 },
      passRate: 0.5,
      exitCode: 1,
    },
  });
  return {
    results,
    failedKey,
    executions: new Map<string, ExecutionDetail>([
      [
        passedKey,
        { report: transcript("All done: report.txt written."), artifacts: ["report.json", "stdout.jsonl"] },
      ],
      [failedKey, { report: transcript(planted), artifacts: ["report.json"] }],
    ]),
  };
}

function transcript(text: string): SessionReport {
  return sessionReport()
    .message(`please ${text}`, "user")
    .toolCall("Bash", { command: `echo '${text}'` })
    .command(`echo '${text}'`)
    .message(text)
    .output(text)
    .build();
}

function execution(
  key: string,
  suite: string,
  caseId: string,
  status: "passed" | "failed",
  artifactDir: string,
): ExecutionResult {
  return {
    key,
    suite,
    case: caseId,
    runner: "claude",
    iteration: 1,
    status,
    durationMs: 1500,
    usage: { inputTokens: 100, outputTokens: 20 },
    costUsd: 0.01,
    assertions: [{ name: "writes report.txt", passed: status === "passed" }],
    detectedSkills: [],
    agent: "claude-code",
    artifactDir,
  };
}

function caseResult(suite: string, caseId: string, verdict: "passed" | "failed", passes: number) {
  return {
    key: `${suite}/${caseId}/claude`,
    suite,
    case: caseId,
    runner: "claude",
    expectedFail: false,
    iterations: 1,
    graded: 1,
    passes,
    errors: 0,
    passRate: passes,
    threshold: 1,
    verdict,
    durationMs: { total: 1500, mean: 1500 },
    usage: { inputTokens: 100, outputTokens: 20 },
  };
}
