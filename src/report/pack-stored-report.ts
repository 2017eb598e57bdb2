import { sessionEventSchema } from "../model/session-report.ts";
import { type PackedDetail, packDetailInBackground, packJsonPieces } from "./html/pack-detail.ts";
import { sessionDetail } from "./html/report-data.ts";
import { arrayElements, objectMembers, type Span } from "./json-spans.ts";
import { parseStoredReport } from "./stored-report.ts";

/** How a detail's JSON holds its (here empty) events. */
const NO_EVENTS = '"events":[]';

/**
 * The report.html detail of an execution's stored report.json text: the very text
 * `packDetailInBackground(sessionDetail(parseStoredReport(text)))` gives, but made one event at a
 * time (parsed, checked, serialized, compressed), where that holds the whole report at once three
 * times over. Undefined for a text that is not a report.
 */
export async function packStoredReport(text: string): Promise<PackedDetail | undefined> {
  try {
    const events = eventsSpan(text);
    if (events === undefined) {
      const report = parseStoredReport(text);
      return report === undefined ? undefined : await packDetailInBackground(sessionDetail(report));
    }
    const outline = parseStoredReport(`${text.slice(0, events.start)}[]${text.slice(events.end)}`);
    if (outline === undefined) return undefined;
    // Inside a JSON string every quote is escaped, and the members before the events are checked
    // strings: the first match is the member itself.
    const framed = JSON.stringify(sessionDetail(outline));
    const at = framed.indexOf(NO_EVENTS);
    if (at < 0) return undefined;
    const inside = at + NO_EVENTS.length - 1;
    return await packJsonPieces(detailPieces(text, events, framed.slice(0, inside), framed.slice(inside)));
  } catch {
    return undefined;
  }
}

/** The detail's JSON: its members before the events, each event checked, the members after. */
function* detailPieces(text: string, events: Span, before: string, after: string): Generator<string> {
  yield before;
  let separator = "";
  for (const element of arrayElements(text, events)) {
    const event = sessionEventSchema.parse(JSON.parse(text.slice(element.start, element.end)));
    yield `${separator}${JSON.stringify(event)}`;
    separator = ",";
  }
  yield after;
}

/** Where the report's events array lies, when the text is an object that has one. */
function eventsSpan(text: string): Span | undefined {
  try {
    const events = objectMembers(text).get("events");
    return events !== undefined && text[events.start] === "[" ? events : undefined;
  } catch {
    return undefined;
  }
}
