/** A stored report.json per execution is at most this large. */
const MAX_REPORT_JSON_BYTES = 10 * 1024 * 1024;
/** Past this, one text field (an output, a tool result) is cut when the report is too large. */
const MAX_TEXT_CHARACTERS = 64 * 1024;

/**
 * A session report as stored JSON of at most `max` bytes. When the whole is larger, long texts are
 * cut and events from the middle of the session are left out (the first and last are kept), and
 * an `elided` note says how much; stdout.jsonl still holds the transcript. Pure.
 */
export function boundedReportJson(report: Record<string, unknown>, max = MAX_REPORT_JSON_BYTES): string {
  const full = render(report);
  if (Buffer.byteLength(full) <= max) return full;
  const clipped = clipTexts(report) as Record<string, unknown>;
  const events: unknown[] = Array.isArray(clipped.events) ? clipped.events : [];
  const withEvents = (kept: number) => {
    const head = Math.ceil(kept / 2);
    const tail = kept - head;
    return render({
      ...clipped,
      events: [...events.slice(0, head), ...events.slice(events.length - tail)],
      elided: {
        events: events.length - kept,
        note: `report.json is capped at ${max} bytes: ${events.length - kept} of ${events.length} events from the middle of the session and text past ${MAX_TEXT_CHARACTERS} characters per field were left out; stdout.jsonl holds the transcript`,
      },
    });
  };
  let low = 0;
  let high = events.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (Buffer.byteLength(withEvents(middle)) <= max) low = middle;
    else high = middle - 1;
  }
  return withEvents(low);
}

function render(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

function clipTexts(value: unknown): unknown {
  if (typeof value === "string") {
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
