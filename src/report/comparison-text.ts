import type { CaseComparison, Comparison, RunnerMismatch } from "../compare/comparison.ts";
import { RULED_OUT_ODDS } from "../compare/drop-evidence.ts";
import type { CaseResult, Results } from "../model/results.ts";
import { formatPercent } from "./format.ts";
import { VERDICT_LABELS } from "./verdict-line.ts";

/**
 * The comparison with base in plain words, one wording for every surface (PR comment, report.md,
 * report.html, the terminal), so they can never tell a reviewer different things about one case.
 */

/** "80% (8/10, 95% CI 49–94%)": the pass rate with its count and, over several runs, its interval. */
export function rateText(result: CaseResult): string {
  const interval = result.wilson
    ? `, 95% CI ${formatPercent(result.wilson.low)}–${formatPercent(result.wilson.high)}`
    : "";
  return `${formatPercent(result.passRate)} (${result.passes}/${result.graded}${interval})`;
}

/** Base → head rates, saying how many base-branch runs base pools and how many head runs were confirmations. */
function ratesText(entry: CaseComparison, base: CaseResult, head: CaseResult): string {
  const runs = entry.baseRuns === undefined ? "" : ` over ${entry.baseRuns} runs`;
  const confirmations =
    head.confirmations === undefined
      ? ""
      : ` incl. ${head.confirmations} confirmation run${head.confirmations === 1 ? "" : "s"}`;
  return `${rateText(base)}${runs} → ${rateText(head)}${confirmations}`;
}

function formatP(value: number | undefined): string {
  if (value === undefined) return "–";
  return value < 0.0001 ? "< 0.0001" : value.toPrecision(2);
}

/** "p = 0.012", or "p < 0.0001" for a value too small to print. */
export function pText(value: number | undefined): string {
  const formatted = formatP(value);
  return formatted.startsWith("<") ? `p ${formatted}` : `p = ${formatted}`;
}

/** Base → head for a regression, with its p-value and the level it had to reach. */
export function regressionText(entry: CaseComparison): string {
  const { head, base } = entry;
  if (head === undefined || base === undefined) return "";
  const adjusted =
    entry.adjustedPValue === undefined || entry.adjustedPValue === entry.pValue
      ? ""
      : ` (${formatP(entry.adjustedPValue)} adjusted)`;
  return `${ratesText(entry, base, head)}, ${pText(entry.pValue)}${adjusted}`;
}

/** Base → head for a drop the rule has not decided: worse, not (yet) established. */
function unconfirmedText(entry: CaseComparison): string {
  const { head, base } = entry;
  if (head === undefined || base === undefined) return "";
  const test = entry.pValue === undefined ? "" : ` (${pText(entry.pValue)})`;
  // Head runs alone can hardly establish a drop from one or two base runs: say what would.
  const thinBase =
    base.graded > 0 && base.graded < 3
      ? `; base rests on ${base.graded} run${base.graded === 1 ? "" : "s"}, more base-branch runs (baseline-runs) would decide it`
      : "";
  return `${ratesText(entry, base, head)}, not established yet${test}${thinBase}`;
}

/** The cases of one category, strongest evidence of a drop first (smallest p), then by key. */
export function inCategory(comparison: Comparison, category: CaseComparison["category"]): CaseComparison[] {
  return comparison.cases
    .filter((entry) => entry.category === category)
    .sort((a, b) => (a.pValue ?? 1) - (b.pValue ?? 1) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** What happened to one case against base, written after its label; "" for a case with nothing to say. */
export function changeDetail(entry: CaseComparison): string {
  const { head, base } = entry;
  switch (entry.category) {
    case "regressed":
      return regressionText(entry);
    case "unconfirmed":
      return unconfirmedText(entry);
    case "errored":
      return head
        ? `${head.errors}/${head.iterations} executions errored (infrastructure); rerun advised`
        : "";
    case "flaky":
      return flakyDetail(entry);
    case "fixed":
      return head && base ? ratesText(entry, base, head) : "";
    case "new":
      return head ? `${VERDICT_LABELS[head.verdict]}, ${rateText(head)}` : "";
    case "removed":
      return base ? `was ${VERDICT_LABELS[base.verdict]}` : "";
    default:
      return "";
  }
}

/** A few words on a case's category against base, beside its verdict; "" where there is nothing to add. */
export const CATEGORY_NOTES: Partial<Record<CaseComparison["category"], string>> = {
  regressed: "regressed",
  unconfirmed: "likely regressed, unconfirmed",
  errored: "not compared",
  fixed: "fixed",
  "still-failing": "failing on base too",
  new: "new case",
  flaky: "flaky",
  removed: "removed",
};

/** "regressed: 100% (3/3) → 0% (0/8), p = …": the category's note and its detail, for one case's cell. */
export function changeNote(entry: CaseComparison): string {
  const note = CATEGORY_NOTES[entry.category];
  if (note === undefined) return "";
  const detail = changeDetail(entry);
  return detail === "" ? note : `${note}: ${detail}`;
}

function flakyDetail(entry: CaseComparison): string {
  const { head, base } = entry;
  if (head === undefined) return "";
  if (base === undefined) return rateText(head);
  // Flaky on base and still undecided after every confirmation run: nothing was ruled out.
  const ruledOut = entry.noDropOdds === undefined || entry.noDropOdds >= RULED_OUT_ODDS;
  const test =
    entry.pValue === undefined
      ? ""
      : ruledOut
        ? `; a large drop ruled out, ${pText(entry.pValue)}`
        : `; a drop neither established nor ruled out after every confirmation run, ${pText(entry.pValue)}`;
  return `${ratesText(entry, base, head)} (mixed outcomes${test})`;
}

/** How a drop is decided, in one short sentence: the test, its level and Tarone's family. */
export function comparisonMethod(comparison: Comparison): string {
  const { family, alpha } = comparison;
  return `A drop is a regression when a one-sided Fisher exact test gives p ≤ ${alpha}/${family}, counting only the ${family} comparison${family === 1 ? "" : "s"} whose runs could reach that (Tarone's rule); until then it is unconfirmed.`;
}

/**
 * The base branch's history and the confirmation runs, in one or two sentences ("" without
 * either): which commits' runs the base rates pool, and how many runs each rests on.
 */
export function historyText(comparison: Comparison, results: Results, markup: Markup): string {
  const commits = comparison.baseline?.pooledCommits ?? [];
  const runs = Object.values(comparison.baseline?.runsPerCase ?? {});
  const fewest = Math.min(...runs);
  const most = Math.max(...runs);
  const pooled =
    commits.length > 1
      ? `Base rates pool the runs of ${commits.length} base-branch commits (${commits.map((commit) => markup.code(commit.slice(0, 7))).join(", ")}), ${fewest === most ? fewest : `${fewest}–${most}`} runs per case; a case whose suite, skill files, runner config or agent version changed since uses only the runs that match the newest.`
      : "";
  const confirmations = results.executions.filter((execution) => execution.confirmation === true).length;
  const confirmed =
    confirmations > 0
      ? `${confirmations} confirmation run${confirmations === 1 ? " was" : "s were"} added to cases worse than base and undecided.`
      : "";
  return [pooled, confirmed].filter((part) => part !== "").join(" ");
}

/** "1 regressed, 2 unconfirmed, 0 errored, 0 fixed, 2 flaky, 1 new, 0 removed". */
export function comparisonCounts(comparison: Comparison): string {
  const { counts } = comparison;
  return `${counts.regressed} regressed, ${counts.unconfirmed} unconfirmed, ${counts.errored} errored, ${counts.fixed} fixed, ${counts.flaky} flaky, ${counts.new} new, ${counts.removed} removed`;
}

/** How a surface marks up the words above: code spans and escaped free text (markdown or HTML). */
export interface Markup {
  code: (text: string) => string;
  text: (text: string) => string;
}

/** A runner whose model or agent CLI version differs from base: its changes may not be the skill's. */
export function mismatchText(mismatch: RunnerMismatch, markup: Markup): string {
  const field = mismatch.field === "model" ? "model" : "agent CLI version";
  return `${markup.code(mismatch.runner)}: ${field} differs from base (${markup.text(mismatch.base ?? "–")} → ${markup.text(mismatch.head ?? "–")}); changes may come from it, not from the skill.`;
}
