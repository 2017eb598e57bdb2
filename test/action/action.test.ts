import { appendFileSync, cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RESULTS_ARTIFACT_NAME } from "../../src/github/baseline.ts";
import type { Results } from "../../src/model/results.ts";
import { commentMarker } from "../../src/report/comment/comment-marker.ts";
import { type GithubDouble, startGithubDouble } from "../support/github-double/github-double.ts";
import { zipArchive } from "../support/github-double/zip-archive.ts";
import { makeProject, REPO_ROOT } from "../support/run-dist.ts";
import { readAsRunner } from "../support/runner-log.ts";
import { runActionDist, webhookExample } from "./github-env.ts";

const opened = () => webhookExample("pull_request", (example) => example.action === "opened");
type PullRequestPayload = {
  pull_request: {
    number: number;
    head: { sha: string; repo: { full_name: string; owner: { login: string } } };
    base: { sha: string; ref: string };
  };
};

let double: GithubDouble;
beforeEach(async () => {
  double = await startGithubDouble({ repo: "Codertocat/Hello-World" });
});
afterEach(async () => {
  await double.close();
  expect(double.violations).toEqual([]);
});

function failingProject(): string {
  return makeProject({
    "skill-eval.config.yaml": "runners:\n  replay:\n    agent: replay\n    transcripts: ./t\n",
    "t/c.jsonl": readFileSync(
      join(REPO_ROOT, "test/fixtures/transcripts/claude/skill-not-used/stdout.jsonl"),
      "utf8",
    ),
    "x.suite.ts":
      'import { assert } from "skillgym";\nexport default [{ id: "c", prompt: "p", assert(r) { assert.skills.has(r, "pdf-report"); } }];\n',
  });
}

/** `results` as the base branch's run at `commit` would have recorded them: about no pull request. */
function uploadBaseline(commit: string, results: Results, runId = 500): void {
  const { pullRequest: _aboutPullRequest, ...run } = results.run;
  double.artifacts.push({
    id: double.artifacts.length + 1,
    name: RESULTS_ARTIFACT_NAME,
    headSha: commit,
    headBranch: "master",
    runId,
    createdAt: "2026-11-20T00:00:00Z",
    zip: zipArchive({ "results.json": JSON.stringify({ ...results, run }) }),
  });
}

describe("the action (dist/index.js under Node 24, GitHub's env, the API double)", {
  timeout: 60_000,
}, () => {
  it("replaces the pull request's comment and fails its check run when a later push stops with a configuration error", async () => {
    const project = failingProject();
    writeFileSync(join(project, "x.suite.ts"), 'export default [{ id: "c", prompt: "p", assert() {} }];\n');
    const pullRequest = { eventName: "pull_request", payload: opened(), double, workspace: project };
    const green = await runActionDist({ "check-run": "true" }, pullRequest);
    expect(green.status, green.stdout).toBe(0);
    expect(double.checkRuns).toMatchObject([{ conclusion: "success" }]);
    expect(double.comments.map((comment) => comment.body)).toEqual([
      expect.stringContaining("## ✅ Passing"),
    ]);
    writeFileSync(
      join(project, "x.suite.ts"),
      'export default [{ id: "c", prompt: "p", assert() {} }, { id: "c", prompt: "q", assert() {} }];\n',
    );
    // The same head again (a re-run): the green check run must not stand either.
    const broken = await runActionDist({ "check-run": "true" }, pullRequest);
    expect(broken.status).toBe(2);
    expect(double.checkRuns).toMatchObject([
      { conclusion: "failure", title: "💥 No verdict: skill-eval stopped with an error (exit 2)" },
    ]);
    // Still one comment, and it no longer says the previous head's green verdict.
    expect(double.comments).toHaveLength(1);
    expect(double.comments[0]?.body).toContain("## 💥 No verdict: skill-eval stopped with an error (exit 2)");
    expect(double.comments[0]?.body).toContain('duplicate case id "c"');
    expect(double.comments[0]?.body).not.toContain("✅ Passing");
  });

  it("with cases the budget left unrun: the step passes, the check is neutral, the headline says so", async () => {
    const workspace = makeProject({});
    cpSync(join(REPO_ROOT, "examples/demo"), workspace, { recursive: true });
    // One at a time, so the first execution's cost is known before the next would start.
    appendFileSync(join(workspace, "skill-eval.config.yaml"), "concurrency: 1\n");
    const run = await runActionDist(
      { "check-run": "true", "budget-usd": "0.001" },
      { eventName: "pull_request", payload: opened(), double, workspace },
    );
    expect(run.status, run.stdout).toBe(0);
    expect(double.checkRuns).toMatchObject([
      { conclusion: "neutral", title: expect.stringMatching(/^⚠️ Budget reached: 4 of 5 cases not run/) },
    ]);
    expect(double.comments[0]?.body).toContain("## ⚠️ Budget reached: 4 of 5 cases not run");
  });

  it("shows, never obeys, control characters in a configuration error: log, summary, comment and check", async () => {
    const project = failingProject();
    const id = "c \\u001b]0;pwned\\u0007 \\u202egnp";
    writeFileSync(
      join(project, "x.suite.ts"),
      `export default [{ id: "${id}", prompt: "p", assert() {} }, { id: "${id}", prompt: "q", assert() {} }];\n`,
    );
    const run = await runActionDist(
      { "check-run": "true" },
      { eventName: "pull_request", payload: opened(), double, workspace: project },
    );
    expect(run.status).toBe(2);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
    const raw = /[\u001b\u0007\u202e]/;
    for (const text of [
      run.stdout,
      run.summary,
      double.comments[0]?.body ?? "",
      double.checkRuns[0]?.summary ?? "",
    ]) {
      expect(text).not.toMatch(raw);
    }
    expect(run.stdout).toContain('duplicate case id "c ␛]0;pwned␇ ⟨u202e⟩gnp"');
    expect(double.comments[0]?.body).toContain("⟨u202e⟩gnp");
  });

  it("shows, never obeys, workflow commands in a case id or an agent's text", async () => {
    const agent =
      "console.log('done\\n::warning::pwned by agent'); console.error('::error::pwned by stderr')";
    const project = makeProject({
      "skill-eval.config.yaml": `runners:\n  sh:\n    agent: command\n    command: [${JSON.stringify(process.execPath)}, "-e", ${JSON.stringify(agent)}]\n`,
    });
    writeFileSync(
      join(project, "x.suite.ts"),
      [
        'import assert from "node:assert";',
        "export default [{",
        '  id: "c\\n::error file=README.md,line=1::pwned by id\\n  ##[add-mask]pwned-mask",',
        '  prompt: "p",',
        '  assert() { assert.fail("no\\n::notice::pwned by message"); },',
        "}];",
        "",
      ].join("\n"),
    );
    const run = await runActionDist(
      { "check-run": "true" },
      { eventName: "pull_request", payload: opened(), double, workspace: project },
    );
    expect(run.status, run.stdout).toBe(1);
    const { obeyed, shown, stopped } = readAsRunner(run.stdout);
    expect(stopped).toBe(false);
    expect(shown.some((line) => line.includes("::error file=README.md,line=1::pwned by id"))).toBe(true);
    expect(obeyed.filter((command) => command.includes("pwned"))).toEqual([]);
    // The step's own commands still work: its failure is an error annotation.
    expect(obeyed.some((command) => command.startsWith("::error::skill-eval:"))).toBe(true);
  });

  it("reads the baseline input from working-directory, as config and output-dir", async () => {
    const root = makeProject({
      "proj/cfg/skill-eval.config.yaml": "runners:\n  replay:\n    agent: replay\n    transcripts: ../t\n",
      "proj/t/c.jsonl": readFileSync(
        join(REPO_ROOT, "test/fixtures/transcripts/claude/skill-not-used/stdout.jsonl"),
        "utf8",
      ),
      "proj/a.suite.ts": 'export default [{ id: "c", prompt: "p", assert() {} }];\n',
    });
    const push = { eventName: "push", payload: webhookExample("push", () => true), workspace: root };
    const inputs = { "working-directory": "proj", config: "cfg/skill-eval.config.yaml", comment: "off" };
    const base = await runActionDist({ ...inputs, "output-dir": "base-out" }, push);
    expect(base.status, base.stdout).toBe(0);
    writeFileSync(
      join(root, "proj/a.suite.ts"),
      'export default [{ id: "c", prompt: "p", assert() { throw new Error("broke"); } }];\n',
    );
    const head = await runActionDist(
      { ...inputs, baseline: "base-out/results.json", "fail-on": "regression" },
      push,
    );
    // Compared with the base run, not "the baseline file is missing".
    expect(head.stdout).not.toContain("is missing");
    expect(head.summary).toMatch(/[Ww]orse than base/);
    expect(head.status).toBe(1);
  });

  it("runs the demo on a pull request: comment, check run, summary and outputs", async () => {
    const payload = opened() as unknown as PullRequestPayload;
    const out = makeProject({});
    const run = await runActionDist(
      { paths: "examples/demo", "output-dir": out, "check-run": "true" },
      { eventName: "pull_request", payload, double },
    );
    expect(run.stdout).not.toMatch(/::error::/);
    expect(run.status).toBe(0);
    const comment = double.comments.find((stored) => stored.body.includes(commentMarker("skill-eval")));
    expect(comment?.issue).toBe(payload.pull_request.number);
    expect(comment?.body).toContain(
      "## ✅ Passing: all 5 cases met expectations (1 as expected failures); no baseline to compare with",
    );
    expect(comment?.body).toContain(
      "[Workflow run](https://github.com/Codertocat/Hello-World/actions/runs/777) · [Artifacts](https://github.com/Codertocat/Hello-World/actions/runs/777#artifacts)",
    );
    expect(double.checkRuns).toMatchObject([
      { headSha: payload.pull_request.head.sha, conclusion: "success" },
    ]);
    // The pull request's head (what reviewers see), not the merge commit GitHub checked out.
    const head = `Head \`${payload.pull_request.head.sha.slice(0, 7)}\` (the run tested its merge with base \`${payload.pull_request.base.sha.slice(0, 7)}\`)`;
    expect(comment?.body).toContain(head);
    expect(double.checkRuns[0]?.summary).toContain(head);
    expect(run.summary).toContain(head);
    expect(JSON.parse(readFileSync(join(out, "results.json"), "utf8")).run).toMatchObject({
      commit: "0123456789abcdef0123456789abcdef01234567",
      pullRequest: {
        number: payload.pull_request.number,
        headSha: payload.pull_request.head.sha,
        baseSha: payload.pull_request.base.sha,
      },
    });
    expect(run.outputs).toEqual({
      "pass-rate": "1",
      passed: "5",
      failed: "0",
      regressions: "0",
      "unexpected-passes": "0",
      "report-path": join(out, "report.md"),
      "comment-url": `https://github.com/Codertocat/Hello-World/pull/${payload.pull_request.number}#issuecomment-${comment?.id}`,
      "results-path": join(out, "results.json"),
      "exit-code": "0",
    });
    expect(run.summary).toContain(
      "| `claude-replay` | replay (claude-sonnet-4-5) | 100% | 4 | 0 | 0 | 1 | 0 |",
    );
    expect(run.summary).toContain(
      '> No baseline, so no comparison: no usable "skill-eval-results" artifact on master',
    );
    expect(JSON.parse(readFileSync(join(out, "pull-request.json"), "utf8"))).toEqual({
      number: payload.pull_request.number,
      headSha: payload.pull_request.head.sha,
      baseRef: "master",
      baseSha: payload.pull_request.base.sha,
    });
  });

  it("comment: on-change makes no write on a re-run that changes only durations and costs", async () => {
    const project = failingProject();
    const rerun = () =>
      runActionDist(
        { comment: "on-change", "fail-on": "never" },
        { eventName: "pull_request", payload: opened(), workspace: project, double },
      );
    const first = await rerun();
    expect(first.status, first.stdout).toBe(0);
    expect(double.comments).toHaveLength(1);
    const written = double.comments[0]?.body ?? "";
    // The recorded durations differ from run to run; the verdicts do not.
    const again = await rerun();
    expect(again.status, again.stdout).toBe(0);
    // Durations are timing: when two runs happen to take as long, the body itself is unchanged.
    expect(again.stdout).toContain(
      again.summary === first.summary
        ? "comment: skipped (the comment already says this)"
        : "comment: skipped (comment: on-change and nothing a reviewer sees changed)",
    );
    expect(
      double.requests.filter(
        (request) => request.method === "PATCH" || (request.method === "POST" && request.path !== "/graphql"),
      ),
    ).toHaveLength(1);
    expect(double.comments[0]?.body).toBe(written);

    // A verdict a reviewer sees changes: the comment is rewritten.
    writeFileSync(join(project, "x.suite.ts"), 'export default [{ id: "c", prompt: "p", assert() {} }];\n');
    const fixed = await rerun();
    expect(fixed.status, fixed.stdout).toBe(0);
    expect(double.requests.filter((request) => request.method === "PATCH")).toHaveLength(1);
    expect(double.comments[0]?.body).toContain("## ✅ Passing");
  });

  it("comment-progress: says the run is under way, then the result replaces it", async () => {
    const run = await runActionDist(
      {
        paths: "examples/demo",
        "output-dir": makeProject({}),
        "comment-progress": "true",
        comment: "on-failure",
      },
      { eventName: "pull_request", payload: opened(), double },
    );
    expect(run.status, run.stdout).toBe(0);
    expect(double.commentWrites).toHaveLength(2);
    expect(double.commentWrites[0]).toContain("## ⏳ Running 5 executions");
    expect(double.commentWrites[0]).toContain(
      "([workflow run](https://github.com/Codertocat/Hello-World/actions/runs/777))",
    );
    expect(double.comments).toHaveLength(1);
    expect(double.comments[0]?.body).toContain("## ✅ Passing");
    expect(double.comments[0]?.body).not.toContain("⏳");
  });

  it("compares with the base branch's results and fails on the regression", async () => {
    const payload = opened() as unknown as PullRequestPayload;
    const project = failingProject();
    const first = await runActionDist(
      { "fail-on": "never", comment: "off" },
      { eventName: "pull_request", payload, workspace: project, double },
    );
    expect(first.status).toBe(0);
    expect(first.outputs["exit-code"]).toBe("0");
    const head: Results = JSON.parse(readFileSync(first.outputs["results-path"] ?? "", "utf8"));
    // 3 passes on base against head's 0/1 (p = 1/4) is undecided: the action adds confirmation
    // runs, and at 0/3 (p = 1/20) the drop is established.
    const passing = {
      ...head,
      cases: head.cases.map((caseResult) => ({
        ...caseResult,
        verdict: "passed" as const,
        iterations: 3,
        graded: 3,
        passes: 3,
        errors: 0,
        passRate: 1,
      })),
    };
    double.commits = [payload.pull_request.base.sha, "f".repeat(40)];
    uploadBaseline(payload.pull_request.base.sha, passing);

    const run = await runActionDist(
      { "fail-on": "regression", "check-run": "true" },
      { eventName: "pull_request", payload, workspace: project, double },
    );
    expect(run.status).toBe(1);
    // The error line names the regression first, by case and runner.
    expect(run.stdout).toContain(
      "::error::skill-eval: ❌ Worse than base: 1 regression; 1 failed of 1 case. Regressed: x/c on replay",
    );
    // The annotation is on the line where the case is written in the suite file.
    expect(double.annotations).toMatchObject([
      { path: "x.suite.ts", start_line: 2, annotation_level: "failure", title: "c on replay: failed" },
    ]);
    expect(run.outputs).toMatchObject({ regressions: "1", "exit-code": "1" });
    expect(run.summary).toContain("## ❌ Worse than base: 1 regression");
    expect(run.summary).toContain(
      `compared with base \`${payload.pull_request.base.sha.slice(0, 7)}\`, the merge base (the base branch's results artifact)`,
    );
    expect(run.summary).toContain("### ❌ Regressions (1)");
    expect(run.summary).toContain("2 confirmation runs were added");
    expect(run.summary).toMatch(
      /100% \(3\/3, [^)]*\) → 0% \(0\/3, [^)]*\) incl\. 2 confirmation runs, p = 0\.050/,
    );
    const html = readFileSync(join(project, ".skill-eval", "report.html"), "utf8");
    expect(html).toContain("Worse than base: 1 regression");
    expect(html).toContain("Compared with base");
  });

  it("never counts an errored execution as a regression: not in the headline, the output or fail-on", async () => {
    const payload = opened() as unknown as PullRequestPayload;
    // "down" has no recorded transcript (replay-missing: an infrastructure error); "up" passes.
    const project = makeProject({
      "skill-eval.config.yaml": "runners:\n  replay:\n    agent: replay\n    transcripts: ./t\n",
      "t/up.jsonl": readFileSync(
        join(REPO_ROOT, "test/fixtures/transcripts/claude/skill-not-used/stdout.jsonl"),
        "utf8",
      ),
      "x.suite.ts":
        'export default [{ id: "up", prompt: "p", assert() {} }, { id: "down", prompt: "p", assert() {} }];\n',
    });
    const first = await runActionDist(
      { "fail-on": "never", comment: "off" },
      { eventName: "pull_request", payload, workspace: project, double },
    );
    const head: Results = JSON.parse(readFileSync(first.outputs["results-path"] ?? "", "utf8"));
    expect(head.cases.find((result) => result.case === "down")?.verdict).toBe("error");
    const passing = {
      ...head,
      cases: head.cases.map((caseResult) => ({
        ...caseResult,
        verdict: "passed" as const,
        iterations: 3,
        graded: 3,
        passes: 3,
        errors: 0,
        passRate: 1,
      })),
    };
    double.commits = [payload.pull_request.base.sha, "f".repeat(40)];
    uploadBaseline(payload.pull_request.base.sha, passing);

    const run = await runActionDist(
      { "fail-on": "regression" },
      { eventName: "pull_request", payload, workspace: project, double },
    );
    expect(run.status).toBe(0);
    expect(run.outputs).toMatchObject({ regressions: "0", "exit-code": "0" });
    expect(run.summary).not.toContain("Worse than base");
    expect(run.summary).toContain("## ❌ Failing: 1 errored of 2 cases; no regressions against base");
    expect(run.summary).toContain("### 💥 Errored, not compared (1)");
    expect(run.summary).not.toContain("confirmation run");
  });

  it("explains a fork pull request instead of running agents without keys", async () => {
    const payload = opened() as unknown as PullRequestPayload;
    payload.pull_request.head.repo = {
      ...payload.pull_request.head.repo,
      full_name: "forker/Hello-World",
      owner: { login: "forker" },
    };
    const run = await runActionDist(
      { paths: "examples/demo", "output-dir": makeProject({}) },
      { eventName: "pull_request", payload, double },
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("::notice::skill-eval: pull request #2 comes from a fork");
    expect(run.summary).toContain("Pull request #2 comes from forker/Hello-World");
    expect(run.outputs["exit-code"]).toBe("0");
    expect(double.requests).toEqual([]);
  });

  it.each([
    ["validate", 0, "Static checks passed (fork-policy `validate`): config and 1 suite(s) with 5 case(s)"],
    ["fail", 1, "Pull request #2 comes from forker/Hello-World"],
  ])("applies fork-policy %s to a fork pull request", async (policy, status, summary) => {
    const payload = opened() as unknown as PullRequestPayload;
    payload.pull_request.head.repo = {
      ...payload.pull_request.head.repo,
      full_name: "forker/Hello-World",
      owner: { login: "forker" },
    };
    const run = await runActionDist(
      { paths: "examples/demo", "fork-policy": policy, "output-dir": makeProject({}) },
      { eventName: "pull_request", payload, double },
    );
    expect(run.status).toBe(status);
    expect(run.summary).toContain(summary);
    expect(run.outputs["exit-code"]).toBe(String(status));
    expect(double.requests).toEqual([]);
  });

  it("re-run on the same head, updates the check run it created instead of adding another", async () => {
    const payload = opened() as unknown as PullRequestPayload;
    const inputs = { paths: "examples/demo", "check-run": "true", comment: "off" };
    for (const attempt of [1, 2]) {
      const run = await runActionDist(
        { ...inputs, "output-dir": makeProject({}) },
        { eventName: "pull_request", payload, double, env: { GITHUB_RUN_ATTEMPT: String(attempt) } },
      );
      expect(run.status, run.stdout).toBe(0);
    }
    expect(double.checkRuns).toMatchObject([
      { name: "skill-eval", headSha: payload.pull_request.head.sha, conclusion: "success" },
    ]);
    const writes = double.requests.filter((request) => request.path.includes("check-runs"));
    expect(writes.map((request) => `${request.method} ${request.status}`)).toEqual([
      "GET 200",
      "POST 201",
      "GET 200",
      "PATCH 200",
    ]);
  });

  it("on a push, writes the summary and posts no comment", async () => {
    const payload = webhookExample("push", (example) => example.ref === "refs/heads/master");
    const out = makeProject({});
    const run = await runActionDist(
      { paths: "examples/demo", "output-dir": out },
      { eventName: "push", payload, double },
    );
    expect(run.status).toBe(0);
    expect(run.summary).toContain("> No baseline, so no comparison: this run is not on a pull request.");
    expect(double.comments).toEqual([]);
    expect(run.outputs["comment-url"]).toBe("");
  });

  describe("mode: report from a workflow_run", () => {
    const workflowRun = () =>
      webhookExample("workflow_run", (example) => {
        const run = example.workflow_run as { pull_requests: unknown[] };
        return example.action === "completed" && run.pull_requests.length === 1;
      }) as { workflow_run: { id: number; head_sha: string; pull_requests: { number: number }[] } };

    async function firstRunArtifact(pullRequest: Record<string, unknown>) {
      const out = makeProject({});
      await runActionDist(
        { paths: "examples/demo", "output-dir": out, comment: "off" },
        { eventName: "push", payload: webhookExample("push", () => true) },
      );
      return zipArchive({
        "results.json": readFileSync(join(out, "results.json")),
        "pull-request.json": JSON.stringify(pullRequest),
      });
    }

    /** The first run's results artifact, as that workflow run uploaded it. */
    async function uploadFirstRun(
      payload: ReturnType<typeof workflowRun>,
      pullRequest: { number: number; headSha: string },
    ) {
      double.artifacts.push({
        id: 1,
        name: RESULTS_ARTIFACT_NAME,
        headSha: payload.workflow_run.head_sha,
        headBranch: "feature",
        runId: payload.workflow_run.id,
        createdAt: "2026-11-21T00:00:00Z",
        zip: await firstRunArtifact({ ...pullRequest, baseRef: "main", baseSha: "e".repeat(40) }),
      });
    }

    it("posts the comment from the first run's artifact, without a checkout", async () => {
      const double2 = double;
      const payload = workflowRun();
      const number = payload.workflow_run.pull_requests[0]?.number ?? 0;
      await uploadFirstRun(payload, { number, headSha: payload.workflow_run.head_sha });
      const empty = makeProject({});
      const run = await runActionDist(
        { mode: "report", "run-id": String(payload.workflow_run.id), "check-run": "true" },
        { eventName: "workflow_run", payload, workspace: empty, double: double2 },
      );
      expect(run.stdout).not.toMatch(/::error::/);
      expect(run.status).toBe(0);
      // On the pull request's head commit, where the fork's own run could not write one.
      expect(double2.checkRuns).toMatchObject([
        { headSha: payload.workflow_run.head_sha, conclusion: "success" },
      ]);
      expect(double2.comments).toHaveLength(1);
      expect(double2.comments[0]).toMatchObject({ issue: number });
      expect(double2.comments[0]?.body).toContain("## ✅ Passing: all 5 cases met expectations");
    });

    it("re-run, updates the one check run on the pull request's head", async () => {
      const payload = workflowRun();
      await uploadFirstRun(payload, {
        number: payload.workflow_run.pull_requests[0]?.number ?? 0,
        headSha: payload.workflow_run.head_sha,
      });
      for (let attempt = 0; attempt < 2; attempt++) {
        const run = await runActionDist(
          { mode: "report", "run-id": String(payload.workflow_run.id), "check-run": "true" },
          { eventName: "workflow_run", payload, workspace: makeProject({}), double },
        );
        expect(run.status, run.stdout).toBe(0);
      }
      expect(double.checkRuns).toMatchObject([
        { headSha: payload.workflow_run.head_sha, conclusion: "success" },
      ]);
      expect(double.comments).toHaveLength(1);
    });

    it("for a fork's run (no pull requests listed), checks the claimed pull request's head with GitHub", async () => {
      const payload = workflowRun();
      payload.workflow_run.pull_requests = [];
      const head = payload.workflow_run.head_sha;
      const pull = (number: number, sha: string) => {
        const example = opened() as { pull_request: { number: number; head: { sha: string } } };
        return {
          ...example.pull_request,
          number,
          head: { ...example.pull_request.head, sha },
          auto_merge: null,
        };
      };
      double.pullRequests.set(2, pull(2, head));
      double.pullRequests.set(3, pull(3, "a".repeat(40)));
      const upload = async (number: number) => {
        double.artifacts = [
          {
            id: 1,
            name: RESULTS_ARTIFACT_NAME,
            headSha: head,
            headBranch: "feature",
            runId: payload.workflow_run.id,
            headRepositoryId: 99,
            createdAt: "2026-11-21T00:00:00Z",
            zip: await firstRunArtifact({ number, headSha: head, baseRef: "main", baseSha: "e".repeat(40) }),
          },
        ];
        return runActionDist(
          { mode: "report", "run-id": String(payload.workflow_run.id) },
          { eventName: "workflow_run", payload, workspace: makeProject({}), double },
        );
      };
      const spoofed = await upload(3);
      expect(spoofed.status).toBe(3);
      expect(spoofed.stdout).toMatch(
        /claims pull request #3, whose head is aaaaaaa, not the run's 3484a3f: not posting/,
      );
      expect(double.comments).toEqual([]);
      const genuine = await upload(2);
      expect(genuine.status).toBe(0);
      expect(double.comments.map((comment) => comment.issue)).toEqual([2]);
    });

    it("refuses an artifact that claims another commit's pull request", async () => {
      const payload = workflowRun();
      await uploadFirstRun(payload, { number: 1, headSha: "d".repeat(40) });
      const run = await runActionDist(
        { mode: "report", "run-id": String(payload.workflow_run.id) },
        { eventName: "workflow_run", payload, workspace: makeProject({}), double },
      );
      expect(run.status).toBe(3);
      expect(run.stdout).toMatch(
        /::error::.*claims pull request #1 at ddddddd, but the workflow run is for 3484a3f: not posting/,
      );
      expect(double.comments).toEqual([]);
    });
  });

  it("names the permission to add when the token may not comment, and still writes the summary", async () => {
    double.permissions.delete("pull-requests: write");
    const run = await runActionDist(
      { paths: "examples/demo", "output-dir": makeProject({}) },
      { eventName: "pull_request", payload: opened(), double },
    );
    expect(run.status).toBe(2);
    expect(run.stdout).toMatch(
      /::error::the pull request comment: GitHub refused to .* lacks "pull-requests: write"/,
    );
    expect(run.summary).toContain("## ✅ Passing: all 5 cases met expectations");
    // The step's error line gives the verdict before the publishing problem.
    expect(run.stdout).toContain(
      "::error::skill-eval: ✅ Passing: all 5 cases met expectations (1 as expected failures); no baseline to compare with; and a permission or setting is missing (see the errors above)",
    );
    expect(run.summary).toContain("> ❗ Could not publish the pull request comment: GitHub refused");
    // Near the top, under the verdict, not only at the bottom.
    const top = run.summary.split("\n\n").slice(0, 3).join("\n\n");
    expect(top).toContain(
      "> ⚠️ **Missing permission `pull-requests: write`**: GitHub refused to comment on the pull request, so the pull request comment was not published.",
    );
  });

  it.each([403, 404] as const)(
    "says which permission is missing when the baseline cannot be looked up (refused with %i), right under the verdict and as a warning",
    async (deniedStatus) => {
      double.deniedStatus = deniedStatus;
      double.permissions.delete("contents: read");
      const run = await runActionDist(
        { paths: "examples/demo", "output-dir": makeProject({}) },
        { eventName: "pull_request", payload: opened(), double },
      );
      expect(run.status, run.stdout).toBe(0);
      expect(double.requests).toContainEqual(
        expect.objectContaining({ method: "GET", status: deniedStatus }),
      );
      expect(run.stdout).toMatch(
        /::warning::\*\*Missing permission `contents: read`\*\*: GitHub refused to list the base branch's commits/,
      );
      const body = double.comments[0]?.body ?? "";
      const lines = body.split("\n\n");
      expect(lines[1]).toMatch(/^## ✅ Passing/);
      expect(lines[2]).toBe(
        "> ⚠️ **Missing permission `contents: read`**: GitHub refused to list the base branch's commits, so there is no baseline and nothing counts as a regression. Add `contents: read` under the job's `permissions:` in the workflow.",
      );
      expect(run.summary).toContain("> ⚠️ **Missing permission `contents: read`**");
    },
  );

  it("fails fail-on: regression without a readable baseline (exit 2), unless baseline-missing: ignore", async () => {
    double.permissions.delete("actions: read");
    const strict = await runActionDist(
      {
        paths: "examples/demo",
        "output-dir": makeProject({}),
        "fail-on": "regression",
        comment: "off",
        "check-run": "true",
      },
      { eventName: "pull_request", payload: opened(), double },
    );
    expect(strict.status).toBe(2);
    // The check fails, and its title says why rather than "✅ Passing".
    expect(double.checkRuns).toMatchObject([{ conclusion: "failure" }]);
    expect(double.checkRuns[0]?.title).toMatch(/^❌ fail-on: regression needs a baseline, and there is none/);
    expect(strict.stdout).toMatch(
      /::error::fail-on: regression needs a baseline, and there is none \(GitHub refused to list the repository's artifacts: the token lacks "actions: read"\)\. To fix it, add `actions: read` to the job's permissions; or set `baseline-missing: ignore`/,
    );
    expect(strict.summary).toContain("> ⚠️ **Missing permission `actions: read`**");
    const lenient = await runActionDist(
      {
        paths: "examples/demo",
        "output-dir": makeProject({}),
        "fail-on": "regression",
        "baseline-missing": "ignore",
        comment: "off",
      },
      { eventName: "pull_request", payload: opened(), double },
    );
    expect(lenient.status, lenient.stdout).toBe(0);
    expect(lenient.stdout).toContain("::warning::**Missing permission `actions: read`**");
  });

  it("stops a pull request over max-executions before any agent starts, unless it has the no-limit label", async () => {
    const payload = opened() as unknown as PullRequestPayload & {
      pull_request: { labels: { name: string }[] };
    };
    const over = await runActionDist(
      { paths: "examples/demo", "max-executions": "2", comment: "off" },
      { eventName: "pull_request", payload, double },
    );
    expect(over.status).toBe(2);
    expect(over.stdout).toContain(
      "executions are planned, more than the limit of 2 (max-executions); no agent was started",
    );
    expect(over.stdout).toContain(
      `add the label "skill-eval-no-limit" to pull request #${payload.pull_request.number} (with labeled among the workflow's pull_request types`,
    );

    payload.pull_request.labels = [{ name: "bug" }, { name: "skill-eval-no-limit" }];
    const labeled = await runActionDist(
      { paths: "examples/demo", "max-executions": "2", comment: "off" },
      { eventName: "pull_request", payload, double },
    );
    expect(labeled.status, labeled.stdout).toBe(0);
    expect(labeled.stdout).toContain(
      'no max-executions limit: the pull request has the label "skill-eval-no-limit"',
    );
    expect(labeled.outputs.passed).toBe("5");
  });

  it("rejects an unknown mode as a configuration error (exit 2)", async () => {
    const run = await runActionDist({ mode: "dance" }, { eventName: "pull_request", payload: opened() });
    expect(run.status).toBe(2);
    expect(run.stdout).toMatch(/::error::.*mode must be one of "run", "plan", "shard", "report"/);
    expect(run.outputs["exit-code"]).toBe("2");
    expect(run.summary).toContain("## skill-eval: nothing ran");
  });
});
