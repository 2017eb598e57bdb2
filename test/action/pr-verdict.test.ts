import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RESULTS_ARTIFACT_NAME } from "../../src/github/baseline.ts";
import type { Plan } from "../../src/model/plan.ts";
import type { Results } from "../../src/model/results.ts";
import { commentMarker } from "../../src/report/comment/comment-marker.ts";
import {
  type ActionsResultsDouble,
  startActionsResultsDouble,
} from "../support/actions-results-double/server.ts";
import { type GithubDouble, startGithubDouble } from "../support/github-double/github-double.ts";
import { zipArchive } from "../support/github-double/zip-archive.ts";
import { makeProject, REPO_ROOT, runDistAsync } from "../support/run-dist.ts";
import { runActionDist, webhookExample } from "./github-env.ts";

/**
 * The verdict on a pull request as a sceptical reviewer reads it, through dist/index.js and
 * dist/cli.js: a case × runner that fell from all-pass to all-fail is never "no regressions"
 * anywhere a reviewer or a required check looks, and an execution that only errored never is one.
 */

type PullRequestPayload = {
  pull_request: { number: number; head: { sha: string }; base: { sha: string } };
};
const opened = () =>
  webhookExample("pull_request", (example) => example.action === "opened") as unknown as PullRequestPayload;

const transcript = (name: string) =>
  readFileSync(join(REPO_ROOT, "test/fixtures/transcripts/claude", name, "stdout.jsonl"), "utf8");

const PASSING_SUITE =
  'export default [{ id: "c", prompt: "p", assert() {} }, { id: "d", prompt: "p", assert() {} }];\n';
// c now fails on every run (the recorded session never uses the skill); d still passes.
const FALLEN_SUITE =
  'import { assert } from "skillgym";\nexport default [{ id: "c", prompt: "p", assert(r) { assert.skills.has(r, "pdf-report"); } }, { id: "d", prompt: "p", assert() {} }];\n';

function project(earlyStop: boolean): string {
  return makeProject({
    "skill-eval.config.yaml": `runners:\n  replay:\n    agent: replay\n    transcripts: ./t\nearlyStop: ${earlyStop}\n`,
    "t/c.jsonl": transcript("skill-not-used"),
    "t/d.jsonl": transcript("skill-not-used"),
    "x.suite.ts": PASSING_SUITE,
  });
}

/** Everything that could tell a reviewer or a required check "no regressions". */
function expectNoAllClear(texts: Record<string, string>): void {
  for (const [where, text] of Object.entries(texts)) {
    expect(text, where).not.toMatch(/no regressions/i);
    expect(text, where).toMatch(/Worse than base|Likely worse than base/);
  }
}

const cli = (args: string[], cwd: string) => runDistAsync("cli.js", args, { cwd });

describe("the verdict on a pull request", { timeout: 120_000 }, () => {
  let double: GithubDouble;
  beforeEach(async () => {
    double = await startGithubDouble({ repo: "Codertocat/Hello-World" });
  });
  afterEach(async () => {
    await double.close();
    expect(double.violations).toEqual([]);
  });

  /** The base branch's results (all passing), uploaded for the merge base and, with history, 4 older commits. */
  async function recordBase(
    workspace: string,
    payload: PullRequestPayload,
    runs: number,
    edit: (results: Results) => Results = (results) => results,
    verdicts = ["passed", "passed"],
  ): Promise<void> {
    const base = await runActionDist(
      { comment: "off", "fail-on": "never" },
      { eventName: "push", payload: webhookExample("push", () => true), workspace },
    );
    expect(base.status, base.stdout).toBe(0);
    const results: Results = JSON.parse(readFileSync(base.outputs["results-path"] ?? "", "utf8"));
    expect(results.cases.map((result) => result.verdict)).toEqual(verdicts);
    const commits = [payload.pull_request.base.sha, ..."abcd".split("").map((char) => char.repeat(40))];
    double.commits = commits;
    for (const [index, commit] of commits.slice(0, runs).entries())
      double.artifacts.push({
        id: index + 1,
        name: RESULTS_ARTIFACT_NAME,
        headSha: commit,
        headBranch: "master",
        runId: 500 + index,
        createdAt: "2026-11-20T00:00:00Z",
        zip: zipArchive({ "results.json": JSON.stringify(edit(results)) }),
      });
  }

  it.each([
    [true, 1],
    [false, 1],
    [true, 5],
    [false, 5],
  ])(
    "the action (1 iteration, early stop %s, %i base run(s)): headline, summary, outputs, check run and fail-on: regression all say worse",
    async (earlyStop, baseRuns) => {
      const payload = opened();
      const workspace = project(earlyStop);
      await recordBase(workspace, payload, baseRuns);
      writeFileSync(join(workspace, "x.suite.ts"), FALLEN_SUITE);
      const run = await runActionDist(
        { "fail-on": "regression", "check-run": "true", "baseline-runs": "5" },
        { eventName: "pull_request", payload, workspace, double },
      );
      const comment = double.comments.find((stored) => stored.body.includes(commentMarker("skill-eval")));
      const headline = (comment?.body ?? "").split("\n").find((line) => line.startsWith("## ")) ?? "";
      const summaryHeadline = run.summary.split("\n").find((line) => line.startsWith("## ")) ?? "";
      expectNoAllClear({
        headline,
        summaryHeadline,
        checkTitle: double.checkRuns[0]?.title ?? "",
        errorLine: run.stdout.split("\n").find((line) => line.startsWith("::error::")) ?? "",
      });
      expect(run.status, run.stdout).toBe(1);
      expect(run.outputs).toMatchObject({ regressions: "1", "exit-code": "1" });
      expect(double.checkRuns).toMatchObject([{ conclusion: "failure" }]);
      // One base run cannot establish the drop however often head fails; five can.
      expect(headline).toMatch(
        baseRuns === 1 ? /❓ Likely worse than base/ : /❌ Worse than base: 1 regression/,
      );
      expect(comment?.body).toContain("confirmation run");
    },
  );

  it.each([
    [1, true],
    [1, false],
    [3, true],
    [3, false],
    [5, true],
    [5, false],
  ])(
    "the CLI (%i iteration(s), early stop %s), one base run and five: never 'no regressions', fail-on: regression exits 1",
    async (iterations, earlyStop) => {
      const workspace = project(earlyStop);
      const runArgs = ["--iterations", String(iterations)];
      for (const out of ["b1", "b2", "b3", "b4", "b5"]) {
        const base = await cli(["run", ".", "-o", out, ...runArgs], workspace);
        expect(base.status, base.stderr).toBe(0);
      }
      writeFileSync(join(workspace, "x.suite.ts"), FALLEN_SUITE);
      for (const history of [["b1"], ["b1", "b2", "b3", "b4", "b5"]]) {
        const baselineArgs = history.flatMap((dir) => ["--baseline", dir]);
        const out = `head-${history.length}`;
        const head = await cli(["run", ".", "-o", out, ...runArgs, ...baselineArgs], workspace);
        expect(head.status).toBe(1);
        const report = await cli(
          ["report", out, "-o", `${out}-report`, "--fail-on", "regression", "--json", ...baselineArgs],
          workspace,
        );
        const summary = JSON.parse(report.stdout) as {
          exitCode: number;
          verdict: string;
          counts: { regressed: number; unconfirmed: number };
        };
        const where = `${iterations} iteration(s), ${history.length} base run(s)`;
        expectNoAllClear({
          [`${where}: run`]:
            `${head.stdout}\n${head.stderr}`.split("\n").find((line) => /^\W.* base/u.test(line)) ?? "",
          [`${where}: report`]: summary.verdict,
          [`${where}: report.md`]: readFileSync(join(workspace, `${out}-report`, "report.md"), "utf8"),
        });
        expect(report.status, where).toBe(1);
        expect(summary.exitCode, where).toBe(1);
        expect(summary.counts.regressed + summary.counts.unconfirmed, where).toBe(1);
      }
    },
  );

  it.each([1, 5])(
    "an execution that only errored (the model API answered HTTP 500), %i base run(s): errored, never a regression",
    async (baseRuns) => {
      const payload = opened();
      const workspace = project(true);
      await recordBase(workspace, payload, baseRuns);
      writeFileSync(join(workspace, "t/c.jsonl"), transcript("api-error-500"));
      // The recorded session is not part of the fingerprint: without reuse: false the base's results would stand.
      const run = await runActionDist(
        { "fail-on": "regression", "check-run": "true", reuse: "false" },
        { eventName: "pull_request", payload, workspace, double },
      );
      expect(run.status, run.stdout).toBe(0);
      expect(run.outputs).toMatchObject({ regressions: "0", "exit-code": "0" });
      const body = double.comments[0]?.body ?? "";
      expect(body).toContain("## ❌ Failing: 1 errored of 2 cases; no regressions against base");
      expect(body).toContain("### 💥 Errored, not compared (1)");
      expect(body).not.toMatch(/Worse than base|unconfirmed drop|confirmation run/);
      expect(run.summary).not.toMatch(/Worse than base|Regressions \(/);
      expect(run.stdout).not.toMatch(/Regressed:|\(confirmation\)/);
      // Not green either: the check says the run needs a look, but does not block on a regression.
      expect(double.checkRuns).toMatchObject([{ conclusion: "neutral" }]);
    },
  );

  it("fail-on: never with a check run: a drop the verdict still passes is a neutral check, never a green one", async () => {
    const payload = opened();
    // pass@k over 2 trials: 1 of 2 still passes the case, yet it fell from 2 of 2.
    const workspace = makeProject({
      "skill-eval.config.yaml":
        "runners:\n  replay:\n    agent: replay\n    transcripts: ./t\nearlyStop: false\n",
      "evals/EVAL.yaml":
        "name: drop\nexecution:\n  trials: { count: 2, strategy: pass_at_k }\ntests:\n  - id: c\n    input: p\n    assertions:\n      - { type: skill-trigger, skill: pdf-report, should_trigger: true }\n",
      "t/c.1.jsonl": transcript("skill-used"),
      "t/c.2.jsonl": transcript("skill-used"),
    });
    await recordBase(workspace, payload, 1, (results) => results, ["passed"]);
    writeFileSync(join(workspace, "t/c.2.jsonl"), transcript("skill-not-used"));
    const run = await runActionDist(
      { "fail-on": "never", "check-run": "true", reuse: "false", "confirm-iterations": "0" },
      { eventName: "pull_request", payload, workspace, double },
    );
    expect(run.status, run.stdout).toBe(0);
    const results: Results = JSON.parse(readFileSync(run.outputs["results-path"] ?? "", "utf8"));
    expect(
      results.cases.map((result) => [result.verdict, result.passes]),
      run.stdout,
    ).toEqual([["passed", 1]]);
    expect(double.checkRuns[0]?.title).toMatch(/worse than base/i);
    expect(double.checkRuns).toMatchObject([{ conclusion: "neutral" }]);
  });

  it("comment: on-change stays quiet on a re-run, but a push with the same verdicts names the new head", async () => {
    const payload = opened();
    const workspace = project(true);
    const run = () =>
      runActionDist(
        { comment: "on-change", "fail-on": "never" },
        { eventName: "pull_request", payload, workspace, double },
      );
    const patches = () => double.requests.filter((request) => request.method === "PATCH").length;
    expect((await run()).status).toBe(0);
    expect((await run()).stdout).toMatch(
      /comment: skipped \((comment: on-change and nothing a reviewer sees changed|the comment already says this)\)/,
    );
    expect(patches()).toBe(0);
    const pushed = "9".repeat(40);
    payload.pull_request.head.sha = pushed;
    expect((await run()).status).toBe(0);
    expect(patches()).toBe(1);
    expect(double.comments).toHaveLength(1);
    expect(double.comments[0]?.body).toContain(`Head \`${pushed.slice(0, 7)}\``);
  });

  it("the CLI confirms a drop in an early suite against the whole run's family, not the suites run so far", async () => {
    const fails = (ids: string[]) =>
      `import { assert } from "skillgym";\nexport default [${ids.map((id) => `{ id: "${id}", prompt: "p", assert(r) { assert.skills.has(r, "pdf-report"); } }`).join(", ")}];\n`;
    const passes = (ids: string[]) =>
      `export default [${ids.map((id) => `{ id: "${id}", prompt: "p", assert() {} }`).join(", ")}];\n`;
    const workspace = makeProject({
      "skill-eval.config.yaml": "runners:\n  replay:\n    agent: replay\n    transcripts: ./t\n",
      "t/c.jsonl": transcript("skill-not-used"),
      "t/e.jsonl": transcript("skill-not-used"),
      "t/f.jsonl": transcript("skill-not-used"),
      "a.suite.ts": passes(["c"]),
      "b.suite.ts": passes(["e", "f"]),
    });
    expect((await cli(["run", ".", "-o", "base", "--iterations", "3"], workspace)).status).toBe(0);
    // Suite b's cases rest on 15 base runs: their drops reach significance with 3 head runs and
    // make the family K = 3, so suite a's 3/3 → 0/3 (p = 0.05) is not established by itself.
    const base: Results = JSON.parse(readFileSync(join(workspace, "base", "results.json"), "utf8"));
    for (const result of base.cases.filter((entry) => entry.suite === "b"))
      Object.assign(result, { iterations: 15, graded: 15, passes: 15 });
    writeFileSync(join(workspace, "base.json"), JSON.stringify(base));
    writeFileSync(join(workspace, "a.suite.ts"), fails(["c"]));
    writeFileSync(join(workspace, "b.suite.ts"), fails(["e", "f"]));
    const head = await cli(
      ["run", ".", "-o", "head", "--iterations", "3", "--baseline", "base.json"],
      workspace,
    );
    expect(head.status).toBe(1);
    const results: Results = JSON.parse(readFileSync(join(workspace, "head", "results.json"), "utf8"));
    // a ran first, while b's comparisons were still to come: it was confirmed until K = 3 could not undo it.
    expect(results.cases.find((result) => result.case === "c")?.confirmations).toBeGreaterThan(0);
    expect(`${head.stdout}${head.stderr}`).toContain(
      "❌ Worse than base: 3 regressions; 3 failed of 3 cases",
    );

    // Sharded, each shard confirms its own units against the whole plan's family, so the report
    // that merges them does not undo what a shard's confirmation runs established.
    for (const shard of ["1/2", "2/2"]) {
      const out = `shard-${shard[0]}`;
      const ran = await cli(
        ["run", ".", "-o", out, "--iterations", "3", "--baseline", "base.json", "--shard", shard],
        workspace,
      );
      expect([0, 1]).toContain(ran.status);
    }
    const report = await cli(
      ["report", "shard-1", "shard-2", "--expected-shards", "2", "--baseline", "base.json", "--json"],
      workspace,
    );
    expect(JSON.parse(report.stdout)).toMatchObject({
      verdict: "❌ Worse than base: 3 regressions; 3 failed of 3 cases",
      counts: { regressed: 3, unconfirmed: 0 },
    });
  });

  it("a check run GitHub refuses (no checks: write) is named in the comment and as an annotation", async () => {
    double.permissions.delete("checks: write");
    const run = await runActionDist(
      { paths: "examples/demo", "output-dir": makeProject({}), "check-run": "true" },
      { eventName: "pull_request", payload: opened(), double },
    );
    expect(run.status).toBe(2);
    const line =
      "> ⚠️ **Missing permission `checks: write`**: GitHub refused to create a check run, so the check run was not published. Add `checks: write` under the job's `permissions:` in the workflow.";
    const body = double.comments[0]?.body ?? "";
    // Right under the verdict, where a reviewer looks first.
    expect(body.split("\n\n").slice(1, 3)).toEqual([expect.stringMatching(/^## ✅ Passing/), line]);
    expect(run.summary).toContain(line);
    expect(run.stdout).toContain("::warning::**Missing permission `checks: write`**");
  });

  it("a comment GitHub refuses (no pull-requests: write) fails the check run too, saying why", async () => {
    double.permissions.delete("pull-requests: write");
    const run = await runActionDist(
      { paths: "examples/demo", "output-dir": makeProject({}), "check-run": "true" },
      { eventName: "pull_request", payload: opened(), double },
    );
    expect(run.status).toBe(2);
    expect(double.comments).toEqual([]);
    // One check run, updated: red beside the red job, never the green it was first created with.
    expect(double.checkRuns).toHaveLength(1);
    expect(double.checkRuns[0]).toMatchObject({ conclusion: "failure" });
    expect(double.checkRuns[0]?.summary).toContain("Could not publish the pull request comment");
    // A failed check never reads "✅ Passing", though every case passed.
    expect(double.checkRuns[0]?.title).toBe("❌ skill-eval could not publish everything (see the summary)");
  });

  it.each([true, false])(
    "the CLI (early stop %s): a transient error on a broken case's first run does not hide its drop",
    async (earlyStop) => {
      // A command agent: on base it answers ok; on head its first call crashes (an infrastructure
      // error, as a model API outage), then it answers wrong every time: the skill really broke.
      const agent = `import { existsSync, readFileSync, writeFileSync } from "node:fs";
const counter = process.env.COUNTS;
const seen = existsSync(counter) ? Number(readFileSync(counter, "utf8")) : 0;
writeFileSync(counter, String(seen + 1));
if (process.env.MODE === "head" && seen === 0) { console.error("HTTP 500 from the model API"); process.exit(3); }
console.log(process.env.MODE === "base" ? "ok" : "bad");
`;
      const config = (mode: string) =>
        `runners:\n  sh:\n    agent: command\n    command: [${JSON.stringify(process.execPath)}, "agent.mjs", "{prompt}"]\n    env:\n      MODE: ${mode}\n      COUNTS: ${mode}.count\nearlyStop: ${earlyStop}\n`;
      const workspace = makeProject({
        "agent.mjs": agent,
        "skill-eval.config.yaml": config("base"),
        "x.suite.mjs":
          'export default [{ id: "c", prompt: "p", assert(report) { if (report.finalOutput.trim() !== "ok") throw new Error("answered " + report.finalOutput.trim()); } }];\n',
      });
      expect((await cli(["run", ".", "-o", "base", "--iterations", "3"], workspace)).status).toBe(0);
      writeFileSync(join(workspace, "skill-eval.config.yaml"), config("head"));
      const head = await cli(
        ["run", ".", "-o", "head", "--iterations", "3", "--baseline", "base"],
        workspace,
      );
      const results: Results = JSON.parse(readFileSync(join(workspace, "head", "results.json"), "utf8"));
      const c = results.cases[0];
      expect(c?.errors).toBe(1);
      expect(c?.graded, head.stderr).toBeGreaterThanOrEqual(2);
      const report = await cli(
        ["report", "head", "--baseline", "base", "--fail-on", "regression", "--json"],
        workspace,
      );
      expect(report.status).toBe(1);
      expect(JSON.parse(report.stdout).verdict).toMatch(/^(❌ Worse than base|❓ Likely worse than base)/);
    },
  );

  describe("mode: shard with the base branch's results artifact", () => {
    let results: ActionsResultsDouble;
    beforeEach(async () => {
      results = await startActionsResultsDouble();
    });
    afterEach(async () => {
      expect(results.rejected).toEqual([]);
      await results.close();
    });

    it.each([
      ["", 10],
      ["3", 1],
    ])(
      'confirms its own unit, marked, within max-executions "%s"; the report job says worse',
      async (maxExecutions, added) => {
        const payload = opened();
        const workspace = project(true);
        await recordBase(workspace, payload, 1);
        writeFileSync(join(workspace, "x.suite.ts"), FALLEN_SUITE);
        const env = {
          ACTIONS_RESULTS_URL: results.url,
          ACTIONS_RUNTIME_TOKEN: results.createJob(901).runtimeToken,
          GITHUB_RUN_ID: "901",
        };
        const job = (inputs: Record<string, string>) =>
          runActionDist(
            { "max-executions": maxExecutions, ...inputs },
            { eventName: "pull_request", payload, workspace, double, env },
          );
        expect((await job({ mode: "plan", "max-shards": "1" })).status).toBe(0);
        const shard = await job({ mode: "shard", shard: "1/1" });
        expect(shard.status, shard.stdout).toBe(1);
        const shardResults: Results = JSON.parse(readFileSync(shard.outputs["results-path"] ?? "", "utf8"));
        const confirmations = shardResults.executions.filter((execution) => execution.confirmation === true);
        // 2 planned; max-executions 3 leaves room for one more.
        expect(confirmations.map((execution) => execution.case)).toEqual(Array(added).fill("c"));
        expect(shardResults.cases.find((result) => result.case === "c")?.confirmations).toBe(added);
        expect(shard.stdout).toContain("(confirmation)");
        // The shard's own summary compares with the baseline its confirmation runs used.
        expect(shard.summary).not.toContain("no baseline");
        expect(shard.summary).toMatch(/^## ❓ Likely worse than base: 1 unconfirmed drop/m);
        expect(shard.summary).toContain(
          `compared with base \`${payload.pull_request.base.sha.slice(0, 7)}\``,
        );
        // A shard comments nothing: the report job compares and publishes.
        expect(double.comments).toEqual([]);

        const report = await job({ mode: "report", "fail-on": "regression" });
        expect(report.status, report.stdout).toBe(1);
        expect(report.outputs).toMatchObject({ regressions: "1", "exit-code": "1" });
        const body = double.comments[0]?.body ?? "";
        expect(body).toMatch(/^## ❓ Likely worse than base: 1 unconfirmed drop/m);
        expect(body).toContain(`incl. ${added} confirmation run${added === 1 ? "" : "s"}`);
        expect(body).not.toMatch(/no regressions/);
      },
    );

    it("mode: plan balances the shards by the baseline's durations", async () => {
      const payload = opened();
      const workspace = project(true);
      const meanMs: Record<string, number> = { c: 1_234, d: 4_321 };
      await recordBase(workspace, payload, 1, (base) => ({
        ...base,
        cases: base.cases.map((result) => ({
          ...result,
          durationMs: { ...result.durationMs, mean: meanMs[result.case] ?? 0 },
        })),
      }));
      const plan = await runActionDist(
        { mode: "plan", "max-shards": "2" },
        {
          eventName: "pull_request",
          payload,
          workspace,
          double,
          env: {
            ACTIONS_RESULTS_URL: results.url,
            ACTIONS_RUNTIME_TOKEN: results.createJob(902).runtimeToken,
            GITHUB_RUN_ID: "902",
          },
        },
      );
      expect(plan.status, plan.stdout).toBe(0);
      expect(plan.stdout).toContain("skill-eval: shards balanced by the baseline's durations");
      const written: Plan = JSON.parse(readFileSync(plan.outputs["plan-path"] ?? "", "utf8"));
      expect(written.shards.map((shard) => shard.estimatedMs).sort((a, b) => a - b)).toEqual([1_234, 4_321]);
    });
  });
});
