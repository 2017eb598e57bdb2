import { createHash } from "node:crypto";
import { join } from "node:path";
import * as core from "@actions/core";
import { compareResults } from "../compare/compare-results.ts";
import type { Comparison } from "../compare/comparison.ts";
import { exitCodeUnder, worseThanBase } from "../compare/fail-on.ts";
import type { Results } from "../model/results.ts";
import { renderComment } from "../report/comment/render-comment.ts";
import { reviewerView } from "../report/comment/reviewer-view.ts";
import { failureHeadline } from "../report/failure-headline.ts";
import { renderJunitXml } from "../report/render-junit.ts";
import { renderMarkdownReport } from "../report/render-markdown.ts";
import { casesSkippedForBudget } from "../report/verdict-line.ts";
import { writeHtmlReport } from "../report/write-html-report.ts";
import { writeFileAtomic } from "../report/write-results.ts";
import { EXIT } from "../verdicts/exit-code.ts";
import { summarizeRunners } from "../verdicts/runner-summaries.ts";
import type { ActionInputs } from "./action-inputs.ts";
import { actionLog } from "./action-log.ts";
import { artifactNames } from "./artifacts/artifact-name.ts";
import { type Baseline, baselineFromFile, baselineInfoOf, fetchBaseline } from "./baseline.ts";
import { capMarkdown, JOB_SUMMARY_MAX_BYTES } from "./cap-markdown.ts";
import { checkRunName, publishCheckRun } from "./check-run.ts";
import { failureAnnotations } from "./failure-annotations.ts";
import { GithubPermissionError, type PermissionProblem, permissionProblemLine } from "./github-permission.ts";
import { mergeBaseOf } from "./merge-base.ts";
import type { GithubClient } from "./octokit-client.ts";
import { baselineNote } from "./publish-notes.ts";
import type { PullRequestRecord } from "./pull-request-record.ts";
import { publishStickyComment } from "./sticky-comment.ts";

export interface PublishRequest {
  inputs: ActionInputs;
  results: Results;
  resultsPath: string | undefined;
  outDir: string;
  owner: string;
  repo: string;
  octokit: GithubClient | undefined;
  pullRequest: PullRequestRecord | undefined;
  /** The commit a check run goes on. */
  headSha: string | undefined;
  /** A checkout of the repository (for git history), when there is one. */
  checkoutDir: string | undefined;
  runUrl: string | undefined;
  /** The results artifact of the run, when this job uploaded one: linked from the comment. */
  artifactId?: number;
  /** A shard's: the other shards' units, counted in the family its drops must pass. */
  otherShardUnits?: number;
  /** Found before the run (for reuse); otherwise looked up here. */
  baseline?: Baseline;
  /** What the user should know about the run's artifacts (a size cap hit, ...). */
  notes?: readonly string[];
  log: (line: string) => void;
}

export type BaselineRequest = Pick<
  PublishRequest,
  "inputs" | "octokit" | "pullRequest" | "owner" | "repo" | "checkoutDir" | "log"
>;

export const SUMMARY_TRIMMED_NOTE =
  "> ✂️ The summary was trimmed to GitHub's 1 MiB limit. The results artifact holds the full report.";

/**
 * Everything a finished run shows on GitHub: baseline and regressions, the sticky comment, the
 * optional check run, the job summary (always) and the outputs. Returns the step's exit code
 * under `fail-on`. A publishing failure is reported, never hidden behind a green step.
 */
export async function publishResults(
  request: PublishRequest,
): Promise<{ exitCode: number; headline: string }> {
  const { inputs, results, octokit, pullRequest } = request;
  const baseline = request.baseline ?? (await baselineOfRun(request, results));
  const comparison = compareWithBaseline(results, baseline, request.otherShardUnits);
  // Established and unconfirmed drops: what fail-on: regression gates on.
  const regressions = worseThanBase(comparison);
  const unexpectedPasses = results.cases.filter(
    (caseResult) => caseResult.verdict === "unexpected-passed",
  ).length;
  const missingBaseline = baselineMissingFailure(request, baseline);
  const exitCode =
    missingBaseline === undefined ? exitCodeUnder(inputs.failOn, results, comparison) : EXIT.configError;
  const permissionProblems: PermissionProblem[] =
    baseline.kind === "none" && baseline.missingPermission !== undefined
      ? [
          {
            permission: baseline.missingPermission.permission,
            action: baseline.missingPermission.action,
            consequence: "there is no baseline and nothing counts as a regression",
          },
        ]
      : [];
  const notices = noticesOf(permissionProblems, missingBaseline);
  const links = {
    runUrl: request.runUrl,
    artifactsUrl: request.runUrl === undefined ? undefined : `${request.runUrl}#artifacts`,
    artifactUrl:
      request.runUrl === undefined || request.artifactId === undefined
        ? undefined
        : `${request.runUrl}/artifacts/${request.artifactId}`,
  };
  const body = renderComment({ results, comparison, links, notices }, { header: inputs.commentHeader });

  const problems: { message: string; exitCode: number }[] = [];
  /** Whether it was published; a failure is kept in `problems`. */
  const attempt = async (what: string, publish: () => Promise<void>): Promise<boolean> => {
    try {
      await publish();
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      problems.push({
        message: `${what}: ${message}`,
        exitCode: error instanceof GithubPermissionError ? EXIT.configError : EXIT.infrastructure,
      });
      if (error instanceof GithubPermissionError)
        permissionProblems.push({
          permission: error.permission,
          action: error.action,
          consequence: `${what} was not published`,
        });
      return false;
    }
  };
  // A step `fail-on` lets pass is still never a green check beside failing cases, "Likely worse
  // than base" or cases the budget left unrun.
  const checkConclusion =
    exitCode !== EXIT.passed
      ? "failure"
      : results.summary.exitCode !== EXIT.passed ||
          results.run.skipped !== undefined ||
          regressions > 0 ||
          casesSkippedForBudget(results) > 0
        ? "neutral"
        : "success";
  const publishCheck = async (conclusion: typeof checkConclusion, summary: string): Promise<boolean> => {
    if (!octokit || !inputs.checkRun || !request.headSha) return false;
    const headSha = request.headSha;
    return await attempt("the check run", async () => {
      const check = await publishCheckRun({
        octokit,
        owner: request.owner,
        repo: request.repo,
        headSha,
        name: checkRunName(inputs.commentHeader),
        conclusion,
        title: checkTitle(conclusion, headlineOf(body), missingBaseline),
        summary,
        annotations: failureAnnotations(results),
        detailsUrl: request.runUrl,
        yieldToVerdict: results.run.skipped === "fork",
      });
      request.log(
        check.kept === true
          ? `check run: kept the verdict an earlier run published for this head ${check.url}`
          : `check run: ${check.url}`,
      );
    });
  };
  const checkPublished = await publishCheck(checkConclusion, body);

  let commentUrl = "";
  if (octokit && pullRequest && inputs.comment !== "off") {
    // Rendered after the check run, so a permission the check run lacked is named in the comment.
    const commentNotices = noticesOf(permissionProblems, missingBaseline);
    const commentBody = renderComment(
      { results, comparison, links, notices: commentNotices },
      { header: inputs.commentHeader },
    );
    await attempt("the pull request comment", async () => {
      const outcome = await publishStickyComment({
        octokit,
        owner: request.owner,
        repo: request.repo,
        issueNumber: pullRequest.number,
        header: inputs.commentHeader,
        body: commentBody,
        mode: inputs.comment,
        // Whatever makes the step fail (a missing baseline under fail-on: regression, say) is never hidden.
        failing: exitCode !== EXIT.passed || results.summary.exitCode !== EXIT.passed || regressions > 0,
        regressions,
        view: createHash("sha256")
          .update(reviewerView(results, comparison, commentNotices))
          .digest("hex"),
        ...(results.run.skipped === "fork" && pullRequest !== undefined
          ? { yieldToVerdictOn: pullRequest.headSha }
          : {}),
        headSha: pullRequest.headSha,
        log: request.log,
      });
      commentUrl = outcome.url ?? "";
      request.log(
        `comment: ${outcome.action}${outcome.reason ? ` (${outcome.reason})` : ""}${outcome.url ? ` ${outcome.url}` : ""}`,
      );
    });
  }
  // The comment could not be published (a permission missing, say): the step fails, and so does
  // the check run, which says why, rather than stay green beside a red job.
  if (checkPublished && checkConclusion !== "failure" && problems.length > 0) {
    await publishCheck("failure", `${body}\n\n${couldNotPublish(problems)}`);
  }
  // After publishing, so the summary also names a permission the comment or check run lacked.
  for (const problem of permissionProblems)
    actionLog.warning(permissionProblemLine(problem).replace(/^> ⚠️ /, ""));
  const report = [
    renderMarkdownReport(results, {
      comparison,
      links,
      header: inputs.commentHeader,
      notices: noticesOf(permissionProblems, missingBaseline),
    }).trimEnd(),
    baseline.kind === "none" && results.run.skipped === undefined ? baselineNote(baseline) : "",
    ...(request.notes ?? []).map((note) => `> ℹ️ ${note}`),
  ]
    .filter((part) => part !== "")
    .join("\n\n");
  if (missingBaseline !== undefined) actionLog.error(missingBaseline);
  const reportPath = join(request.outDir, "report.md");
  writeFileAtomic(reportPath, `${report}\n`);
  // Again, now with the baseline: report.html and junit.xml say what the comment says.
  writeHtmlReport(request.outDir, results, { comparison, runUrl: request.runUrl });
  writeFileAtomic(join(request.outDir, "junit.xml"), renderJunitXml(results, comparison));
  for (const problem of problems) actionLog.error(problem.message);
  const problemText = couldNotPublish(problems);
  const summary = capMarkdown([report, problemText].filter((part) => part !== "").join("\n\n"), {
    max: JOB_SUMMARY_MAX_BYTES,
    unit: "bytes",
    note: SUMMARY_TRIMMED_NOTE,
  });
  await core.summary.addRaw(summary, true).write();
  const finalCode = highestExitCode([exitCode, ...problems.map((problem) => problem.exitCode)]);
  const runners = summarizeRunners(results);
  core.setOutput(
    "passed",
    String(runners.reduce((sum, runner) => sum + runner.passed + runner.expectedFailures, 0)),
  );
  core.setOutput(
    "failed",
    String(runners.reduce((sum, runner) => sum + runner.failed + runner.errors + runner.unexpectedPasses, 0)),
  );
  core.setOutput("pass-rate", results.summary.passRate === null ? "" : String(results.summary.passRate));
  core.setOutput("regressions", String(regressions));
  core.setOutput("unexpected-passes", String(unexpectedPasses));
  core.setOutput("report-path", reportPath);
  core.setOutput("comment-url", commentUrl);
  core.setOutput("results-path", request.resultsPath ?? "");
  core.setOutput("exit-code", String(finalCode));
  return { exitCode: finalCode, headline: failureHeadline(results, comparison) };
}

function couldNotPublish(problems: readonly { message: string }[]): string {
  return problems.map((problem) => `> ❗ Could not publish ${problem.message}`).join("\n");
}

function headlineOf(body: string): string {
  return (
    body
      .split("\n")
      .find((line) => line.startsWith("## "))
      ?.replace(/^#+\s*/, "") ?? "skill-eval"
  );
}

/**
 * The check's title is its verdict: a failed check never reads "✅ Passing" (the cases passed, but
 * the step failed for a missing baseline or a comment GitHub refused); it says why instead.
 */
function checkTitle(conclusion: string, headline: string, missingBaseline: string | undefined): string {
  if (conclusion !== "failure" || !headline.startsWith("✅")) return headline;
  const why = missingBaseline ?? "skill-eval could not publish everything (see the summary)";
  return `❌ ${why.replace(/^skill-eval: /, "")}`;
}

/** The lines under the verdict: each missing permission, then a baseline `fail-on` needed and lacked. */
function noticesOf(problems: readonly PermissionProblem[], missingBaseline: string | undefined): string[] {
  return [
    ...problems.map(permissionProblemLine),
    ...(missingBaseline === undefined ? [] : [`> ❗ ${missingBaseline}`]),
  ];
}

/**
 * `fail-on: regression` cannot pass a pull request it could not compare: without a readable
 * baseline the step fails (exit 2) unless `baseline-missing: ignore`. Why, or undefined when fine.
 */
function baselineMissingFailure(request: PublishRequest, baseline: Baseline): string | undefined {
  const { inputs, results } = request;
  if (inputs.failOn !== "regression" || inputs.baselineMissing === "ignore") return undefined;
  if (baseline.kind === "found" || results.run.skipped !== undefined) return undefined;
  if (request.pullRequest === undefined && inputs.baseline === undefined) return undefined;
  const fix =
    baseline.kind === "none" && baseline.missingPermission !== undefined
      ? `add \`${baseline.missingPermission.permission}\` to the job's permissions`
      : "record one by running the baseline workflow on the base branch (examples/workflows/skill-eval-baseline.yml)";
  return `fail-on: regression needs a baseline, and there is none (${baseline.reason}). To fix it, ${fix}; or set \`baseline-missing: ignore\` to pass without a comparison.`;
}

/** The baseline `results` are compared with; a fork's pull request where no agent ran has none. */
export async function baselineOfRun(request: BaselineRequest, results: Results): Promise<Baseline> {
  return results.run.skipped === "fork"
    ? { kind: "none", reason: "no agent ran on this fork pull request" }
    : await resolveBaseline(request);
}

export function compareWithBaseline(results: Results, baseline: Baseline, otherShardUnits = 0): Comparison {
  if (baseline.kind === "none") return compareResults(results, undefined);
  return compareResults(results, baseline.results, {
    baseline: baselineInfoOf(baseline),
    removedSuites: results.run.selection?.removedSuites,
    pendingComparisons: otherShardUnits,
  });
}

export async function resolveBaseline(request: BaselineRequest): Promise<Baseline> {
  const { pullRequest, octokit, inputs } = request;
  if (pullRequest && octokit) {
    return fetchBaseline({
      octokit,
      owner: request.owner,
      repo: request.repo,
      baseBranch: pullRequest.baseRef,
      mergeBaseSha: await mergeBaseOf(request.checkoutDir, pullRequest.baseSha),
      checkoutDir: request.checkoutDir,
      fallbackFile: inputs.baseline,
      runs: inputs.baselineRuns,
      artifactName: artifactNames({ prefix: inputs.artifactPrefix }).results,
      log: request.log,
    });
  }
  if (inputs.baseline !== undefined) {
    return baselineFromFile(inputs.baseline);
  }
  return { kind: "none", reason: "this run is not on a pull request" };
}

/** DESIGN §2: 2 (configuration) > 3 (infrastructure) > 1 (verdict) > 0. */
function highestExitCode(codes: readonly number[]): number {
  const rank = [EXIT.configError, EXIT.infrastructure, EXIT.verdictFailed];
  return rank.find((code) => codes.includes(code)) ?? EXIT.passed;
}
