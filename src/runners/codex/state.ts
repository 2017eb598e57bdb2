import type { NormalizerInput } from "../adapter.ts";
import { type PendingCall, SessionBuilder } from "../session-builder.ts";

export interface CodexCall extends PendingCall {
  /** The result has been reported (an item can be completed only once, but be safe). */
  done: boolean;
}

export interface UsageTotals {
  input?: number;
  cached?: number;
  cacheWrite?: number;
  output?: number;
  reasoning?: number;
}

/** What the normalizer keeps between lines. */
export interface State {
  session: SessionBuilder<CodexCall>;
  usage: UsageTotals;
  anonymousItems: number;
  turnsCompleted: number;
  streamErrors: number;
  warnings: number;
  declined: number;
  authFailure: boolean;
  sessionId?: string;
  lastAgentMessage?: string;
  turnFailed?: string;
  lastStreamError?: string;
  lastWarning?: string;
}

export function createState(input: NormalizerInput): State {
  return {
    session: new SessionBuilder<CodexCall>(input),
    usage: {},
    anonymousItems: 0,
    turnsCompleted: 0,
    streamErrors: 0,
    warnings: 0,
    declined: 0,
    authFailure: false,
  };
}
