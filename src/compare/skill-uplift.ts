import type { CaseResult, Results } from "../model/results.ts";
import { fisherLowerTail, type Tally } from "../verdicts/statistics.ts";

/** `compare-without-skill` runs each runner again as `<runner>-without-skill`, its skills not installed. */
export const WITHOUT_SKILL_SUFFIX = "-without-skill";

export interface SkillUplift {
  suite: string;
  runner: string;
  with: Tally;
  without: Tally;
  /** Pass rate with the skill minus without, in points of a fraction (0.5 = 50 points); null when either side has no graded run. */
  uplift: number | null;
  /** One-sided Fisher exact test that the pass rate without the skill is lower. */
  pValue: number;
}

/**
 * Each suite's uplift per runner: the same cases run with and without the skill installed,
 * pass rates compared. Pure; empty when the run had no `-without-skill` runners.
 */
export function skillUplifts(results: Results): SkillUplift[] {
  const tallies = new Map<string, { suite: string; runner: string; with: Tally; without: Tally }>();
  for (const result of results.cases) {
    const without = result.runner.endsWith(WITHOUT_SKILL_SUFFIX);
    const runner = without ? result.runner.slice(0, -WITHOUT_SKILL_SUFFIX.length) : result.runner;
    const key = `${result.suite}\u0000${runner}`;
    const entry = tallies.get(key) ?? {
      suite: result.suite,
      runner,
      with: { passes: 0, trials: 0 },
      without: { passes: 0, trials: 0 },
    };
    add(without ? entry.without : entry.with, result);
    tallies.set(key, entry);
  }
  return [...tallies.values()]
    .filter((entry) =>
      results.runners.some((runner) => runner.id === `${entry.runner}${WITHOUT_SKILL_SUFFIX}`),
    )
    .map((entry) => ({
      ...entry,
      uplift:
        entry.with.trials === 0 || entry.without.trials === 0
          ? null
          : entry.with.passes / entry.with.trials - entry.without.passes / entry.without.trials,
      pValue: fisherLowerTail(entry.without, entry.with),
    }))
    .sort((a, b) => a.suite.localeCompare(b.suite) || a.runner.localeCompare(b.runner));
}

function add(tally: Tally, result: CaseResult): void {
  tally.passes += result.passes;
  tally.trials += result.graded;
}
