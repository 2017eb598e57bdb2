/**
 * skillgym's `run.repeat` with `run.repeatFailure` (its `runner/execute-suite.ts`): a case × runner
 * must pass `repeat` repetitions in a row of attempts; each repetition may retry a failed session
 * up to `retries` times, and a repetition whose every session failed fails the whole case at once.
 * The allowance is per repetition, not a share of the total.
 */
export interface Repetitions {
  repeat: number;
  retries: number;
}

/**
 * The verdict of assertion outcomes in execution order (true = passed), or "undecided" while more
 * executions could still change it. Outcomes after the deciding one change nothing. Pure.
 */
export function repetitionOutcome(
  outcomes: readonly boolean[],
  { repeat, retries }: Repetitions,
): "passed" | "failed" | "undecided" {
  let passed = 0;
  let failedInARow = 0;
  for (const outcome of outcomes) {
    if (outcome) {
      passed += 1;
      failedInARow = 0;
      if (passed >= repeat) return "passed";
    } else {
      failedInARow += 1;
      if (failedInARow > retries) return "failed";
    }
  }
  return "undecided";
}
