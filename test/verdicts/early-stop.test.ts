import { describe, expect, it } from "vitest";
import type { ExecutionResult } from "../../src/model/results.ts";
import type { ExecutionStatus, Verdict } from "../../src/model/status.ts";
import { aggregateCaseResults } from "../../src/verdicts/case-results.ts";
import { canStopEarly } from "../../src/verdicts/early-stop.ts";

type Outcome = "pass" | "fail" | "error";

const THRESHOLDS = [0, 0.25, 0.5, 0.6, 0.8, 0.9, 1] as const;

function statusOf(outcome: Outcome | "skipped", expectedFail: boolean): ExecutionStatus {
  if (outcome === "skipped") return "skipped";
  if (outcome === "error") return "error";
  if (expectedFail) return outcome === "pass" ? "unexpected-passed" : "expected-failed";
  return outcome === "pass" ? "passed" : "failed";
}

/** The verdict the real aggregation gives; executions after `ran` are early-stopped (`skipped`). */
function verdictOf(
  outcomes: readonly Outcome[],
  ran: number,
  threshold: number,
  expectedFail: boolean,
): Verdict {
  const executions = outcomes.map(
    (outcome, index): ExecutionResult => ({
      key: `s/c/r#${index + 1}`,
      suite: "s",
      case: "c",
      runner: "r",
      iteration: index + 1,
      status: statusOf(index < ran ? outcome : "skipped", expectedFail),
      durationMs: 1,
      usage: {},
      assertions: [],
      detectedSkills: [],
      agent: "replay",
      artifactDir: "executions/x",
    }),
  );
  const [result] = aggregateCaseResults(
    [{ suite: "s", case: "c", runner: "r", expectedFail, threshold }],
    executions,
  );
  return result!.verdict;
}

/** How many executions run when the runner asks canStopEarly before each next one. */
function executedBeforeStop(outcomes: readonly Outcome[], threshold: number): number {
  const progress = { planned: outcomes.length, passes: 0, fails: 0, errors: 0 };
  let ran = 0;
  while (ran < outcomes.length && !canStopEarly(progress, threshold)) {
    const outcome = outcomes[ran]!;
    if (outcome === "pass") progress.passes++;
    else if (outcome === "fail") progress.fails++;
    else progress.errors++;
    ran++;
  }
  return ran;
}

function* sequences(length: number, alphabet: readonly Outcome[]): Generator<Outcome[]> {
  if (length === 0) {
    yield [];
    return;
  }
  for (const rest of sequences(length - 1, alphabet)) {
    for (const outcome of alphabet) yield [...rest, outcome];
  }
}

describe("canStopEarly", () => {
  const table: [number, number, number, number, number, boolean, string][] = [
    // [planned, passes, fails, errors, threshold, stop, why]
    [10, 0, 3, 0, 0.8, true, "3 failures when 8 of 10 must pass: at most 7/10"],
    [10, 8, 0, 0, 0.8, true, "8 passes of 10 at 0.8: at least 8/10"],
    [10, 0, 2, 0, 0.8, false, "2 failures of 10 at 0.8: 8/10 still possible"],
    [10, 7, 0, 0, 0.8, false, "7 passes of 10 at 0.8: 7/10 still possible"],
    [10, 6, 2, 0, 0.8, false, "6 passes 2 fails: 8/10 or 6/10 still possible"],
    [10, 8, 2, 0, 0.8, true, "8 passes 2 fails of 10: at least 8/10"],
    [10, 0, 0, 1, 0.8, true, "an error fixes the verdict as error"],
    [10, 5, 0, 1, 0.5, true, "an error fixes it even when passing looked certain"],
    [1, 0, 0, 0, 1, false, "planned 1, nothing ran"],
    [1, 1, 0, 0, 1, true, "planned 1, all ran"],
    [1, 0, 1, 0, 0, true, "planned 1, all ran, threshold 0"],
    [10, 0, 0, 0, 0, false, "threshold 0: never before the first graded execution"],
    [10, 0, 1, 0, 0, true, "threshold 0: any graded execution passes"],
    [10, 0, 1, 0, 1, true, "threshold 1: one failure fails"],
    [10, 9, 0, 0, 1, false, "threshold 1: 9 passes of 10, the last one decides"],
    [4, 0, 2, 0, 0.5, false, "threshold 0.5: 2/4 still reaches it"],
    [4, 0, 3, 0, 0.5, true, "threshold 0.5: at most 1/4"],
    [4, 2, 0, 0, 0.5, true, "threshold 0.5: at least 2/4"],
    [0, 0, 0, 0, 1, true, "nothing planned: nothing to run"],
  ];
  it.each(table)(
    "planned %i, %i passes, %i fails, %i errors, threshold %f → %s (%s)",
    (planned, passes, fails, errors, threshold, stop) => {
      expect(canStopEarly({ planned, passes, fails, errors }, threshold)).toBe(stop);
    },
  );

  it("gives the full run's verdict for every pass/fail sequence of 1..10 executions (exhaustive)", () => {
    const savedByThreshold = new Map<number, number>();
    let sequencesChecked = 0;
    for (let planned = 1; planned <= 10; planned++) {
      for (const outcomes of sequences(planned, ["pass", "fail"])) {
        for (const threshold of THRESHOLDS) {
          const ran = executedBeforeStop(outcomes, threshold);
          expect(ran).toBeGreaterThanOrEqual(1);
          const passes = outcomes.filter((outcome) => outcome === "pass").length;
          const fullPasses = passes / planned >= threshold;
          const stoppedPasses =
            outcomes.slice(0, ran).filter((outcome) => outcome === "pass").length / ran >= threshold;
          if (stoppedPasses !== fullPasses) {
            expect.fail(`${outcomes.join(",")} at ${threshold}: stopped after ${ran} with another verdict`);
          }
          // And the real aggregation agrees, with the early-stopped executions recorded as skipped.
          for (const expectedFail of [false, true]) {
            const full = verdictOf(outcomes, planned, threshold, expectedFail);
            const stopped = verdictOf(outcomes, ran, threshold, expectedFail);
            if (stopped !== full) {
              expect.fail(
                `${outcomes.join(",")} at ${threshold}: stopped after ${ran}: ${stopped} ≠ ${full}`,
              );
            }
          }
          savedByThreshold.set(threshold, (savedByThreshold.get(threshold) ?? 0) + planned - ran);
          sequencesChecked++;
        }
      }
    }
    expect(sequencesChecked).toBe((2 ** 11 - 2) * THRESHOLDS.length); // 2046 sequences × 7 = 14,322
    for (const threshold of THRESHOLDS) expect(savedByThreshold.get(threshold)).toBeGreaterThan(0);
  });

  it("stops only when no completion can change the verdict (never too late), for 1..10 executions", () => {
    for (let planned = 1; planned <= 10; planned++) {
      for (let passes = 0; passes <= planned; passes++) {
        for (let fails = 0; passes + fails <= planned; fails++) {
          const remaining = planned - passes - fails;
          for (const threshold of THRESHOLDS) {
            // Every completion, by how many of the remaining executions pass.
            const verdicts = new Set<boolean>();
            for (let more = 0; more <= remaining; more++)
              verdicts.add((passes + more) / planned >= threshold);
            const decided = verdicts.size === 1 && passes + fails > 0;
            const stop = canStopEarly({ planned, passes, fails, errors: 0 }, threshold);
            expect(stop, `planned ${planned}, ${passes}/${fails}, threshold ${threshold}`).toBe(
              decided || remaining === 0,
            );
          }
        }
      }
    }
  });

  it("stops at the first error; any other difference is only an error in the skipped tail (1..6, with errors)", () => {
    for (let planned = 1; planned <= 6; planned++) {
      for (const outcomes of sequences(planned, ["pass", "fail", "error"])) {
        for (const threshold of THRESHOLDS) {
          const ran = executedBeforeStop(outcomes, threshold);
          const firstError = outcomes.indexOf("error");
          if (firstError >= 0 && firstError < ran) expect(ran).toBe(firstError + 1);
          const full = verdictOf(outcomes, planned, threshold, false);
          const stopped = verdictOf(outcomes, ran, threshold, false);
          if (stopped !== full) {
            // The documented limit: the guarantee is over assertion outcomes, not unknowable errors.
            expect(full).toBe("error");
            expect(outcomes.slice(0, ran)).not.toContain("error");
            // Had those skipped errors reached their assertions, either way, the verdicts agree.
            for (const instead of ["pass", "fail"] as const) {
              const asserted = outcomes.map((outcome) => (outcome === "error" ? instead : outcome));
              expect(verdictOf(asserted, planned, threshold, false)).toBe(stopped);
            }
          }
        }
      }
    }
  });
});
