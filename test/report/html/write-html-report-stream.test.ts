import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compareResults } from "../../../src/compare/compare-results.ts";
import { type ExecutionDetail, renderHtmlReport } from "../../../src/report/html/render-html-report.ts";
import { writeHtmlReport } from "../../../src/report/write-html-report.ts";
import { sampleRun } from "./sample-run.ts";

const root = mkdtempSync(join(tmpdir(), "skill-eval-html-stream-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("writeHtmlReport, one execution at a time", () => {
  it("writes the very page renderHtmlReport renders with every report in memory", () => {
    const run = sampleRun();
    const outDir = join(root, "out");
    const details = new Map<string, ExecutionDetail>();
    run.results.executions.forEach((execution, index) => {
      const dir = join(outDir, execution.artifactDir);
      mkdirSync(dir, { recursive: true });
      const report = run.executions.get(execution.key)?.report;
      // The second execution's report is unreadable: no detail block, its files still listed.
      writeFileSync(join(dir, "report.json"), index === 0 ? JSON.stringify(report) : "{ not json");
      writeFileSync(join(dir, "stdout.jsonl"), "{}\n");
      details.set(execution.key, {
        ...(index === 0 ? { report } : {}),
        artifacts: ["report.json", "stdout.jsonl"],
      });
    });
    const comparison = compareResults(run.results, undefined);
    const path = writeHtmlReport(outDir, run.results, {
      comparison,
      runUrl: "https://example.invalid/run/1",
    });
    const expected = renderHtmlReport({
      results: run.results,
      comparison,
      executions: details,
      links: { artifactsBase: "", runUrl: "https://example.invalid/run/1" },
    });
    expect(readFileSync(path, "utf8")).toBe(expected);
    expect(expected).toContain('id="detail-0"');
    expect(expected).not.toContain('id="detail-1"');
  });
});
