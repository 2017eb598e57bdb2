import { z } from "zod";
import { lenient, lenientFields } from "../lenient.ts";

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
  ...lenientFields(z.string(), ["session_id", "model"]),
});

const errorInfoSchema = z.looseObject(lenientFields(z.string(), ["type", "message"]));

/** Non-fatal problems (`severity: "warning" | "error"`), e.g. an invalid model stream or a loop. */
export const errorLineSchema = z.looseObject({
  type: z.literal("error"),
  timestamp,
  ...lenientFields(z.string(), ["severity", "message"]),
});

/** `input_tokens`: prompt tokens, cached ones included; `output_tokens`: the answer's, thoughts excluded. */
const statsSchema = z.looseObject({
  ...lenientFields(z.number(), [
    "total_tokens",
    "input_tokens",
    "output_tokens",
    "cached",
    "input",
    "duration_ms",
    "tool_calls",
  ]),
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
