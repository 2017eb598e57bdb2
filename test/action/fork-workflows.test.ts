/**
 * A pull request from a fork through the documented workflows, as GitHub runs them: the fork's
 * `pull_request` run (single job: skill-eval.yml; sharded: skill-eval-sharded.yml) with no
 * secrets and a read-only token, then skill-eval-comment.yml on `workflow_run` with a write token.
 * Artifacts go through the real @actions/artifact client to the Actions results double; the
 * comment workflow reads them back through the REST API double.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RESULTS_ARTIFACT_NAME } from "../../src/github/baseline.ts";
import { readZipEntry } from "../../src/github/zip-entry.ts";
import { resultsSchema } from "../../src/model/results.ts";
import { makeResults } from "../compare/results-builder.ts";
import {
  type ActionsResultsDouble,
  startActionsResultsDouble,
} from "../support/actions-results-double/server.ts";
import { type GithubDouble, startGithubDouble } from "../support/github-double/github-double.ts";
import { zipArchive } from "../support/github-double/zip-archive.ts";
import { REPO_ROOT } from "../support/run-dist.ts";
import { runActionDist, webhookExample } from "./github-env.ts";

const FORK_RUN_ID = 4242;
const COMMENT_RUN_ID = 4243;

interface PullRequestPayload {
  pull_request: {
    number: number;
    head: { sha: string; repo: { full_name: string; owner: { login: string } } };
    base: { sha: string };
  };
}

/** GitHub's `pull_request` payload, opened from a fork of the repository. */
function forkPullRequest(): PullRequestPayload {
  const payload = webhookExample(
    "pull_request",
    (example) => example.action === "opened",
  ) as unknown as PullRequestPayload;
  payload.pull_request.head.repo = {
    ...payload.pull_request.head.repo,
    full_name: "forker/Hello-World",
    owner: { ...payload.pull_request.head.repo.owner, login: "forker" },
  };
  return payload;
}

/** GitHub's `workflow_run` payload for the fork's completed run: no pull requests listed, as for every fork. */
function forkWorkflowRun(headSha: string) {
  const payload = webhookExample("workflow_run", (example) => example.action === "completed") as {
    workflow_run: Record<string, unknown> & { head_repository: Record<string, unknown> };
  };
  Object.assign(payload.workflow_run, {
    id: FORK_RUN_ID,
    event: "pull_request",
    head_sha: headSha,
    head_branch: "changes",
    pull_requests: [],
    head_repository: { ...payload.workflow_run.head_repository, full_name: "forker/Hello-World" },
  });
  return payload;
}

let results: ActionsResultsDouble;
let github: GithubDouble;
beforeEach(async () => {
  results = await startActionsResultsDouble();
  github = await startGithubDouble({ repo: "Codertocat/Hello-World" });
});
afterEach(async () => {
  expect(results.rejected).toEqual([]);
  expect(github.violations).toEqual([]);
  await results.close();
  await github.close();
});

function checkout(): string {
  const dir = mkdtempSync(join(tmpdir(), "skill-eval-fork-"));
  cpSync(join(REPO_ROOT, "examples/demo"), join(dir, "evals"), { recursive: true });
  return dir;
}

/** A job of the fork's `pull_request` run: a read-only token, so the REST double refuses every write. */
function forkJob(inputs: Record<string, string>, payload: PullRequestPayload) {
  github.permissions = new Set(["actions: read", "contents: read"]);
  return runActionDist(
    { paths: "evals", ...inputs },
    {
      eventName: "pull_request",
      payload,
      workspace: checkout(),
      double: github,
      env: {
        ACTIONS_RESULTS_URL: results.url,
        ACTIONS_RUNTIME_TOKEN: results.createJob(FORK_RUN_ID).runtimeToken,
        GITHUB_RUN_ID: String(FORK_RUN_ID),
      },
    },
  );
}

/**
 * skill-eval-comment.yml: reads the fork run's artifact through the REST API and posts. `forged`
 * stands for an artifact the fork's own workflow uploaded instead of ours.
 */
async function commentWorkflow(payload: PullRequestPayload, forged?: Buffer, pullHead?: string) {
  github.permissions = new Set(["actions: read", "pull-requests: write", "checks: write"]);
  const uploaded =
    forged === undefined
      ? results.artifactsOf(FORK_RUN_ID).filter((artifact) => artifact.name === RESULTS_ARTIFACT_NAME)
      : [{ id: 77, name: RESULTS_ARTIFACT_NAME, content: forged }];
  github.artifacts = uploaded.map((artifact) => ({
    id: artifact.id,
    name: artifact.name,
    headSha: payload.pull_request.head.sha,
    headBranch: "changes",
    runId: FORK_RUN_ID,
    headRepositoryId: 99,
    createdAt: "2026-11-21T00:00:00Z",
    zip: artifact.content,
  }));
  const pull = payload.pull_request;
  github.pullRequests.set(pull.number, {
    ...pull,
    head: { ...pull.head, sha: pullHead ?? pull.head.sha },
    auto_merge: null,
  });
  return runActionDist(
    {
      mode: "report",
      "run-id": String(FORK_RUN_ID),
      comment: "always",
      "check-run": "true",
      "fail-on": "never",
    },
    {
      eventName: "workflow_run",
      payload: forkWorkflowRun(pull.head.sha),
      workspace: mkdtempSync(join(tmpdir(), "skill-eval-comment-")),
      double: github,
      env: { GITHUB_RUN_ID: String(COMMENT_RUN_ID) },
    },
  );
}

function expectNotRunComment(payload: PullRequestPayload) {
  expect(github.comments).toHaveLength(1);
  const [comment] = github.comments;
  expect(comment?.issue).toBe(payload.pull_request.number);
  expect(comment?.body).toContain("## ➖ Not run: pull request from a fork has no secrets");
  expect(comment?.body).toContain(
    `Pull request #${payload.pull_request.number} at head \`${payload.pull_request.head.sha.slice(0, 7)}\` comes from a fork`,
  );
  expect(comment?.body).toContain("a maintainer approves the `skill-evals-fork` environment");
  expect(github.checkRuns).toMatchObject([{ headSha: payload.pull_request.head.sha, conclusion: "neutral" }]);
}

describe("a fork's pull request through the documented workflows", { timeout: 180_000 }, () => {
  it("single job: the skipped run uploads `skipped: fork`, the comment workflow posts a neutral verdict", async () => {
    const payload = forkPullRequest();
    const run = await forkJob({ comment: "on-change", "check-run": "true" }, payload);
    expect(run.status, run.stdout).toBe(0);
    expect(run.stdout).toContain("::notice::skill-eval: pull request #2 comes from a fork");
    // The read-only token is never tried: no 403 to report.
    expect(github.requests).toEqual([]);
    const [artifact] = results.artifactsOf(FORK_RUN_ID);
    expect(artifact?.name).toBe(RESULTS_ARTIFACT_NAME);
    const uploaded = resultsSchema.parse(
      JSON.parse(
        readZipEntry(artifact?.content ?? Buffer.alloc(0), "results.json", 1e7)?.toString("utf8") ?? "",
      ),
    );
    expect(uploaded.run).toMatchObject({
      skipped: "fork",
      pullRequest: {
        number: 2,
        headSha: payload.pull_request.head.sha,
        baseSha: payload.pull_request.base.sha,
      },
    });
    expect(uploaded.cases).toEqual([]);
    expect(
      readZipEntry(artifact?.content ?? Buffer.alloc(0), "report.html", 1e7)?.toString("utf8"),
    ).toContain("Not run: pull request from a fork has no secrets");
    expect(run.summary).toContain("## ➖ skill-eval: not run: pull request from a fork has no secrets");
    expect(run.summary).toContain(
      `The results artifact \`skill-eval-results\` says so (\`skipped: fork\`, pull request #2, head \`${payload.pull_request.head.sha.slice(0, 7)}\`)`,
    );

    const comment = await commentWorkflow(payload);
    expect(comment.status, comment.stdout).toBe(0);
    expect(comment.stdout).not.toMatch(/::error::/);
    expectNotRunComment(payload);
    // Links go to the fork's run and its results artifact, not to this workflow_run job.
    expect(github.comments[0]?.body).toContain(
      `[Workflow run](https://github.com/Codertocat/Hello-World/actions/runs/${FORK_RUN_ID}) · [Results artifact](https://github.com/Codertocat/Hello-World/actions/runs/${FORK_RUN_ID}/artifacts/${artifact?.id}) (report.html inside)`,
    );

    // The comment workflow runs again (a re-run, or the next push with the same outcome): no write.
    const writes = () =>
      github.requests.filter((request) => request.method !== "GET" && request.path !== "/graphql").length;
    const before = writes();
    const again = await commentWorkflow(payload);
    expect(again.status, again.stdout).toBe(0);
    const commentEdits = github.requests.filter(
      (request) => request.method === "PATCH" && request.path.includes("/issues/comments/"),
    );
    expect(commentEdits).toEqual([]);
    expect(writes() - before).toBe(1); // the check run only, updated in place
    expect(github.checkRuns).toHaveLength(1);
    expect(github.comments).toHaveLength(1);
  });

  it("a fork's own workflow uploading a passing verdict gets no comment and no check: only `skipped: fork` is taken from a fork", async () => {
    const payload = forkPullRequest();
    const pull = payload.pull_request;
    const passing = makeResults([{ case: "c", outcomes: "p" }]);
    passing.run.pullRequest = { number: pull.number, headSha: pull.head.sha, baseSha: pull.base.sha };
    const record = { number: pull.number, headSha: pull.head.sha, baseRef: "master", baseSha: pull.base.sha };
    const forged = zipArchive({
      "results.json": JSON.stringify(passing),
      "pull-request.json": JSON.stringify(record),
    });
    const comment = await commentWorkflow(payload, forged);
    expect(comment.status).not.toBe(0);
    expect(comment.stdout).toContain("comes from a run of forker/Hello-World, yet holds a verdict");
    expect(github.comments.filter((posted) => posted.body.includes("Passing"))).toEqual([]);
    expect(github.checkRuns.filter((check) => check.conclusion === "success")).toEqual([]);
  });

  it("a fork that pushed again before the comment workflow ran: nothing is posted for the old head, and the step stays green", async () => {
    const payload = forkPullRequest();
    const fork = await forkJob({ comment: "on-change", "check-run": "true" }, payload);
    expect(fork.status, fork.stdout).toBe(0);
    const comment = await commentWorkflow(payload, undefined, "e".repeat(40));
    expect(comment.status, comment.stdout).toBe(0);
    expect(comment.stdout).toContain(
      `pull request #${payload.pull_request.number} has moved on to eeeeeee since this run of ${payload.pull_request.head.sha.slice(0, 7)}: nothing is posted to it`,
    );
    expect(github.comments).toEqual([]);
    expect(github.checkRuns.filter((check) => check.conclusion === "failure")).toEqual([]);
  });

  it("a comment workflow whose token may not read artifacts stops with exit 2 and says which permission, never 'internal error'", async () => {
    const payload = forkPullRequest();
    github.pullRequests.set(payload.pull_request.number, { ...payload.pull_request, auto_merge: null });
    github.permissions = new Set(["pull-requests: write", "checks: write"]);
    const run = await runActionDist(
      { mode: "report", "run-id": String(FORK_RUN_ID), "check-run": "true", "fail-on": "never" },
      {
        eventName: "workflow_run",
        payload: forkWorkflowRun(payload.pull_request.head.sha),
        workspace: mkdtempSync(join(tmpdir(), "skill-eval-comment-")),
        double: github,
        env: { GITHUB_RUN_ID: String(COMMENT_RUN_ID) },
      },
    );
    expect(run.status).toBe(2);
    expect(run.stdout).not.toContain("internal error");
    expect(run.stdout).toContain('the token lacks "actions: read"');
  });

  it("the comment names the pull request the checked claim names, not the one results.json says", async () => {
    const payload = forkPullRequest();
    const pull = payload.pull_request;
    const job = await forkJob({ comment: "on-change" }, payload);
    expect(job.status, job.stdout).toBe(0);
    const [artifact] = results.artifactsOf(FORK_RUN_ID);
    const content = artifact?.content ?? Buffer.alloc(0);
    const skipped = JSON.parse(readZipEntry(content, "results.json", 1e7)?.toString("utf8") ?? "");
    skipped.run.pullRequest = { number: 9999, headSha: "d".repeat(40), baseSha: pull.base.sha };
    const tampered = zipArchive({
      "results.json": JSON.stringify(skipped),
      "pull-request.json": readZipEntry(content, "pull-request.json", 1e6)?.toString("utf8") ?? "",
    });
    const comment = await commentWorkflow(payload, tampered);
    expect(comment.status, comment.stdout).toBe(0);
    expectNotRunComment(payload);
    expect(github.comments[0]?.body).not.toContain("9999");
  });

  it("maintainer-approved pull_request_target: agents run on the fork's head and the comment names it", async () => {
    const payload = forkPullRequest();
    const out = mkdtempSync(join(tmpdir(), "skill-eval-approved-"));
    const run = await runActionDist(
      { paths: "evals", "output-dir": out, "check-run": "true" },
      { eventName: "pull_request_target", payload, workspace: checkout(), double: github },
    );
    expect(run.status, run.stdout).toBe(0);
    expect(run.stdout).not.toContain("comes from a fork");
    const head = payload.pull_request.head.sha;
    expect(github.comments[0]?.body).toContain("## ✅ Passing");
    // The checkout is the head itself (skill-eval-fork-approved.yml checks out head.sha), not a merge.
    expect(github.comments[0]?.body).toContain(`Head \`${head.slice(0, 7)}\` has no baseline`);
    expect(github.checkRuns).toMatchObject([{ headSha: head, conclusion: "success" }]);
    expect(JSON.parse(readFileSync(join(out, "results.json"), "utf8")).run.commit).toBe(head);
  });

  it("the fork's own run, finishing after the approved run, never replaces that verdict with 'Not run'", async () => {
    const payload = forkPullRequest();
    const approved = await runActionDist(
      {
        paths: "evals",
        "output-dir": mkdtempSync(join(tmpdir(), "skill-eval-approved-")),
        "check-run": "true",
      },
      { eventName: "pull_request_target", payload, workspace: checkout(), double: github },
    );
    expect(approved.status, approved.stdout).toBe(0);
    const fork = await forkJob({ comment: "on-change", "check-run": "true" }, payload);
    expect(fork.status, fork.stdout).toBe(0);
    const comment = await commentWorkflow(payload);
    expect(comment.status, comment.stdout).toBe(0);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body).toContain("## ✅ Passing");
    expect(github.checkRuns).toMatchObject([
      { headSha: payload.pull_request.head.sha, conclusion: "success" },
    ]);
    expect(comment.stdout).toContain("kept the verdict an earlier run published for this head");
  });

  it("the fork's own run never replaces an approved verdict whose check is neutral (fail-on: never) with 'Not run'", async () => {
    const payload = forkPullRequest();
    const failing = checkout();
    const suite = join(failing, "evals", "demo.suite.ts");
    writeFileSync(
      suite,
      readFileSync(suite, "utf8").replace(
        'assert.skills.has(report, "pdf-report");',
        'throw new Error("forced");',
      ),
    );
    const approved = await runActionDist(
      {
        paths: "evals",
        "output-dir": mkdtempSync(join(tmpdir(), "skill-eval-approved-")),
        "check-run": "true",
        "fail-on": "never",
      },
      { eventName: "pull_request_target", payload, workspace: failing, double: github },
    );
    expect(approved.status, approved.stdout).toBe(0);
    const fork = await forkJob({ comment: "on-change", "check-run": "true" }, payload);
    expect(fork.status, fork.stdout).toBe(0);
    const comment = await commentWorkflow(payload);
    expect(comment.status, comment.stdout).toBe(0);
    expect(github.checkRuns).toHaveLength(1);
    expect(github.checkRuns[0]).toMatchObject({ conclusion: "neutral" });
    expect(github.checkRuns[0]?.title).toContain("Failing");
  });

  it("sharded: shards skip, the report is neutral (never red, never incomplete), the comment workflow posts", async () => {
    const payload = forkPullRequest();
    const plan = await forkJob({ mode: "plan", "max-shards": "2" }, payload);
    expect(plan.status, plan.stdout).toBe(0);
    const matrix = JSON.parse(plan.outputs.matrix ?? "") as { include: { shard: number; total: number }[] };
    expect(matrix.include.length).toBe(2);
    for (const { shard, total } of matrix.include) {
      const ran = await forkJob({ mode: "shard", shard: `${shard}/${total}` }, payload);
      expect(ran.status, ran.stdout).toBe(0);
    }
    const report = await forkJob({ mode: "report", comment: "on-change", "fail-on": "failure" }, payload);
    expect(report.status, report.stdout).toBe(0);
    expect(report.outputs["exit-code"]).toBe("0");
    expect(report.stdout).not.toMatch(/::error::/);
    expect(report.summary).toContain("## ➖ Not run: pull request from a fork has no secrets");
    expect(report.summary).not.toContain("Incomplete");
    expect(report.summary).toContain("the comment and check come from the workflow_run workflow");
    // Nothing written with the read-only token.
    expect(github.requests.filter((request) => request.method !== "GET")).toEqual([]);
    expect(results.artifactsOf(FORK_RUN_ID).map((artifact) => artifact.name)).toEqual(
      expect.arrayContaining(["skill-eval-plan", "skill-eval-results-shard-1-of-2", RESULTS_ARTIFACT_NAME]),
    );

    const comment = await commentWorkflow(payload);
    expect(comment.status, comment.stdout).toBe(0);
    expectNotRunComment(payload);
  });
});
