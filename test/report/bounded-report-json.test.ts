import { describe, expect, it } from "vitest";
import { boundedReportJson, boundedReportJsonChunks } from "../../src/report/bounded-report-json.ts";

const event = (index: number) => ({ type: "message", text: `event ${index} ${"x".repeat(100)}` });

describe("boundedReportJson", () => {
  it("stores a report within the cap as it is", () => {
    const report = { finalOutput: "ok", events: [event(1), event(2)] };
    expect(boundedReportJson(report, 10_000)).toBe(`${JSON.stringify(report)}\n`);
  });

  it("keeps the first and last events within the cap and says what was elided", () => {
    const report = { finalOutput: "done", events: Array.from({ length: 1000 }, (_, index) => event(index)) };
    const text = boundedReportJson(report, 20_000);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(20_000);
    const stored = JSON.parse(text);
    expect(stored.finalOutput).toBe("done");
    expect(stored.events[0]).toEqual(event(0));
    expect(stored.events.at(-1)).toEqual(event(999));
    expect(stored.elided.events).toBe(1000 - stored.events.length);
    expect(stored.events.length).toBeGreaterThan(50);
    expect(stored.elided.note).toMatch(/capped at 20000 bytes: \d+ of 1000 events/);
  });

  it("cuts a single huge text", () => {
    const text = boundedReportJson({ finalOutput: "y".repeat(1_000_000), events: [] }, 100_000);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(100_000);
    expect(JSON.parse(text).finalOutput).toMatch(/^y+… \[934464 characters elided\]$/);
  });
});

describe("boundedReportJsonChunks", () => {
  it("reads only the events near each end that the cap could keep, once to size them and once to write them", () => {
    const events = Array.from({ length: 100_000 }, (_, index) => event(index));
    const reads = new Map<number, number>();
    const read = (index: number) => {
      reads.set(index, (reads.get(index) ?? 0) + 1);
      return events[index];
    };
    const source = {
      length: events.length,
      *from(start: number) {
        for (let index = start; index < events.length; index += 1) yield read(index);
      },
      *backward() {
        for (let index = events.length - 1; index >= 0; index -= 1) yield read(index);
      },
    };
    const text = [...boundedReportJsonChunks({ finalOutput: "done" }, source, 20_000)].join("");
    expect(text).toBe(boundedReportJson({ finalOutput: "done", events }, 20_000));
    const stored = JSON.parse(text);
    // About 20 KB from each end to size them: some 170 events of 118 bytes, of 100,000.
    expect(reads.size).toBeLessThan(400);
    expect(Math.max(...reads.values())).toBe(2);
    expect(stored.events.at(-1)).toEqual(event(99_999));
    expect(stored.elided.events).toBe(100_000 - stored.events.length);
  });

  it("sizes every event once and writes them once when the whole report fits", () => {
    const events = Array.from({ length: 50 }, (_, index) => event(index));
    let passes = 0;
    const source = {
      length: events.length,
      from: (start: number) => {
        passes += 1;
        return events.slice(start);
      },
      backward: () => {
        throw new Error("read backwards");
      },
    };
    const text = [...boundedReportJsonChunks({ finalOutput: "done" }, source, 20_000)].join("");
    expect(passes).toBe(2);
    expect(text).toBe(`${JSON.stringify({ finalOutput: "done", events })}\n`);
  });

  it("stores as it is a report that fits, though cutting its texts would make them longer", () => {
    // 65,537 characters cut to 65,536 and a note are longer than they were.
    const report = { events: ["a".repeat(65_537), 1] };
    expect(boundedReportJson(report, 65_555)).toBe(`${JSON.stringify(report)}\n`);
  });

  it("reads back from the end no further than where the sizes from the start stopped", () => {
    const events = [{ text: "x".repeat(30_000) }, { text: "y".repeat(30_000) }, event(2), event(3), event(4)];
    let backwardReads = 0;
    const source = {
      length: events.length,
      from: (start: number) => events.slice(start),
      *backward() {
        for (let index = events.length - 1; index >= 0; index -= 1) {
          backwardReads += 1;
          yield events[index];
        }
      },
    };
    const text = [...boundedReportJsonChunks({ finalOutput: "done" }, source, 40_000)].join("");
    expect(text).toBe(boundedReportJson({ finalOutput: "done", events }, 40_000));
    expect(backwardReads).toBe(3);
  });

  it("cuts a long text inside a kept event and leaves the short events as they are", () => {
    const events = [event(0), { type: "toolResult", output: "z".repeat(200_000) }, event(2)];
    const stored = JSON.parse(boundedReportJson({ finalOutput: "done", events }, 150_000));
    expect(stored.events[0]).toEqual(event(0));
    expect(stored.events[1].output).toMatch(/^z{65536}… \[134464 characters elided\]$/);
    expect(stored.events[2]).toEqual(event(2));
  });
});
