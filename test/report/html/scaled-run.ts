import type { ExecutionResult, Results } from "../../../src/model/results.ts";
import type { SessionReport } from "../../../src/model/session-report.ts";
import type { ExecutionDetail } from "../../../src/report/html/render-html-report.ts";
import { aggregateCaseResults } from "../../../src/verdicts/case-results.ts";

export interface ScaledRun {
  results: Results;
  executions: Map<string, ExecutionDetail>;
}

/**
 * A large run made from a real (demo) run: its executions and transcripts are cloned under new
 * case ids until there are `count` executions. Every 7th case fails its assertion; every 10th
 * execution carries a tool output of `bigOutputBytes` of incompressible-ish text.
 */
export function scaleUpRun(
  source: Results,
  reports: ReadonlyMap<string, SessionReport>,
  options: { count: number; bigOutputBytes: number },
): ScaledRun {
  const templates = source.executions.filter((execution) => reports.has(execution.key));
  const executions: ExecutionResult[] = [];
  const details = new Map<string, ExecutionDetail>();
  const random = seededRandom(7);
  for (let index = 0; index < options.count; index++) {
    const template = templates[index % templates.length]!;
    const caseNumber = Math.floor(index / 2);
    const caseId = `case-${String(caseNumber).padStart(5, "0")}`;
    const suite = `bulk/suite-${caseNumber % 12}`;
    const iteration = (index % 2) + 1;
    const failing = caseNumber % 7 === 0;
    const key = `${suite}/${caseId}/${template.runner}#${iteration}`;
    executions.push({
      ...template,
      key,
      suite,
      case: caseId,
      iteration,
      status: failing ? "failed" : "passed",
      failure: failing
        ? {
            origin: "assertion",
            class: { id: "assertion-failure" },
            message: `expected ${caseId} to write report.txt`,
          }
        : undefined,
      assertions: [
        {
          name: "assert",
          passed: !failing,
          message: failing ? `expected ${caseId} to write report.txt` : undefined,
        },
      ],
      artifactDir: `executions/${caseId}-${iteration}`,
    });
    const report = reports.get(template.key)!;
    const big = index % 10 === 0 ? randomText(random, options.bigOutputBytes) : undefined;
    details.set(key, {
      report:
        big === undefined
          ? report
          : { ...report, events: [...report.events, { type: "toolResult", output: big }] },
      artifacts: ["assertions.json", "report.json"],
    });
  }
  const expectations = [
    ...new Map(executions.map((execution) => [`${execution.suite}/${execution.case}`, execution])),
  ].map(([, execution]) => ({
    suite: execution.suite,
    case: execution.case,
    runner: execution.runner,
    expectedFail: false,
    threshold: 1,
  }));
  const cases = aggregateCaseResults(expectations, executions);
  const count = (verdict: string) => cases.filter((result) => result.verdict === verdict).length;
  return {
    results: {
      ...source,
      executions,
      cases,
      summary: {
        executions: { passed: executions.filter((execution) => execution.status === "passed").length },
        cases: { passed: count("passed"), failed: count("failed") },
        passRate: count("passed") / cases.length,
        exitCode: count("failed") > 0 ? 1 : 0,
      },
    },
    executions: details,
  };
}

function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function randomText(random: () => number, bytes: number): string {
  const words: string[] = [];
  let length = 0;
  while (length < bytes) {
    const word = Math.floor(random() * 36 ** 6).toString(36);
    words.push(word);
    length += word.length + 1;
  }
  return words.join(" ");
}
