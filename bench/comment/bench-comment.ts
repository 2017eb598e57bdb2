import { compareResults } from "../../src/compare/compare-results.ts";
import { COMMENT_LIMIT, renderComment } from "../../src/report/comment/render-comment.ts";
import { type CaseRuns, makeResults } from "../../test/compare/results-builder.ts";
import type { Figure } from "../lib/figure.ts";
import { median, ms } from "../lib/stats.ts";

const RUNNERS = [
  { id: "claude", agent: "claude-code" as const, model: "claude-sonnet-4-5" },
  { id: "codex", agent: "codex" as const, model: "gpt-5-codex" },
];
const CASES = 500;

/** 500 cases × 2 runners × 5 iterations = 5,000 executions; `outcomes` picks each case's pass/fail letters. */
function run(outcomes: (index: number) => string) {
  const cases: CaseRuns[] = [];
  for (let index = 0; index < CASES; index++) {
    for (const runner of RUNNERS) {
      cases.push({
        suite: `skills/skill-${index % 25}/evals`,
        case: `case-${index}-checks-the-generated-report`,
        runner: runner.id,
        outcomes: outcomes(index),
        message: `expected the report to cite source ${index}`,
        assertion: `assertion-${index % 13}`,
        failureClass: { id: `class-${index % 12}`, label: `Failure class ${index % 12}` },
      });
    }
  }
  return makeResults(cases, { runners: RUNNERS });
}

/** Item 8: the PR comment for 5,000 executions against a baseline, time (compare + render) and length. */
export function benchComment(rounds: number, log: (line: string) => void): Figure[] {
  const base = run((index) => (index % 5 === 0 ? "ppppf" : "ppppp"));
  const head = run((index) => (index % 7 === 0 ? "pffpf" : "ppppp"));
  log(`comment: ${head.executions.length} executions, ${rounds} rounds`);
  const times: number[] = [];
  let comment = "";
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    const comparison = compareResults(head, base);
    comment = renderComment({ results: head, comparison });
    times.push(performance.now() - started);
  }
  const time = median(times);
  return [
    {
      name: `comment: compare + render, ${head.executions.length} executions`,
      value: ms(time),
      target: "≤ 100 ms",
      met: time <= 100,
      note: `median of ${rounds}, first run ${ms(times[0] ?? 0)}`,
    },
    {
      name: "comment: length",
      value: `${comment.length} chars`,
      target: `≤ ${COMMENT_LIMIT}`,
      met: comment.length <= COMMENT_LIMIT,
    },
  ];
}
