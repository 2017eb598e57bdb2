import { compareResults } from "../../src/compare/compare-results.ts";
import type { ComparisonCategory } from "../../src/compare/comparison.ts";
import {
  baseTallyOf,
  casesToConfirm,
  type IterationProgress,
  stopsEarly,
} from "../../src/compare/confirmation.ts";
import { poolBaselines } from "../../src/compare/pool-baselines.ts";
import type { Results } from "../../src/model/results.ts";
import { makeResults } from "../../test/compare/results-builder.ts";

/** One simulated case: its pass probability on the base branch and on the pull request's head. */
export interface SimulatedCase {
  id: string;
  base: number;
  head: number;
}

export interface Settings {
  iterations: number;
  /** Base-branch runs pooled (1 = no history). */
  baseRuns: number;
  earlyStop: boolean;
  confirmIterations: number;
}

export interface PullRequestOutcome {
  categories: Map<string, ComparisonCategory>;
  /** Head executions run, confirmations included. */
  executions: number;
  confirmations: number;
}

/**
 * Outcomes drawn in advance per case and run (so early stop on and off see the same ones): a
 * source of pass/fail per (run, case, execution index).
 */
export type Draw = (run: number, caseId: string, index: number, passProbability: number) => boolean;

/**
 * One pull request through the engine's decisions, without spawning agents: each base run and the
 * head run iterate every case as run-evals does (`stopsEarly`, threshold 1), the base runs are
 * pooled as the action pools them (`poolBaselines`, one fingerprint), and the head gets
 * confirmation rounds as `confirmDrops` gives them (`compareResults` + `casesToConfirm`, one more
 * execution per undecided unit per round) until the rule decides or the cap is hit.
 */
export function simulatePullRequest(
  cases: readonly SimulatedCase[],
  settings: Settings,
  draw: Draw,
): PullRequestOutcome {
  const baseRuns = Array.from({ length: settings.baseRuns }, (_, run) =>
    withFingerprints(
      makeResults(
        cases.map((spec) => ({
          case: spec.id,
          outcomes: iterate(settings, undefined, (index) => draw(run + 1, spec.id, index, spec.base)),
        })),
        { commit: String(run + 1).repeat(40) },
      ),
    ),
  );
  const baseline = poolBaselines(baseRuns).results;
  const baseCases = new Map(baseline.cases.map((result) => [result.case, result]));
  const head = new Map(
    cases.map((spec) => [
      spec.id,
      iterate(settings, baseTallyOf(baseCases.get(spec.id)), (index) => draw(0, spec.id, index, spec.head)),
    ]),
  );
  const headResults = (): Results =>
    makeResults(
      cases.map((spec) => ({
        case: spec.id,
        outcomes: head.get(spec.id) ?? "",
        confirmations: added.get(`demo/${spec.id}/claude`) ?? 0,
      })),
    );
  const added = new Map<string, number>();
  let confirmations = 0;
  for (;;) {
    const due = casesToConfirm(
      compareResults(headResults(), baseline, { confirmIterations: settings.confirmIterations }),
      added,
      settings.confirmIterations,
    );
    if (due.length === 0) break;
    for (const key of due) {
      added.set(key, (added.get(key) ?? 0) + 1);
      const caseId = key.split("/")[1] ?? "";
      const spec = cases.find((candidate) => candidate.id === caseId);
      const outcomes = head.get(caseId) ?? "";
      if (spec === undefined) continue;
      // The agent counts the executions that ran: skipped ones take no draw.
      const ran = outcomes.replaceAll("s", "").length;
      head.set(caseId, outcomes + (draw(0, caseId, ran, spec.head) ? "p" : "f"));
      confirmations += 1;
    }
  }
  const comparison = compareResults(headResults(), baseline, {
    confirmIterations: settings.confirmIterations,
  });
  return {
    categories: new Map(comparison.cases.map((entry) => [entry.case, entry.category])),
    executions: [...head.values()].reduce((sum, outcomes) => sum + outcomes.replaceAll("s", "").length, 0),
    confirmations,
  };
}

/** A case's planned iterations as the engine runs them: "s" for an execution early stop skipped. */
function iterate(
  settings: Settings,
  base: ReturnType<typeof baseTallyOf>,
  outcome: (index: number) => boolean,
): string {
  const progress: IterationProgress = {
    planned: settings.iterations,
    passes: 0,
    fails: 0,
    errors: 0,
    brokenCode: false,
    outcomes: [],
  };
  let outcomes = "";
  for (let index = 0; index < settings.iterations; index++) {
    if (stopsEarly(settings.earlyStop, progress, { threshold: 1 }, base)) {
      outcomes += "s";
      continue;
    }
    const passed = outcome(index);
    outcomes += passed ? "p" : "f";
    if (passed) progress.passes += 1;
    else progress.fails += 1;
  }
  return outcomes;
}

/** Every case of a simulated base run kept its fingerprint, so history pools them all. */
function withFingerprints(results: Results): Results {
  return {
    ...results,
    executions: results.executions.map((execution) => ({ ...execution, fingerprint: "sha256:same" })),
  };
}
