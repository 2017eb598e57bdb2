import { matchesGlob } from "./glob-pattern.ts";

/**
 * skill-test's `--filter`: the seed's own example is `--filter "test-*"` while its option table
 * says "substring match", so a filter with `*` or `?` is a glob over the whole case id, and plain
 * text matches anywhere in it. Pure.
 */
export function matchesCaseFilter(caseId: string, filter: string): boolean {
  return /[*?]/.test(filter) ? matchesGlob(caseId, filter) : caseId.includes(filter);
}
