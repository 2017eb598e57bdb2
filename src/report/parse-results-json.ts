import { type Results, resultsSchema } from "../model/results.ts";
import { resultsInconsistency } from "./results-consistency.ts";

/** results.json files are small; anything larger is refused rather than held in memory. */
export const MAX_RESULTS_BYTES = 64 * 1024 * 1024;

/** Parsed results, or what is wrong with them: a sentence naming the input, and the line when JSON.parse knows it. */
export type ParsedResults = { results: Results } | { problem: string; line?: number; column?: number };

/**
 * results.json from a file, an artifact or a shard is untrusted: parsed and validated against the
 * schema, never thrown. `where` names the input in the problem ("the baseline file base.json").
 * The one reader of results.json: the CLI and the action word its problems alike.
 */
export function parseResultsJson(text: string, where: string): ParsedResults {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { problem: `${where} is not valid JSON (${message})`, ...jsonErrorPosition(message) };
  }
  const parsed = resultsSchema.safeParse(raw);
  if (parsed.success) {
    const inconsistency = resultsInconsistency(parsed.data);
    if (inconsistency === undefined) return { results: parsed.data };
    return {
      problem: `${where} is not a results.json as skill-eval writes it (edited or corrupt): ${inconsistency}`,
    };
  }
  const issue = parsed.error.issues[0];
  return {
    problem: `${where} is not a skill-eval results.json: ${issue?.path.join(".") || "(root)"}: ${issue?.message ?? "invalid"}`,
  };
}

/** V8 ends most JSON.parse messages with "(line 3 column 7)". */
function jsonErrorPosition(message: string): { line?: number; column?: number } {
  const match = /\(line (\d+) column (\d+)\)/.exec(message);
  return match === null ? {} : { line: Number(match[1]), column: Number(match[2]) };
}
