import { z } from "zod";
import { lenient } from "../lenient.ts";

/**
 * The rare lines of `gemini -p ... -o stream-json` that the normalizer reads with zod
 * (reference/agent-clis.md §3, recorded with Gemini CLI 0.61.0); `message`, `tool_use` and
 * `tool_result` lines are checked by hand (normalize.ts). Lenient on purpose: unknown keys pass through, and a field of an
 * unexpected type reads as absent instead of rejecting its line.
 */

const timestamp = lenient(z.string());

/** `{type:"init", session_id, model}`: the requested model (`auto` when none was given). */
export const initLineSchema = z.looseObject({
  type: z.literal("init"),
  timestamp,
  session_id: lenient(z.string()),
  model: lenient(z.string()),
});

const errorInfoSchema = z.looseObject({
  type: lenient(z.string()),
  message: lenient(z.string()),
});

/** Non-fatal problems (`severity: "warning" | "error"`), e.g. an invalid model stream or a loop. */
export const errorLineSchema = z.looseObject({
  type: z.literal("error"),
  timestamp,
  severity: lenient(z.string()),
  message: lenient(z.string()),
});

const statsSchema = z.looseObject({
  total_tokens: lenient(z.number()),
  /** Prompt tokens, cached ones included. */
  input_tokens: lenient(z.number()),
  /** Candidate (answer) tokens, thoughts excluded. */
  output_tokens: lenient(z.number()),
  cached: lenient(z.number()),
  input: lenient(z.number()),
  duration_ms: lenient(z.number()),
  tool_calls: lenient(z.number()),
  /** Keyed by the response's `modelVersion` on success, by the requested model on failure. */
  models: lenient(z.record(z.string(), z.unknown())),
});
export type GeminiStats = z.infer<typeof statsSchema>;

/**
 * The last line. `status: "error"` with `error.type` `FatalTurnLimitedError` (turn limit, exit 53),
 * `unknown` with `[API Error: {json}]` (HTTP errors, exit = status mod 256), or another `Fatal*Error`.
 */
export const resultLineSchema = z.looseObject({
  type: z.literal("result"),
  timestamp,
  status: lenient(z.string()),
  error: lenient(errorInfoSchema),
  stats: lenient(statsSchema),
});

export type InitLine = z.infer<typeof initLineSchema>;
export type ErrorLine = z.infer<typeof errorLineSchema>;
export type ResultLine = z.infer<typeof resultLineSchema>;
