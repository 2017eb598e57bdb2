/**
 * The sharded workflow as GitHub runs it (examples/workflows/skill-eval-sharded.yml): a plan job,
 * three shard jobs on fresh checkouts, and a report job, each the bundled action under Node 24
 * with the runner's env, exchanging plan.json and results through the real @actions/artifact
 * client and a local double of the Actions results service.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { readZipEntry } from "../../src/github/zip-entry.ts";
import { cloneRepo, createGitRepo, type GitRepo } from "../discover/git-repo.ts";
import {
  type ActionsResultsDouble,
  startActionsResultsDouble,
} from "../support/actions-results-double/server.ts";
import { type GithubDouble, startGithubDouble } from "../support/github-double/github-double.ts";
import { makeProject, REPO_ROOT, runDistAsync } from "../support/run-dist.ts";
import { runActionDist, webhookExample } from "./github-env.ts";

const RUN_ID = 900;
const dispatch = () => webhookExample("workflow_dispatch", () => true);

let double: ActionsResultsDouble;
beforeEach(async () => {
  double = await startActionsResultsDouble();
});
afterEach(async () => {
  expect(double.rejected).toEqual([]);
  await double.close();
});

/** A fresh checkout of the demo project, as each job of a workflow gets its own machine. */
function checkout(): string {
  const dir = mkdtempSync(join(tmpdir(), "skill-eval-job-"));
  cpSync(join(REPO_ROOT, "examples/demo"), join(dir, "evals"), { recursive: true });
  return dir;
}

async function job(inputs: Record<string, string>, github?: GithubDouble, workspace = checkout()) {
  const run = await runActionDist(
    { paths: "evals", ...inputs },
    {
      eventName: "workflow_dispatch",
      payload: dispatch(),
      workspace,
      ...(github === undefined ? {} : { double: github }),
      env: {
        ACTIONS_RESULTS_URL: double.url,
        ACTIONS_RUNTIME_TOKEN: double.createJob(RUN_ID).runtimeToken,
        GITHUB_RUN_ID: String(RUN_ID),
        GITHUB_REPOSITORY: "octo-org/octo-repo",
      },
    },
  );
  return { ...run, workspace };
}

const matrixSchema = z.strictObject({
  include: z.array(z.strictObject({ shard: z.number(), total: z.number() })),
});

describe("plan → shards → report, through artifacts", { timeout: 180_000 }, () => {
  it("merges three shards into one green report", async () => {
    const plan = await job({ mode: "plan", "max-shards": "3" });
    expect(plan.status).toBe(0);
    expect(plan.outputs["has-work"]).toBe("true");
    const matrix = matrixSchema.parse(JSON.parse(plan.outputs.matrix ?? ""));
    expect(matrix.include).toEqual([1, 2, 3].map((shard) => ({ shard, total: 3 })));

    const shards = await Promise.all(
      matrix.include.map(({ shard, total }) => job({ mode: "shard", shard: `${shard}/${total}` })),
    );
    for (const shard of shards) expect(shard.status, shard.stderr).toBe(0);
    const names = double.artifactsOf(RUN_ID).map((artifact) => artifact.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "skill-eval-plan",
        ...[1, 2, 3].map((i) => `skill-eval-results-shard-${i}-of-3`),
      ]),
    );

    const report = await job({ mode: "report", comment: "off" });
    expect(report.status, report.stdout).toBe(0);
    expect(report.outputs).toMatchObject({ passed: "5", failed: "0", "exit-code": "0" });
    expect(report.summary).toContain("## ✅ Passing: all 5 cases met expectations (1 as expected failures)");
    const html = readFileSync(join(report.workspace, ".skill-eval", "report.html"), "utf8");
    expect(html).toContain("report-and-changelog");
    // The merged results go up under the plain name, report.html inside, and the summary links that artifact.
    const merged = double.artifactsOf(RUN_ID).find((artifact) => artifact.name === "skill-eval-results");
    expect(report.summary).toContain(
      `[Results artifact](https://github.com/octo-org/octo-repo/actions/runs/${RUN_ID}/artifacts/${merged?.id}) (report.html inside)`,
    );
    expect(readZipEntry(merged?.content ?? Buffer.alloc(0), "report.html", 1e7)?.toString("utf8")).toContain(
      "report-and-changelog",
    );
  });

  it("uploads the merged report.md and report.html compared with the baseline, as the summary is", async () => {
    const transcript = readFileSync(
      join(REPO_ROOT, "test/fixtures/transcripts/claude/skill-not-used/stdout.jsonl"),
      "utf8",
    );
    const files = (suite: string) => ({
      "evals/skill-eval.config.yaml": "runners:\n  replay:\n    agent: replay\n    transcripts: ./t\n",
      "evals/t/c.jsonl": transcript,
      "evals/t/d.jsonl": transcript,
      "evals/x.suite.ts": suite,
    });
    // The base branch: c and d pass. The change makes c fail on every run (the session never uses the skill).
    const base = makeProject(
      files(
        'export default [{ id: "c", prompt: "p", assert() {} }, { id: "d", prompt: "p", assert() {} }];\n',
      ),
    );
    expect((await runDistAsync("cli.js", ["run", "evals", "-o", "out"], { cwd: base })).status).toBe(0);
    const baseResults = readFileSync(join(base, "out", "results.json"), "utf8");
    const head = () => {
      const dir = makeProject(
        files(
          'import { assert } from "skillgym";\nexport default [{ id: "c", prompt: "p", assert(r) { assert.skills.has(r, "pdf-report"); } }, { id: "d", prompt: "p", assert() {} }];\n',
        ),
      );
      writeFileSync(join(dir, "base-results.json"), baseResults);
      return dir;
    };

    expect((await job({ mode: "plan", "max-shards": "2" }, undefined, head())).status).toBe(0);
    const shards = [];
    for (const shard of ["1/2", "2/2"])
      shards.push((await job({ mode: "shard", shard }, undefined, head())).status);
    // One shard runs c (failing), the other d.
    expect(shards.sort()).toEqual([0, 1]);
    const report = await job(
      { mode: "report", comment: "off", baseline: "base-results.json" },
      undefined,
      head(),
    );
    expect(report.status, report.stdout).toBe(1);
    expect(report.summary).toMatch(/worse than base/i);
    const merged = double.artifactsOf(RUN_ID).find((artifact) => artifact.name === "skill-eval-results");
    const entry = (name: string) =>
      readZipEntry(merged?.content ?? Buffer.alloc(0), name, 1e7)?.toString("utf8") ?? "";
    expect(entry("report.md")).toMatch(/worse than base/i);
    expect(entry("report.html")).toMatch(/worse than base/i);
  });

  it("with check-run: true, only the report job writes the check run, on the commit the workflow ran on", async () => {
    const github = await startGithubDouble({ repo: "octo-org/octo-repo" });
    try {
      const plan = await job({ mode: "plan", "max-shards": "2", "check-run": "true" }, github);
      expect(plan.status).toBe(0);
      for (const shard of ["1/2", "2/2"]) {
        const run = await job({ mode: "shard", shard, "check-run": "true" }, github);
        expect(run.status, run.stderr).toBe(0);
      }
      expect(github.checkRuns).toEqual([]);
      const report = await job({ mode: "report", comment: "off", "check-run": "true" }, github);
      expect(report.status, report.stdout).toBe(0);
      expect(github.checkRuns).toMatchObject([
        { name: "skill-eval", headSha: "0123456789abcdef0123456789abcdef01234567", conclusion: "success" },
      ]);
      expect(github.violations).toEqual([]);
    } finally {
      await github.close();
    }
  });

  it("reports a missing shard as incomplete, never green", async () => {
    const plan = await job({ mode: "plan", "max-shards": "3" });
    expect(plan.status).toBe(0);
    await job({ mode: "shard", shard: "1/3" });
    await job({ mode: "shard", shard: "3/3" });

    const report = await job({ mode: "report", comment: "off" });
    expect(report.status).toBe(3);
    expect(report.outputs["exit-code"]).toBe("3");
    expect(report.summary).toContain("💥 Incomplete: shard 2 of 3");
    expect(report.summary).toContain("no artifact named skill-eval-results-shard-2-of-3 in this run");
  });

  it("refuses a shard of another plan's size", async () => {
    await job({ mode: "plan", "max-shards": "3" });
    const shard = await job({ mode: "shard", shard: "1/2" });
    expect(shard.status).toBe(2);
    expect(shard.stdout).toContain("does not match");
  });

  it("keeps two uses of the action in one run apart by artifact-prefix", async () => {
    const claude = await job({ "artifact-prefix": "evals-claude", comment: "off" });
    const codex = await job({ "artifact-prefix": "evals-codex", comment: "off" });
    expect(claude.status, claude.stdout).toBe(0);
    expect(codex.status, codex.stdout).toBe(0);
    const names = double.artifactsOf(RUN_ID).map((artifact) => artifact.name);
    expect(names).toEqual(expect.arrayContaining(["evals-claude-results", "evals-codex-results"]));

    const plan = await job({ mode: "plan", "max-shards": "2", "artifact-prefix": "nightly" });
    expect(plan.status).toBe(0);
    for (const shard of ["1/2", "2/2"]) {
      expect((await job({ mode: "shard", shard, "artifact-prefix": "nightly" })).status).toBe(0);
    }
    expect(double.artifactsOf(RUN_ID).map((artifact) => artifact.name)).toEqual(
      expect.arrayContaining([
        "nightly-plan",
        "nightly-results-shard-1-of-2",
        "nightly-results-shard-2-of-2",
      ]),
    );
    const report = await job({ mode: "report", comment: "off", "artifact-prefix": "nightly" });
    expect(report.status, report.stdout).toBe(0);
    expect(report.outputs).toMatchObject({ passed: "5", failed: "0" });
  });

  it("refuses an artifact-prefix GitHub would refuse, before running anything", async () => {
    const run = await job({ "artifact-prefix": "evals/claude" });
    expect(run.status).toBe(2);
    expect(run.stdout).toContain('artifact prefix "evals/claude" contains "/"');
    expect(double.artifactsOf(RUN_ID)).toEqual([]);
  });

  it("applies max-executions to the whole plan, before any shard starts", async () => {
    const plan = await job({ mode: "plan", "max-shards": "3", "max-executions": "2" });
    expect(plan.status).toBe(2);
    expect(plan.stdout).toContain("executions are planned, more than the limit of 2 (max-executions)");
    expect(double.artifactsOf(RUN_ID)).toEqual([]);
    expect(plan.outputs.matrix).toBeUndefined();
  });

  it("counts the skill-less twins of compare-without-skill toward the plan's max-executions", async () => {
    const planned = (run: { stdout: string }) => Number(/(\d+) executions are planned/.exec(run.stdout)?.[1]);
    const alone = await job({ mode: "plan", "max-executions": "1" });
    const twinned = await job({ mode: "plan", "max-executions": "1", "compare-without-skill": "true" });
    expect(planned(alone)).toBeGreaterThan(1);
    expect(planned(twinned)).toBeGreaterThan(planned(alone));
  });
});

describe("a pull request through the sharded workflow", { timeout: 180_000 }, () => {
  it("the report job says why each suite ran and which the change removed, as an unsharded run does", async () => {
    const repo = createGitRepo();
    const github = await startGithubDouble({ repo: "Codertocat/Hello-World" });
    const clones: GitRepo[] = [];
    // Each job of the workflow checks the pull request out on a machine of its own.
    const clone = () => {
      const job = cloneRepo(repo.dir, []);
      clones.push(job);
      return job.dir;
    };
    try {
      const transcript = readFileSync(
        join(REPO_ROOT, "test/fixtures/transcripts/claude/skill-not-used/stdout.jsonl"),
        "utf8",
      );
      const suite = (id: string) => `export default [{ id: "${id}", prompt: "p", assert() {} }];\n`;
      repo.write({
        "evals/skill-eval.config.yaml": "runners:\n  replay:\n    agent: replay\n    transcripts: ./t\n",
        "evals/t/a.jsonl": transcript,
        "evals/t/b.jsonl": transcript,
        "evals/a.suite.ts": suite("a"),
        "evals/b.suite.ts": suite("b"),
        "evals/gone.suite.ts": suite("g"),
      });
      const base = repo.commit("base");
      repo.write({
        "evals/a.suite.ts": `// edited\n${suite("a")}`,
        "evals/b.suite.ts": `// edited\n${suite("b")}`,
      });
      repo.remove("evals/gone.suite.ts");
      const head = repo.commit("edit a and b, delete gone");
      github.commits = [base];
      const payload = webhookExample("pull_request", (example) => example.action === "opened") as {
        pull_request: { base: { sha: string }; head: { sha: string } };
      };
      payload.pull_request.base.sha = base;
      payload.pull_request.head.sha = head;
      const pullRequestJob = (inputs: Record<string, string>, workspace: string) =>
        runActionDist(
          { paths: "evals", ...inputs },
          {
            eventName: "pull_request",
            payload,
            workspace,
            double: github,
            env: {
              ACTIONS_RESULTS_URL: double.url,
              ACTIONS_RUNTIME_TOKEN: double.createJob(RUN_ID).runtimeToken,
              GITHUB_RUN_ID: String(RUN_ID),
            },
          },
        );
      const plan = await pullRequestJob({ mode: "plan", "max-shards": "2", comment: "off" }, clone());
      expect(plan.status, plan.stdout).toBe(0);
      for (const shard of ["1/2", "2/2"]) {
        const ran = await pullRequestJob({ mode: "shard", shard, comment: "off" }, clone());
        expect(ran.status, ran.stdout).toBe(0);
      }
      const report = await pullRequestJob({ mode: "report" }, clone());
      expect(report.status, report.stdout).toBe(0);
      const body = github.comments[0]?.body ?? "";
      for (const text of [body, report.summary]) {
        expect(text).toMatch(/Why these 2 suites ran/);
        expect(text).toMatch(/gone\.suite\.ts`: removed by this change/);
      }
      const merged = double.artifactsOf(RUN_ID).find((artifact) => artifact.name === "skill-eval-results");
      const results = JSON.parse(
        readZipEntry(merged?.content ?? Buffer.alloc(0), "results.json", 1e7)?.toString("utf8") ?? "{}",
      );
      expect(results.run.selection).toMatchObject({
        mode: "changed",
        removedSuites: ["evals/gone.suite.ts"],
      });
      expect(github.violations).toEqual([]);
    } finally {
      await github.close();
      repo.cleanup();
      for (const job of clones) job.cleanup();
    }
  });
});

describe("a pull request that touches no suite, through the sharded workflow", { timeout: 120_000 }, () => {
  it("plans no work, skips the shards (has-work), and the report says nothing ran: green, exit 0", async () => {
    const repo = createGitRepo();
    const github = await startGithubDouble({ repo: "Codertocat/Hello-World" });
    try {
      repo.write({
        "evals/skill-eval.config.yaml": "runners:\n  replay:\n    agent: replay\n    transcripts: ./t\n",
        "evals/t/c.jsonl": "{}\n",
        "evals/a.suite.ts": 'export default [{ id: "c", prompt: "p", assert() {} }];\n',
        "README.md": "before\n",
      });
      const base = repo.commit("base");
      repo.write({ "README.md": "after\n" });
      const head = repo.commit("docs only");
      github.commits = [base];
      const payload = webhookExample("pull_request", (example) => example.action === "opened") as {
        pull_request: { base: { sha: string }; head: { sha: string } };
      };
      payload.pull_request.base.sha = base;
      payload.pull_request.head.sha = head;
      const pullRequestJob = (inputs: Record<string, string>) =>
        runActionDist(
          { paths: "evals", ...inputs },
          {
            eventName: "pull_request",
            payload,
            workspace: repo.dir,
            double: github,
            env: {
              ACTIONS_RESULTS_URL: double.url,
              ACTIONS_RUNTIME_TOKEN: double.createJob(RUN_ID).runtimeToken,
              GITHUB_RUN_ID: String(RUN_ID),
            },
          },
        );
      const plan = await pullRequestJob({ mode: "plan", "max-shards": "4" });
      expect(plan.status, plan.stdout).toBe(0);
      expect(plan.outputs["has-work"]).toBe("false");
      // The workflow's `if: needs.plan.outputs.has-work == 'true'` skips every shard job.
      const report = await pullRequestJob({ mode: "report", "check-run": "true" });
      expect(report.status, report.stdout).toBe(0);
      expect(report.summary).toContain("## ➖ Nothing ran: no cases were selected");
      expect(github.checkRuns).toMatchObject([{ conclusion: "success" }]);
      expect(github.violations).toEqual([]);
    } finally {
      await github.close();
      repo.cleanup();
    }
  });
});
