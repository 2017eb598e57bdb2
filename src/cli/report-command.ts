import { existsSync, statSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { compareResults } from "../compare/compare-results.ts";
import type { Comparison } from "../compare/comparison.ts";
import { exitCodeUnder, FAIL_ON } from "../compare/fail-on.ts";
import { ConfigError } from "../model/errors.ts";
import { LIMITS } from "../model/limits.ts";
import { PLAN_COPY_FILE } from "../model/plan.ts";
import type { Results } from "../model/results.ts";
import { RESULTS_FILE } from "../model/results-file.ts";
import { gatherExecutions } from "../orchestration/gather-executions.ts";
import { lockOutputDir } from "../orchestration/output-lock.ts";
import { prepareOutputDir } from "../orchestration/prepare-output-dir.ts";
import { readBaselines } from "../orchestration/read-baselines.ts";
import { readResultsFile } from "../orchestration/read-results-file.ts";
import { commentVerdict } from "../report/comment/comment-verdict.ts";
import { renderComment } from "../report/comment/render-comment.ts";
import { comparisonCounts, pText } from "../report/comparison-text.ts";
import { terminalJson } from "../report/control-bytes.ts";
import { mergeShardResults, type ShardPart, withVerdictsFromExecutions } from "../report/merge-results.ts";
import { renderMarkdownReport } from "../report/render-markdown.ts";
import { renderTerminalTable } from "../report/render-terminal.ts";
import { writeHtmlReport } from "../report/write-html-report.ts";
import { writeFileAtomic, writeResults } from "../report/write-results.ts";
import { EXIT } from "../verdicts/exit-code.ts";
import { TOOL_VERSION } from "../version.ts";
import type { CliIo } from "./cli-io.ts";
import { choiceFlag, integerFlag, parseCliArgs } from "./parse-cli-args.ts";

export const REPORT_HELP = `Usage: skill-eval report <results-dir>... [options]

Merges the results folders of a run's shards, compares them with a baseline, and writes the
merged results.json, report.md and report.html; optionally the PR comment's markdown.

Options:
      --baseline <path>       The base branch's results.json or results folder to compare with (default:
                              no comparison; repeatable, newest first: pooled per unchanged case × runner)
      --markdown <file>       Write the PR comment (at most 65,536 characters) to file
      --html <file>           Also write the self-contained HTML report to file (report.html is always
                              written in --out)
  -o, --out <dir>             Output folder (default: .skill-eval/report)
      --expected-shards <n>   Shards the run had; a missing or corrupt one makes the report incomplete (exit 3)
      --fail-on <policy>      failure (default: any failing verdict or drop), regression (regressed or unconfirmed drops only), never
      --header <key>          Sticky comment key written into the comment's hidden marker
      --json                  Print a JSON summary on stdout
      --debug                 Show stack traces of internal errors
`;

const DEFAULT_OUT = join(".skill-eval", "report");

export async function reportCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCliArgs(args, {
    baseline: { type: "string", multiple: true },
    markdown: { type: "string" },
    html: { type: "string" },
    out: { type: "string", short: "o" },
    "expected-shards": { type: "string" },
    "fail-on": { type: "string" },
    header: { type: "string" },
    json: { type: "boolean" },
    debug: { type: "boolean" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) {
    io.stdout(REPORT_HELP);
    return EXIT.passed;
  }
  if (positionals.length === 0)
    throw new ConfigError("report needs at least one results folder", {
      hint: "skill-eval report .skill-eval  (or one folder per shard)",
    });
  const expectedShards = integerFlag("expected-shards", values["expected-shards"], 1, LIMITS.shards);
  const failOn = choiceFlag("fail-on", values["fail-on"], FAIL_ON) ?? "failure";
  const dirs = positionals.map((dir) => resolve(io.cwd, dir));
  const outDir = resolve(io.cwd, values.out ?? DEFAULT_OUT);
  if (dirs.includes(outDir))
    throw new ConfigError(`--out ${values.out ?? DEFAULT_OUT} is one of the results folders being read`, {
      hint: "write the merged report to a folder of its own, e.g. --out .skill-eval/report",
    });

  // A folder holding a shard's copy of the plan is a shard: unreadable, it is a missing one (exit 3).
  const parts = dirs.map((dir, position) =>
    readShard(dir, position, expectedShards !== undefined || existsSync(join(dir, PLAN_COPY_FILE)), io.cwd),
  );
  const single = parts.length === 1 && expectedShards === undefined ? parts[0] : undefined;
  // One plain results folder is reported as its executions say; shards are merged (and checked
  // for gaps, also when only one of several shards is given: each records how many the plan made).
  const results =
    single !== undefined && "results" in single && (single.results.run.shard?.total ?? 1) === 1
      ? withVerdictsFromExecutions(single.results)
      : mergeShardResults(parts, { expectedShards, toolVersion: TOOL_VERSION });
  // Each a results.json or a results folder, as for run; several are the base branch's history,
  // newest first, pooled per unchanged case × runner.
  const baselines = values.baseline ?? [];
  const pooled = baselines.length > 0 ? readBaselines(baselines, io.cwd) : undefined;
  const comparison = compareResults(results, pooled?.results, { baseline: pooled?.info });

  const unlock = lockOutputDir(outDir, io.cwd);
  try {
    prepareOutputDir(outDir, io.cwd);
    const resultsPath = writeResults(outDir, results);
    const reportPath = join(outDir, "report.md");
    writeFileAtomic(reportPath, renderMarkdownReport(results, { comparison, header: values.header }));
    const markdownPath = values.markdown === undefined ? undefined : resolve(io.cwd, values.markdown);
    if (markdownPath !== undefined)
      writeFileAtomic(markdownPath, renderComment({ results, comparison }, { header: values.header }));
    gatherExecutions(dirs, outDir);
    writeHtmlReport(outDir, results, { comparison });
    const htmlPath =
      values.html === undefined
        ? undefined
        : writeHtmlReport(outDir, results, { path: resolve(io.cwd, values.html), comparison });

    const exitCode = exitCodeUnder(failOn, results, comparison);
    io.stderr(terminalSummary(results, comparison, { resultsPath, reportPath, markdownPath }));
    if (htmlPath !== undefined) io.stderr(`HTML:     ${htmlPath}\n`);
    if (values.json)
      io.stdout(
        `${terminalJson(jsonSummary(results, comparison, { exitCode, resultsPath, reportPath, markdownPath }))}\n`,
      );
    return exitCode;
  } finally {
    unlock();
  }
}

/** One folder's results.json; unreadable ones are a missing shard when shards are expected, else a configuration error. */
function readShard(dir: string, position: number, shardsExpected: boolean, cwd: string): ShardPart {
  const file = isFile(dir) ? dir : join(dir, RESULTS_FILE);
  const index = shardIndexFromName(basename(dir)) ?? position + 1;
  // A missing shard's reason travels in results.json, so it names the file; an error shows it as its location.
  const read = readResultsFile(file, shardsExpected ? shownPath(file, cwd) : RESULTS_FILE);
  if ("results" in read) return { index: read.results.run.shard?.index ?? index, results: read.results };
  if (shardsExpected) return { index, failure: read.problem };
  throw new ConfigError(read.problem, {
    position: { file, line: read.line, column: read.column },
    hint: "pass the folder a run or shard wrote (it holds results.json), or --expected-shards n to report a missing shard",
  });
}

/** Artifact folders are named per shard ("skill-eval-results-shard-2", "results-2-of-3"). */
function shardIndexFromName(name: string): number | undefined {
  const match = /shard[-_ .]?(\d+)/i.exec(name) ?? /(\d+)-of-\d+/i.exec(name);
  const index = match?.[1] === undefined ? Number.NaN : Number(match[1]);
  return Number.isInteger(index) && index > 0 ? index : undefined;
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

function shownPath(file: string, cwd: string): string {
  const inside = relative(cwd, file);
  return inside !== "" && !inside.startsWith("..") ? inside : file;
}

interface Written {
  resultsPath: string;
  reportPath: string;
  markdownPath: string | undefined;
}

function terminalSummary(results: Results, comparison: Comparison, written: Written): string {
  const regressions = comparison.cases
    .filter((entry) => entry.category === "regressed" || entry.category === "unconfirmed")
    .map((entry) => `  ${entry.category.padEnd(11)} ${entry.key} (${pText(entry.pValue)})`);
  const compared =
    comparison.baseline === undefined
      ? "No baseline: nothing compared."
      : `Against base: ${comparisonCounts(comparison)}.`;
  return [
    "",
    renderTerminalTable(results),
    compared,
    ...regressions,
    ...comparison.mismatches.map(
      (mismatch) => `warning: ${mismatch.runner}: ${mismatch.field} ${mismatch.base} → ${mismatch.head}`,
    ),
    commentVerdict(results, comparison),
    `Results:  ${written.resultsPath}`,
    `Report:   ${written.reportPath}`,
    ...(written.markdownPath === undefined ? [] : [`Comment:  ${written.markdownPath}`]),
    "",
  ].join("\n");
}

function jsonSummary(results: Results, comparison: Comparison, written: Written & { exitCode: number }) {
  return {
    exitCode: written.exitCode,
    verdict: commentVerdict(results, comparison),
    passRate: results.summary.passRate,
    complete: results.run.complete,
    shards: results.run.shards,
    baseline: comparison.baseline ?? null,
    counts: comparison.counts,
    regressions: comparison.cases
      .filter((entry) => entry.category === "regressed")
      .map((entry) => ({ key: entry.key, pValue: entry.pValue, adjustedPValue: entry.adjustedPValue })),
    unconfirmed: comparison.cases
      .filter((entry) => entry.category === "unconfirmed")
      .map((entry) => ({ key: entry.key, pValue: entry.pValue })),
    unexpectedPasses: results.cases
      .filter((result) => result.verdict === "unexpected-passed")
      .map((result) => result.key),
    mismatches: comparison.mismatches,
    resultsPath: written.resultsPath,
    reportPath: written.reportPath,
    markdownPath: written.markdownPath ?? null,
  };
}
