import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RESULTS_ARTIFACT_NAME } from "../../src/github/baseline.ts";
import { createGitRepo, type GitRepo } from "../discover/git-repo.ts";
import { type GithubDouble, startGithubDouble } from "../support/github-double/github-double.ts";
import { zipArchive } from "../support/github-double/zip-archive.ts";
import { REPO_ROOT } from "../support/run-dist.ts";
import { runActionDist, webhookExample } from "./github-env.ts";

/**
 * Which base commit a pull request is compared with, through dist/index.js on a real git history:
 * the base branch broke case c after the pull request forked. The default `pull_request` checkout
 * (head merged into the base tip) carries that breakage, so its baseline is the base tip, not the
 * fork point; a checkout of the head alone does not, so its baseline is the fork point.
 */

type PullRequestPayload = {
  pull_request: { number: number; head: { sha: string }; base: { sha: string; ref: string } };
};

const transcript = readFileSync(
  join(REPO_ROOT, "test/fixtures/transcripts/claude/skill-not-used/stdout.jsonl"),
  "utf8",
);
const padding = Array.from({ length: 8 }, (_, line) => `// ${line}`).join("\n");
const suite = (caseC: string, trailer = "") =>
  `import { assert } from "skillgym";\nexport default [\n  ${caseC},\n  { id: "d", prompt: "p", assert() {} },\n];\n${padding}\n${trailer}`;
const PASSING_C = '{ id: "c", prompt: "p", assert() {} }';
// The recorded session never uses the skill: c fails on every run.
const FAILING_C = '{ id: "c", prompt: "p", assert(r) { assert.skills.has(r, "pdf-report"); } }';

/** fork → (base branch) base tip breaking c; fork → (pull request) head editing only a comment. */
function history(): { repo: GitRepo; fork: string; baseTip: string; head: string } {
  const repo = createGitRepo();
  repos.push(repo);
  repo.write({
    "skill-eval.config.yaml": "runners:\n  replay:\n    agent: replay\n    transcripts: ./t\n",
    "t/c.jsonl": transcript,
    "t/d.jsonl": transcript,
    "x.suite.ts": suite(PASSING_C),
  });
  const fork = repo.commit("fork point");
  repo.git("checkout", "-q", "-b", "pr");
  repo.write({ "x.suite.ts": suite(PASSING_C, "// reworded\n") });
  const head = repo.commit("pull request");
  repo.git("checkout", "-q", "main");
  repo.write({ "x.suite.ts": suite(FAILING_C) });
  const baseTip = repo.commit("base branch breaks c");
  return { repo, fork, baseTip, head };
}

const repos: GitRepo[] = [];

describe("the baseline of a pull request checkout", { timeout: 120_000 }, () => {
  let double: GithubDouble;
  beforeEach(async () => {
    double = await startGithubDouble({ repo: "Codertocat/Hello-World" });
  });
  afterEach(async () => {
    await double.close();
    for (const repo of repos.splice(0)) repo.cleanup();
    expect(double.violations).toEqual([]);
  });

  /** The base branch's run at the commit checked out now, uploaded as that commit's results artifact. */
  async function recordBaseRun(repo: GitRepo, commit: string): Promise<void> {
    repo.git("checkout", "-q", commit);
    const workspace = repo.dir;
    const run = await runActionDist(
      { comment: "off", "fail-on": "never" },
      { eventName: "push", payload: webhookExample("push", () => true), workspace },
    );
    expect(run.status, run.stdout).toBe(0);
    double.artifacts.push({
      id: double.artifacts.length + 1,
      name: RESULTS_ARTIFACT_NAME,
      headSha: commit,
      headBranch: "master",
      runId: 500 + double.artifacts.length,
      createdAt: "2026-11-20T00:00:00Z",
      zip: zipArchive({ "results.json": readFileSync(run.outputs["results-path"] ?? "", "utf8") }),
    });
  }

  it.each(["merge", "head"] as const)(
    "a %s checkout is compared with the base commit its code grew from",
    async (checkout) => {
      const { repo, fork, baseTip, head } = history();
      await recordBaseRun(repo, fork);
      await recordBaseRun(repo, baseTip);
      if (checkout === "merge") {
        repo.git("checkout", "-q", baseTip);
        repo.git("merge", "-q", "--no-ff", "-m", "merge", head);
      } else {
        repo.git("checkout", "-q", head);
      }
      const workspace = repo.dir;
      const payload = webhookExample(
        "pull_request",
        (example) => example.action === "opened",
      ) as unknown as PullRequestPayload;
      payload.pull_request.base.sha = baseTip;
      payload.pull_request.base.ref = "master";
      payload.pull_request.head.sha = head;
      const run = await runActionDist(
        { "fail-on": "regression", reuse: "false" },
        { eventName: "pull_request", payload, workspace, double },
      );
      const body = double.comments[0]?.body ?? "";
      const expected = checkout === "merge" ? baseTip : fork;
      expect(body).toContain(`compared with base \`${expected.slice(0, 7)}\``);
      // The merge fails c as the base tip does: the pull request did not break it.
      expect(body).not.toMatch(/Worse than base/);
      expect(run.outputs).toMatchObject({ regressions: "0" });
      expect(run.status, run.stdout).toBe(0);
    },
  );
});
