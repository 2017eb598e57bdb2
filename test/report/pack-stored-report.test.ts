import { describe, expect, it } from "vitest";
import type { SessionReport } from "../../src/model/session-report.ts";
import { packDetailInBackground, packJsonPieces } from "../../src/report/html/pack-detail.ts";
import { sessionDetail } from "../../src/report/html/report-data.ts";
import { packStoredReport } from "../../src/report/pack-stored-report.ts";
import { parseStoredReport } from "../../src/report/stored-report.ts";
import { sessionReport } from "../support/session-report-builder.ts";
import { PLANTED_SCRIPT } from "./html/sample-run.ts";

/** What report.html packs for a stored report.json, the whole report at once. */
async function packedWhole(text: string) {
  const report = parseStoredReport(text);
  return report === undefined ? undefined : packDetailInBackground(sessionDetail(report));
}

/** A session of every event kind, with text that JSON escapes and text that a scanner could misread. */
function longReport(events: number): SessionReport {
  const builder = sessionReport();
  for (let index = 0; index < events; index += 1) {
    builder
      .message(`step ${index}: "quoted" \\ back\\slash\\ ${PLANTED_SCRIPT} ] } é 𝄞 \u2028`)
      .toolCall("Bash", { command: `echo ${index}`, nested: [{ type: "message", text: "},{" }] })
      .command(`cat notes-${index}.md`)
      .fileRead(`notes-${index}.md`);
  }
  return builder
    .output(`done ${PLANTED_SCRIPT}`)
    .skill("pdf-report", "explicit", ["called the skill"])
    .build();
}

/** As the engine stores it: the execution key and runner first, events as each normalizer built them. */
function stored(report: SessionReport): string {
  return JSON.stringify({ key: "suite/case/claude#1", elided: { events: 0 }, ...report });
}

describe("packStoredReport", () => {
  it("packs the very text the whole report packs to, gzipped or inline", async () => {
    for (const report of [longReport(400), longReport(0), sessionReport().message("short").build()]) {
      const text = stored(report);
      const expected = await packedWhole(text);
      expect(expected).toBeDefined();
      expect(await packStoredReport(text)).toEqual(expected);
      // Keys in another order than the checked report's, and whitespace: the same detail.
      const reordered = JSON.stringify({ ...report, events: report.events, key: "k" }, null, 2);
      expect(await packStoredReport(reordered)).toEqual(await packedWhole(reordered));
    }
    expect((await packStoredReport(stored(longReport(400))))?.type).toBe("application/gzip+base64");
    expect((await packStoredReport(stored(sessionReport().build())))?.type).toBe("application/json");
  });

  it("packs nothing for a text that is not a report, as the whole report does not", async () => {
    const valid = JSON.parse(stored(longReport(3))) as Record<string, unknown> & { events: unknown[] };
    const broken = [
      "{ not json",
      "[]",
      JSON.stringify({ ...valid, events: [...valid.events, { type: "message", text: 42 }] }),
      JSON.stringify({ ...valid, events: "none" }),
      JSON.stringify({ ...valid, prompt: undefined }),
      `${JSON.stringify(valid).slice(0, -1)},"events":[{"type":"fileRead"}]}`,
      `${JSON.stringify(valid)} trailing`,
    ];
    for (const text of broken) {
      expect(await packedWhole(text), text.slice(0, 40)).toBeUndefined();
      expect(await packStoredReport(text), text.slice(0, 40)).toBeUndefined();
    }
  });
});

describe("packJsonPieces", () => {
  it("packs the JSON however it is cut into pieces as it packs the whole of it", async () => {
    for (const detail of [{ short: "text <b>" }, sessionDetail(longReport(300))]) {
      const json = JSON.stringify(detail);
      const expected = await packDetailInBackground(detail);
      for (const size of [1, 7, 1000, 70_000, json.length]) {
        const pieces = Array.from({ length: Math.ceil(json.length / size) }, (_, index) =>
          json.slice(index * size, (index + 1) * size),
        );
        expect(await packJsonPieces(pieces)).toEqual(expected);
      }
    }
  });

  it("embeds JSON up to the inline size as it is, and compresses it from one byte over", async () => {
    const json = JSON.stringify({ text: "x".repeat(100) });
    const size = Buffer.byteLength(json);
    expect((await packJsonPieces([json.slice(0, 10), json.slice(10)], size)).type).toBe("application/json");
    expect((await packJsonPieces([json.slice(0, 10), json.slice(10)], size - 1)).type).toBe(
      "application/gzip+base64",
    );
  });

  it("rejects when a piece cannot be made", async () => {
    function* failing(): Generator<string> {
      yield "{";
      throw new Error("no such event");
    }
    await expect(packJsonPieces(failing())).rejects.toThrow("no such event");
  });
});
