import type { Baseline } from "./baseline.ts";
import type { PullRequestEvent } from "./github-event.ts";

/** One line naming the baseline the run was compared with, or why there is none. Pure. */
export function baselineNote(baseline: Baseline): string {
  if (baseline.kind === "none") return `> No baseline, so no comparison: ${baseline.reason}.`;
  const commit = baseline.commit === undefined ? "an unknown commit" : `\`${baseline.commit.slice(0, 7)}\``;
  const behind =
    baseline.commitsBehind === undefined
      ? ""
      : baseline.commitsBehind === 0
        ? " (the merge base)"
        : ` (${baseline.commitsBehind} commit(s) behind the merge base)`;
  return `> Baseline: ${commit}${behind}, from ${baseline.source === "file" ? "the given baseline file" : "the base branch's results artifact"}.`;
}

/** The job summary of a fork pull request, where no agent runs. Pure. */
export function forkNotice(pullRequest: PullRequestEvent): string {
  const from = pullRequest.headRepo ?? "a deleted fork";
  return [
    "## skill-eval: no agent ran on this fork pull request",
    "",
    `Pull request #${pullRequest.number} comes from ${from}. GitHub gives workflows triggered by a fork`,
    "no repository secrets (so no agent API keys) and a read-only token (so no comment), so skill-eval",
    "skipped the run instead of failing without keys. This is not a failure.",
    "",
    "To evaluate fork pull requests: a maintainer can run the suites from a branch of this repository,",
    "or use the two-stage flow: this workflow uploads results, and a `workflow_run` workflow with `mode: report`",
    "and `run-id` posts the comment without checking out the fork's code (see examples/workflows).",
    "",
  ].join("\n");
}
