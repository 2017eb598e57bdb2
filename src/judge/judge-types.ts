import type { Judge } from "../assert/declarative/declarative-context.ts";

export type { Judge } from "../assert/declarative/declarative-context.ts";
export type JudgeRequest = Parameters<Judge>[0];
export type JudgeAnswer = Awaited<ReturnType<Judge>>;

/** What the judge cost a run: recorded beside the agents' own usage. */
export interface JudgeUsage {
  /** `anthropic`, `openai` or `claude-cli`. */
  backend: string;
  model: string;
  /** Questions asked, cached answers included. */
  calls: number;
  /** Questions answered from the per-run cache (no tokens spent). */
  cachedCalls: number;
  inputTokens: number;
  outputTokens: number;
  /** Reported (claude-cli) or at list price; undefined when the model's price is unknown. */
  costUsd?: number;
}

/** A judge for one run: `ask` is what assertions call; `usage()` is what it has cost so far. */
export interface JudgeClient {
  ask: Judge;
  usage(): JudgeUsage;
}
