import { compareResults } from "../compare/compare-results.ts";
import { casesToConfirm } from "../compare/confirmation.ts";
import { runPool } from "../engine/run-pool.ts";
import type { Results } from "../model/results.ts";

export interface ConfirmDropsRequest {
  /** The results so far (all suites run until now). */
  snapshot: () => Results;
  baseline: Results;
  /** confirm-iterations: executions added at most per case × runner. */
  cap: number;
  /** The case × runners of the suite being run: only those are confirmed now. */
  keys: ReadonlySet<string>;
  /** Case × runners of the suites still to run: they can only grow the family a drop must pass. */
  pendingComparisons: number;
  /** Case × runners the run left out on purpose: never compared as removed. */
  leftOut?: ReadonlySet<string>;
  /** How many more executions may start (budget, max-executions, interrupt). */
  room: () => number;
  /** Runs and records one more execution of the case × runner, marked as a confirmation. */
  runOne: (key: string) => Promise<void>;
  concurrency: number;
}

/**
 * Confirmation runs (DESIGN §5): while the decision rule leaves a case × runner of this suite
 * `unconfirmed`, one more execution of each such unit runs (in parallel), and the rule is asked
 * again, until it decides or the cap, the budget or max-executions stops it.
 */
export async function confirmDrops(request: ConfirmDropsRequest): Promise<void> {
  const added = new Map<string, number>();
  for (;;) {
    const comparison = compareResults(request.snapshot(), request.baseline, {
      pendingComparisons: request.pendingComparisons,
      leftOut: request.leftOut,
    });
    const due = casesToConfirm(comparison, added, request.cap).filter((key) => request.keys.has(key));
    const now = due.slice(0, Math.max(0, request.room()));
    if (now.length === 0) return;
    for (const key of now) added.set(key, (added.get(key) ?? 0) + 1);
    await runPool(
      now.map((key) => () => request.runOne(key)),
      request.concurrency,
    );
  }
}
