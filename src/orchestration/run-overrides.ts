import { suiteFormat } from "../formats/registry.ts";
import type { CaseSpec, Suite } from "../model/suite.ts";
import { filtersKeepCase } from "./case-filters.ts";

/** Settings given on the command line (or as action inputs) that override the suites' own. */
export interface RunOverrides {
  iterations?: number;
  /** Fraction 0–1. */
  threshold?: number;
  timeoutMs?: number;
  /**
   * skill-test's `--filter`, repeatable: a case whose id contains one of these texts, or matches it
   * as a glob when it has `*` or `?`, is kept (case-filters.ts: which ids a value may name).
   */
  filter?: string[];
  /** Keep only cases whose id matches one of these globs (`--case`). */
  cases?: string[];
  /** Keep only cases with at least one of these tags (`--tag`, OR as in skillgym). */
  tags?: string[];
  /** Runner ids to keep. */
  runners?: string[];
  /** skill-test's hook strategy and model, passed to its loader (which owns their precedence). */
  hook?: "none" | "simple" | "forced" | "custom";
  hookPath?: string;
  model?: string;
  strict?: boolean;
  /** skill-test: unknown fields in test files are warnings, not errors. */
  lenient?: boolean;
}

/**
 * Applies command-line overrides to suites whose format has no precedence rules of its own
 * (a format that owns them, like skill-test, applied them in its loader), then the case filter: a
 * case is kept when the filters keep it on one of `runnerIds` at least (narrowToFilteredUnits
 * drops the other runners once they are resolved). Pure. Suites left with no case are dropped.
 */
export function applyOverrides(
  suites: readonly Suite[],
  overrides: RunOverrides,
  runnerIds: readonly string[] = [],
): Suite[] {
  return suites
    .map((suite) => ({
      ...suite,
      cases: suite.cases
        .filter((caseSpec) => isSelected(suite.id, caseSpec, overrides, runnerIds))
        .map((caseSpec) =>
          suiteFormat(suite.format).ownsOverrides
            ? caseSpec
            : {
                ...caseSpec,
                iterations: overrides.iterations ?? caseSpec.iterations,
                threshold: overrides.threshold ?? caseSpec.threshold,
                timeoutMs: overrides.timeoutMs ?? caseSpec.timeoutMs,
              },
        ),
    }))
    .filter((suite) => suite.cases.length > 0);
}

function isSelected(
  suiteId: string,
  caseSpec: CaseSpec,
  overrides: RunOverrides,
  runnerIds: readonly string[],
): boolean {
  if (!filtersKeepCase(overrides, suiteId, caseSpec.id, runnerIds)) return false;
  const { tags } = overrides;
  if (tags !== undefined && tags.length > 0 && !caseSpec.tags.some((tag) => tags.includes(tag))) return false;
  return true;
}
