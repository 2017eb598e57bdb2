import { z } from "zod";
import { lenient } from "../lenient.ts";

/**
 * The lines of `opencode run --format json` that the normalizer reads (reference/agent-clis.md §4.2;
 * recorded with 1.18.33). Every line is `{type, timestamp (ms), sessionID, part | error}`. Lenient on
 * purpose: unknown keys pass through, and a field of an unexpected type reads as absent instead of
 * rejecting its line.
 */

const common = {
  timestamp: lenient(z.number()),
  sessionID: lenient(z.string()),
};

export const stepStartLineSchema = z.looseObject({ type: z.literal("step_start"), ...common });

/** A finished text part (the CLI prints it once, whole, when the part ends). */
export const textLineSchema = z.looseObject({
  type: z.literal("text"),
  ...common,
  part: z.looseObject({ text: z.string() }),
});

/** Thinking, printed only with `--thinking`. */
export const reasoningLineSchema = z.looseObject({
  type: z.literal("reasoning"),
  ...common,
  part: z.looseObject({ text: z.string() }),
});

/** `metadata.exit` in 1.18.x; `exitCode` in a hand-made public capture. */
const toolMetadataSchema = z.looseObject({
  exit: lenient(z.number()),
  exitCode: lenient(z.number()),
});

/** One line per finished call: there is no separate start or result line. */
export const toolUseLineSchema = z.looseObject({
  type: z.literal("tool_use"),
  ...common,
  part: z.looseObject({
    tool: z.string(),
    callID: lenient(z.string()),
    state: z.looseObject({
      /** `completed` or `error`; a bash command that exits non-zero is still `completed`. */
      status: lenient(z.string()),
      input: lenient(z.record(z.string(), z.unknown())),
      output: lenient(z.string()),
      error: lenient(z.string()),
      metadata: lenient(toolMetadataSchema),
    }),
  }),
});
export type ToolUseLine = z.infer<typeof toolUseLineSchema>;

const tokensSchema = z.looseObject({
  input: lenient(z.number()),
  output: lenient(z.number()),
  reasoning: lenient(z.number()),
  cache: lenient(z.looseObject({ read: lenient(z.number()), write: lenient(z.number()) })),
});

/** The end of one model call, with its own tokens and cost (not cumulative). */
export const stepFinishLineSchema = z.looseObject({
  type: z.literal("step_finish"),
  ...common,
  part: z.looseObject({
    reason: lenient(z.string()),
    tokens: lenient(tokensSchema),
    cost: lenient(z.number()),
  }),
});
export type StepFinishLine = z.infer<typeof stepFinishLineSchema>;

/** The run failed: `{name: "APIError", data: {message, statusCode, ...}}`, exit 1, nothing after it. */
export const errorLineSchema = z.looseObject({
  type: z.literal("error"),
  ...common,
  error: z
    .looseObject({
      name: lenient(z.string()),
      message: lenient(z.string()),
      data: lenient(
        z.looseObject({
          message: lenient(z.string()),
          statusCode: lenient(z.number()),
          responseBody: lenient(z.string()),
        }),
      ),
    })
    .catch({}),
});
export type ErrorLine = z.infer<typeof errorLineSchema>;

export const opencodeStreamLineSchema = z.discriminatedUnion("type", [
  stepStartLineSchema,
  textLineSchema,
  reasoningLineSchema,
  toolUseLineSchema,
  stepFinishLineSchema,
  errorLineSchema,
]);
export type OpencodeStreamLine = z.infer<typeof opencodeStreamLineSchema>;
