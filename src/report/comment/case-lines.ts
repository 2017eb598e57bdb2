import { caseKey } from "../../model/execution-key.ts";
import type { CaseResult, ExecutionResult, Results } from "../../model/results.ts";
import { firstLine } from "../format.ts";
import { escapeMarkdownInline, markdownCode } from "../markdown-escape.ts";

/** Longest suite/case/runner text shown; a 10,000-character case id must not fill a comment. */
const MAX_LABEL = 120;
const MAX_MESSAGE = 200;

/** `suite/case` on `runner`, each part shown literally. */
export function caseLabel(result: Pick<CaseResult, "suite" | "case" | "runner">): string {
  return `${markdownCode(clip(`${result.suite}/${result.case}`))} on ${markdownCode(clip(result.runner))}`;
}

export interface FailureNote {
  /** The failure class's label (or id) of the first failing execution. */
  classLabel: string;
  /** One escaped line: the first failing assertion's message (expected vs what the agent did), else the failure's. */
  message: string;
}

/** The first failure of each case key, found once for all cases. */
export function failureNotes(results: Results): Map<string, FailureNote> {
  const notes = new Map<string, FailureNote>();
  for (const execution of results.executions) {
    const key = caseKey(execution.suite, execution.case, execution.runner);
    if (execution.failure === undefined || notes.has(key)) continue;
    notes.set(key, {
      classLabel: execution.failure.class.label ?? execution.failure.class.id,
      message: escapeMarkdownInline(firstLine(messageOf(execution), MAX_MESSAGE)),
    });
  }
  return notes;
}

function messageOf(execution: ExecutionResult): string {
  const assertion = execution.assertions.find((outcome) => !outcome.passed && !outcome.golden);
  if (assertion?.message) return `${assertion.name}: ${assertion.message}`;
  return execution.failure?.message ?? "";
}

function clip(text: string): string {
  return text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text;
}
