import type { NormalizerInput } from "../adapter.ts";
import { SessionBuilder } from "../session-builder.ts";
import type { ErrorLine } from "./stream-schema.ts";

/** Token counts summed over the session's steps. */
export interface Tokens {
  input: number;
  output: number;
  reasoning: number;
  cacheRead: number;
  cacheWrite: number;
}

/** What the normalizer keeps between lines. */
export interface State {
  session: SessionBuilder;
  steps: number;
  /** A step started and has not finished yet. */
  stepOpen: boolean;
  /** `reason` of the last `step_finish`: `tool-calls` means another step was due. */
  lastStepReason?: string;
  /** Sums over `step_finish`; undefined until a step reports the field. */
  tokens: Partial<Tokens>;
  costUsd?: number;
  deniedMessages: string[];
  deniedCalls: number;
  /** The latest tool call was refused a permission. */
  lastCallDenied: boolean;
  sessionId?: string;
  firstTimestamp?: number;
  lastTimestamp?: number;
  lastText?: string;
  error?: ErrorLine["error"];
}

export function createState(input: NormalizerInput): State {
  return {
    session: new SessionBuilder(input),
    steps: 0,
    stepOpen: false,
    tokens: {},
    deniedMessages: [],
    deniedCalls: 0,
    lastCallDenied: false,
  };
}
