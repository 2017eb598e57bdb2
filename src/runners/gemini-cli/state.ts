import type { NormalizerInput } from "../adapter.ts";
import { SessionBuilder } from "../session-builder.ts";
import type { ResultLine } from "./stream-schema.ts";

/** What the normalizer keeps between lines. */
export interface State {
  session: SessionBuilder;
  deniedCallIds: Set<string>;
  deniedMessages: string[];
  /** Model responses seen: runs of assistant output between tool results. */
  modelCalls: number;
  /** True while the current model response is still printing (no tool result since). */
  inResponse: boolean;
  /** Assistant chunks not yet turned into a message event. */
  pendingText?: { text: string; at?: string };
  /** The assistant's text since the last tool call: the final answer once the run ends. */
  textSinceLastToolCall: string;
  lastErrorMessage?: string;
  sessionId?: string;
  model?: string;
  result?: ResultLine;
}

export function createState(input: NormalizerInput): State {
  return {
    session: new SessionBuilder(input),
    deniedCallIds: new Set(),
    deniedMessages: [],
    modelCalls: 0,
    inResponse: false,
    textSinceLastToolCall: "",
  };
}
