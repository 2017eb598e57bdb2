import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeHtmlReport } from "../../../src/report/write-html-report.ts";
import { sampleRun } from "./sample-run.ts";

const root = mkdtempSync(join(tmpdir(), "skill-eval-html-write-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** An output folder as the engine leaves it: one execution with a stored report, one whose report is corrupt. */
function outputFolder(name: string): { outDir: string; run: ReturnType<typeof sampleRun> } {
  const run = sampleRun();
  const outDir = join(root, name, "out");
  const [passed, failed] = run.results.executions;
  const passedDir = join(outDir, passed!.artifactDir);
  mkdirSync(passedDir, { recursive: true });
  const report = run.executions.get(passed!.key)!.report;
  writeFileSync(join(passedDir, "report.json"), JSON.stringify({ key: passed!.key, ...report }));
  writeFileSync(join(passedDir, "stdout.jsonl"), "{}\n");
  const failedDir = join(outDir, failed!.artifactDir);
  mkdirSync(failedDir, { recursive: true });
  writeFileSync(join(failedDir, "report.json"), "{ not json");
  return { outDir, run };
}

function reportData(file: string) {
  const html = readFileSync(file, "utf8");
  const json = /<script type="application\/json" id="report-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { html, data: JSON.parse(json ?? "null") };
}

describe("writeHtmlReport", () => {
  it("writes report.html beside results.json with each stored transcript and its artifact files", () => {
    const { outDir, run } = outputFolder("beside");
    const path = writeHtmlReport(outDir, run.results);
    expect(path).toBe(join(outDir, "report.html"));
    const { html, data } = reportData(path);
    expect(data.executions[0]).toMatchObject({
      detail: true,
      artifacts: [
        { name: "report.json", href: "executions/writes%20report%231/report.json" },
        { name: "stdout.jsonl", href: "executions/writes%20report%231/stdout.jsonl" },
      ],
    });
    expect(html).toContain('id="detail-0"');
  });

  it("keeps an execution whose stored report is unreadable, without its timeline", () => {
    const { outDir, run } = outputFolder("corrupt");
    const { html, data } = reportData(writeHtmlReport(outDir, run.results));
    expect(data.executions[1]).toMatchObject({ detail: false, artifacts: [{ name: "report.json" }] });
    expect(html).not.toContain('id="detail-1"');
  });

  it("keeps an execution whose stored report nests deeper than JSON can be written, without its timeline", () => {
    // A report.json from elsewhere (the engine cuts arguments at 100 levels): JSON.parse reads it,
    // JSON.stringify, which packs the detail, overflows the stack on it.
    const { outDir, run } = outputFolder("deep");
    const failed = run.results.executions[1]!;
    const report = JSON.parse(
      readFileSync(join(outDir, run.results.executions[0]!.artifactDir, "report.json"), "utf8"),
    );
    const text = JSON.stringify({ ...report, events: [{ type: "toolCall", tool: "Bash", args: "@" }] });
    const deep = text.replace('"@"', `${"[".repeat(20_000)}0${"]".repeat(20_000)}`);
    writeFileSync(join(outDir, failed.artifactDir, "report.json"), deep);
    const { html, data } = reportData(writeHtmlReport(outDir, run.results));
    expect(data.executions[1]).toMatchObject({ detail: false, artifacts: [{ name: "report.json" }] });
    expect(html).toContain('id="detail-0"');
    expect(html).not.toContain('id="detail-1"');
  });

  it("reads nothing outside the output folder, whatever results.json says", () => {
    const { outDir, run } = outputFolder("outside");
    const secretDir = join(root, "outside", "secret");
    mkdirSync(secretDir, { recursive: true });
    writeFileSync(join(secretDir, "report.json"), JSON.stringify(run.executions.get(run.failedKey)!.report));
    run.results.executions[1]!.artifactDir = "../secret";
    const { html, data } = reportData(writeHtmlReport(outDir, run.results));
    expect(data.executions[1]).toMatchObject({ detail: false, artifacts: [] });
    expect(html).not.toContain('id="detail-1"');
  });

  it("links artifacts relative to a report written elsewhere", () => {
    const { outDir, run } = outputFolder("elsewhere");
    const path = writeHtmlReport(outDir, run.results, {
      path: join(root, "elsewhere", "site", "index.html"),
    });
    const { data } = reportData(path);
    expect(data.executions[0].artifacts[0].href).toBe("../out/executions/writes%20report%231/report.json");
  });
});
