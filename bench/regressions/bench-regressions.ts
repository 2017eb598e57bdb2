import type { ComparisonCategory } from "../../src/compare/comparison.ts";
import { DEFAULT_CONFIRM_ITERATIONS } from "../../src/compare/confirmation.ts";
import { DEFAULT_BASELINE_RUNS } from "../../src/github/baseline.ts";
import type { Figure } from "../lib/figure.ts";
import { seededPass } from "./seeded-draw.ts";
import {
  type Draw,
  type Settings,
  type SimulatedCase,
  simulatePullRequest,
} from "./simulate-pull-request.ts";

const STABLE = 40;
const FLAKY = 10;
const DROPS = 3;
const ITERATIONS = [1, 3, 5, 10];

/** 50 cases: 40 stable at 98% (the first 3 of them fall to 20% on head), 10 flaky from 50% to 90%. */
export const SIMULATED_CASES: readonly SimulatedCase[] = [
  ...Array.from({ length: STABLE }, (_, index) => ({
    id: `stable-${String(index).padStart(2, "0")}`,
    base: 0.98,
    head: index < DROPS ? 0.2 : 0.98,
  })),
  ...Array.from({ length: FLAKY }, (_, index) => {
    const rate = 0.5 + (0.4 * index) / (FLAKY - 1);
    return { id: `flaky-${index}`, base: rate, head: rate };
  }),
];

const isDrop = (caseId: string) =>
  SIMULATED_CASES.some((spec) => spec.id === caseId && spec.head < spec.base);
const flagged = (category: ComparisonCategory | undefined) =>
  category === "regressed" || category === "unconfirmed";

export interface Row {
  settings: Settings;
  falseFlagsPerPr: number;
  falseRegressionsPerPr: number;
  dropsFlagged: number;
  dropsRegressed: number;
  executionsPerPr: number;
  confirmationsPerPr: number;
  /** Early stop on only: share of (PR, case) whose category equals the early-stop-off run's. */
  sameAsNoEarlyStop?: number;
  /** Early stop on only: share of (PR, case) flagged (regressed or unconfirmed) exactly when the early-stop-off run flags it. */
  sameFlagAsNoEarlyStop?: number;
}

/**
 * `npm run bench -- regressions`: simulated pull requests over the 50 cases above, for 1, 3, 5 and
 * 10 iterations, without and with history, early stop on and off, at the default
 * confirm-iterations, through the engine's own decisions (see simulate-pull-request.ts).
 */
export function benchRegressions(pullRequests: number, log: (line: string) => void): Figure[] {
  const rows: Row[] = [];
  for (const baseRuns of [1, DEFAULT_BASELINE_RUNS])
    for (const iterations of ITERATIONS) {
      const off = measure(
        { iterations, baseRuns, earlyStop: false, confirmIterations: DEFAULT_CONFIRM_ITERATIONS },
        pullRequests,
      );
      const on = measure(
        { iterations, baseRuns, earlyStop: true, confirmIterations: DEFAULT_CONFIRM_ITERATIONS },
        pullRequests,
        off.categories,
      );
      rows.push(off.row, on.row);
      log(`regressions: ${describe(on.row.settings)} done`);
    }
  // The confirm-iterations default is chosen from these: the cap against false flags, drops and cost.
  const sweep = [0, 3, 6, 10, 15].flatMap((confirmIterations) =>
    [1, 3].map(
      (iterations) =>
        measure(
          { iterations, baseRuns: DEFAULT_BASELINE_RUNS, earlyStop: true, confirmIterations },
          pullRequests,
        ).row,
    ),
  );
  log(markdownTable(rows));
  log(markdownTable(sweep));
  return [
    ...rows,
    ...sweep.filter((row) => row.settings.confirmIterations !== DEFAULT_CONFIRM_ITERATIONS),
  ].map((row) => figureOf(row));
}

function measure(
  settings: Settings,
  pullRequests: number,
  reference?: Map<string, ComparisonCategory>[],
): { row: Row; categories: Map<string, ComparisonCategory>[] } {
  let falseFlags = 0;
  let falseRegressions = 0;
  let dropsFlagged = 0;
  let dropsRegressed = 0;
  let executions = 0;
  let confirmations = 0;
  let same = 0;
  let sameFlag = 0;
  const categories: Map<string, ComparisonCategory>[] = [];
  for (let pr = 0; pr < pullRequests; pr++) {
    const outcome = simulatePullRequest(SIMULATED_CASES, settings, seededDraw(pr));
    categories.push(outcome.categories);
    executions += outcome.executions;
    confirmations += outcome.confirmations;
    for (const [caseId, category] of outcome.categories) {
      if (isDrop(caseId)) {
        if (flagged(category)) dropsFlagged += 1;
        if (category === "regressed") dropsRegressed += 1;
      } else {
        if (flagged(category)) falseFlags += 1;
        if (category === "regressed") falseRegressions += 1;
      }
      if (reference?.[pr]?.get(caseId) === category) same += 1;
      if (flagged(reference?.[pr]?.get(caseId)) === flagged(category)) sameFlag += 1;
    }
  }
  const row: Row = {
    settings,
    falseFlagsPerPr: falseFlags / pullRequests,
    falseRegressionsPerPr: falseRegressions / pullRequests,
    dropsFlagged: dropsFlagged / (DROPS * pullRequests),
    dropsRegressed: dropsRegressed / (DROPS * pullRequests),
    executionsPerPr: executions / pullRequests,
    confirmationsPerPr: confirmations / pullRequests,
    ...(reference === undefined
      ? {}
      : {
          sameAsNoEarlyStop: same / (SIMULATED_CASES.length * pullRequests),
          sameFlagAsNoEarlyStop: sameFlag / (SIMULATED_CASES.length * pullRequests),
        }),
  };
  return { row, categories };
}

export function seededDraw(pullRequest: number): Draw {
  return (run, caseId, index, passProbability) =>
    seededPass(pullRequest, run, caseId, index, passProbability);
}

export function describe(settings: Settings): string {
  return `${settings.iterations} iteration(s), ${settings.baseRuns === 1 ? "no history" : `history of ${settings.baseRuns} runs`}, early stop ${settings.earlyStop ? "on" : "off"}, confirm ${settings.confirmIterations}`;
}

/** The targets are checked at the defaults (1 iteration: a case's default) and at 3 iterations. */
const isTargetRow = (settings: Settings) =>
  (settings.iterations === 1 || settings.iterations === 3) &&
  settings.baseRuns === DEFAULT_BASELINE_RUNS &&
  settings.earlyStop &&
  settings.confirmIterations === DEFAULT_CONFIRM_ITERATIONS;

function figureOf(row: Row): Figure {
  const value = `${row.falseFlagsPerPr.toFixed(2)} false/PR, ${percent(row.dropsFlagged)} drops flagged, ${row.executionsPerPr.toFixed(0)} exec/PR`;
  const same =
    row.sameAsNoEarlyStop === undefined
      ? ""
      : `, ${percent(row.sameAsNoEarlyStop)} same category and ${percent(row.sameFlagAsNoEarlyStop ?? 0)} same flag as early stop off`;
  const note = `${row.falseRegressionsPerPr.toFixed(2)} false regressed/PR, ${percent(row.dropsRegressed)} drops regressed, ${row.confirmationsPerPr.toFixed(1)} confirmations/PR${same}`;
  if (!isTargetRow(row.settings))
    return { name: `regressions: ${describe(row.settings)}`, value, target: "", note };
  const met =
    row.falseFlagsPerPr <= 0.1 &&
    row.dropsFlagged >= 0.95 &&
    row.sameFlagAsNoEarlyStop === 1 &&
    row.executionsPerPr < 10 * SIMULATED_CASES.length;
  return {
    name: `regressions: ${row.settings.iterations === 1 ? "defaults" : "defaults but 3 iterations"} (${describe(row.settings)})`,
    value,
    target: `≤ 0.10 false/PR, ≥ 95% flagged, flagged as with early stop off, < ${10 * SIMULATED_CASES.length} exec/PR`,
    met,
    note,
  };
}

function markdownTable(rows: readonly Row[]): string {
  const lines = [
    "| iterations | history | early stop | confirm-iterations | false flags / PR (regressed + unconfirmed) | false regressed / PR | real drops flagged | real drops regressed | head executions / PR (confirmations) | category as early stop off | flagged as early stop off |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| ${row.settings.iterations} | ${row.settings.baseRuns === 1 ? "none" : `${row.settings.baseRuns} runs`} | ${row.settings.earlyStop ? "on" : "off"} | ${row.settings.confirmIterations} | ${row.falseFlagsPerPr.toFixed(2)} | ${row.falseRegressionsPerPr.toFixed(2)} | ${percent(row.dropsFlagged)} | ${percent(row.dropsRegressed)} | ${row.executionsPerPr.toFixed(1)} (${row.confirmationsPerPr.toFixed(1)}) | ${row.sameAsNoEarlyStop === undefined ? "–" : percent(row.sameAsNoEarlyStop)} | ${row.sameFlagAsNoEarlyStop === undefined ? "–" : percent(row.sameFlagAsNoEarlyStop)} |`,
    ),
  ];
  return lines.join("\n");
}

function percent(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}
