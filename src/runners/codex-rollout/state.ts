import type { CommandEvent } from "../../model/session-report.ts";
import type { NormalizerInput } from "../adapter.ts";
import { SessionBuilder } from "../session-builder.ts";

export interface RolloutCall {
  tool: string;
  command?: CommandEvent;
  /** write_stdin: the exec session it writes to. */
  stdinSession?: string;
  /** apply_patch: the files the patch names. */
  patchPaths?: string[];
}

/** The cumulative counts of a `token_count` event. */
export interface TokenUsage {
  input_tokens?: number;
  cached_input_tokens?: number;
  output_tokens?: number;
  reasoning_output_tokens?: number;
}

/** What the rollout normalizer keeps between lines. */
export interface State {
  session: SessionBuilder<RolloutCall>;
  /** exec_command sessions still running, by session id. */
  runningCommands: Map<string, CommandEvent>;
  /**
   * Where in the session's events the `response_item` copies of texts are (positions: stored
   * events read back as copies), dropped at the end when the `event_msg` form was seen.
   */
  itemMessages: Set<number>;
  itemReasoning: Set<number>;
  sawAgentMessages: boolean;
  sawAgentReasoning: boolean;
  eventReasoningChars: number;
  itemReasoningChars: number;
  recognizedLines: number;
  modelCalls: number;
  anonymousCalls: number;
  usage?: TokenUsage;
  sessionId?: string;
  agentVersion?: string;
  model?: string;
  transcriptCwd?: string;
  lastAgentMessage?: string;
  lastItemMessage?: string;
  lastTaskMessage?: string;
  /** How the last task ended: still open, completed, or aborted. */
  task: "none" | "open" | "complete" | "aborted";
  abortReason?: string;
  /** An `error` event since the last task started. */
  turnError?: string;
}

export function createState(input: NormalizerInput): State {
  return {
    session: new SessionBuilder<RolloutCall>(input),
    runningCommands: new Map(),
    itemMessages: new Set(),
    itemReasoning: new Set(),
    sawAgentMessages: false,
    sawAgentReasoning: false,
    eventReasoningChars: 0,
    itemReasoningChars: 0,
    recognizedLines: 0,
    modelCalls: 0,
    anonymousCalls: 0,
    task: "none",
  };
}
