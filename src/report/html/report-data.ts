import type { Comparison, ComparisonCategory } from "../../compare/comparison.ts";
import type { CaseResult, ExecutionResult, Results } from "../../model/results.ts";
import type { SessionReport } from "../../model/session-report.ts";
import { changeNote } from "../comparison-text.ts";

/** What the report knows about one execution beyond results.json. */
export interface ExecutionDetail {
  /** The stored normalized transcript (`executions/<dir>/report.json`), when there is one. */
  report?: SessionReport;
  /** File names inside the execution's artifact folder, linked from its page. */
  artifacts?: readonly string[];
  /** Its detail block is on the page (default: when `report` is given). */
  detail?: boolean;
}

/** The data block the browser code reads: small, so it parses at once; transcripts live apart. */
export interface ReportData {
  runners: Results["runners"];
  /** `change`: what the comparison with base says of the case, in the PR comment's words. */
  cases: (CaseResult & { change?: { category: ComparisonCategory; text: string } })[];
  executions: (ExecutionResult & { artifacts: { name: string; href: string }[]; detail: boolean })[];
  /** Tags per case (`suite/case`). */
  tags: Record<string, readonly string[]>;
}

export function buildReportData(input: {
  results: Results;
  comparison: Comparison;
  executions: ReadonlyMap<string, ExecutionDetail>;
  /** Path from the HTML file to the output folder: "" when it sits beside results.json. */
  artifactsBase: string;
}): ReportData {
  const comparisons = new Map(input.comparison.cases.map((entry) => [entry.key, entry]));
  return {
    runners: input.results.runners,
    cases: input.results.cases.map((result) => {
      const entry = comparisons.get(result.key);
      const text = entry === undefined ? "" : changeNote(entry);
      return entry === undefined || text === ""
        ? result
        : { ...result, change: { category: entry.category, text } };
    }),
    executions: input.results.executions.map((execution) => {
      const detail = input.executions.get(execution.key);
      return {
        ...execution,
        artifacts: (detail?.artifacts ?? []).map((name) => ({
          name,
          href: artifactHref(input.artifactsBase, execution.artifactDir, name),
        })),
        detail: detail?.detail ?? detail?.report !== undefined,
      };
    }),
    tags: Object.fromEntries(
      input.results.cases.flatMap((result) =>
        result.tags === undefined || result.tags.length === 0
          ? []
          : [[`${result.suite}/${result.case}`, result.tags]],
      ),
    ),
  };
}

/** The fields of a session report the execution page shows (the runner is already on the page). */
export function sessionDetail(report: SessionReport): Omit<SessionReport, "runner"> {
  const { runner: _runner, ...detail } = report;
  return detail;
}

/** A relative link to a file of an execution's artifact folder, each segment URL-encoded. */
function artifactHref(base: string, artifactDir: string, name: string): string {
  const segments = [...base.split("/"), ...artifactDir.split("/"), name].filter((segment) => segment !== "");
  return segments.map((segment) => (segment === ".." ? segment : encodeURIComponent(segment))).join("/");
}
