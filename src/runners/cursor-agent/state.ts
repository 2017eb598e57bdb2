import type { NormalizerInput } from "../adapter.ts";
import { type At, SessionBuilder } from "../session-builder.ts";
import type { CursorResultLine } from "./stream-schema.ts";

/** What the normalizer keeps between lines. */
export interface State {
  session: SessionBuilder;
  assistantTexts: string[];
  deniedCalls: number;
  thinking?: { text: string; at: At };
  /** The last timestamp converted, and its ISO form. */
  lastAt?: { ms: number; at: At };
  sessionId?: string;
  model?: string;
  initCwd?: string;
  result?: CursorResultLine;
}

export function createState(input: NormalizerInput): State {
  return {
    session: new SessionBuilder(input),
    assistantTexts: [],
    deniedCalls: 0,
  };
}
