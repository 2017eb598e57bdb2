import { FORK_MAINTAINER_HINT } from "../report/comment/fork-skipped-lines.ts";
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
export function forkNotice(
  pullRequest: PullRequestEvent,
  artifact: { uploaded: string | undefined },
): string {
  const from = pullRequest.headRepo ?? "a deleted fork";
  const uploaded =
    artifact.uploaded === undefined
      ? "No results artifact was uploaded (not on a GitHub runner, or `fork-policy: fail`)."
      : `The results artifact \`${artifact.uploaded}\` says so (\`skipped: fork\`, pull request #${pullRequest.number}, head \`${pullRequest.headSha.slice(0, 7)}\`): a \`workflow_run\` workflow with \`mode: report\` and \`run-id\` posts the comment and a neutral check from it (examples/workflows/skill-eval-comment.yml).`;
  return [
    "## ➖ skill-eval: not run: pull request from a fork has no secrets",
    "",
    `Pull request #${pullRequest.number} comes from ${from}. GitHub gives workflows triggered by a fork`,
    "no repository secrets (so no agent API keys) and a read-only token (so no comment), so skill-eval",
    "skipped the run instead of failing without keys. This is not a failure.",
    "",
    uploaded,
    "",
    FORK_MAINTAINER_HINT,
    "",
  ].join("\n");
}
