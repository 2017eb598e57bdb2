import { closeSync } from "node:fs";
import { mappedSequence } from "../model/event-sequence.ts";
import type { SessionReport } from "../model/session-report.ts";
import { boundedReportJsonChunks } from "../report/bounded-report-json.ts";
import { createFile, writeText } from "../report/file-bytes.ts";
import { redactDeep } from "../report/redact.ts";
import { streamedEvents } from "../runners/lazy-events.ts";

/** Written in pieces of about this many characters. */
const PIECE = 1 << 16;

/**
 * Writes an execution's report.json (compact, at most 10 MB, redacted), reading its events one at
 * a time from wherever they live, and of a long session only those near its ends: a session of any
 * length is stored without loading it.
 */
export async function writeReportJson(
  path: string,
  report: SessionReport & { key: string },
  secrets: readonly string[],
): Promise<void> {
  const stored = streamedEvents(report.events);
  const events =
    secrets.length === 0 ? stored : mappedSequence(stored, (event) => redactDeep(event, secrets));
  const chunks = boundedReportJsonChunks(redactDeep({ ...report, events: [] }, secrets), events);
  const file = await createFile(path);
  try {
    let piece: string[] = [];
    let length = 0;
    for (const chunk of chunks) {
      piece.push(chunk);
      length += chunk.length;
      if (length >= PIECE) {
        writeText(file, piece.join(""));
        piece = [];
        length = 0;
      }
    }
    writeText(file, piece.join(""));
  } finally {
    closeSync(file);
  }
}
