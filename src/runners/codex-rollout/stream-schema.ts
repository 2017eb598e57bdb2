import { z } from "zod";
import { lenient } from "../lenient.ts";

/**
 * The lines of a Codex rollout file, `$CODEX_HOME/sessions/YYYY/MM/DD/rollout-<ts>-<thread>.jsonl`
 * (reference/agent-clis.md §2.6): `{timestamp, type, payload}`. Lenient on purpose: unknown keys
 * pass through and a field of an unexpected type reads as absent. The line itself and the payload's
 * `type` are checked by hand; the payload schemas below are applied by line type and payload type.
 */

export const sessionMetaSchema = z.looseObject({
  id: lenient(z.string()),
  cwd: lenient(z.string()),
  cli_version: lenient(z.string()),
});

export const turnContextSchema = z.looseObject({ model: lenient(z.string()), cwd: lenient(z.string()) });

// response_item payloads

const contentPartSchema = z.looseObject({ type: lenient(z.string()), text: lenient(z.string()) });

export const messageItemSchema = z.looseObject({
  type: z.literal("message"),
  role: z.string(),
  content: z.array(contentPartSchema.catch({})).catch([]),
  /** `commentary` | `final_answer` on newer assistant messages. */
  phase: lenient(z.string()),
});

export const reasoningItemSchema = z.looseObject({
  type: z.literal("reasoning"),
  summary: z.array(contentPartSchema.catch({})).catch([]),
});

/** A JSON string of arguments (`{"cmd": …}` for exec_command, `{"command": [...]}` for shell). */
export const functionCallSchema = z.looseObject({
  type: z.literal("function_call"),
  name: z.string(),
  arguments: lenient(z.string()),
  call_id: z.string(),
});

/** A freeform tool (`apply_patch` takes the patch text as `input`). */
export const customToolCallSchema = z.looseObject({
  type: z.literal("custom_tool_call"),
  name: z.string(),
  input: lenient(z.string()),
  call_id: z.string(),
  status: lenient(z.string()),
});

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

/**
 * `output` is a string ("Chunk ID …\nProcess exited with code N\n…Output:\n…" for exec_command,
 * a JSON string `{"output", "metadata": {"exit_code"}}` for shell and apply_patch), or an object
 * `{content, success}` in some builds.
 */
export const callOutputSchema = z.looseObject({
  type: z.enum(["function_call_output", "custom_tool_call_output"]),
  call_id: z.string(),
  output: lenient(
    z.union([z.string(), z.looseObject({ content: lenient(z.string()), success: lenient(z.boolean()) })]),
  ),
});
export type CallOutput = z.infer<typeof callOutputSchema>;

/** The JSON some outputs are wrapped in. */
export const wrappedOutputSchema = z.looseObject({
  output: lenient(z.string()),
  metadata: lenient(z.looseObject({ exit_code: lenient(z.number().int()) })),
});

// event_msg payloads

export const textEventSchema = z.looseObject({
  type: z.enum(["agent_message", "user_message", "agent_reasoning"]),
  message: lenient(z.string()),
  text: lenient(z.string()),
});

const tokenUsageSchema = z.looseObject({
  input_tokens: lenient(z.number()),
  cached_input_tokens: lenient(z.number()),
  output_tokens: lenient(z.number()),
  reasoning_output_tokens: lenient(z.number()),
  total_tokens: lenient(z.number()),
});
export type TokenUsage = z.infer<typeof tokenUsageSchema>;

/** Cumulative: the last one with `info` holds the session's totals. `info` is null early on. */
export const tokenCountSchema = z.looseObject({
  type: z.literal("token_count"),
  info: lenient(z.looseObject({ total_token_usage: lenient(tokenUsageSchema) })),
});

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

/** The arguments of the shell tools: `exec_command {cmd}`, `shell {command: argv}`, `shell_command {command}`, `write_stdin {session_id}`. */
export const shellArgumentsSchema = z.looseObject({
  cmd: lenient(z.union([z.string(), z.array(z.string())])),
  command: lenient(z.union([z.string(), z.array(z.string())])),
  session_id: lenient(z.union([z.number(), z.string()])),
});
