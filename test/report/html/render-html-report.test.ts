import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compareResults } from "../../../src/compare/compare-results.ts";
import { type Results, resultsSchema } from "../../../src/model/results.ts";
import { commentVerdict } from "../../../src/report/comment/comment-verdict.ts";
import { renderComment } from "../../../src/report/comment/render-comment.ts";
import { changeNote } from "../../../src/report/comparison-text.ts";
import { renderHtmlReport } from "../../../src/report/html/render-html-report.ts";
import { sessionDetail } from "../../../src/report/html/report-data.ts";
import { REPORT_SCRIPT } from "../../../src/report/html/report-script.ts";
import { REPORT_STYLES } from "../../../src/report/html/report-styles.ts";
import { makeResults } from "../../compare/results-builder.ts";
import { PLANTED_SCRIPT, sampleRun } from "./sample-run.ts";

function readFixture(name: string): Results {
  const file = join(import.meta.dirname, "..", "..", "fixtures", "compare", name);
  return resultsSchema.parse(JSON.parse(readFileSync(file, "utf8")));
}

interface Block {
  type: string | undefined;
  id: string | undefined;
  text: string;
}

/** Every `<script>` element of the page, as the HTML tokenizer would split them. */
function scriptBlocks(html: string): Block[] {
  return [...html.matchAll(/<script(?: type="([^"]+)")?(?: id="([^"]+)")?>([\s\S]*?)<\/script>/g)].map(
    (match) => ({ type: match[1], id: match[2], text: match[3] ?? "" }),
  );
}

function block(html: string, id: string): Block {
  const found = scriptBlocks(html).find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no script block ${id}`);
  return found;
}

describe("renderHtmlReport", () => {
  const run = sampleRun();
  const html = renderHtmlReport({ results: run.results, executions: run.executions });
  const failedIndex = run.results.executions.findIndex((execution) => execution.key === run.failedKey);

  it("keeps planted markup from transcripts, ids and messages out of the page's markup", () => {
    expect(html).not.toContain("<script>document.title");
    expect(html).not.toContain('<b class="x">');
    // Only our own blocks: the data, one per transcript, and the one inline script.
    const blocks = scriptBlocks(html);
    expect(blocks.map((found) => found.type ?? "script")).toEqual([
      "application/json",
      "application/json",
      "application/json",
      "script",
    ]);
    expect(html.match(/<script/g)).toHaveLength(4);
  });

  it("round-trips the report data through its escaped JSON block", () => {
    const data = JSON.parse(block(html, "report-data").text);
    expect(data.executions.map((execution: { key: string }) => execution.key)).toEqual(
      run.results.executions.map((execution) => execution.key),
    );
    expect(data.cases[1].case).toBe(`broken ${PLANTED_SCRIPT}`);
    expect(data.executions[failedIndex].failure.message).toBe(`expected report.txt ${PLANTED_SCRIPT}`);
  });

  it("embeds a small transcript as escaped JSON that parses back to the stored report", () => {
    const detail = block(html, `detail-${failedIndex}`);
    expect(detail.type).toBe("application/json");
    expect(detail.text).not.toContain("<");
    expect(JSON.parse(detail.text)).toEqual(sessionDetail(run.executions.get(run.failedKey)!.report!));
  });

  it("embeds a large transcript gzipped in base64 that inflates to the stored report", () => {
    const compressed = renderHtmlReport({
      results: run.results,
      executions: run.executions,
      compressAboveBytes: 0,
    });
    const detail = block(compressed, `detail-${failedIndex}`);
    expect(detail.type).toBe("application/gzip+base64");
    expect(detail.text).toMatch(/^[A-Za-z0-9+/=]+$/);
    const inflated = JSON.parse(gunzipSync(Buffer.from(detail.text, "base64")).toString("utf8"));
    expect(inflated).toEqual(sessionDetail(run.executions.get(run.failedKey)!.report!));
  });

  it("allows only its own inline style and script, by hash, and nothing from the network", () => {
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1] ?? "";
    const script = scriptBlocks(html).find((found) => found.type === undefined)!.text;
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    const sha = (text: string) => createHash("sha256").update(text).digest("base64");
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`script-src 'sha256-${sha(script)}'`);
    expect(policy).toContain(`style-src 'sha256-${sha(style)}'`);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
  });

  it("escapes ids in the pass-rate tables and shows the comparison with the baseline", () => {
    const baseline = structuredClone(run.results);
    for (const result of baseline.cases)
      Object.assign(result, { verdict: "passed", passes: 1, graded: 1, errors: 0, passRate: 1 });
    const comparison = compareResults(run.results, baseline, { baseline: { commit: "base123" } });
    const compared = renderHtmlReport({ results: run.results, comparison, executions: run.executions });
    expect(compared).toContain('<code>suites/&lt;b class="x"&gt;bold&lt;/b&gt;</code>');
    expect(compared).toContain(
      '<td>50.0%</td><td>100%</td><td><span class="down">−50.0 pt</span></td><td>2</td><td>1</td><td>0</td><td>0</td>',
    );
    expect(compared).toContain(
      '<code>base123</code>: <a href="#compare-title" class="down">0 regressed, 1 unconfirmed, 0 errored, 0 fixed, 0 flaky, 0 new, 0 removed</a>',
    );
    expect(compared).toContain("Likely regressed, unconfirmed (1)</h3>");
    expect(compared).toContain(
      ": 100% (1/1) → 0% (0/1), not established yet (p = 0.50); base rests on 1 run, more base-branch runs (baseline-runs) would decide it</li>",
    );
    const data = JSON.parse(block(compared, "report-data").text);
    expect(data.cases[1]).toMatchObject({
      verdict: "failed",
      change: {
        category: "unconfirmed",
        text: "likely regressed, unconfirmed: 100% (1/1) → 0% (0/1), not established yet (p = 0.50); base rests on 1 run, more base-branch runs (baseline-runs) would decide it",
      },
    });
    expect(data.cases[0].change).toBeUndefined();
  });

  it("calls an undecided drop unconfirmed, never a regression nor “no regressions”, as the comment does", () => {
    // Base 4/5 passes the 0.8 threshold, head 3/5 misses it: the verdict flips from passed to
    // failed, which the old plain rule called a regression; one-sided Fisher p ≈ 0.5 does not
    // establish a drop, and 3 passes of 5 do not rule one out either.
    const base = makeResults([{ case: "summarize", outcomes: "ppppf", threshold: 0.8 }], {
      commit: "b".repeat(40),
    });
    const head = makeResults([{ case: "summarize", outcomes: "pppff", threshold: 0.8 }], {
      commit: "h".repeat(40),
    });
    expect(base.cases[0]?.verdict).toBe("passed");
    expect(head.cases[0]?.verdict).toBe("failed");
    const comparison = compareResults(head, base, { baseline: { commit: base.run.commit } });
    expect(comparison.counts).toMatchObject({ regressed: 0, unconfirmed: 1 });

    const html = renderHtmlReport({ results: head, comparison });
    const comment = renderComment({ results: head, comparison });
    expect(html).toContain("0 regressed, 1 unconfirmed, 0 errored, 0 fixed, 0 flaky");
    expect(html).not.toContain("Regressions (");
    expect(comment).not.toContain("Regressions (");
    expect(html).toContain("Likely regressed, unconfirmed (1)</h3>");
    expect(comment).toContain("Likely regressed, unconfirmed (1)");
    const rates =
      "80.0% (4/5, 95% CI 37.6%–96.4%) → 60.0% (3/5, 95% CI 23.1%–88.2%), not established yet (p = ";
    expect(html).toContain(rates);
    expect(comment).toContain(rates);
    const data = JSON.parse(block(html, "report-data").text);
    expect(data.cases[0].change).toMatchObject({ category: "unconfirmed" });
    const verdict = commentVerdict(head, comparison);
    expect(verdict).toBe(
      "❓ Likely worse than base: 1 unconfirmed drop, not established; 1 failed of 1 case",
    );
    expect(html).toContain(`<title>skill-eval: ${verdict}</title>`);
    expect(comment).toContain(`## ${verdict}`);
  });

  it("lists every case in the category the comment puts it in", () => {
    const head = readFixture("head.results.json");
    const base = readFixture("base.results.json");
    const comparison = compareResults(head, base, { baseline: { commit: base.run.commit } });
    const html = renderHtmlReport({ results: head, comparison });
    const data = JSON.parse(block(html, "report-data").text);
    const inHtml = new Map<string, string>(
      data.cases.flatMap((result: { key: string; change?: { category: string } }) =>
        result.change === undefined ? [] : [[result.key, result.change.category]],
      ),
    );
    const expected = comparison.cases.filter((entry) => entry.head !== undefined && changeNote(entry) !== "");
    expect(expected.length).toBeGreaterThan(3);
    expect(inHtml).toEqual(new Map(expected.map((entry) => [entry.key, entry.category])));
    for (const category of ["regressed", "unconfirmed", "errored", "fixed", "new", "removed"] as const) {
      const count = comparison.counts[category];
      if (count > 0) expect(html).toContain(`(${count})</h3>`);
    }
  });

  it("links each execution's artifacts relative to where the report is written", () => {
    const elsewhere = renderHtmlReport({
      results: run.results,
      executions: run.executions,
      links: { artifactsBase: "../out" },
    });
    const data = JSON.parse(block(elsewhere, "report-data").text);
    expect(data.executions[0].artifacts).toEqual([
      { name: "report.json", href: "../out/executions/writes%20report%231/report.json" },
      { name: "stdout.jsonl", href: "../out/executions/writes%20report%231/stdout.jsonl" },
    ]);
  });

  it("inlines code that cannot end its own element early", () => {
    expect(REPORT_SCRIPT).not.toMatch(/<\/script|<!--/i);
    expect(REPORT_STYLES).not.toMatch(/<\/style/i);
  });

  it("renders a run with no transcripts and no cases", () => {
    const empty = renderHtmlReport({ results: { ...run.results, executions: [], cases: [] } });
    expect(JSON.parse(block(empty, "report-data").text)).toMatchObject({ executions: [], cases: [] });
  });
});
