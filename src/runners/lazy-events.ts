import { arraySequence, type EventSequence, mappedSequence } from "../model/event-sequence.ts";
import type { SessionEvent } from "../model/session-report.ts";

/** The stored events behind each lazy array, for writers that stream them instead. */
const sources = new WeakMap<object, EventSequence<SessionEvent>>();

/**
 * A `SessionEvent[]` whose elements are read from `source` the first time anything looks at the
 * array (an index, `length`, a method, `JSON.stringify`): a report carries its events without
 * holding them, and a suite's own `assert(report)` sees an ordinary array with the same contents.
 */
export function lazyEvents(source: EventSequence<SessionEvent>): SessionEvent[] {
  const target: SessionEvent[] = [];
  let loaded = false;
  const load = () => {
    if (loaded) return target;
    loaded = true;
    for (const event of source.from(0)) target.push(event);
    return target;
  };
  const events = new Proxy(target, {
    get: (_, key) => Reflect.get(load(), key),
    set: (_, key, value) => Reflect.set(load(), key, value),
    has: (_, key) => Reflect.has(load(), key),
    ownKeys: () => Reflect.ownKeys(load()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(load(), key),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(load(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(load(), key),
  });
  // Once loaded, the array itself: a suite's assertion may have changed it.
  const current = () => (loaded ? arraySequence(target) : source);
  sources.set(events, {
    get length() {
      return current().length;
    },
    from: (start) => current().from(start),
    backward: () => current().backward(),
  });
  return events;
}

/**
 * The events of a report, read as a sequence, without loading a lazy array that is not loaded yet.
 */
export function streamedEvents(events: readonly SessionEvent[]): EventSequence<SessionEvent> {
  return sources.get(events) ?? arraySequence(events);
}

/** A lazy array over `events` with `map` applied to each event as it is read. */
export function mappedEvents(
  events: readonly SessionEvent[],
  map: (event: SessionEvent) => SessionEvent,
): SessionEvent[] {
  const source = sources.get(events);
  if (source === undefined) return events.map(map);
  return lazyEvents(mappedSequence(source, map));
}
