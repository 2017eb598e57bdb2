import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { SessionReport } from "../../src/model/session-report.ts";
import { packDetail, packDetailInBackground } from "../../src/report/html/pack-detail.ts";
import { PACK_AS_IT_ENDS_BYTES, packedDetailsFile } from "../../src/report/packed-details-file.ts";
import { writeHtmlReport } from "../../src/report/write-html-report.ts";
import { sessionReport } from "../support/session-report-builder.ts";
import { PLANTED_SCRIPT, sampleRun } from "./html/sample-run.ts";

const root = mkdtempSync(join(tmpdir(), "skill-eval-packed-details-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A transcript long enough to be gzipped. */
function longReport(): SessionReport {
  const text = `${"the report was written line by line ".repeat(200)}${PLANTED_SCRIPT}`;
  return sessionReport().message(text).output(text).build();
}

/** A short transcript, embedded as JSON, with control bytes (C0 and C1). */
function shortReport(): SessionReport {
  const text = `done\u0001 \u009b[31m ${PLANTED_SCRIPT}`;
  return sessionReport().message(text).output(text).build();
}

/** The sample run's output folder with both executions' report.json stored, one long, one short. */
function outputFolder(name: string) {
  const run = sampleRun();
  const outDir = join(root, name);
  const reports = run.results.executions.map((execution, index) => {
    const dir = join(outDir, execution.artifactDir);
    mkdirSync(dir, { recursive: true });
    const report = index === 0 ? longReport() : shortReport();
    writeFileSync(join(dir, "report.json"), JSON.stringify({ key: execution.key, ...report }));
    return { execution, dir };
  });
  return { run, outDir, reports };
}

function packedFile(outDir: string) {
  return packedDetailsFile(outDir, join(outDir, "details.tmp"));
}

describe("packedDetailsFile", () => {
  it("gives report.html the very page it writes from the stored reports, without reading them again", async () => {
    const { run, outDir, reports } = outputFolder("same-page");
    const fromReports = readFileSync(writeHtmlReport(outDir, run.results), "utf8");
    const packed = packedFile(outDir);
    for (const { execution } of reports) packed.add(execution.key, execution.artifactDir);
    await packed.settled();
    const [long, short] = reports.map(({ execution }) =>
      packed.packedText(execution.key, execution.artifactDir),
    );
    expect(long?.type).toBe("application/gzip+base64");
    expect(short?.type).toBe("application/json");
    // JSON escapes the C0 byte itself; the C1 byte, which JSON leaves raw, the block escapes.
    expect(short?.bytes.toString()).toContain("done\\u0001 \u27e8x9b\u27e9[31m");
    // Once packed, the stored reports are not read again: the page is unchanged without them.
    for (const { dir } of reports) writeFileSync(join(dir, "report.json"), "{ gone");
    const fromPacked = readFileSync(writeHtmlReport(outDir, run.results, { packedDetails: packed }), "utf8");
    expect(fromPacked).toBe(fromReports);
    expect(fromPacked).toContain('id="detail-0"');
    expect(fromPacked).toContain('id="detail-1"');
    await packed.remove();
  });

  it("records nothing for an unreadable report, so report.html reads the folder as it finds it", async () => {
    const { run, outDir, reports } = outputFolder("unreadable");
    writeFileSync(join(reports[1]!.dir, "report.json"), "{ not json");
    const packed = packedFile(outDir);
    for (const { execution } of reports) packed.add(execution.key, execution.artifactDir);
    await packed.settled();
    expect(packed.packedText(reports[1]!.execution.key, reports[1]!.execution.artifactDir)).toBeUndefined();
    const html = readFileSync(writeHtmlReport(outDir, run.results, { packedDetails: packed }), "utf8");
    expect(html).toContain('id="detail-0"');
    expect(html).not.toContain('id="detail-1"');
    await packed.remove();
  });

  it("packs a report over the size when the run settles, into the block report.html writes from it", async () => {
    const { run, outDir, reports } = outputFolder("large");
    const builder = sessionReport();
    const line = `a line of the long session "quoted" \\ ${PLANTED_SCRIPT}`;
    for (let count = 0; count <= PACK_AS_IT_ENDS_BYTES / line.length; count += 1)
      builder.message(line).command("npm test");
    const large = builder.output("done").build();
    expect(JSON.stringify(large).length).toBeGreaterThan(PACK_AS_IT_ENDS_BYTES);
    writeFileSync(
      join(reports[0]!.dir, "report.json"),
      JSON.stringify({ key: reports[0]!.execution.key, ...large }),
    );
    const fromReports = readFileSync(writeHtmlReport(outDir, run.results), "utf8");
    const packed = packedFile(outDir);
    for (const { execution } of reports) packed.add(execution.key, execution.artifactDir);
    await packed.settled();
    expect(packed.packedText(reports[0]!.execution.key, reports[0]!.execution.artifactDir)?.type).toBe(
      "application/gzip+base64",
    );
    for (const { dir } of reports) writeFileSync(join(dir, "report.json"), "{ gone");
    const fromPacked = readFileSync(writeHtmlReport(outDir, run.results, { packedDetails: packed }), "utf8");
    expect(fromPacked).toBe(fromReports);
    await packed.remove();
  });

  it("is not used for an execution results.json places elsewhere, nor reads outside the output folder", async () => {
    const { outDir, reports } = outputFolder("elsewhere");
    // A valid report outside the output folder: refused for where it is, not for what it holds.
    mkdirSync(join(root, "outside"), { recursive: true });
    writeFileSync(join(root, "outside", "report.json"), JSON.stringify(shortReport()));
    const packed = packedFile(outDir);
    const [first, second] = reports;
    packed.add(first!.execution.key, first!.execution.artifactDir);
    packed.add(second!.execution.key, "../outside");
    await packed.settled();
    expect(packed.packedText(first!.execution.key, "executions/another")).toBeUndefined();
    expect(packed.packedText(second!.execution.key, "../outside")).toBeUndefined();
    expect(packed.packedText(first!.execution.key, first!.execution.artifactDir)).toBeDefined();
    await packed.remove();
    expect(existsSync(join(outDir, "details.tmp"))).toBe(false);
  });

  it("packs nothing added after it is removed, and leaves no file", async () => {
    const { outDir, reports } = outputFolder("removed");
    const packed = packedFile(outDir);
    await packed.remove();
    packed.add(reports[0]!.execution.key, reports[0]!.execution.artifactDir);
    await packed.settled();
    expect(packed.packedText(reports[0]!.execution.key, reports[0]!.execution.artifactDir)).toBeUndefined();
    expect(existsSync(join(outDir, "details.tmp"))).toBe(false);
  });

  it("packs in the background exactly what packDetail packs at once, on the main thread or off it", async () => {
    const offMainThread = sessionReport()
      .output(`${"an output too long to compress inline ".repeat(3000)}`)
      .build();
    for (const detail of [{ short: "text <b>" }, longReport(), offMainThread]) {
      expect(await packDetailInBackground(detail)).toEqual(packDetail(detail));
    }
  });
});
