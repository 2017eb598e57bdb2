import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  FAIL_ON,
  exitCodeUnder,
  gatherExecutions,
  mergeShardResults
} from "./chunk-EAW22DGN.js";
import {
  renderTerminalTable
} from "./chunk-3C3OH7PM.js";
import "./chunk-WWZ34YXK.js";
import {
  commentVerdict,
  compareResults,
  comparisonCounts,
  prepareOutputDir,
  renderComment,
  renderMarkdownReport,
  writeHtmlReport
} from "./chunk-PTKPSMEL.js";
import {
  RESULTS_FILE,
  readResultsFile,
  requireResultsFile,
  writeFileAtomic,
  writeResults
} from "./chunk-4ZQ2G232.js";
import {
  TOOL_VERSION
} from "./chunk-PWAURD6H.js";
import {
  choiceFlag,
  integerFlag,
  parseCliArgs
} from "./chunk-MWVIAZI7.js";
import "./chunk-ZNN7HAMQ.js";
import {
  ConfigError,
  EXIT
} from "./chunk-T4URU7YL.js";
import "./chunk-EWQYGJWM.js";
import "./chunk-43A2QHN3.js";

// src/cli/report-command.ts
import { existsSync, statSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
var REPORT_HELP = `Usage: skill-eval report <results-dir>... [options]

Merges the results folders of a run's shards, compares them with a baseline, and writes the
merged results.json, report.md and report.html; optionally the PR comment's markdown.

Options:
      --baseline <file>       results.json of the base branch to compare with (default: no comparison)
      --markdown <file>       Write the PR comment (at most 65,536 characters) to file
      --html <file>           Also write the self-contained HTML report to file (report.html is always
                              written in --out)
  -o, --out <dir>             Output folder (default: .skill-eval/report)
      --expected-shards <n>   Shards the run had; a missing or corrupt one makes the report incomplete (exit 3)
      --fail-on <policy>      failure (default: any failing verdict), regression (only regressions), never
      --header <key>          Sticky comment key written into the comment's hidden marker
      --json                  Print a JSON summary on stdout
      --debug                 Show stack traces of internal errors
`;
var DEFAULT_OUT = join(".skill-eval", "report");
async function reportCommand(args, io) {
  const { values, positionals } = parseCliArgs(args, {
    baseline: { type: "string" },
    markdown: { type: "string" },
    html: { type: "string" },
    out: { type: "string", short: "o" },
    "expected-shards": { type: "string" },
    "fail-on": { type: "string" },
    header: { type: "string" },
    json: { type: "boolean" },
    debug: { type: "boolean" },
    help: { type: "boolean", short: "h" }
  });
  if (values.help) {
    io.stdout(REPORT_HELP);
    return EXIT.passed;
  }
  if (positionals.length === 0)
    throw new ConfigError("report needs at least one results folder", {
      hint: "skill-eval report .skill-eval  (or one folder per shard)"
    });
  const expectedShards = integerFlag("expected-shards", values["expected-shards"], 1);
  const failOn = choiceFlag("fail-on", values["fail-on"], FAIL_ON) ?? "failure";
  const dirs = positionals.map((dir) => resolve(io.cwd, dir));
  const outDir = resolve(io.cwd, values.out ?? DEFAULT_OUT);
  if (dirs.includes(outDir))
    throw new ConfigError(`--out ${values.out ?? DEFAULT_OUT} is one of the results folders being read`, {
      hint: "write the merged report to a folder of its own, e.g. --out .skill-eval/report"
    });
  const parts = dirs.map((dir, position) => readShard(dir, position, expectedShards !== void 0, io.cwd));
  const single = parts.length === 1 && expectedShards === void 0 ? parts[0] : void 0;
  const results = single !== void 0 && "results" in single ? single.results : mergeShardResults(parts, { expectedShards, toolVersion: TOOL_VERSION });
  const baselinePath = values.baseline === void 0 ? void 0 : resolve(io.cwd, values.baseline);
  const base = baselinePath === void 0 ? void 0 : readBaseline(baselinePath);
  const comparison = compareResults(results, base, {
    baseline: base === void 0 || baselinePath === void 0 ? void 0 : { commit: base.run.commit, source: `file ${shownPath(baselinePath, io.cwd)}` }
  });
  prepareOutputDir(outDir, io.cwd);
  const resultsPath = writeResults(outDir, results);
  const reportPath = join(outDir, "report.md");
  writeFileAtomic(reportPath, renderMarkdownReport(results, { comparison, header: values.header }));
  const markdownPath = values.markdown === void 0 ? void 0 : resolve(io.cwd, values.markdown);
  if (markdownPath !== void 0)
    writeFileAtomic(markdownPath, renderComment({ results, comparison }, { header: values.header }));
  gatherExecutions(dirs, outDir);
  writeHtmlReport(outDir, results, { comparison });
  const htmlPath = values.html === void 0 ? void 0 : writeHtmlReport(outDir, results, { path: resolve(io.cwd, values.html), comparison });
  const exitCode = exitCodeUnder(failOn, results, comparison);
  io.stderr(terminalSummary(results, comparison, { resultsPath, reportPath, markdownPath }));
  if (htmlPath !== void 0) io.stderr(`HTML:     ${htmlPath}
`);
  if (values.json)
    io.stdout(
      `${JSON.stringify(jsonSummary(results, comparison, { exitCode, resultsPath, reportPath, markdownPath }), null, 2)}
`
    );
  return exitCode;
}
function readShard(dir, position, shardsExpected, cwd) {
  const file = isFile(dir) ? dir : join(dir, RESULTS_FILE);
  const index = shardIndexFromName(basename(dir)) ?? position + 1;
  const read = readResultsFile(file, shardsExpected ? shownPath(file, cwd) : RESULTS_FILE);
  if ("results" in read) return { index: read.results.run.shard?.index ?? index, results: read.results };
  if (shardsExpected) return { index, failure: read.problem };
  throw new ConfigError(read.problem, {
    position: { file, line: read.line, column: read.column },
    hint: "pass the folder a run or shard wrote (it holds results.json), or --expected-shards n to report a missing shard"
  });
}
function readBaseline(file) {
  return requireResultsFile(
    file,
    "the baseline",
    "--baseline takes a results.json written by skill-eval run or report"
  );
}
function shardIndexFromName(name) {
  const match = /shard[-_ .]?(\d+)/i.exec(name) ?? /(\d+)-of-\d+/i.exec(name);
  const index = match?.[1] === void 0 ? Number.NaN : Number(match[1]);
  return Number.isInteger(index) && index > 0 ? index : void 0;
}
function isFile(path) {
  return existsSync(path) && statSync(path).isFile();
}
function shownPath(file, cwd) {
  const inside = relative(cwd, file);
  return inside !== "" && !inside.startsWith("..") ? inside : file;
}
function terminalSummary(results, comparison, written) {
  const regressions = comparison.cases.filter((entry) => entry.category === "regressed").map((entry) => `  regressed  ${entry.key} (${entry.evidence})`);
  const compared = comparison.baseline === void 0 ? "No baseline: nothing compared." : `Against base: ${comparisonCounts(comparison)}.`;
  return [
    "",
    renderTerminalTable(results),
    compared,
    ...regressions,
    ...comparison.mismatches.map(
      (mismatch) => `warning: ${mismatch.runner}: ${mismatch.field} ${mismatch.base} \u2192 ${mismatch.head}`
    ),
    commentVerdict(results, comparison),
    `Results:  ${written.resultsPath}`,
    `Report:   ${written.reportPath}`,
    ...written.markdownPath === void 0 ? [] : [`Comment:  ${written.markdownPath}`],
    ""
  ].join("\n");
}
function jsonSummary(results, comparison, written) {
  return {
    exitCode: written.exitCode,
    verdict: commentVerdict(results, comparison),
    passRate: results.summary.passRate,
    complete: results.run.complete,
    shards: results.run.shards,
    baseline: comparison.baseline ?? null,
    counts: comparison.counts,
    regressions: comparison.cases.filter((entry) => entry.category === "regressed").map((entry) => ({ key: entry.key, evidence: entry.evidence, adjustedPValue: entry.adjustedPValue })),
    unexpectedPasses: results.cases.filter((result) => result.verdict === "unexpected-passed").map((result) => result.key),
    mismatches: comparison.mismatches,
    resultsPath: written.resultsPath,
    reportPath: written.reportPath,
    markdownPath: written.markdownPath ?? null
  };
}
export {
  REPORT_HELP,
  reportCommand
};
