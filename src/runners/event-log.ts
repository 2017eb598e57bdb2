import type { EventSequence } from "../model/event-sequence.ts";
import type { CommandEvent, SessionEvent } from "../model/session-report.ts";

/**
 * Where a session's older events go while the agent runs: batches of events (copies of them),
 * appended in order and read back by their number. The engine gives a file; without one every
 * event stays in memory. A `null` stands for an event the log keeps itself.
 */
export interface EventStore {
  append(events: readonly (SessionEvent | null)[]): void;
  /** The `index`th batch appended (from 0). */
  batch(index: number): readonly (SessionEvent | null)[];
  /** Characters of event text held in memory before events go to the store (default 1 Mi). */
  inMemoryCharacters?: number;
}

/** Events kept in memory before the older half goes to the store. */
const RECENT_EVENTS = 64;
/**
 * Characters of text a session keeps in memory before its events start going to the store: most
 * sessions stay under it and pay nothing for the store.
 */
const IN_MEMORY_CHARACTERS = 1024 * 1024;

/**
 * A session's events in order: the recent ones in memory, the older ones in an `EventStore`, so a
 * long transcript costs disk, not memory. A command not yet settled when it is stored stays in
 * memory (its exit code arrives with a later result); every other stored event reads back as a
 * copy, so a normalizer that must find an event again keeps its position, not the object.
 * Array-like where normalizers use it: `push`, `length`, iteration, `filter`; read from any
 * position or backwards where a report is written.
 */
export class EventLog implements Iterable<SessionEvent>, EventSequence<SessionEvent> {
  readonly #store: EventStore | undefined;
  #recent: SessionEvent[] = [];
  #stored = 0;
  /** The position of each stored batch's first event. */
  readonly #batchStarts: number[] = [];
  /** Stored positions whose event is kept as the object itself. */
  readonly #kept = new Map<number, SessionEvent>();
  #toolCalls = 0;
  #characters = 0;
  readonly #inMemoryCharacters: number;

  constructor(store?: EventStore) {
    this.#store = store;
    this.#inMemoryCharacters = store?.inMemoryCharacters ?? IN_MEMORY_CHARACTERS;
  }

  push(...events: SessionEvent[]): number {
    for (const event of events) {
      this.#recent.push(event);
      if (event.type === "toolCall") this.#toolCalls += 1;
      if (this.#characters <= this.#inMemoryCharacters) this.#characters += textLength(event);
    }
    if (
      this.#store !== undefined &&
      this.#recent.length >= 2 * RECENT_EVENTS &&
      this.#characters > this.#inMemoryCharacters
    )
      this.#spill(this.#store);
    return this.length;
  }

  get length(): number {
    return this.#stored + this.#recent.length;
  }

  /** How many of the events are tool calls, without reading them back. */
  get toolCalls(): number {
    return this.#toolCalls;
  }

  /** Whether some events live in the store rather than in memory. */
  get spilled(): boolean {
    return this.#stored > 0;
  }

  [Symbol.iterator](): Iterator<SessionEvent> {
    return this.from(0)[Symbol.iterator]();
  }

  *from(start: number): Generator<SessionEvent> {
    const store = this.#store;
    if (store !== undefined && start < this.#stored) {
      // The last batch that starts at or before `start`.
      let index = this.#batchStarts.findLastIndex((first) => first <= start);
      for (; index < this.#batchStarts.length; index += 1) {
        const first = this.#batchStarts[index] ?? 0;
        const batch = store.batch(index);
        for (let offset = Math.max(0, start - first); offset < batch.length; offset += 1) {
          const event = this.#restored(first + offset, batch[offset] ?? null);
          if (event !== null) yield event;
        }
      }
    }
    for (let offset = Math.max(0, start - this.#stored); offset < this.#recent.length; offset += 1)
      yield this.#recent[offset] as SessionEvent;
  }

  *backward(): Generator<SessionEvent> {
    for (let offset = this.#recent.length - 1; offset >= 0; offset -= 1)
      yield this.#recent[offset] as SessionEvent;
    const store = this.#store;
    if (store === undefined) return;
    for (let index = this.#batchStarts.length - 1; index >= 0; index -= 1) {
      const first = this.#batchStarts[index] ?? 0;
      const batch = store.batch(index);
      for (let offset = batch.length - 1; offset >= 0; offset -= 1) {
        const event = this.#restored(first + offset, batch[offset] ?? null);
        if (event !== null) yield event;
      }
    }
  }

  /** A stored event as it is now: the kept object where there is one. */
  #restored(position: number, stored: SessionEvent | null): SessionEvent | null {
    return this.#kept.get(position) ?? stored;
  }

  /** The events `keep` takes, given each with its position (as `push` counted it). */
  filter(keep: (event: SessionEvent, position: number) => boolean): SessionEvent[] {
    const kept: SessionEvent[] = [];
    let position = 0;
    for (const event of this) {
      if (keep(event, position)) kept.push(event);
      position += 1;
    }
    return kept;
  }

  /** The events as an array: the in-memory one itself when nothing was stored. */
  toArray(): SessionEvent[] {
    return this.#stored === 0 ? this.#recent : [...this];
  }

  #spill(store: EventStore): void {
    const older = this.#recent.splice(0, this.#recent.length - RECENT_EVENTS);
    const batch = older.map((event) => {
      const position = this.#stored;
      this.#stored += 1;
      if (event.type === "command" && !isSettledCommand(event)) {
        this.#kept.set(position, event);
        return null;
      }
      return event;
    });
    const first = this.#stored - batch.length;
    for (let start = 0; start < batch.length; start += RECENT_EVENTS) {
      this.#batchStarts.push(first + start);
      store.append(batch.slice(start, start + RECENT_EVENTS));
    }
  }
}

/**
 * Whether a command's fields are final: it exited 0 or was denied. Any other may still change: a
 * pending one gets its exit code with a later result, and a failed one may be named by the
 * permission denials Claude Code lists in its last line (which leave a settled one as it is).
 */
export function isSettledCommand(command: CommandEvent): boolean {
  return command.exitCode === 0 || command.denied === true;
}

/** About how much text an event holds: its strings, and those one level down in a tool call's arguments. */
function textLength(event: SessionEvent): number {
  let length = 0;
  for (const value of Object.values(event)) {
    if (typeof value === "string") length += value.length;
    else if (value !== null && typeof value === "object") {
      for (const item of Object.values(value)) if (typeof item === "string") length += item.length;
    }
  }
  return length;
}
