import { suiteFormat } from "../formats/registry.ts";
import { matchesCaseFilter } from "../formats/skill-test/case-filter.ts";
import { matchesGlob } from "../formats/skill-test/glob-pattern.ts";
import type { CaseSpec, Suite } from "../model/suite.ts";

/** Settings given on the command line (or as action inputs) that override the suites' own. */
export interface RunOverrides {
  iterations?: number;
  /** Fraction 0–1. */
  threshold?: number;
  timeoutMs?: number;
  /** skill-test's `--filter`: cases whose id contains this text, or matches it as a glob when it has `*` or `?`. */
  /** skill-test's `--filter`, repeatable: a case matching any of them is kept. */
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
 * (a format that owns them, like skill-test, applied them in its loader), then the case filter.
 * Pure. Suites left with no case are dropped.
 */
export function applyOverrides(suites: readonly Suite[], overrides: RunOverrides): Suite[] {
  return suites
    .map((suite) => ({
      ...suite,
      cases: suite.cases
        .filter((caseSpec) => isSelected(caseSpec, overrides))
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

function isSelected(caseSpec: CaseSpec, overrides: RunOverrides): boolean {
  if (
    overrides.filter !== undefined &&
    overrides.filter.length > 0 &&
    !overrides.filter.some((filter) => matchesCaseFilter(caseSpec.id, filter))
  )
    return false;
  const { cases, tags } = overrides;
  if (cases !== undefined && cases.length > 0 && !cases.some((pattern) => matchesGlob(caseSpec.id, pattern)))
    return false;
  if (tags !== undefined && tags.length > 0 && !caseSpec.tags.some((tag) => tags.includes(tag))) return false;
  return true;
}
