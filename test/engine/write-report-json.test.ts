import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { eventSpillFile } from "../../src/engine/event-spill-file.ts";
import { writeReportJson } from "../../src/engine/write-report-json.ts";
import type { SessionEvent, SessionReport } from "../../src/model/session-report.ts";
import { boundedReportJson } from "../../src/report/bounded-report-json.ts";
import { redactDeep } from "../../src/report/redact.ts";
import { EventLog } from "../../src/runners/event-log.ts";
import { lazyEvents } from "../../src/runners/lazy-events.ts";

const SECRET = "sk-live-0123456789abcdef";

function report(events: SessionEvent[]): SessionReport & { key: string } {
  return {
    key: "suite/case/agent/1",
    runner: { id: "agent", pathKey: "agent", agent: { type: "claude-code", model: "default" } },
    finalOutput: `done with ${SECRET}`,
    events,
    toolCalls: [],
    skillEvidence: [],
    isError: false,
  } as unknown as SessionReport & { key: string };
}

describe("writeReportJson", () => {
  it("writes a long session stored on disk as the capped report of all its events, reading only its ends", async () => {
    const spill = eventSpillFile();
    let batchesRead = 0;
    const store = {
      ...spill,
      batch: (index: number) => {
        batchesRead += 1;
        return spill.batch(index);
      },
      inMemoryCharacters: 0,
    };
    const log = new EventLog(store);
    const events: SessionEvent[] = Array.from({ length: 40_000 }, (_, index) => ({
      type: "message",
      role: "assistant",
      text: `step ${index}: ${index % 1000 === 0 ? SECRET : "x".repeat(1200)}`,
    }));
    for (const event of events) log.push(event);
    const path = join(mkdtempSync(join(tmpdir(), "report-json-")), "report.json");
    try {
      await writeReportJson(path, report(lazyEvents(log)), [SECRET]);
    } finally {
      spill.remove();
    }
    const written = readFileSync(path, "utf8");
    expect(written).toBe(boundedReportJson(redactDeep(report(events), [SECRET])));
    expect(written).not.toContain(SECRET);
    expect(JSON.parse(written).elided.events).toBeGreaterThan(0);
    // 48 MB of events against a 10 MB cap: about 10 MB from each end to size them, and the 10 MB
    // kept to write them, where reading them all twice would take every batch twice.
    const batches = Math.ceil(40_000 / 64);
    expect(batchesRead).toBeLessThan(0.8 * batches);
    expect(batchesRead).toBeGreaterThan(0);
  });
});
