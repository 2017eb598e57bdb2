import { num, rec, str } from "../fields.ts";
import { isRecord } from "../is-record.ts";
import type { At } from "../session-builder.ts";
import type { State, TokenUsage } from "./state.ts";
import { errorEventSchema, taskCompleteSchema, turnAbortedSchema } from "./stream-schema.ts";

/** A payload's `type`, when it is an object that has one. */
export function payloadType(payload: unknown): string | undefined {
  return isRecord(payload) ? str(payload, "type") : undefined;
}

/**
 * An `event_msg` record: what the CLI showed (messages, reasoning), the cumulative token counts, and
 * the task bookkeeping that says how the session ended.
 */
export function onEventMsg(state: State, payload: unknown, at: At): void {
  const type = payloadType(payload);
  switch (type) {
    case "agent_message":
    case "user_message":
    case "agent_reasoning": {
      const text = isRecord(payload) ? (str(payload, "message") ?? str(payload, "text")) : undefined;
      if (text === undefined) return;
      if (type === "agent_reasoning") {
        state.sawAgentReasoning = true;
        state.eventReasoningChars += text.length;
        state.session.events.push({ type: "message", role: "assistant", phase: "thinking", text, ...at });
      } else if (type === "agent_message") {
        state.sawAgentMessages = true;
        state.lastAgentMessage = text;
        state.session.message("assistant", text, at);
      } else {
        state.session.message("user", text, at);
      }
      return;
    }
    case "token_count": {
      // Cumulative: the last one with `info` holds the session's totals. `info` is null early on.
      const info = isRecord(payload) ? rec(payload, "info") : undefined;
      const usage = info === undefined ? undefined : rec(info, "total_token_usage");
      if (usage !== undefined) state.usage = tokenUsageOf(usage);
      return;
    }
    case "task_started":
      state.task = "open";
      state.turnError = undefined;
      state.abortReason = undefined;
      return;
    case "task_complete":
      state.task = "complete";
      state.lastTaskMessage = taskCompleteSchema.safeParse(payload).data?.last_agent_message;
      return;
    case "turn_aborted":
      state.task = "aborted";
      state.abortReason = turnAbortedSchema.safeParse(payload).data?.reason ?? "aborted";
      return;
    case "error":
      state.turnError = errorEventSchema.safeParse(payload).data?.message ?? "error";
      return;
    default:
      // stream_error (a retry), task/turn bookkeeping, exec_command_end of old rollouts: not used.
      return;
  }
}

function tokenUsageOf(usage: Record<string, unknown>): TokenUsage {
  return {
    input_tokens: num(usage, "input_tokens"),
    cached_input_tokens: num(usage, "cached_input_tokens"),
    output_tokens: num(usage, "output_tokens"),
    reasoning_output_tokens: num(usage, "reasoning_output_tokens"),
  };
}
