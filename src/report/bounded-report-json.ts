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
  return [...boundedReportJsonChunks(report, () => events, max)].join("");
}

/**
 * `boundedReportJson` in pieces, with the events read from `events` (called once per pass, each
 * event read one at a time): a report whose events live on disk is written without holding them.
 */
export function* boundedReportJsonChunks(
  report: Record<string, unknown>,
  events: () => Iterable<unknown>,
  max = MAX_REPORT_JSON_BYTES,
): Generator<string> {
  // One pass for both sizes: each event as it is, and with its long texts cut.
  let count = 0;
  let total = 0;
  const sizes: number[] = [];
  for (const event of events()) {
    const json = JSON.stringify(event);
    const bytes = Buffer.byteLength(json);
    total += bytes + (count === 0 ? 0 : 1);
    sizes.push(json.length <= MAX_TEXT_CHARACTERS ? bytes : Buffer.byteLength(clippedJson(event, json)));
    count += 1;
  }
  const [before, after] = around({ ...report, events: EVENTS_MARK });
  if (Buffer.byteLength(before) + total + Buffer.byteLength(after) <= max) {
    yield* rendered(
      before,
      after,
      events(),
      () => true,
      (event) => JSON.stringify(event),
    );
    return;
  }
  const clipped = clipTexts({ ...report, events: EVENTS_MARK }) as Record<string, unknown>;
  const skeleton = (kept: number) =>
    around({
      ...clipped,
      elided: {
        events: count - kept,
        note: `report.json is capped at ${max} bytes: ${count - kept} of ${count} events from the middle of the session and text past ${MAX_TEXT_CHARACTERS} characters per field were left out; stdout.jsonl holds the transcript`,
      },
    });
  const ahead = prefixSums(sizes);
  const behind = prefixSums([...sizes].reverse());
  const size = (kept: number) => {
    const head = Math.ceil(kept / 2);
    const [start, end] = skeleton(kept);
    const separators = Math.max(0, kept - 1);
    return (
      Buffer.byteLength(start) +
      Buffer.byteLength(end) +
      (ahead[head] ?? 0) +
      (behind[kept - head] ?? 0) +
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
  const head = Math.ceil(low / 2);
  const tailFrom = count - (low - head);
  const [start, end] = skeleton(low);
  yield* rendered(start, end, events(), (index) => index < head || index >= tailFrom, clippedJson);
}

function* rendered(
  before: string,
  after: string,
  events: Iterable<unknown>,
  keep: (index: number) => boolean,
  render: (event: unknown) => string,
): Generator<string> {
  yield `${before}[`;
  let index = 0;
  let first = true;
  for (const event of events) {
    if (keep(index)) {
      yield `${first ? "" : ","}${render(event)}`;
      first = false;
    }
    index += 1;
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
