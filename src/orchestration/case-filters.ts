import { matchesCaseFilter } from "../formats/skill-test/case-filter.ts";
import { matchesGlob } from "../formats/skill-test/glob-pattern.ts";
import { caseKey } from "../model/execution-key.ts";
import type { Suite } from "../model/suite.ts";
import { restrictToUnits } from "../plan/restrict-to-units.ts";

/** `--filter` and `--case` values; each flag keeps what any of its values names, and both apply. */
export interface CaseFilters {
  /** Text an id contains, or a glob over the whole id when it has `*` or `?`. */
  filter?: readonly string[];
  /** Globs over the whole id. */
  cases?: readonly string[];
}

/**
 * Whether the filters keep case `caseId` of suite `suiteId` on runner `runnerId`. A value may name
 * the case id, the `suite/case` id the output shows, or a `suite/case/runner` key (an execution's
 * `#n` ignored), which keeps that runner only. Plain text without a `/` is matched against the case
 * id alone, so `--filter demo` keeps what it kept before suite ids counted. Pure.
 */
export function filtersKeep(
  filters: CaseFilters,
  suiteId: string,
  caseId: string,
  runnerId: string | undefined,
): boolean {
  const key = runnerId === undefined ? undefined : caseKey(suiteId, caseId, runnerId);
  const ids = { caseId, fullId: `${suiteId}/${caseId}`, key };
  return (
    anyOrNone(filters.filter, (value) => filterNames(value, ids)) &&
    anyOrNone(filters.cases, (value) => globNames(value, ids))
  );
}

/**
 * Whether the filters keep the case on at least one of the runners that could run it (with none
 * given, whether they name the case itself).
 */
export function filtersKeepCase(
  filters: CaseFilters,
  suiteId: string,
  caseId: string,
  runnerIds: readonly string[] = [],
): boolean {
  return (
    filtersKeep(filters, suiteId, caseId, undefined) ||
    runnerIds.some((runnerId) => filtersKeep(filters, suiteId, caseId, runnerId))
  );
}

/**
 * Narrows each suite's runners to the case × runner units the filters keep: a `suite/case/runner`
 * value keeps its case on that runner only. The plan is returned as it is when nothing is narrowed.
 */
export function narrowToFilteredUnits<R extends { id: string }>(
  plan: readonly { suite: Suite; runners: R[] }[],
  filters: CaseFilters,
): { suite: Suite; runners: R[] }[] {
  if ((filters.filter ?? []).length === 0 && (filters.cases ?? []).length === 0) return [...plan];
  const units = new Set<string>();
  let all = 0;
  for (const { suite, runners } of plan) {
    for (const caseSpec of suite.cases) {
      for (const runner of runners) {
        all += 1;
        if (filtersKeep(filters, suite.id, caseSpec.id, runner.id))
          units.add(caseKey(suite.id, caseSpec.id, runner.id));
      }
    }
  }
  return units.size === all ? [...plan] : restrictToUnits(plan, units);
}

interface Ids {
  caseId: string;
  fullId: string;
  /** `suite/case/runner`, when a runner is in question. */
  key: string | undefined;
}

function anyOrNone(values: readonly string[] | undefined, names: (value: string) => boolean): boolean {
  return values === undefined || values.length === 0 || values.some(names);
}

function filterNames(value: string, ids: Ids): boolean {
  if (matchesCaseFilter(ids.caseId, value)) return true;
  if (/[*?]/.test(value)) return globNames(value, ids);
  return (
    (value.includes("/") && ids.fullId.includes(value)) ||
    (ids.key !== undefined && withoutIteration(value) === ids.key)
  );
}

function globNames(value: string, ids: Ids): boolean {
  return (
    matchesGlob(ids.caseId, value) ||
    matchesGlob(ids.fullId, value) ||
    (ids.key !== undefined && matchesGlob(ids.key, withoutIteration(value)))
  );
}

/** An execution key (`suite/case/runner#2`, as the progress lines show) names its case × runner. */
function withoutIteration(value: string): string {
  return value.replace(/#\d+$/, "");
}
