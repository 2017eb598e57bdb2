import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  aggregateCaseResults,
  summarizeResults
} from "./chunk-PTKPSMEL.js";
import {
  RESULTS_SCHEMA_VERSION
} from "./chunk-4ZQ2G232.js";
import {
  EXIT
} from "./chunk-T4URU7YL.js";

// src/orchestration/gather-executions.ts
import { cpSync, existsSync, lstatSync } from "node:fs";
import { join } from "node:path";
var EXECUTIONS = "executions";
function gatherExecutions(fromDirs, outDir) {
  for (const dir of fromDirs) {
    const source = join(dir, EXECUTIONS);
    if (!existsSync(source) || !lstatSync(source).isDirectory()) continue;
    cpSync(source, join(outDir, EXECUTIONS), { recursive: true, dereference: false, verbatimSymlinks: true });
  }
}

// src/compare/fail-on.ts
var FAIL_ON = ["failure", "regression", "never"];
function exitCodeUnder(failOn, results, comparison) {
  const own = results.summary.exitCode;
  if (own !== EXIT.passed && own !== EXIT.verdictFailed) return own;
  if (failOn === "never") return EXIT.passed;
  if (failOn === "regression") return comparison.counts.regressed > 0 ? EXIT.verdictFailed : EXIT.passed;
  return own;
}

// src/report/merge-results.ts
function mergeShardResults(parts, options = {}) {
  const received = firstPerIndex(parts.flatMap((part) => "results" in part ? [part] : []));
  const failed = parts.flatMap(
    (part) => "failure" in part ? [{ index: part.index, reason: part.failure }] : []
  );
  const expected = options.expectedShards ?? parts.length;
  const missing = missingShards(options.expectedShards ?? 0, received, failed);
  const all = received.map((part) => part.results);
  const executions = uniqueBy(
    all.flatMap((results) => results.executions),
    (execution) => execution.key
  ).sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  const cases = aggregateCaseResults(
    uniqueBy(
      all.flatMap((results) => results.cases),
      (result) => result.key
    ),
    executions
  );
  const complete = missing.length === 0 && all.every((results) => results.run.complete);
  const ends = all.map((results) => results.run.endedAt);
  return {
    schemaVersion: RESULTS_SCHEMA_VERSION,
    run: {
      startedAt: all.map((results) => results.run.startedAt).sort()[0] ?? "",
      endedAt: ends.every((end) => end !== void 0) ? ends.sort().at(-1) : void 0,
      toolVersion: all[0]?.run.toolVersion ?? options.toolVersion ?? "unknown",
      commit: all.find((results) => results.run.commit !== void 0)?.run.commit,
      complete,
      shards: {
        expected,
        received: received.map((part) => part.index).sort((a, b) => a - b),
        missing
      }
    },
    runners: uniqueBy(
      all.flatMap((results) => results.runners),
      (runner) => runner.id
    ),
    suites: uniqueBy(
      all.flatMap((results) => results.suites),
      (suite) => suite.id
    ),
    executions,
    cases,
    summary: summarizeResults(cases, executions, complete)
  };
}
function firstPerIndex(parts) {
  return uniqueBy(parts, (part) => String(part.index)).sort((a, b) => a.index - b.index);
}
function missingShards(expected, received, failed) {
  const have = new Set(received.map((part) => part.index));
  const reasons = /* @__PURE__ */ new Map();
  for (const failure of failed) if (!have.has(failure.index)) reasons.set(failure.index, failure.reason);
  for (let index = 1; index <= expected; index++)
    if (!have.has(index) && !reasons.has(index)) reasons.set(index, "no results were received");
  return [...reasons.entries()].sort(([a], [b]) => a - b).map(([index, reason]) => ({ index, reason }));
}
function uniqueBy(items, keyOf) {
  const seen = /* @__PURE__ */ new Map();
  for (const item of items) if (!seen.has(keyOf(item))) seen.set(keyOf(item), item);
  return [...seen.values()];
}

export {
  gatherExecutions,
  FAIL_ON,
  exitCodeUnder,
  mergeShardResults
};
