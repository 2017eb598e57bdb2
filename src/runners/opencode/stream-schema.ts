import { z } from "zod";
import { lenient } from "../lenient.ts";

/**
 * The one line of `opencode run --format json` that the normalizer reads with zod
 * (reference/agent-clis.md §4.2; recorded with 1.18.33); the frequent lines are checked by hand.
 * Lenient on purpose: unknown keys pass through, and a field of an unexpected type reads as absent.
 */

/** The run failed: `{name: "APIError", data: {message, statusCode, ...}}`, exit 1, nothing after it. */
export const errorLineSchema = z.looseObject({
  type: z.literal("error"),
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
