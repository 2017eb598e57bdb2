import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  writeFileAtomic
} from "./chunk-4ZQ2G232.js";
import {
  caseKey,
  isStrictlyWithin,
  sessionReportSchema
} from "./chunk-ZNN7HAMQ.js";
import {
  ConfigError,
  exitCodeOf
} from "./chunk-T4URU7YL.js";

// src/orchestration/prepare-output-dir.ts
import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join, relative } from "node:path";
var RUN_OUTPUTS = ["executions", "workspaces", "results.json", "report.md"];
var SET_ASIDE_PREFIX = ".previous-run-";
function prepareOutputDir(outDir, projectRoot) {
  for (const path of previousOutputs(outDir, projectRoot)) rmSync(path, { recursive: true, force: true });
}
function prepareOutputDirInBackground(outDir, projectRoot) {
  const previous = previousOutputs(outDir, projectRoot);
  if (previous.length === 0) return Promise.resolve();
  const aside = mkdtempSync(join(outDir, SET_ASIDE_PREFIX));
  for (const [index, path] of previous.entries()) renameSync(path, join(aside, String(index)));
  return rm(aside, { recursive: true, force: true });
}
function previousOutputs(outDir, projectRoot) {
  const fromOut = relative(outDir, projectRoot);
  if (fromOut === "" || !fromOut.startsWith("..")) {
    throw new ConfigError(`the output folder ${outDir} is the project folder or contains it`, {
      hint: "write results to a folder of their own, e.g. --out .skill-eval"
    });
  }
  if (!existsSync(outDir)) return [];
  const entries = readdirSync(outDir);
  const setAside = entries.filter((name) => name.startsWith(SET_ASIDE_PREFIX));
  const ours = entries.length === setAside.length || entries.includes("results.json");
  if (!ours) {
    throw new ConfigError(`the output folder ${outDir} has files that are not skill-eval results`, {
      hint: "choose an empty or new folder for --out (a previous skill-eval output folder is fine)"
    });
  }
  return [...RUN_OUTPUTS.filter((name) => entries.includes(name)), ...setAside].map(
    (name) => join(outDir, name)
  );
}

// src/report/runner-summaries.ts
function summarizeRunners(results) {
  return results.runners.map((runner) => ({
    runner: runner.id,
    agent: runner.agent,
    model: runner.model,
    ...countCases(results.cases.filter((result) => result.runner === runner.id))
  }));
}
function countCases(cases) {
  const count = (verdict) => cases.filter((result) => result.verdict === verdict).length;
  const passed = count("passed");
  const expectedFailures = count("expected-failed");
  const skipped = count("skipped");
  const decided = cases.length - skipped;
  return {
    cases: cases.length,
    passed,
    failed: count("failed"),
    errors: count("error"),
    expectedFailures,
    unexpectedPasses: count("unexpected-passed"),
    skipped,
    passRate: decided === 0 ? null : (passed + expectedFailures) / decided
  };
}

// src/compare/runner-comparisons.ts
function compareRunners(head, base, inScope) {
  const scopedBase = base === void 0 ? void 0 : { ...base, cases: base.cases.filter(inScope) };
  const baseStats = scopedBase === void 0 ? /* @__PURE__ */ new Map() : statsByRunner(scopedBase);
  const headStats = statsByRunner(head);
  return head.runners.map((runner) => {
    const headSide = headStats.get(runner.id) ?? emptyStats();
    const baseSide = baseStats.get(runner.id);
    return {
      runner: runner.id,
      agent: runner.agent,
      model: runner.model,
      head: headSide,
      base: baseSide,
      delta: baseSide === void 0 ? void 0 : deltaOf(headSide, baseSide)
    };
  });
}
function runnerMismatches(head, base) {
  if (base === void 0) return [];
  return head.runners.flatMap((runner) => {
    const before = base.runners.find((candidate) => candidate.id === runner.id);
    if (before === void 0) return [];
    return ["model", "agentVersion"].flatMap(
      (field) => before[field] !== void 0 && runner[field] !== void 0 && before[field] !== runner[field] ? [{ runner: runner.id, field, base: before[field], head: runner[field] }] : []
    );
  });
}
function statsByRunner(results) {
  const stats = /* @__PURE__ */ new Map();
  for (const summary of summarizeRunners(results)) {
    const cases = results.cases.filter((result) => result.runner === summary.runner);
    const costs = cases.flatMap((result) => result.costUsd === void 0 ? [] : [result.costUsd]);
    stats.set(summary.runner, {
      passRate: summary.passRate,
      cases: summary.cases - summary.skipped,
      durationMs: sum(cases.map((result) => result.durationMs.total)),
      tokens: sum(cases.map((result) => tokensOf(result))),
      costUsd: costs.length === 0 ? void 0 : sum(costs)
    });
  }
  return stats;
}
function tokensOf(result) {
  const { usage } = result;
  return usage.totalTokens ?? (usage.inputTokens ?? 0) + (usage.outputTokens ?? 0) + (usage.reasoningTokens ?? 0);
}
function deltaOf(head, base) {
  return {
    passRate: head.passRate === null || base.passRate === null ? null : head.passRate - base.passRate,
    durationMs: head.durationMs - base.durationMs,
    tokens: head.tokens - base.tokens,
    costUsd: head.costUsd === void 0 || base.costUsd === void 0 ? void 0 : head.costUsd - base.costUsd
  };
}
function emptyStats() {
  return { passRate: null, cases: 0, durationMs: 0, tokens: 0, costUsd: void 0 };
}
function sum(values) {
  return values.reduce((total, value) => total + value, 0);
}

// src/compare/statistics.ts
var DEFAULT_ALPHA = 0.05;
var Z_95 = 1.959963984540054;
function wilsonInterval(passes, trials, z = Z_95) {
  if (trials <= 0) return void 0;
  const p = passes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = z * Math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
function fisherLowerTail(head, base) {
  const total = head.trials + base.trials;
  const passes = head.passes + base.passes;
  const lowest = Math.max(0, passes - base.trials);
  let probability = 0;
  for (let k = lowest; k <= head.passes; k++)
    probability += Math.exp(hypergeometricLog(k, head.trials, passes, total));
  return Math.min(1, probability);
}
function holmBonferroni(pValues, alpha = DEFAULT_ALPHA) {
  const m = pValues.length;
  const order = pValues.map((p, index) => ({ p, index })).sort((a, b) => a.p - b.p || a.index - b.index);
  const rejected = new Array(m).fill(false);
  const adjusted = new Array(m).fill(1);
  let running = 0;
  let stillRejecting = true;
  for (const [rank, { p, index }] of order.entries()) {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    adjusted[index] = running;
    stillRejecting = stillRejecting && p <= alpha / (m - rank);
    rejected[index] = stillRejecting;
  }
  return { rejected, adjusted };
}
function hypergeometricLog(k, draws, successes, population) {
  return logChoose(successes, k) + logChoose(population - successes, draws - k) - logChoose(population, draws);
}
function logChoose(n, k) {
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}
var logFactorials = [0];
function logFactorial(n) {
  for (let i = logFactorials.length; i <= n; i++)
    logFactorials[i] = (logFactorials[i - 1] ?? 0) + Math.log(i);
  return logFactorials[n] ?? 0;
}

// src/compare/compare-results.ts
function compareResults(head, base, options = {}) {
  const alpha = options.alpha ?? DEFAULT_ALPHA;
  const scope = /* @__PURE__ */ new Set([
    ...options.selectedSuites ?? head.suites.map((suite) => suite.id),
    ...options.removedSuites ?? []
  ]);
  const inScope = (result) => scope.has(result.suite);
  const headCases = byKey(head.cases);
  const baseCases = byKey(base === void 0 ? [] : base.cases.filter(inScope));
  const tests = significanceTests(headCases, baseCases, alpha);
  const keys = [.../* @__PURE__ */ new Set([...headCases.keys(), ...baseCases.keys()])].sort();
  const cases = keys.map(
    (key) => compareCase(key, headCases.get(key), baseCases.get(key), base !== void 0, tests.get(key))
  );
  return {
    baseline: base === void 0 ? void 0 : options.baseline ?? {},
    alpha,
    testedCases: tests.size,
    cases,
    runners: compareRunners(head, base, inScope),
    mismatches: runnerMismatches(head, base),
    counts: countCategories(cases)
  };
}
function significanceTests(headCases, baseCases, alpha) {
  const pairs = [...headCases.values()].flatMap((head) => {
    const base = baseCases.get(head.key);
    return base !== void 0 && head.graded > 1 && base.graded > 1 ? [{ head, base }] : [];
  });
  const pValues = pairs.map(
    ({ head, base }) => fisherLowerTail(
      { passes: head.passes, trials: head.graded },
      { passes: base.passes, trials: base.graded }
    )
  );
  const { rejected, adjusted } = holmBonferroni(pValues, alpha);
  return new Map(
    pairs.map(({ head }, index) => [
      head.key,
      {
        pValue: pValues[index] ?? 1,
        adjustedPValue: adjusted[index] ?? 1,
        rejected: rejected[index] ?? false
      }
    ])
  );
}
function compareCase(key, head, base, hasBaseline, test) {
  const known = head ?? base;
  if (known === void 0) throw new Error(`no case result for ${key}`);
  const entry = {
    key,
    suite: known.suite,
    case: known.case,
    runner: known.runner,
    category: "unchanged",
    head,
    base
  };
  if (head?.passRate != null && base?.passRate != null) entry.passRateDelta = head.passRate - base.passRate;
  if (test !== void 0) {
    entry.pValue = test.pValue;
    entry.adjustedPValue = test.adjustedPValue;
  }
  const { category, evidence } = categorize(head, base, hasBaseline, test);
  entry.category = category;
  if (evidence !== void 0) entry.evidence = evidence;
  return entry;
}
function categorize(head, base, hasBaseline, test) {
  if (head === void 0) return { category: "removed" };
  if (head.verdict === "unexpected-passed") return { category: "unexpected-pass" };
  if (!hasBaseline) return { category: isMixed(head) ? "flaky" : "not-compared" };
  if (base === void 0) return { category: "new" };
  if (head.verdict === "skipped" || base.verdict === "skipped") return { category: "not-compared" };
  const wasGood = meetsExpectation(base.verdict);
  const isGood = meetsExpectation(head.verdict);
  if (wasGood && !isGood) {
    if (head.graded === 0) return { category: "regressed", evidence: "errored" };
    if (head.graded <= 1 || base.graded <= 1) return { category: "regressed", evidence: "single-run" };
    if (test?.rejected === true) return { category: "regressed", evidence: "significant" };
    return { category: isMixed(head) || isMixed(base) ? "flaky" : "changed" };
  }
  if (!wasGood && isGood) return { category: "fixed" };
  if (isMixed(head) || isMixed(base)) return { category: "flaky" };
  return { category: isGood ? "unchanged" : "still-failing" };
}
function meetsExpectation(verdict) {
  return verdict === "passed" || verdict === "expected-failed";
}
function isMixed(result) {
  return result.passes > 0 && result.passes < result.graded;
}
function byKey(cases) {
  return new Map(cases.map((result) => [result.key, result]));
}
function countCategories(cases) {
  const counts = {
    regressed: 0,
    "unexpected-pass": 0,
    fixed: 0,
    flaky: 0,
    changed: 0,
    "still-failing": 0,
    new: 0,
    removed: 0,
    unchanged: 0,
    "not-compared": 0
  };
  for (const entry of cases) counts[entry.category] += 1;
  return counts;
}

// src/report/format.ts
function formatPercent(fraction) {
  return fraction === null ? "\u2013" : `${(fraction * 100).toFixed(fraction === 1 || fraction === 0 ? 0 : 1)}%`;
}
function formatRateDelta(delta) {
  if (delta === void 0 || delta === null) return "\u2013";
  const points = Math.round(delta * 1e3) / 10;
  return points === 0 ? "\xB10" : `${points > 0 ? "+" : "\u2212"}${Math.abs(points).toFixed(1)} pt`;
}
function formatDuration(ms) {
  if (ms < 1e3) return `${Math.round(ms)} ms`;
  const seconds = ms / 1e3;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds - minutes * 60)} s`;
}
function formatUsd(amount) {
  return amount === void 0 ? "\u2013" : `$${amount.toFixed(amount < 1 ? 4 : 2)}`;
}
function firstLine(text, max = 200) {
  const line = (text.split("\n").find((candidate) => candidate.trim() !== "") ?? "").trim();
  return line.length > max ? `${line.slice(0, max - 1)}\u2026` : line;
}

// src/report/verdict-line.ts
var VERDICT_LABELS = {
  passed: "\u2705 passed",
  failed: "\u274C failed",
  "expected-failed": "\u2611\uFE0F expected failure",
  "unexpected-passed": "\u26A0\uFE0F unexpected pass",
  error: "\u{1F4A5} error",
  skipped: "\u23ED\uFE0F skipped"
};
function verdictLine(results) {
  const counts = results.summary.cases;
  const total = results.cases.length;
  const bad = (counts.failed ?? 0) + (counts.error ?? 0) + (counts["unexpected-passed"] ?? 0);
  if (!results.run.complete)
    return `\u{1F4A5} the run did not complete (${results.executions.length} executions recorded)`;
  if (total === 0) return "no cases ran";
  const parts = [
    counts.failed ? `${counts.failed} failed` : "",
    counts.error ? `${counts.error} errored` : "",
    counts["unexpected-passed"] ? `${counts["unexpected-passed"]} passed unexpectedly` : ""
  ].filter((part) => part !== "");
  if (bad === 0) {
    const expected = counts["expected-failed"] ? `, ${counts["expected-failed"]} failed as expected` : "";
    return `\u2705 ${total === 1 ? "the case" : `all ${total} cases`} met expectations${expected}`;
  }
  return `\u274C ${parts.join(", ")} of ${total} cases`;
}

// src/report/comparison-text.ts
function rateText(result) {
  const interval = result.wilson ? `, 95% CI ${formatPercent(result.wilson.low)}\u2013${formatPercent(result.wilson.high)}` : "";
  return `${formatPercent(result.passRate)} (${result.passes}/${result.graded}${interval})`;
}
function formatP(value) {
  if (value === void 0) return "\u2013";
  return value < 1e-4 ? "< 0.0001" : value.toPrecision(2);
}
function regressionText(entry) {
  const { head, base } = entry;
  if (head === void 0 || base === void 0) return "";
  if (entry.evidence === "errored") return `${rateText(base)} \u2192 every execution errored`;
  const change = `${rateText(base)} \u2192 ${rateText(head)}`;
  if (entry.evidence === "single-run") return `${change}, single run`;
  return `${change}, p = ${formatP(entry.adjustedPValue)} (Holm-adjusted)`;
}
var EVIDENCE_ORDER = [
  "significant",
  "single-run",
  "errored",
  void 0
];
function regressions(comparison) {
  return comparison.cases.filter((entry) => entry.category === "regressed").sort((a, b) => EVIDENCE_ORDER.indexOf(a.evidence) - EVIDENCE_ORDER.indexOf(b.evidence));
}
function changeDetail(entry) {
  const { head, base } = entry;
  switch (entry.category) {
    case "regressed":
      return regressionText(entry);
    case "flaky":
    case "changed":
      return flakyDetail(entry);
    case "fixed":
      return head && base ? `${rateText(base)} \u2192 ${rateText(head)}` : "";
    case "new":
      return head ? `${VERDICT_LABELS[head.verdict]}, ${rateText(head)}` : "";
    case "removed":
      return base ? `was ${VERDICT_LABELS[base.verdict]}` : "";
    default:
      return "";
  }
}
var CATEGORY_NOTES = {
  regressed: "regressed",
  fixed: "fixed",
  "still-failing": "failing on base too",
  new: "new case",
  flaky: "flaky",
  changed: "not significant",
  removed: "removed"
};
function changeNote(entry) {
  const note = CATEGORY_NOTES[entry.category];
  if (note === void 0) return "";
  const detail = changeDetail(entry);
  return detail === "" ? note : `${note}: ${detail}`;
}
function flakyDetail(entry) {
  const { head, base } = entry;
  if (head === void 0) return "";
  if (base === void 0) return rateText(head);
  const kind = entry.category === "changed" ? "dropped" : "mixed outcomes";
  const test = entry.pValue === void 0 ? "" : `, not significant: p = ${formatP(entry.pValue)}, ${formatP(entry.adjustedPValue)} after Holm`;
  return `${rateText(base)} \u2192 ${rateText(head)} (${kind}${test})`;
}
function comparisonMethod(comparison) {
  const tested = comparison.testedCases;
  return tested === 0 ? "Single runs: a pass \u2192 fail is shown as a regression marked single run." : `With several runs on both sides a regression needs a one-sided Fisher exact test to reject at \u03B1 = ${comparison.alpha} after Holm\u2013Bonferroni correction over ${tested} case${tested === 1 ? "" : "s"}.`;
}
function comparisonCounts(comparison) {
  const { counts } = comparison;
  return `${counts.regressed} regressed, ${counts.fixed} fixed, ${counts.flaky} flaky, ${counts.changed} changed (not significant), ${counts.new} new, ${counts.removed} removed`;
}
function mismatchText(mismatch, markup) {
  const field = mismatch.field === "model" ? "model" : "agent CLI version";
  return `${markup.code(mismatch.runner)}: ${field} differs from base (${markup.text(mismatch.base ?? "\u2013")} \u2192 ${markup.text(mismatch.head ?? "\u2013")}); changes may come from it, not from the skill.`;
}

// src/report/comment/comment-verdict.ts
function commentVerdict(results, comparison) {
  const counts = results.summary.cases;
  const total = results.cases.filter((result) => result.verdict !== "skipped").length;
  const failing = [
    counts.failed ? `${counts.failed} failed` : "",
    counts.error ? `${counts.error} errored` : "",
    counts["unexpected-passed"] ? `${counts["unexpected-passed"]} passed unexpectedly` : ""
  ].filter((part) => part !== "");
  const of = `of ${total} case${total === 1 ? "" : "s"}`;
  const missing = results.run.shards?.missing ?? [];
  if (missing.length > 0) {
    const expected2 = results.run.shards?.expected ?? missing.length;
    const which = missing.map((shard) => `shard ${shard.index} of ${expected2} (${shard.reason})`).join(", ");
    return `\u{1F4A5} Incomplete: ${which} missing; the results below are partial, not green`;
  }
  if (!results.run.complete)
    return `\u{1F4A5} Incomplete: the run did not finish (${results.executions.length} executions recorded); not green`;
  if (total === 0) return "\u2796 Nothing ran: no cases were selected";
  const regressions2 = comparison.counts.regressed;
  if (regressions2 > 0) {
    const also = failing.length > 0 ? `; ${failing.join(", ")} ${of}` : "";
    return `\u274C Worse than base: ${regressions2} regression${regressions2 === 1 ? "" : "s"}${also}`;
  }
  const baseNote = comparison.baseline === void 0 ? "no baseline to compare with" : "no regressions against base";
  if (failing.length > 0) return `\u274C Failing: ${failing.join(", ")} ${of}; ${baseNote}`;
  const expected = counts["expected-failed"] ? ` (${counts["expected-failed"]} as expected failures)` : "";
  const met = total === 1 ? "the case met its expectation" : `all ${total} cases met expectations`;
  return `\u2705 Passing: ${met}${expected}; ${baseNote}`;
}

// src/report/markdown-escape.ts
function escapeMarkdownCell(text) {
  return escapeMarkdownInline(text).replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}
function escapeMarkdownInline(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/([\\`*_[\]#~])/g, "\\$1");
}
function markdownCode(text) {
  const longestRun = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = "`".repeat(longestRun + 1);
  const padded = text.startsWith("`") || text.endsWith("`") ? ` ${text} ` : text;
  return `${fence}${padded.replace(/\r?\n/g, " ").replace(/\|/g, "\\|")}${fence}`;
}

// src/report/comment/comment-marker.ts
var DEFAULT_COMMENT_HEADER = "skill-eval";
function commentMarker(header2 = DEFAULT_COMMENT_HEADER) {
  const safe = header2.replace(/[^A-Za-z0-9._/:@+=-]/g, "_").replace(/-{2,}/g, "-");
  return `<!-- skill-eval:comment header=${safe === "" ? DEFAULT_COMMENT_HEADER : safe} -->`;
}

// src/report/comment/case-lines.ts
var MAX_LABEL = 120;
var MAX_MESSAGE = 200;
function caseLabel(result) {
  return `${markdownCode(clip(`${result.suite}/${result.case}`))} on ${markdownCode(clip(result.runner))}`;
}
function failureNotes(results) {
  const notes2 = /* @__PURE__ */ new Map();
  for (const execution of results.executions) {
    const key = caseKey(execution.suite, execution.case, execution.runner);
    if (execution.failure === void 0 || notes2.has(key)) continue;
    notes2.set(key, {
      classLabel: execution.failure.class.label ?? execution.failure.class.id,
      message: escapeMarkdownInline(firstLine(messageOf(execution), MAX_MESSAGE))
    });
  }
  return notes2;
}
function messageOf(execution) {
  const assertion = execution.assertions.find((outcome) => !outcome.passed && !outcome.golden);
  if (assertion?.message) return `${assertion.name}: ${assertion.message}`;
  return execution.failure?.message ?? "";
}
function clip(text) {
  return text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}\u2026` : text;
}

// src/report/comment/comment-sections.ts
function listSections(results, comparison) {
  const notes2 = failureNotes(results);
  const inCategory = (category) => comparison.cases.filter((entry) => entry.category === category);
  const withVerdict = (...verdicts) => results.cases.filter((result) => verdicts.includes(result.verdict));
  const sections = [
    single(
      `\u274C Regressions (${comparison.counts.regressed})`,
      regressions(comparison).map(
        (entry) => `${caseLabel(entry)}: ${regressionText(entry)}${noteOf(notes2, entry.key)}`
      )
    ),
    single(
      `\u26A0\uFE0F Unexpected passes (${withVerdict("unexpected-passed").length})`,
      withVerdict("unexpected-passed").map(
        (result) => `${caseLabel(result)}: marked \`expectedFail\` but passed ${result.passes}/${result.graded}; the expectation is stale (drop \`expectedFail\` or tighten the case).`
      )
    ),
    single(
      `Expected failures (${withVerdict("expected-failed").length})`,
      withVerdict("expected-failed").map(
        (result) => `${caseLabel(result)}${noteOf(notes2, result.key, ": ")}`
      )
    ),
    single(
      `\u{1F3B2} Flaky or not significant (${inCategory("flaky").length + inCategory("changed").length})`,
      [...inCategory("flaky"), ...inCategory("changed")].map(flakyLine)
    ),
    single(
      `Fixed, new and removed (${inCategory("fixed").length + inCategory("new").length + inCategory("removed").length})`,
      [
        ...[...inCategory("fixed"), ...inCategory("new"), ...inCategory("removed")].map(
          (entry) => `${entry.category}: ${caseLabel(entry)}: ${changeDetail(entry)}`
        )
      ]
    ),
    failuresByClass(withVerdict("failed", "error"), notes2, comparison)
  ];
  return sections.filter((section) => section.groups.some((group) => group.items.length > 0));
}
function single(heading, items) {
  return { heading, groups: [{ items }] };
}
function failuresByClass(failing, notes2, comparison) {
  const categories = new Map(comparison.cases.map((entry) => [entry.key, entry.category]));
  const groups = /* @__PURE__ */ new Map();
  for (const result of failing) {
    const note = notes2.get(result.key);
    const title = note?.classLabel ?? "No failure recorded";
    const category = categories.get(result.key);
    const context = category === void 0 ? void 0 : CATEGORY_NOTES[category];
    const counts = [failedCount(result), ...context === void 0 ? [] : [context]].join(", ");
    const line = `${caseLabel(result)} (${counts})${note?.message ? `: ${note.message}` : ""}`;
    groups.set(title, [...groups.get(title) ?? [], line]);
  }
  return {
    heading: `Failures by class (${failing.length})`,
    groups: [...groups.entries()].sort(([a, left], [b, right]) => right.length - left.length || (a < b ? -1 : 1)).map(([title, items]) => ({ title: `${title} (${items.length})`, items }))
  };
}
function failedCount(result) {
  if (result.verdict === "error") return `${result.errors}/${result.iterations} errored`;
  return `${result.graded - result.passes}/${result.graded} failed`;
}
function flakyLine(entry) {
  const detail = changeDetail(entry);
  return detail === "" ? caseLabel(entry) : `${caseLabel(entry)}: ${detail}`;
}
function noteOf(notes2, key, separator = " \u2014 ") {
  const message = notes2.get(key)?.message;
  return message ? `${separator}${message}` : "";
}

// src/report/comment/comment-tables.ts
function passRateTable(results, comparison) {
  const withBase = comparison.baseline !== void 0;
  const byRunner = new Map(comparison.runners.map((runner) => [runner.runner, runner]));
  const rows = summarizeRunners(results).map((summary) => {
    const compared = byRunner.get(summary.runner);
    return [
      markdownCode(summary.runner),
      escapeMarkdownCell(summary.model ? `${summary.agent} (${summary.model})` : summary.agent),
      formatPercent(summary.passRate),
      ...withBase ? [formatPercent(compared?.base?.passRate ?? null), formatRateDelta(compared?.delta?.passRate)] : [],
      summary.passed,
      summary.failed,
      summary.errors,
      summary.expectedFailures,
      summary.unexpectedPasses
    ].join(" | ");
  });
  const header2 = withBase ? "| Runner | Agent | Pass rate | Base | \u0394 | Passed | Failed | Errors | Expected failures | Unexpected passes |" : "| Runner | Agent | Pass rate | Passed | Failed | Errors | Expected failures | Unexpected passes |";
  const align = withBase ? "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|" : "|---|---|---:|---:|---:|---:|---:|---:|";
  return [header2, align, ...rows.map((row) => `| ${row} |`)].join("\n");
}
function costTable(comparison) {
  const rows = comparison.runners.map(
    (runner) => [
      markdownCode(runner.runner),
      withDelta(
        formatDuration(runner.head.durationMs),
        runner,
        (delta) => signed(delta.durationMs, formatDuration)
      ),
      withDelta(formatCount(runner.head.tokens), runner, (delta) => signed(delta.tokens, formatCount)),
      withDelta(
        formatUsd(runner.head.costUsd),
        runner,
        (delta) => delta.costUsd === void 0 ? "" : signed(delta.costUsd, (value) => formatUsd(value))
      )
    ].join(" | ")
  );
  return [
    "| Runner | Duration | Tokens | Cost |",
    "|---|---:|---:|---:|",
    ...rows.map((row) => `| ${row} |`)
  ].join("\n");
}
function caseTable(results, runner, maxRows, hint) {
  const cases = results.cases.filter((result) => result.runner === runner);
  const rows = cases.slice(0, maxRows).map(
    (result) => [
      markdownCode(result.suite),
      caseCell(result),
      VERDICT_LABELS[result.verdict],
      rateText(result),
      formatDuration(result.durationMs.mean),
      formatUsd(result.costUsd)
    ].join(" | ")
  );
  return [
    "| Suite | Case | Verdict | Pass rate | Mean duration | Cost |",
    "|---|---|---|---:|---:|---:|",
    ...rows.map((row) => `| ${row} |`),
    ...cases.length > rows.length ? ["", `\u2026 ${cases.length - rows.length} more, ${hint}.`] : []
  ].join("\n");
}
function caseCell(result) {
  const labels = Object.entries(result.labels ?? {});
  const labelValues = new Set(labels.map(([, value]) => value));
  const extras = [
    ...(result.tags ?? []).filter((tag) => !labelValues.has(tag)),
    ...labels.map(([key, value]) => `${key}: ${value}`)
  ];
  return [
    markdownCode(result.case),
    ...result.title === void 0 ? [] : [escapeMarkdownCell(result.title)],
    ...extras.length === 0 ? [] : [`(${escapeMarkdownCell([...new Set(extras)].join(", "))})`]
  ].join(" ");
}
function withDelta(value, runner, describe) {
  if (runner.delta === void 0) return value;
  const change = describe(runner.delta);
  return change === "" ? value : `${value} (${change})`;
}
function signed(delta, format) {
  if (delta === 0) return "\xB10";
  return `${delta > 0 ? "+" : "\u2212"}${format(Math.abs(delta))}`;
}
function formatCount(value) {
  if (value >= 1e6) return `${(value / 1e6).toFixed(1)}M`;
  if (value >= 1e4) return `${(value / 1e3).toFixed(1)}k`;
  return String(Math.round(value));
}

// src/report/comment/fit-to-limit.ts
var encoder = new TextEncoder();
function byteLength(text) {
  return encoder.encode(text).length;
}
function cutToLimit(text, limit, trailer) {
  if (byteLength(text) <= limit) return text;
  const room = limit - byteLength(trailer);
  if (room < 0) return "";
  let low = 0;
  let high = Math.min(text.length, room);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (byteLength(text.slice(0, middle)) <= room) low = middle;
    else high = middle - 1;
  }
  const end = low > 0 && /[\uD800-\uDBFF]/.test(text.charAt(low - 1)) ? low - 1 : low;
  return `${text.slice(0, end)}${trailer}`;
}

// src/report/comment/selection-section.ts
function selectionSection(results) {
  const selection = results.run.selection;
  if (selection === void 0) return [];
  const suites = results.suites.map((suite) => {
    const reasons = suite.selectedBecause ?? [];
    return reasons.length === 0 ? markdownCode(suite.id) : `${markdownCode(suite.id)}: ${reasons.map(escapeMarkdownInline).join("; ")}`;
  });
  const removed = selection.removedSuites.map((path) => `${markdownCode(path)}: removed by this change`);
  return [
    {
      heading: `\u{1F50E} ${results.suites.length === 1 ? "Why this suite ran" : `Why these ${results.suites.length} suites ran`}: ${escapeMarkdownInline(selection.reason)}`,
      groups: [{ items: [...suites, ...removed] }]
    }
  ];
}

// src/compare/skill-uplift.ts
var WITHOUT_SKILL_SUFFIX = "-without-skill";
function skillUplifts(results) {
  const tallies = /* @__PURE__ */ new Map();
  for (const result of results.cases) {
    const without = result.runner.endsWith(WITHOUT_SKILL_SUFFIX);
    const runner = without ? result.runner.slice(0, -WITHOUT_SKILL_SUFFIX.length) : result.runner;
    const key = `${result.suite}\0${runner}`;
    const entry = tallies.get(key) ?? {
      suite: result.suite,
      runner,
      with: { passes: 0, trials: 0 },
      without: { passes: 0, trials: 0 }
    };
    add(without ? entry.without : entry.with, result);
    tallies.set(key, entry);
  }
  return [...tallies.values()].filter(
    (entry) => results.runners.some((runner) => runner.id === `${entry.runner}${WITHOUT_SKILL_SUFFIX}`)
  ).map((entry) => ({
    ...entry,
    uplift: entry.with.trials === 0 || entry.without.trials === 0 ? null : entry.with.passes / entry.with.trials - entry.without.passes / entry.without.trials,
    pValue: fisherLowerTail(entry.without, entry.with)
  })).sort((a, b) => a.suite.localeCompare(b.suite) || a.runner.localeCompare(b.runner));
}
function add(tally, result) {
  tally.passes += result.passes;
  tally.trials += result.graded;
}

// src/report/comment/uplift-section.ts
function upliftSection(results) {
  const uplifts = skillUplifts(results);
  if (uplifts.length === 0) return [];
  const items = uplifts.map((entry) => {
    const side = (tally) => `${formatPercent(tally.trials === 0 ? null : tally.passes / tally.trials)} (${tally.passes}/${tally.trials})`;
    const change = entry.uplift === null ? "not comparable" : `${entry.uplift >= 0 ? "+" : "\u2212"}${Math.abs(Math.round(entry.uplift * 100))} points (one-sided Fisher p = ${formatP(entry.pValue)})`;
    return `${markdownCode(entry.suite)} on ${markdownCode(entry.runner)}: ${side(entry.with)} with the skill, ${side(entry.without)} without: ${change}`;
  });
  return [
    { heading: "\u{1F4C8} Skill uplift (the same cases with and without the skill installed)", groups: [{ items }] }
  ];
}

// src/report/comment/render-comment.ts
var COMMENT_LIMIT = 65536;
var SUMMARY_LIMIT = 1048576;
var LIST_CAPS = [Number.POSITIVE_INFINITY, 200, 100, 50, 25, 10, 5, 2, 0];
var OPEN_ITEMS = 10;
function renderComment(input, options = {}) {
  const limit = options.limit ?? COMMENT_LIMIT;
  const hint = options.overflowHint ?? "see the job summary and the artifacts";
  const comparison = input.comparison ?? compareResults(input.results, void 0);
  const parts = {
    top: topPart(input.results, comparison, options.header ?? DEFAULT_COMMENT_HEADER),
    lists: [
      ...listSections(input.results, comparison),
      ...upliftSection(input.results),
      ...selectionSection(input.results)
    ],
    bottom: bottomPart(input, comparison),
    allCases: options.allCases === true ? input.results.runners.map((runner) => runner.id) : []
  };
  let rendered = "";
  for (const cap of LIST_CAPS) {
    rendered = layout(input.results, parts, cap, hint);
    if (byteLength(rendered) <= limit) return rendered;
  }
  return cutToLimit(rendered, limit, `

\u2026 cut to fit; ${hint}.
`);
}
function layout(results, parts, cap, hint) {
  const lists = parts.lists.map((section) => renderList(section, cap, hint));
  const tables = cap === 0 ? [] : parts.allCases.map(
    (runner) => details(`All cases on ${escapeMarkdownInline(runner)}`, caseTable(results, runner, cap * 10, hint))
  );
  return `${[...parts.top, ...lists, ...parts.bottom, ...tables].join("\n\n")}
`;
}
function topPart(results, comparison, header2) {
  return [
    commentMarker(header2),
    `## ${commentVerdict(results, comparison)}`,
    baselineLine(results, comparison),
    ...notes(results, comparison),
    passRateTable(results, comparison)
  ];
}
function baselineLine(results, comparison) {
  const head = results.run.commit ? `Head ${markdownCode(shortSha(results.run.commit))}` : "This run";
  const { baseline } = comparison;
  if (baseline === void 0)
    return `${head} has no baseline to compare with, so nothing counts as a regression.`;
  const commit = baseline.commit ? ` ${markdownCode(shortSha(baseline.commit))}` : "";
  const behind = baseline.commitsBehind === void 0 ? "" : baseline.commitsBehind === 0 ? ", the merge base" : `, ${baseline.commitsBehind} commit${baseline.commitsBehind === 1 ? "" : "s"} behind the merge base`;
  const source = baseline.source ? ` (${escapeMarkdownInline(baseline.source)})` : "";
  return `${head} compared with base${commit}${behind}${source}. ${comparisonMethod(comparison)}`;
}
function notes(results, comparison) {
  const mismatches = comparison.mismatches.map(
    (mismatch) => `> \u26A0\uFE0F ${mismatchText(mismatch, { code: markdownCode, text: escapeMarkdownInline })}`
  );
  const budget = results.executions.filter((execution) => execution.skipReason === "budget").length;
  const missing = (results.run.shards?.missing ?? []).map(
    (shard) => `> \u{1F4A5} Shard ${shard.index} is missing: ${escapeMarkdownInline(shard.reason)}`
  );
  return [
    ...missing,
    ...mismatches,
    ...budget === 0 ? [] : [`> \u26A0\uFE0F The budget was reached: ${budget} execution(s) were skipped and count nowhere.`]
  ];
}
function bottomPart(input, comparison) {
  const links = [
    link("Workflow run", input.links?.runUrl),
    link("Artifacts", input.links?.artifactsUrl),
    link("Full report", input.links?.reportUrl)
  ].filter((entry) => entry !== "");
  return [
    details("Cost and tokens", costTable(comparison)),
    ...links.length === 0 ? [] : [links.join(" \xB7 ")]
  ];
}
function renderList(section, cap, hint) {
  const total = section.groups.reduce((sum3, group) => sum3 + group.items.length, 0);
  const more = total > cap ? [`\u2026 ${total - cap} more, ${hint}.`] : [];
  const heading = `### ${section.heading}`;
  const [only] = section.groups;
  if (section.groups.length === 1 && only !== void 0 && only.title === void 0) {
    const shown = only.items.slice(0, cap).map((item) => `- ${item}`);
    const open = shown.slice(0, OPEN_ITEMS);
    const rest = shown.slice(OPEN_ITEMS);
    if (rest.length === 0) return [heading, ...open, ...more.length > 0 ? ["", ...more] : []].join("\n");
    return [
      heading,
      ...open,
      "",
      details(`${total - OPEN_ITEMS} more`, [...rest, ...more.length > 0 ? ["", ...more] : []].join("\n"))
    ].join("\n");
  }
  const lines = [];
  let room = cap;
  for (const group of section.groups) {
    if (room <= 0) break;
    const shown = group.items.slice(0, room);
    room -= shown.length;
    if (group.title !== void 0) lines.push("", `**${escapeMarkdownInline(group.title)}**`, "");
    lines.push(...shown.map((item) => `- ${item}`));
  }
  const body = [...lines, ...more.length > 0 ? ["", ...more] : []].join("\n").trim();
  return [heading, total > OPEN_ITEMS ? details(`Show ${total}`, body) : body].join("\n");
}
function details(summary, body) {
  return `<details><summary>${summary}</summary>

${body}

</details>`;
}
function link(label, url) {
  if (url === void 0 || !/^https?:\/\/[^\s]+$/.test(url)) return "";
  return `[${label}](${url.replace(/[()<>"]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)})`;
}
function shortSha(commit) {
  return /^[0-9a-f]{40}$/i.test(commit) ? commit.slice(0, 7) : commit;
}

// src/report/render-markdown.ts
function renderMarkdownReport(results, options = {}) {
  return renderComment(
    { results, comparison: options.comparison, links: options.links },
    {
      limit: SUMMARY_LIMIT,
      header: options.header,
      allCases: true,
      overflowHint: "see results.json in the output folder or the artifacts"
    }
  );
}

// src/report/write-html-report.ts
import { existsSync as existsSync2, readdirSync as readdirSync2, readFileSync } from "node:fs";
import { dirname, join as join2, relative as relative2, resolve } from "node:path";

// src/report/xml-escape.ts
var ILLEGAL_XML_CHARS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
function stripIllegalXmlChars(text) {
  return text.replace(ILLEGAL_XML_CHARS, "");
}
function escapeXmlText(text) {
  return stripIllegalXmlChars(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\r/g, "&#13;");
}
function escapeXmlAttribute(text) {
  return stripIllegalXmlChars(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;").replace(/\t/g, "&#9;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;");
}

// src/report/html/comparison-section.ts
function renderComparisonSection(comparison) {
  const { baseline } = comparison;
  if (baseline === void 0) return "";
  const inCategory = (...categories) => comparison.cases.filter((entry) => categories.includes(entry.category));
  const commit = baseline.commit === void 0 ? "" : ` ${codeSpan(baseline.commit)}`;
  const source = baseline.source === void 0 ? "" : ` (${escapeXmlText(baseline.source)})`;
  const mismatches = comparison.mismatches.map(
    (mismatch) => `<p class="warn">${mismatchText(mismatch, { code: codeSpan, text: escapeXmlText })}</p>`
  );
  return [
    '<section aria-labelledby="compare-title"><h2 id="compare-title">Compared with base</h2>',
    `<p>Base${commit}${source}: ${escapeXmlText(comparisonCounts(comparison))}. ${escapeXmlText(comparisonMethod(comparison))}</p>`,
    ...mismatches,
    list("Regressions", "regressed", regressions(comparison)),
    list("Flaky or not significant", "flaky", inCategory("flaky", "changed")),
    list("Fixed", "fixed", inCategory("fixed")),
    list("New", "new", inCategory("new")),
    list("Removed", "removed", inCategory("removed")),
    "</section>"
  ].join("\n");
}
function list(title, id, entries) {
  if (entries.length === 0) return "";
  const items = entries.map((entry) => {
    const detail = changeDetail(entry);
    const label = `${codeSpan(`${entry.suite}/${entry.case}`)} on ${codeSpan(entry.runner)}`;
    return `<li>${label}${detail === "" ? "" : `: ${escapeXmlText(detail)}`}</li>`;
  });
  return `<h3 id="compare-${id}">${title} (${entries.length})</h3><ul class="changes">${items.join("")}</ul>`;
}
function codeSpan(text) {
  return `<code>${escapeXmlText(text)}</code>`;
}

// src/report/html/content-security-policy.ts
import { createHash } from "node:crypto";
function contentSecurityPolicy(inline) {
  return [
    "default-src 'none'",
    `style-src ${sha256Source(inline.style)}`,
    `script-src ${sha256Source(inline.script)}`,
    "base-uri 'none'",
    "form-action 'none'"
  ].join("; ");
}
function sha256Source(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

// src/report/html/embed-json.ts
function jsonForScript(value) {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => UNICODE_ESCAPES[char] ?? char);
}
var UNICODE_ESCAPES = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029"
};

// src/report/html/pack-detail.ts
import { gzipSync } from "node:zlib";
var COMPRESS_ABOVE_BYTES = 2048;
function packDetail(detail, compressAboveBytes = COMPRESS_ABOVE_BYTES) {
  const json = JSON.stringify(detail);
  if (Buffer.byteLength(json) <= compressAboveBytes)
    return { type: "application/json", text: jsonForScript(detail) };
  return { type: "application/gzip+base64", text: gzipSync(json).toString("base64") };
}

// src/report/html/pass-rate-tables.ts
function renderPassRateTables(results, comparison) {
  const withBaseline = comparison.baseline !== void 0;
  const baseCases = comparison.cases.flatMap((entry) => entry.base === void 0 ? [] : [entry.base]);
  const rows = (keyOf, names) => names.map((name) => ({
    name,
    cases: results.cases.filter((result) => keyOf(result) === name),
    baselineCases: baseCases.filter((result) => keyOf(result) === name)
  }));
  const byRunner = rows(
    (result) => result.runner,
    results.runners.map((runner) => runner.id)
  );
  const bySuite = rows(
    (result) => result.suite,
    [...new Set(results.cases.map((result) => result.suite))].sort()
  );
  return `<div class="rates">${table("Runner", byRunner, withBaseline)}${table("Suite", bySuite, withBaseline)}</div>`;
}
function table(label, rows, withBaseline) {
  const head = [
    "Pass rate",
    ...withBaseline ? ["Baseline", "\u0394"] : [],
    "Cases",
    "Failed",
    "Errors",
    "Unexpected passes"
  ];
  const body = rows.map((row) => {
    const counts = countCases(row.cases);
    const cells = [
      formatPercent(counts.passRate),
      ...withBaseline ? baselineCells(counts.passRate, countCases(row.baselineCases).passRate) : [],
      String(counts.cases),
      String(counts.failed),
      String(counts.errors),
      String(counts.unexpectedPasses)
    ];
    return `<tr><td><code>${escapeXmlText(row.name)}</code></td>${cells.map((cell) => `<td>${cell}</td>`).join("")}</tr>`;
  });
  return `<table class="rate"><caption class="label">Pass rate per ${label.toLowerCase()}</caption><thead><tr><th scope="col">${label}</th>${head.map((name) => `<th scope="col">${name}</th>`).join("")}</tr></thead><tbody>${body.join("")}</tbody></table>`;
}
function baselineCells(rate, baselineRate) {
  const delta = rate === null || baselineRate === null ? null : rate - baselineRate;
  const text = formatRateDelta(delta);
  const direction = delta === null || text === "\xB10" ? void 0 : delta > 0 ? "up" : "down";
  return [
    formatPercent(baselineRate),
    direction === void 0 ? text : `<span class="${direction}">${text}</span>`
  ];
}

// src/report/html/report-data.ts
function buildReportData(input) {
  const comparisons = new Map(input.comparison.cases.map((entry) => [entry.key, entry]));
  return {
    runners: input.results.runners,
    cases: input.results.cases.map((result) => {
      const entry = comparisons.get(result.key);
      const text = entry === void 0 ? "" : changeNote(entry);
      return entry === void 0 || text === "" ? result : { ...result, change: { category: entry.category, text } };
    }),
    executions: input.results.executions.map((execution) => {
      const detail = input.executions.get(execution.key);
      return {
        ...execution,
        artifacts: (detail?.artifacts ?? []).map((name) => ({
          name,
          href: artifactHref(input.artifactsBase, execution.artifactDir, name)
        })),
        detail: detail?.report !== void 0
      };
    }),
    tags: Object.fromEntries(
      input.results.cases.flatMap(
        (result) => result.tags === void 0 || result.tags.length === 0 ? [] : [[`${result.suite}/${result.case}`, result.tags]]
      )
    )
  };
}
function sessionDetail(report) {
  const { runner: _runner, ...detail } = report;
  return detail;
}
function artifactHref(base, artifactDir, name) {
  const segments = [...base.split("/"), ...artifactDir.split("/"), name].filter((segment) => segment !== "");
  return segments.map((segment) => segment === ".." ? segment : encodeURIComponent(segment)).join("/");
}

// src/report/html/execution-script.ts
var EXECUTION_SCRIPT = `
  function openExecution(index, from) {
    const execution = executions[index];
    opener = from || document.activeElement;
    const body = h("div", { class: "detail-body" }, summaryParts(execution));
    const pending = h("p", { text: execution.detail ? "Loading the session\\u2026" : "No session transcript was stored for this execution." });
    body.append(pending);
    const close = h("button", { type: "button", onclick: () => dialog.close() }, "Close");
    const siblings = (execution.siblings || []).length > 1 ? h("div", { class: "dots", role: "group", "aria-label": "Iterations" },
      execution.siblings.map((run) => h("button", { type: "button", class: "dot v-" + run.status, "aria-current": run === execution ? "true" : null,
        title: "iteration " + run.iteration + ": " + LABEL[run.status], "aria-label": "iteration " + run.iteration + ": " + LABEL[run.status],
        onclick: () => openExecution(run.index, opener) }, GLYPH[run.status]))) : null;
    dialog.replaceChildren(h("div", { class: "detail-head" }, [
      h("div", { class: "detail-title" }, [
        h("h2", { id: "detail-title" }, [execution.key + " ", h("span", { class: "badge v-" + execution.status, text: LABEL[execution.status] })]),
        siblings]),
      close]), body);
    if (!dialog.open) dialog.showModal();
    close.focus();
    setHash("#execution-" + index);
    if (!execution.detail) return;
    loadDetail(index).then((detail) => {
      pending.replaceWith(...sessionParts(execution, detail));
    }, (error) => {
      pending.textContent = "The session could not be read: " + (error && error.message ? error.message : String(error));
    });
  }

  async function loadDetail(index) {
    const block = document.getElementById("detail-" + index);
    if (block.type === "application/json") return JSON.parse(block.textContent);
    const binary = atob(block.textContent.trim());
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    return JSON.parse(await new Response(stream).text());
  }

  function summaryParts(execution) {
    const parts = [];
    if (execution.failure && execution.status !== "passed") {
      const failureClass = execution.failure.class.label || execution.failure.class.id;
      const assertion = execution.assertions.find((a) => !a.passed && !a.golden && a.message === execution.failure.message);
      const heading = assertion ? "Why: assertion \\u201c" + assertion.name + "\\u201d failed (" + failureClass + ")" : "Why: " + failureClass + " (" + execution.failure.origin + ")";
      parts.push(h("section", { class: "why-box", "aria-label": "Why it failed" }, [
        h("h3", { text: heading }),
        textBlock(execution.failure.message || "(no message)")]));
    }
    if (execution.skipReason) parts.push(h("p", { text: "Skipped: " + execution.skipReason }));
    if (execution.assertions.length > 0) parts.push(h("h3", { text: "Assertions" }), assertionList(execution.assertions));
    parts.push(h("h3", { text: "Facts" }), facts(execution));
    if (execution.artifacts.length > 0) {
      parts.push(h("h3", { text: "Raw artifacts" }), h("ul", {}, execution.artifacts.map((artifact) =>
        h("li", {}, h("a", { href: artifact.href, text: artifact.name })))));
    }
    return parts;
  }

  function assertionList(assertions) {
    const ordered = assertions.filter((a) => !a.passed && !a.golden).concat(assertions.filter((a) => a.passed || a.golden));
    return h("ul", { class: "assertions" }, ordered.map((assertion) => {
      const flags = [assertion.type, assertion.golden ? "golden, not gating" : "", assertion.ungraded ? "ungraded" : "",
        assertion.score !== undefined ? "score " + assertion.score : ""].filter(Boolean).join(", ");
      return h("li", { class: assertion.passed ? "pass" : "fail" }, [
        h("div", {}, [h("strong", { text: (assertion.passed ? "\\u2713 passed: " : "\\u2717 failed: ") + assertion.name }), flags ? " (" + flags + ")" : ""]),
        assertion.message ? textBlock(assertion.message) : null,
        assertion.evidence ? h("div", { class: "label", text: "Evidence" }) : null,
        assertion.evidence ? textBlock(assertion.evidence) : null,
        assertion.source ? h("div", { class: "suite-id", text: assertion.source }) : null]);
    }));
  }

  function facts(execution) {
    const usage = execution.usage || {};
    const tokens = [["input", usage.inputTokens], ["output", usage.outputTokens], ["reasoning", usage.reasoningTokens],
      ["cache read", usage.cacheReadTokens], ["cache write", usage.cacheWriteTokens]]
      .filter((pair) => pair[1] !== undefined).map((pair) => pair[1] + " " + pair[0]).join(", ");
    const rows = [
      ["Runner", execution.runner + " (" + execution.agent + (execution.agentVersion ? " " + execution.agentVersion : "") + ")"],
      ["Model", execution.model],
      ["Iteration", String(execution.iteration)],
      ["Duration", formatDuration(execution.durationMs)],
      ["Tokens", tokens || undefined],
      ["Cost", execution.costUsd === undefined ? undefined : "$" + execution.costUsd.toFixed(4) + (execution.costEstimated ? " (estimated from list prices)" : "")],
      ["Turns", execution.turns === undefined ? undefined : String(execution.turns)],
      ["Skills detected", execution.detectedSkills.join(", ") || "none"],
    ].filter((row) => row[1] !== undefined);
    return h("dl", { class: "facts" }, rows.flatMap((row) => [h("dt", { text: row[0] }), h("dd", { text: row[1] })]));
  }

  function sessionParts(execution, detail) {
    const parts = [h("h3", { text: "Prompt" }), textBlock(detail.prompt || "")];
    const timeline = timelineSection(detail);
    parts.push(...timeline);
    parts.push(h("h3", { text: "Final output" }), textBlock(detail.finalOutput || "(empty)"));
    parts.push(h("h3", { text: "Skills" }), skillsList(detail));
    const files = detail.files || {};
    if ((files.observedReads || []).length + (files.observedWrites || []).length > 0) {
      parts.push(h("h3", { text: "Files" }), h("dl", { class: "facts" }, [
        h("dt", { text: "Read" }), h("dd", { class: "mono", text: (files.observedReads || []).join("\\n") || "none" }),
        h("dt", { text: "Written" }), h("dd", { class: "mono", text: (files.observedWrites || []).join("\\n") || "none" })]));
    }
    const raw = detail.rawArtifacts || {};
    const recorded = Object.entries(raw).filter((pair) => pair[1]);
    if (recorded.length > 0) {
      parts.push(h("h3", { text: "Recorded paths" }), h("dl", { class: "facts" },
        recorded.flatMap((pair) => [h("dt", { text: pair[0] }), h("dd", { class: "mono", text: pair[1] })])));
    }
    if (detail.unparsedLines > 0) parts.push(h("p", { text: detail.unparsedLines + " line(s) of agent output were not understood (see stdout)." }));
    return parts;
  }

  function skillsList(detail) {
    const items = (detail.detectedSkills || []).map((skill) => h("li", {}, [
      h("strong", { text: skill.skill }), " \\u2014 " + skill.confidence + " evidence",
      h("ul", {}, skill.evidence.map((line) => h("li", { text: line })))]));
    for (const skill of detail.attemptedSkills || []) {
      items.push(h("li", {}, [h("strong", { text: skill.skill }), " \\u2014 attempted (the skill call failed)",
        h("ul", {}, skill.evidence.map((line) => h("li", { text: line })))]));
    }
    return items.length > 0 ? h("ul", {}, items) : h("p", { text: "No skill was detected." });
  }
`;

// src/report/html/grid-script.ts
var GRID_SCRIPT = `
  function buildRows() {
    const byCase = new Map();
    executions.forEach((execution, index) => {
      execution.index = index;
      const key = execution.suite + "/" + execution.case + "/" + execution.runner;
      if (!byCase.has(key)) byCase.set(key, []);
      byCase.get(key).push(execution);
    });
    const byRow = new Map();
    for (const result of data.cases) {
      const id = result.suite + "/" + result.case;
      if (!byRow.has(id)) {
        byRow.set(id, { id, search: id.toLowerCase(), suite: result.suite, name: result.case, cells: new Map(), tags: data.tags[id] || [], rank: ORDER.length });
      }
      const row = byRow.get(id);
      const runs = (byCase.get(result.key) || []).slice().sort((a, b) => a.iteration - b.iteration);
      for (const run of runs) run.siblings = runs;
      const failing = runs.find((run) => run.failure && run.status !== "passed");
      const classes = new Set(runs.filter((run) => run.failure).map((run) => run.failure.class.label || run.failure.class.id));
      row.cells.set(result.runner, { result, runs, failing, classes });
      row.rank = Math.min(row.rank, rank(result.verdict));
    }
    return [...byRow.values()].sort((a, b) => a.rank - b.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  function buildFilters() {
    const form = document.getElementById("filters");
    const search = h("input", { type: "search", id: "case-search", placeholder: "suite/case", "aria-describedby": "count",
      oninput: (event) => { state.query = event.target.value.trim().toLowerCase(); applyFilters(); } });
    form.append(h("label", { for: "case-search" }, ["Case id ", search]));
    const verdictCounts = new Map();
    for (const result of data.cases) verdictCounts.set(result.verdict, (verdictCounts.get(result.verdict) || 0) + 1);
    form.append(checkboxes("Status", ORDER.filter((verdict) => verdictCounts.has(verdict)),
      (verdict) => LABEL[verdict] + " (" + verdictCounts.get(verdict) + ")", state.verdicts, "status"));
    if (allRunners.length > 1) form.append(checkboxes("Runner", allRunners, (runner) => runner, state.runners, "runner"));
    const tags = [...new Set(Object.values(data.tags).flat())].sort();
    if (tags.length > 0) form.append(select("Tag", "tag-filter", tags, "tag"));
    const classes = [...new Set(executions.filter((run) => run.failure).map((run) => run.failure.class.label || run.failure.class.id))].sort();
    if (classes.length > 0) form.append(select("Failure class", "class-filter", classes, "failureClass"));
  }

  function checkboxes(legend, values, label, selected, name) {
    return h("fieldset", {}, [h("legend", { text: legend })].concat(values.map((value) =>
      h("label", {}, [h("input", { type: "checkbox", name, value, checked: true, onchange: (event) => {
        if (event.target.checked) selected.add(value); else selected.delete(value);
        applyFilters();
      } }), " " + label(value)]))));
  }

  function select(label, id, values, key) {
    const control = h("select", { id, onchange: (event) => { state[key] = event.target.value; applyFilters(); } },
      [h("option", { value: "", text: "any" })].concat(values.map((value) => h("option", { value, text: value }))));
    return h("label", { for: id }, [label + " ", control]);
  }

  function visibleRunners() {
    return allRunners.filter((runner) => state.runners.has(runner));
  }

  function cellMatches(cell) {
    return state.verdicts.has(cell.result.verdict) && (state.failureClass === "" || cell.classes.has(state.failureClass));
  }

  function rowMatches(row, runners) {
    if (state.query !== "" && !row.search.includes(state.query)) return false;
    if (state.tag !== "" && !row.tags.includes(state.tag)) return false;
    return runners.some((runner) => row.cells.has(runner) && cellMatches(row.cells.get(runner)));
  }

  function applyFilters() {
    const runners = visibleRunners();
    shown = rows.filter((row) => rowMatches(row, runners));
    rendered = 0;
    grid.replaceChildren(
      h("thead", {}, h("tr", {}, [h("th", { scope: "col", text: "Case" })].concat(runners.map((runner) => h("th", { scope: "col", text: runner }))))),
      h("tbody"));
    count.textContent = "Showing " + shown.length + " of " + rows.length + " cases" + (shown.length > 0 ? ", failures first" : "");
    renderChunk();
  }

  function renderChunk() {
    if (rendered >= shown.length) return;
    const runners = visibleRunners();
    const fragment = document.createDocumentFragment();
    for (const row of shown.slice(rendered, rendered + CHUNK)) fragment.append(rowElement(row, runners));
    rendered = Math.min(shown.length, rendered + CHUNK);
    grid.tBodies[0].append(fragment);
    moreButton.hidden = rendered >= shown.length;
    moreButton.textContent = "Show more cases (" + (shown.length - rendered) + " left)";
  }

  function rowElement(row, runners) {
    const cells = runners.map((runner) => row.cells.get(runner));
    const failing = cells.find((cell) => cell && cell.failing && cell.result.verdict !== "passed" && cell.result.verdict !== "expected-failed");
    const surprise = cells.find((cell) => cell && cell.result.verdict === "unexpected-passed");
    const why = failing
      ? failing.result.runner + ": " + (failing.failing.failure.class.label || failing.failing.failure.class.id) + " \\u2014 " + firstLine(failing.failing.failure.message)
      : surprise ? surprise.result.runner + ": passed although marked expectedFail; the expectation may be stale" : "";
    const head = h("th", { scope: "row" }, [
      h("div", { class: "case-id", text: row.name }),
      h("div", { class: "suite-id", text: row.suite }),
      row.tags.length > 0 ? h("div", {}, row.tags.map((tag) => h("span", { class: "tag", text: tag }))) : null,
      why ? h("div", { class: "why", text: why }) : null,
    ]);
    return h("tr", { "data-case": row.id }, [head].concat(cells.map((cell) => cellElement(row, cell))));
  }

  function cellElement(row, cell) {
    if (!cell) return h("td", { class: "cell", text: "\\u2014" });
    const result = cell.result;
    const summary = result.graded > 0 ? " " + result.passes + "/" + result.graded : "";
    const target = cell.failing || cell.runs[0];
    const open = h("button", { type: "button", class: "open",
      "aria-label": row.id + " on " + result.runner + ": " + LABEL[result.verdict] + summary + ". Open details",
      onclick: (event) => target && openExecution(target.index, event.currentTarget) }, GLYPH[result.verdict] + " " + LABEL[result.verdict] + summary);
    const was = result.change ? h("span", { class: "was change-" + result.change.category, text: result.change.text }) : null;
    const dots = h("div", { class: "dots" }, cell.runs.map((run) => h("button", { type: "button", class: "dot v-" + run.status,
      title: "iteration " + run.iteration + ": " + LABEL[run.status], "aria-label": "iteration " + run.iteration + ": " + LABEL[run.status],
      onclick: (event) => openExecution(run.index, event.currentTarget) }, GLYPH[run.status])));
    return h("td", { class: "cell v-" + result.verdict + (cellMatches(cell) ? "" : " dim") }, [open, was, dots]);
  }
`;

// src/report/html/timeline-script.ts
var TIMELINE_SCRIPT = `
  function timelineSection(detail) {
    const events = detail.events || [];
    const callIds = new Set(events.filter((event) => event.type === "toolCall" && event.callId).map((event) => event.callId));
    const resultFor = new Map();
    for (const event of events) if (event.type === "toolResult" && event.callId && callIds.has(event.callId)) resultFor.set(event.callId, event);
    const items = events.filter((event) => !(event.type === "toolResult" && event.callId && callIds.has(event.callId)));
    const start = events.map((event) => Date.parse(event.at)).find((time) => !Number.isNaN(time));
    const list = h("ol", { class: "timeline", "aria-label": "Session timeline" });
    const firstProblem = items.findIndex((event) => isProblem(event, resultFor));
    const heading = h("h3", { text: "Timeline (" + events.length + " events)" });
    const parts = [heading];
    if (firstProblem >= 0 || detail.isError) {
      parts.push(h("p", {}, h("a", { href: "#first-problem", onclick: (event) => {
        event.preventDefault();
        while (eventsShown < Math.max(firstProblem + 1, detail.isError ? items.length : 0)) renderEvents();
        const target = document.getElementById("first-problem");
        if (target) { target.scrollIntoView({ block: "center" }); target.focus(); }
      } }, "Jump to the first problem")));
    }
    parts.push(list);
    let eventsShown = 0;
    const more = h("button", { type: "button", class: "more", onclick: () => renderEvents() });
    function renderEvents() {
      const end = Math.min(items.length, eventsShown + EVENT_CHUNK);
      for (let i = eventsShown; i < end; i++) {
        const item = eventItem(items[i], i + 1, resultFor, start, detail);
        if (i === firstProblem) { item.id = "first-problem"; item.tabIndex = -1; }
        list.append(item);
      }
      eventsShown = end;
      more.hidden = eventsShown >= items.length;
      more.textContent = "Show more events (" + (items.length - eventsShown) + " left)";
      if (eventsShown >= items.length && detail.isError && !list.querySelector(".session-error")) {
        const ending = h("li", { class: "problem session-error", tabindex: -1 }, [
          h("div", { class: "ev-head" }, h("span", { class: "ev-kind", text: "Session ended with an error" + (detail.errorKind ? " (" + detail.errorKind + ")" : "") })),
          detail.errorMessage ? textBlock(detail.errorMessage) : null]);
        if (firstProblem < 0) { ending.id = "first-problem"; }
        list.append(ending);
      }
    }
    renderEvents();
    parts.push(more);
    return parts;
  }

  function isProblem(event, resultFor) {
    if (event.type === "toolResult") return event.isError === true;
    if (event.type === "command") return event.denied === true || (typeof event.exitCode === "number" && event.exitCode !== 0);
    if (event.type === "toolCall") return Boolean(event.callId && resultFor.has(event.callId) && resultFor.get(event.callId).isError);
    return false;
  }

  function eventItem(event, number, resultFor, start, detail) {
    const time = Date.parse(event.at);
    const offset = Number.isNaN(time) || start === undefined ? null : h("span", { class: "ev-at", text: "+" + formatDuration(time - start) });
    const head = (kind, rest) => h("div", { class: "ev-head" }, [h("span", { class: "ev-n", text: "#" + number }), h("span", { class: "ev-kind", text: kind })].concat(rest || [], offset ? [offset] : []));
    const item = h("li", { class: "ev ev-" + event.type + (isProblem(event, resultFor) ? " problem" : "") });
    switch (event.type) {
      case "message":
        item.append(head((event.role === "user" ? "User" : "Assistant") + (event.phase ? " (" + event.phase + ")" : "")), textBlock(event.text));
        break;
      case "toolCall": {
        item.append(head("Tool call", [h("code", { text: event.tool }), event.parentCallId ? h("span", { class: "ev-at", text: "in subagent" }) : null]));
        if (event.args !== undefined) item.append(textBlock(typeof event.args === "string" ? event.args : JSON.stringify(event.args, null, 2)));
        const result = event.callId ? resultFor.get(event.callId) : undefined;
        if (result) {
          item.append(h("div", { class: "ev-result" }, [h("div", { class: "label" + (result.isError ? " exit-bad" : ""), text: result.isError ? "Result (error)" : "Result" }), textBlock(result.output)]));
        }
        break;
      }
      case "toolResult":
        item.append(head(event.isError ? "Tool result (error)" : "Tool result", event.tool ? [h("code", { text: event.tool })] : []), textBlock(event.output));
        break;
      case "command": {
        const exit = event.denied ? "denied" : event.exitCode === undefined || event.exitCode === null ? "exit code unknown" : "exit " + event.exitCode;
        item.append(head("Command", [h("span", { class: isProblem(event, resultFor) ? "exit-bad" : "", text: exit })]), textBlock("$ " + event.command));
        break;
      }
      case "fileRead":
      case "fileWrite":
        item.append(head(event.type === "fileRead" ? "File read" : "File write", [h("code", { text: event.path })]));
        break;
      case "skillSignal": {
        const attempted = event.signal === "skill-tool" && (detail.attemptedSkills || []).some((skill) => skill.skill === event.skill)
          && !(detail.detectedSkills || []).some((skill) => skill.skill === event.skill && skill.confidence === "explicit");
        const level = attempted ? "attempted" : SIGNAL_LEVEL[event.signal] || "signal";
        item.append(head("Skill signal", [h("code", { text: event.skill }), h("span", { text: event.signal + " \\u2192 " + level + " evidence" })]));
        break;
      }
      default:
        item.append(head(String(event.type)), textBlock(JSON.stringify(event, null, 2)));
    }
    return item;
  }
`;

// src/report/html/report-script.ts
var REPORT_SCRIPT = [
  `
"use strict";
(() => {
  const CHUNK = 100;
  const TEXT_LIMIT = 20000;
  const EVENT_CHUNK = 300;
  const ORDER = ["failed", "error", "unexpected-passed", "expected-failed", "passed", "skipped"];
  const LABEL = { passed: "passed", failed: "failed", error: "error", "expected-failed": "expected failure", "unexpected-passed": "unexpected pass", skipped: "skipped" };
  const GLYPH = { passed: "\\u2713", failed: "\\u2717", error: "!", "expected-failed": "~", "unexpected-passed": "?", skipped: "\\u2013" };
  const SIGNAL_LEVEL = { "skill-tool": "explicit", "skill-base-dir": "strong", "skill-md-read": "strong", "skill-file-read": "medium" };

  const data = JSON.parse(document.getElementById("report-data").textContent);
  const executions = data.executions;
  const rows = buildRows();
  const allRunners = data.runners.map((runner) => runner.id);
  const state = { verdicts: new Set(ORDER), runners: new Set(allRunners), tag: "", failureClass: "", query: "" };
  let shown = [];
  let rendered = 0;
  let opener = null;

  const grid = document.getElementById("grid");
  const moreButton = document.getElementById("more");
  const count = document.getElementById("count");
  const dialog = document.getElementById("detail");

  buildFilters();
  applyFilters();
  moreButton.addEventListener("click", renderChunk);
  if ("IntersectionObserver" in window) {
    new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) renderChunk();
    }).observe(moreButton);
  }
  dialog.addEventListener("close", () => {
    setHash("");
    if (opener && document.contains(opener)) opener.focus();
  });
  const initial = /^#execution-(\\d+)$/.exec(location.hash);
  if (initial && executions[Number(initial[1])]) openExecution(Number(initial[1]));

  function h(tag, props, children) {
    const el = document.createElement(tag);
    for (const [name, value] of Object.entries(props || {})) {
      if (value === undefined || value === null || value === false) continue;
      if (name === "class") el.className = value;
      else if (name === "text") el.textContent = value;
      else if (name.startsWith("on")) el.addEventListener(name.slice(2), value);
      else el.setAttribute(name, value === true ? "" : String(value));
    }
    for (const child of [].concat(children === undefined ? [] : children)) {
      if (child === null || child === undefined || child === false) continue;
      el.append(typeof child === "string" ? document.createTextNode(child) : child);
    }
    return el;
  }

  function rank(verdict) {
    const index = ORDER.indexOf(verdict);
    return index < 0 ? ORDER.length : index;
  }

  function firstLine(text) {
    const line = (String(text).split("\\n").find((part) => part.trim() !== "") || "").trim();
    return line.length > 200 ? line.slice(0, 199) + "\\u2026" : line;
  }

`,
  GRID_SCRIPT,
  EXECUTION_SCRIPT,
  TIMELINE_SCRIPT,
  `
  function formatDuration(ms) {
    if (ms < 1000) return Math.round(ms) + " ms";
    if (ms < 60000) return (ms / 1000).toFixed(1) + " s";
    return Math.floor(ms / 60000) + " min " + Math.round((ms % 60000) / 1000) + " s";
  }

  /** A link to the open execution; some viewers (sandboxed frames, opaque origins) refuse history changes. */
  function setHash(hash) {
    try {
      history.replaceState(null, "", hash || location.pathname + location.search);
    } catch {
      // The report works the same without the link.
    }
  }

  function textBlock(text, className) {
    const value = String(text);
    const pre = h("pre", { class: className, text: value.length > TEXT_LIMIT ? value.slice(0, TEXT_LIMIT) : value });
    if (value.length <= TEXT_LIMIT) return pre;
    const more = h("button", { type: "button", onclick: () => { pre.textContent = value; more.remove(); } },
      "Show all " + value.length + " characters");
    return h("div", {}, [pre, more]);
  }

})();
`
].join("");

// src/report/html/report-styles.ts
var REPORT_STYLES = `
:root {
  --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --bg: #ffffff; --panel: #f6f8fa; --focus: #0969da;
  --passed: #116329; --passed-bg: #dafbe1;
  --failed: #a40e26; --failed-bg: #ffebe9;
  --error: #6639ba; --error-bg: #fbefff;
  --expected-failed: #424a53; --expected-failed-bg: #eaeef2;
  --unexpected-passed: #7d4e00; --unexpected-passed-bg: #fff8c5;
  --skipped: #59636e; --skipped-bg: #f6f8fa;
}
@media (prefers-color-scheme: dark) {
  :root {
    --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --bg: #0d1117; --panel: #151b23; --focus: #4493f8;
    --passed: #3fb950; --passed-bg: #0f2a18; --failed: #ff7b72; --failed-bg: #3a1517;
    --error: #d2a8ff; --error-bg: #2a1a3f; --expected-failed: #b7bdc8; --expected-failed-bg: #262c36;
    --unexpected-passed: #e3b341; --unexpected-passed-bg: #3a2e0a; --skipped: #9198a1; --skipped-bg: #151b23;
  }
}
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); }
header, main { max-width: 1400px; margin: 0 auto; padding: 0 16px; }
header { padding-top: 16px; }
h1 { font-size: 20px; margin: 0 0 4px; }
h2 { font-size: 17px; margin: 24px 0 8px; }
h3 { font-size: 15px; margin: 18px 0 6px; }
code, pre, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12.5px; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: 4px 0; padding: 8px; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; max-height: 28em; overflow: auto; }
a { color: var(--focus); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.verdict-line { font-size: 16px; font-weight: 600; margin: 4px 0; }
.run-meta { color: var(--muted); margin: 0; display: flex; flex-wrap: wrap; gap: 4px 18px; }
.run-meta dt { display: inline; font-weight: 600; }
.run-meta dd { display: inline; margin: 0 0 0 4px; }
.rates { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
table.rate { border-collapse: collapse; }
table.rate th, table.rate td { border-bottom: 1px solid var(--line); padding: 4px 10px; text-align: right; }
table.rate th:first-child, table.rate td:first-child { text-align: left; }
.up { color: var(--passed); } .down { color: var(--failed); font-weight: 600; }
.filters { display: flex; flex-wrap: wrap; gap: 8px 20px; align-items: flex-end; padding: 10px; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; }
.filters fieldset { border: 0; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 2px 10px; }
.filters legend { font-weight: 600; padding: 0; margin-bottom: 2px; }
.filters label { white-space: nowrap; }
.filters input[type=search] { width: 18em; padding: 4px 6px; }
.count { color: var(--muted); margin: 8px 0; }
table.grid { border-collapse: collapse; width: 100%; }
table.grid th, table.grid td { border-bottom: 1px solid var(--line); padding: 6px 8px; vertical-align: top; text-align: left; }
table.grid thead th { position: sticky; top: 0; background: var(--bg); z-index: 1; }
table.grid tbody tr { content-visibility: auto; contain-intrinsic-size: auto 64px; }
.case-id { font-weight: 600; overflow-wrap: anywhere; }
.suite-id { color: var(--muted); font-size: 12px; overflow-wrap: anywhere; }
.why { color: var(--failed); margin-top: 2px; overflow-wrap: anywhere; }
.tag { display: inline-block; font-size: 11px; padding: 0 6px; margin: 2px 4px 0 0; border: 1px solid var(--line); border-radius: 10px; color: var(--muted); }
td.cell { min-width: 10em; }
.cell .open { font: inherit; font-weight: 600; border: 1px solid currentColor; border-radius: 6px; padding: 2px 8px; cursor: pointer; }
.dim { opacity: 0.45; }
.was { display: block; font-size: 12px; overflow-wrap: anywhere; }
.was.change-regressed { color: var(--failed); font-weight: 600; }
ul.changes li { overflow-wrap: anywhere; }
.warn { color: var(--unexpected-passed); }
.dots { display: flex; flex-wrap: wrap; gap: 3px; margin-top: 4px; }
.dot { width: 20px; height: 20px; padding: 0; border-radius: 50%; border: 1px solid currentColor; font-size: 12px; line-height: 18px; text-align: center; cursor: pointer; }
.v-passed { color: var(--passed); } .v-passed .open, .dot.v-passed, .badge.v-passed { background: var(--passed-bg); }
.v-failed { color: var(--failed); } .v-failed .open, .dot.v-failed, .badge.v-failed { background: var(--failed-bg); }
.v-error { color: var(--error); } .v-error .open, .dot.v-error, .badge.v-error { background: var(--error-bg); }
.v-expected-failed { color: var(--expected-failed); } .v-expected-failed .open, .dot.v-expected-failed, .badge.v-expected-failed { background: var(--expected-failed-bg); }
.v-unexpected-passed { color: var(--unexpected-passed); } .v-unexpected-passed .open, .dot.v-unexpected-passed, .badge.v-unexpected-passed { background: var(--unexpected-passed-bg); }
.v-skipped { color: var(--skipped); } .v-skipped .open, .dot.v-skipped, .badge.v-skipped { background: var(--skipped-bg); }
.more { margin: 12px 0; font: inherit; padding: 6px 12px; }
dialog.detail { width: min(1100px, 96vw); max-height: 94vh; padding: 0; border: 1px solid var(--line); border-radius: 8px; }
dialog.detail::backdrop { background: rgba(31, 35, 40, 0.45); }
.detail-head { position: sticky; top: 0; background: var(--bg); border-bottom: 1px solid var(--line); padding: 12px 16px; display: flex; gap: 12px; align-items: flex-start; z-index: 2; }
.detail-title { flex: 1; }
.detail-head h2 { margin: 0; overflow-wrap: anywhere; }
.dot[aria-current=true] { outline: 2px solid currentColor; outline-offset: 1px; }
.detail-body { padding: 4px 16px 16px; }
.badge { display: inline-block; border: 1px solid currentColor; border-radius: 10px; padding: 0 8px; font-size: 12px; font-weight: 600; }
.why-box { border: 2px solid var(--failed); background: var(--failed-bg); border-radius: 6px; padding: 8px 12px; margin-top: 12px; }
.why-box h3 { margin-top: 0; color: var(--failed); }
.why-box pre { background: var(--bg); }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0; }
.facts dt { font-weight: 600; color: var(--muted); } .facts dd { margin: 0; overflow-wrap: anywhere; }
ul.assertions { list-style: none; padding: 0; margin: 0; }
ul.assertions > li { border: 1px solid var(--line); border-left-width: 4px; border-radius: 6px; padding: 6px 10px; margin: 6px 0; }
ul.assertions > li.fail { border-left-color: var(--failed); }
ul.assertions > li.pass { border-left-color: var(--passed); }
.label { font-size: 12px; font-weight: 600; color: var(--muted); margin-top: 4px; }
ol.timeline { list-style: none; padding: 0; margin: 0; }
ol.timeline > li { border-left: 3px solid var(--line); padding: 4px 0 6px 10px; margin: 0 0 2px; }
ol.timeline > li.problem { border-left-color: var(--failed); background: var(--failed-bg); }
.ev-head { display: flex; gap: 10px; flex-wrap: wrap; align-items: baseline; }
.ev-n { color: var(--muted); font-size: 12px; min-width: 3em; }
.ev-kind { font-weight: 600; }
.ev-at { color: var(--muted); font-size: 12px; }
.ev-result { margin: 4px 0 0 12px; }
.exit-bad { color: var(--failed); font-weight: 600; }
.skip-link { position: absolute; left: -9999px; } .skip-link:focus { left: 8px; top: 8px; background: var(--bg); padding: 4px 8px; }
`;

// src/report/html/render-html-report.ts
function renderHtmlReport(input) {
  const { results } = input;
  const comparison = input.comparison ?? compareResults(results, void 0);
  const details2 = input.executions ?? /* @__PURE__ */ new Map();
  const data = buildReportData({
    results,
    comparison,
    executions: details2,
    artifactsBase: input.links?.artifactsBase ?? ""
  });
  const verdict = commentVerdict(results, comparison);
  const title = `skill-eval: ${verdict}`;
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Hashes are base64 and the rest is fixed text: nothing in the policy needs escaping.
    `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy({ style: REPORT_STYLES, script: REPORT_SCRIPT })}">`,
    `<title>${escapeXmlText(title)}</title>`,
    `<style>${REPORT_STYLES}</style>`,
    "</head>",
    "<body>",
    '<a class="skip-link" href="#cases">Skip to the cases</a>',
    header(results, comparison, verdict, input.links?.runUrl),
    "<main>",
    '<section aria-labelledby="rates-title"><h2 id="rates-title">Pass rates</h2>',
    renderPassRateTables(results, comparison),
    "</section>",
    renderComparisonSection(comparison),
    '<section aria-labelledby="cases"><h2 id="cases" tabindex="-1">Cases</h2>',
    '<div id="filters" class="filters" role="search" aria-label="Filter cases"></div>',
    '<p id="count" class="count" aria-live="polite"></p>',
    '<table id="grid" class="grid"></table>',
    '<button id="more" type="button" class="more" hidden>Show more cases</button>',
    "<noscript><p>The case grid needs JavaScript; the pass rates above and results.json hold the same verdicts.</p></noscript>",
    "</section>",
    "</main>",
    '<dialog id="detail" class="detail" aria-labelledby="detail-title"></dialog>',
    `<script type="application/json" id="report-data">${jsonForScript(data)}</script>`,
    ...detailBlocks(results, details2, input.compressAboveBytes),
    `<script>${REPORT_SCRIPT}</script>`,
    "</body>",
    "</html>",
    ""
  ].join("\n");
}
function header(results, comparison, verdict, runUrl) {
  const run = results.run;
  const totalCost = results.executions.reduce((sum3, execution) => sum3 + (execution.costUsd ?? 0), 0);
  const totalMs = results.executions.reduce((sum3, execution) => sum3 + execution.durationMs, 0);
  const meta = [
    ["Started", escapeXmlText(run.startedAt)],
    ["Commit", run.commit === void 0 ? "\u2013" : `<code>${escapeXmlText(run.commit)}</code>`],
    ["Executions", String(results.executions.length)],
    ["Agent time", formatDuration(totalMs)],
    ["Cost", formatUsd(totalCost)],
    ["skill-eval", escapeXmlText(run.toolVersion)]
  ];
  if (comparison.baseline !== void 0) {
    const commit = `<code>${escapeXmlText(comparison.baseline.commit ?? "unknown commit")}</code>`;
    const counts = escapeXmlText(comparisonCounts(comparison));
    const link2 = `<a href="#compare-title"${comparison.counts.regressed > 0 ? ' class="down"' : ""}>${counts}</a>`;
    meta.push(["Baseline", `${commit}: ${link2}`]);
  }
  if (runUrl !== void 0 && /^https?:\/\//.test(runUrl)) {
    meta.push(["Run", `<a href="${escapeXmlAttribute(runUrl)}">${escapeXmlText(runUrl)}</a>`]);
  }
  return [
    "<header>",
    "<h1>skill-eval report</h1>",
    verdictParagraph(verdict),
    `<dl class="run-meta">${meta.map(([name, value]) => `<div><dt>${name}</dt><dd>${value}</dd></div>`).join("")}</dl>`,
    "</header>"
  ].join("\n");
}
function verdictParagraph(line) {
  const text = line.replace(new RegExp("^\\p{Extended_Pictographic}\\uFE0F?\\s*", "u"), "");
  const green = line.startsWith("\u2705");
  const badge = `<span class="badge ${green ? "v-passed" : "v-failed"}">${green ? "PASS" : "FAIL"}</span>`;
  return `<p class="verdict-line">${badge} ${escapeXmlText(text)}</p>`;
}
function detailBlocks(results, details2, compressAboveBytes) {
  return results.executions.flatMap((execution, index) => {
    const report = details2.get(execution.key)?.report;
    if (report === void 0) return [];
    const packed = packDetail(sessionDetail(report), compressAboveBytes);
    return [`<script type="${packed.type}" id="detail-${index}">${packed.text}</script>`];
  });
}

// src/report/write-html-report.ts
var HTML_REPORT_FILE = "report.html";
function writeHtmlReport(outDir, results, options = {}) {
  const path = resolve(options.path ?? join2(outDir, HTML_REPORT_FILE));
  const executions = /* @__PURE__ */ new Map();
  for (const execution of results.executions) {
    const dir = join2(outDir, execution.artifactDir);
    if (!isStrictlyWithin(outDir, dir) || !existsSync2(dir)) continue;
    executions.set(execution.key, {
      report: readStoredReport(join2(dir, "report.json")),
      artifacts: readdirSync2(dir, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name).sort()
    });
  }
  const artifactsBase = relative2(dirname(path), resolve(outDir)).split("\\").join("/");
  const html = renderHtmlReport({
    results,
    comparison: options.comparison,
    executions,
    links: { artifactsBase, runUrl: options.runUrl }
  });
  writeFileAtomic(path, html);
  return path;
}
function readStoredReport(file) {
  if (!existsSync2(file)) return void 0;
  try {
    const parsed = sessionReportSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    return parsed.success ? parsed.data : void 0;
  } catch {
    return void 0;
  }
}

// src/verdicts/execution-status.ts
function executionStatus(outcome) {
  if (outcome.infrastructureFailure) return "error";
  if (outcome.notExcusable && !outcome.assertionsPassed) return "failed";
  if (outcome.expectedFail) return outcome.assertionsPassed ? "unexpected-passed" : "expected-failed";
  return outcome.assertionsPassed ? "passed" : "failed";
}
function assertionsPassed(status) {
  return status === "passed" || status === "unexpected-passed";
}
function isGraded(status) {
  return status !== "error" && status !== "skipped";
}

// src/verdicts/case-results.ts
function aggregateCaseResults(expectations, executions) {
  const byCase = /* @__PURE__ */ new Map();
  for (const execution of executions) {
    const key = caseKey(execution.suite, execution.case, execution.runner);
    byCase.set(key, [...byCase.get(key) ?? [], execution]);
  }
  return expectations.map(
    (expectation) => aggregateCase(
      expectation,
      byCase.get(caseKey(expectation.suite, expectation.case, expectation.runner)) ?? []
    )
  );
}
function aggregateCase(expectation, executions) {
  const counted = executions.filter((execution) => execution.status !== "skipped");
  const graded = counted.filter((execution) => isGraded(execution.status));
  const passes = graded.filter((execution) => assertionsPassed(execution.status)).length;
  const errors = counted.length - graded.length;
  const passRate = graded.length === 0 ? null : passes / graded.length;
  const totalDuration = sum2(counted.map((execution) => execution.durationMs));
  const costs = counted.flatMap((execution) => execution.costUsd === void 0 ? [] : [execution.costUsd]);
  return {
    key: caseKey(expectation.suite, expectation.case, expectation.runner),
    suite: expectation.suite,
    case: expectation.case,
    runner: expectation.runner,
    expectedFail: expectation.expectedFail,
    iterations: counted.length,
    graded: graded.length,
    passes,
    errors,
    passRate,
    threshold: expectation.threshold,
    verdict: verdictOf(
      counted.length,
      errors,
      passRate,
      expectation,
      counted.some((execution) => execution.status === "failed")
    ),
    durationMs: { total: totalDuration, mean: counted.length === 0 ? 0 : totalDuration / counted.length },
    usage: sumUsage(counted.map((execution) => execution.usage)),
    costUsd: costs.length === 0 ? void 0 : sum2(costs),
    wilson: counted.length > 1 ? wilsonInterval(passes, graded.length) : void 0
  };
}
function verdictOf(counted, errors, passRate, expectation, brokenCode) {
  if (counted === 0) return "skipped";
  if (errors > 0 || passRate === null) return "error";
  if (expectation.expectedFail && brokenCode) return "failed";
  const meetsThreshold = passRate >= expectation.threshold;
  if (expectation.expectedFail) return meetsThreshold ? "unexpected-passed" : "expected-failed";
  return meetsThreshold ? "passed" : "failed";
}
var USAGE_FIELDS = [
  "inputTokens",
  "outputTokens",
  "reasoningTokens",
  "cacheReadTokens",
  "cacheWriteTokens",
  "totalTokens"
];
function sumUsage(usages) {
  const total = {};
  for (const field of USAGE_FIELDS) {
    const values = usages.flatMap((usage) => usage[field] === void 0 ? [] : [usage[field]]);
    if (values.length > 0) total[field] = sum2(values);
  }
  return total;
}
function sum2(values) {
  return values.reduce((total, value) => total + value, 0);
}

// src/report/results-summary.ts
function summarizeResults(cases, executions, complete) {
  return {
    executions: countBy(executions.map((execution) => execution.status)),
    cases: countBy(cases.map((result) => result.verdict)),
    passRate: countCases(cases).passRate,
    exitCode: exitCodeOf({ complete, executions, cases })
  };
}
function countBy(values) {
  const counts = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

export {
  prepareOutputDir,
  prepareOutputDirInBackground,
  WITHOUT_SKILL_SUFFIX,
  executionStatus,
  formatPercent,
  firstLine,
  aggregateCaseResults,
  summarizeRunners,
  summarizeResults,
  escapeXmlText,
  escapeXmlAttribute,
  compareResults,
  verdictLine,
  comparisonCounts,
  escapeMarkdownInline,
  markdownCode,
  commentMarker,
  commentVerdict,
  COMMENT_LIMIT,
  SUMMARY_LIMIT,
  renderComment,
  renderMarkdownReport,
  writeHtmlReport
};
