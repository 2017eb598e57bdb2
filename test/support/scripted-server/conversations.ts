/**
 * Conversation bookkeeping for a scripted model server: which script a conversation uses (the first
 * keyed script whose `match` occurs in its prompt, else the default turns), how far into it the
 * conversation is, and a sticky error (`repeat: true`) that answers every later request.
 */

/** The reply text when a conversation's script has no entries left. */
export const EXHAUSTED_TEXT = "(script exhausted)";

/** The part of an error entry the bookkeeping looks at. */
export interface ErrorEntryLike {
  http_status: number;
  repeat?: boolean | undefined;
}

export interface Conversation<Turn, Err> {
  script: readonly (Turn | Err)[];
  /** `match` of the keyed script serving the conversation; null = default turns. */
  match: string | null;
  position: number;
  sticky?: { entry: Err; index: number };
}

/** What answers the conversation's next main-loop request. */
export type ScriptStep<Turn, Err> =
  | { kind: "exhausted" }
  | { kind: "error"; entry: Err; index: number }
  | { kind: "turn"; entry: Turn; index: number };

export interface ConversationTracker<Turn, Err> {
  /** The conversation under `key`, created on first sight from `text` (its prompt). */
  conversationFor(key: string, text: string): Conversation<Turn, Err>;
  /** Consumes the next entry (a sticky error is repeated, never consumed). */
  next(conversation: Conversation<Turn, Err>): ScriptStep<Turn, Err>;
}

export interface ConversationTrackerOptions<Turn, Err> {
  defaultTurns: readonly (Turn | Err)[];
  keyed: readonly { match: string; turns: readonly (Turn | Err)[] }[];
  /** The text a keyed script's `match` is looked for in; default: the prompt itself. */
  matchText?: (text: string) => string;
}

function isErrorEntry<Turn, Err extends ErrorEntryLike>(entry: Turn | Err): entry is Err {
  return typeof entry === "object" && entry !== null && "http_status" in entry;
}

export function createConversationTracker<Turn extends object, Err extends ErrorEntryLike>(
  options: ConversationTrackerOptions<Turn, Err>,
): ConversationTracker<Turn, Err> {
  const conversations = new Map<string, Conversation<Turn, Err>>();
  const matchText = options.matchText ?? ((text: string) => text);
  return {
    conversationFor(key, text) {
      let conv = conversations.get(key);
      if (!conv) {
        const matchable = matchText(text);
        const hit = options.keyed.find((s) => matchable.includes(s.match));
        conv = hit
          ? { script: hit.turns, match: hit.match, position: 0 }
          : { script: options.defaultTurns, match: null, position: 0 };
        conversations.set(key, conv);
      }
      return conv;
    },
    next(conv) {
      if (conv.sticky) return { kind: "error", entry: conv.sticky.entry, index: conv.sticky.index };
      const index = conv.position;
      const entry = conv.script[index];
      if (entry === undefined) return { kind: "exhausted" };
      conv.position += 1;
      if (isErrorEntry(entry)) {
        if (entry.repeat) conv.sticky = { entry, index };
        return { kind: "error", entry, index };
      }
      return { kind: "turn", entry, index };
    },
  };
}
