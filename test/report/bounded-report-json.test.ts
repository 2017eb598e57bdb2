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
  it("reads the events twice when the report is cut: once to size them, once to write them", () => {
    let passes = 0;
    const events = Array.from({ length: 1000 }, (_, index) => event(index));
    const source = () => {
      passes += 1;
      return events;
    };
    const text = [...boundedReportJsonChunks({ finalOutput: "done" }, source, 20_000)].join("");
    expect(passes).toBe(2);
    expect(text).toBe(boundedReportJson({ finalOutput: "done", events }, 20_000));
  });

  it("cuts a long text inside a kept event and leaves the short events as they are", () => {
    const events = [event(0), { type: "toolResult", output: "z".repeat(200_000) }, event(2)];
    const stored = JSON.parse(boundedReportJson({ finalOutput: "done", events }, 150_000));
    expect(stored.events[0]).toEqual(event(0));
    expect(stored.events[1].output).toMatch(/^z{65536}… \[134464 characters elided\]$/);
    expect(stored.events[2]).toEqual(event(2));
  });
});
