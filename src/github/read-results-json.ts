import { type Results, resultsSchema } from "../model/results.ts";

/** results.json from an artifact or a file is untrusted: parsed and validated, or the reason it is not usable. */
export function parseResultsJson(text: string, where: string): { results: Results } | { problem: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { problem: `${where} is not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  const parsed = resultsSchema.safeParse(raw);
  if (parsed.success) return { results: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    problem: `${where} is not a skill-eval results.json: ${issue?.path.join(".") || "(root)"}: ${issue?.message}`,
  };
}

/** results.json files are small; anything larger is refused rather than held in memory. */
export const MAX_RESULTS_BYTES = 64 * 1024 * 1024;
