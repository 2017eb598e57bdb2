import type { NormalizerInput } from "../adapter.ts";
import { SessionBuilder } from "../session-builder.ts";
import type { CopilotResultLine } from "./stream-schema.ts";

export interface TokenCounts {
  inputTokens?: number;
  outputTokens?: number;
  cacheReadTokens?: number;
  cacheWriteTokens?: number;
}

export const TOKEN_KEYS: readonly (keyof TokenCounts)[] = [
  "inputTokens",
  "outputTokens",
  "cacheReadTokens",
  "cacheWriteTokens",
];

/** What the normalizer keeps between lines. */
export interface State {
  session: SessionBuilder;
  /** Tool calls announced in `assistant.message.toolRequests`, for a completion whose start was not seen. */
  requested: Map<string, { name: string; args: unknown }>;
  messageIds: Set<string>;
  reasoningIds: Set<string>;
  deniedCalls: number;
  /** The per-call `assistant.usage` events seen so far. */
  callUsages: TokenCounts[];
  shutdownUsage?: TokenCounts;
  messageOutputTokens?: number;
  sessionId?: string;
  model?: string;
  agentVersion?: string;
  lastTopLevelText?: string;
  sessionError?: { message?: string; errorType?: string; statusCode?: number };
  result?: CopilotResultLine;
}

export function createState(input: NormalizerInput): State {
  return {
    session: new SessionBuilder(input),
    requested: new Map(),
    messageIds: new Set(),
    reasoningIds: new Set(),
    deniedCalls: 0,
    callUsages: [],
  };
}
