import { z } from "zod";
import { lenient } from "../lenient.ts";

/**
 * The lines of a Codex rollout file, `$CODEX_HOME/sessions/YYYY/MM/DD/rollout-<ts>-<thread>.jsonl`
 * (reference/agent-clis.md §2.6): `{timestamp, type, payload}`. Lenient on purpose: unknown keys
 * pass through and a field of an unexpected type reads as absent. The line itself, the payload's
 * `type` and the frequent payloads are checked by hand (normalize.ts); the schemas below read the
 * rare payloads.
 */

export const sessionMetaSchema = z.looseObject({
  id: lenient(z.string()),
  cwd: lenient(z.string()),
  cli_version: lenient(z.string()),
});

export const turnContextSchema = z.looseObject({ model: lenient(z.string()), cwd: lenient(z.string()) });

/** The older built-in shell tool: `action.command` is an argv array. */
export const localShellCallSchema = z.looseObject({
  type: z.literal("local_shell_call"),
  call_id: lenient(z.string()),
  id: lenient(z.string()),
  status: lenient(z.string()),
  action: lenient(z.looseObject({ command: lenient(z.array(z.string())) })),
});

export const webSearchCallSchema = z.looseObject({
  type: z.literal("web_search_call"),
  id: lenient(z.string()),
  status: lenient(z.string()),
  action: z.unknown().optional(),
});

// event_msg payloads

export const errorEventSchema = z.looseObject({
  type: z.literal("error"),
  message: lenient(z.string()),
});

/** `reason`: interrupted | replaced | review_ended. */
export const turnAbortedSchema = z.looseObject({
  type: z.literal("turn_aborted"),
  reason: lenient(z.string()),
});

export const taskCompleteSchema = z.looseObject({
  type: z.literal("task_complete"),
  last_agent_message: lenient(z.string()),
});
