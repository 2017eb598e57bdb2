/**
 * A session's events as a writer reads them: from any position on, or from the last backwards,
 * so that a report capped in size reads only the events it keeps, however many there are.
 */
export interface EventSequence<Event = unknown> {
  readonly length: number;
  /** The events from position `start` (0 for all) to the last. */
  from(start: number): Iterable<Event>;
  /** The events from the last to the first. */
  backward(): Iterable<Event>;
}

/** The sequence of an array's elements. */
export function arraySequence<Event>(events: readonly Event[]): EventSequence<Event> {
  return {
    length: events.length,
    *from(start) {
      for (let index = start; index < events.length; index += 1) yield events[index] as Event;
    },
    *backward() {
      for (let index = events.length - 1; index >= 0; index -= 1) yield events[index] as Event;
    },
  };
}

/** `sequence` with `map` applied to each event as it is read. */
export function mappedSequence<Event, Mapped>(
  sequence: EventSequence<Event>,
  map: (event: Event) => Mapped,
): EventSequence<Mapped> {
  return {
    get length() {
      return sequence.length;
    },
    *from(start) {
      for (const event of sequence.from(start)) yield map(event);
    },
    *backward() {
      for (const event of sequence.backward()) yield map(event);
    },
  };
}
