import { arraySequence, type EventSequence } from "../model/event-sequence.ts";

/** A stored report.json per execution is at most this large. */
const MAX_REPORT_JSON_BYTES = 10 * 1024 * 1024;
/** Past this, one text field (an output, a tool result) is cut when the report is too large. */
const MAX_TEXT_CHARACTERS = 64 * 1024;
/** Stands for the events while the rest of the report is rendered; never written. */
const EVENTS_MARK = "\uffffskill-eval:events\uffff";

/**
 * A session report as stored JSON (compact) of at most `max` bytes. When the whole is larger,
 * long texts are cut and events from the middle of the session are left out (the first and last
 * are kept), and an `elided` note says how much; stdout.jsonl still holds the transcript. Pure.
 */
export function boundedReportJson(report: Record<string, unknown>, max = MAX_REPORT_JSON_BYTES): string {
  const events = Array.isArray(report.events) ? (report.events as unknown[]) : [];
  return [...boundedReportJsonChunks(report, arraySequence(events), max)].join("");
}

/**
 * `boundedReportJson` in pieces, with the events read from `events` one at a time, and only as
 * far from each end as the cap could keep: a report of a session of any length is written
 * without holding its events, reading about a cap's worth from each end to size them and the
 * kept ones again to write them.
 */
export function* boundedReportJsonChunks(
  report: Record<string, unknown>,
  events: EventSequence,
  max = MAX_REPORT_JSON_BYTES,
): Generator<string> {
  const count = events.length;
  // From the first event on: each one's size as it is and with its long texts cut, until both pass
  // the cap (then the whole does not fit, and no more of the head could be kept). A cut text can
  // be a little longer than the text it cuts, so the cut sizes alone do not say the first.
  let total = 0;
  const head: number[] = [];
  let headBytes = 0;
  for (const event of events.from(0)) {
    const json = JSON.stringify(event);
    const bytes = Buffer.byteLength(json);
    total += bytes + (head.length === 0 ? 0 : 1);
    const clipped = json.length <= MAX_TEXT_CHARACTERS ? bytes : Buffer.byteLength(clippedJson(event, json));
    head.push(clipped);
    headBytes += clipped;
    if (headBytes > max && total > max) break;
  }
  const [before, after] = around({ ...report, events: EVENTS_MARK });
  if (head.length === count && Buffer.byteLength(before) + total + Buffer.byteLength(after) <= max) {
    yield* rendered(before, after, [events.from(0)], (event) => JSON.stringify(event));
    return;
  }
  // From the last event back, the cut sizes, until they pass the cap or meet the head.
  const tail: number[] = [];
  let tailBytes = 0;
  const backward = events.backward()[Symbol.iterator]();
  while (head.length + tail.length < count && tailBytes <= max) {
    const next = backward.next();
    if (next.done === true) break;
    const bytes = Buffer.byteLength(clippedJson(next.value));
    tail.push(bytes);
    tailBytes += bytes;
  }
  const sizes = head.length + tail.length >= count ? [...head, ...tail.reverse()] : undefined;
  // Past what was read, a prefix is larger than the cap: Infinity says as much.
  const ahead = prefixSums(sizes ?? head);
  const behind = prefixSums(sizes === undefined ? tail : [...sizes].reverse());
  const clipped = clipTexts({ ...report, events: EVENTS_MARK }) as Record<string, unknown>;
  const skeleton = (kept: number) =>
    around({
      ...clipped,
      elided: {
        events: count - kept,
        note: `report.json is capped at ${max} bytes: ${count - kept} of ${count} events from the middle of the session and text past ${MAX_TEXT_CHARACTERS} characters per field were left out; stdout.jsonl holds the transcript`,
      },
    });
  const size = (kept: number) => {
    const headKept = Math.ceil(kept / 2);
    const [start, end] = skeleton(kept);
    const separators = Math.max(0, kept - 1);
    return (
      Buffer.byteLength(start) +
      Buffer.byteLength(end) +
      (ahead[headKept] ?? Number.POSITIVE_INFINITY) +
      (behind[kept - headKept] ?? Number.POSITIVE_INFINITY) +
      separators
    );
  };
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (size(middle) <= max) low = middle;
    else high = middle - 1;
  }
  const headKept = Math.ceil(low / 2);
  const [start, end] = skeleton(low);
  yield* rendered(
    start,
    end,
    [taken(events.from(0), headKept), events.from(count - (low - headKept))],
    (event) => clippedJson(event),
  );
}

function* taken<Item>(items: Iterable<Item>, count: number): Generator<Item> {
  if (count <= 0) return;
  let taken = 0;
  for (const item of items) {
    yield item;
    taken += 1;
    if (taken >= count) return;
  }
}

/** The report's JSON with the events of `parts`, in order, where `before` and `after` leave them. */
function* rendered(
  before: string,
  after: string,
  parts: readonly Iterable<unknown>[],
  render: (event: unknown) => string,
): Generator<string> {
  yield `${before}[`;
  let first = true;
  for (const part of parts) {
    for (const event of part) {
      yield `${first ? "" : ","}${render(event)}`;
      first = false;
    }
  }
  yield `]${after}\n`;
}

/**
 * An event's JSON (`json`, when already made) with its long texts cut. Only an event whose JSON
 * is longer than the cut can hold such a text (a string's JSON is at least as long as the
 * string), so shorter ones are written as they are.
 */
function clippedJson(event: unknown, json = JSON.stringify(event)): string {
  return json.length <= MAX_TEXT_CHARACTERS ? json : JSON.stringify(clipTexts(event));
}

/** The report's JSON before and after its events. */
function around(report: Record<string, unknown>): [string, string] {
  const json = JSON.stringify(report);
  const mark = JSON.stringify(EVENTS_MARK);
  const at = json.indexOf(mark);
  return [json.slice(0, at), json.slice(at + mark.length)];
}

function prefixSums(sizes: readonly number[]): number[] {
  const sums = [0];
  for (const size of sizes) sums.push((sums.at(-1) ?? 0) + size);
  return sums;
}

function clipTexts(value: unknown): unknown {
  if (typeof value === "string") {
    if (value === EVENTS_MARK) return value;
    return value.length <= MAX_TEXT_CHARACTERS
      ? value
      : `${value.slice(0, MAX_TEXT_CHARACTERS)}… [${value.length - MAX_TEXT_CHARACTERS} characters elided]`;
  }
  if (Array.isArray(value)) return value.map(clipTexts);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, clipTexts(item)]));
  }
  return value;
}
