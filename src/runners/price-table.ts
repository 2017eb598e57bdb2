import type { UsageReport } from "../model/session-report.ts";

/** USD per million tokens. */
export interface ModelPrice {
  input: number;
  output: number;
  /** Cached input tokens; the input price when absent. */
  cachedInput?: number;
}

/**
 * List prices for agents whose CLI reports no cost (Codex, Gemini CLI, Cursor, Copilot), as the
 * providers' pricing pages listed them in 2026. Costs computed from them are marked estimated;
 * `prices:` in skill-eval.config.yaml overrides or extends the table.
 */
export const LIST_PRICES: Readonly<Record<string, ModelPrice>> = {
  "gpt-5.5": { input: 5, cachedInput: 0.5, output: 30 },
  "gpt-5.4": { input: 2.5, cachedInput: 0.25, output: 15 },
  "gpt-5.4-mini": { input: 0.75, cachedInput: 0.075, output: 4.5 },
  "gpt-5.4-nano": { input: 0.2, cachedInput: 0.02, output: 1.25 },
  "gpt-5": { input: 1.25, output: 10 },
  "gpt-5-mini": { input: 0.25, output: 2 },
  "gemini-2.5-pro": { input: 1.25, output: 10 },
  "gemini-2.5-flash": { input: 0.3, output: 2.5 },
  "claude-opus-4-5": { input: 5, output: 25 },
  "claude-sonnet-4-5": { input: 3, output: 15 },
  "claude-haiku-4-5": { input: 1, output: 5 },
};

/**
 * The cost of a session's tokens at list price, or undefined when the model or the token counts
 * are unknown. Model names match exactly, or after a `provider/` prefix. Pure.
 */
export function estimateCostUsd(
  model: string | undefined,
  usage: UsageReport,
  overrides: Readonly<Record<string, ModelPrice>> = {},
): number | undefined {
  if (model === undefined || usage.inputTokens === undefined || usage.outputTokens === undefined)
    return undefined;
  const bare = model.includes("/") ? model.slice(model.lastIndexOf("/") + 1) : model;
  const price = overrides[model] ?? overrides[bare] ?? LIST_PRICES[model] ?? LIST_PRICES[bare];
  if (price === undefined) return undefined;
  const cached = Math.min(usage.cacheReadTokens ?? usage.cacheTokens ?? 0, usage.inputTokens);
  const fresh = usage.inputTokens - cached;
  const perToken = 1 / 1_000_000;
  return (
    fresh * price.input * perToken +
    cached * (price.cachedInput ?? price.input) * perToken +
    (usage.outputTokens + (usage.reasoningTokens ?? 0)) * price.output * perToken
  );
}
