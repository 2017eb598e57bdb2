import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RESULTS_ARTIFACT_NAME } from "../../src/github/baseline.ts";
import { type GithubDouble, startGithubDouble } from "../support/github-double/github-double.ts";
import { zipArchive } from "../support/github-double/zip-archive.ts";
import { makeProject, REPO_ROOT } from "../support/run-dist.ts";
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

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], {
    cwd,
    encoding: "utf8",
  }).trim();
}

/** fork → (base branch) base tip breaking c; fork → (pull request) head editing only a comment. */
function history(): { workspace: string; fork: string; baseTip: string; head: string } {
  const workspace = makeProject({
    "skill-eval.config.yaml": "runners:\n  replay:\n    agent: replay\n    transcripts: ./t\n",
    "t/c.jsonl": transcript,
    "t/d.jsonl": transcript,
    "x.suite.ts": suite(PASSING_C),
  });
  git(workspace, "init", "-q", "-b", "master");
  git(workspace, "add", ".");
  git(workspace, "commit", "-q", "-m", "fork point");
  const fork = git(workspace, "rev-parse", "HEAD");
  git(workspace, "checkout", "-q", "-b", "pr");
  writeFileSync(join(workspace, "x.suite.ts"), suite(PASSING_C, "// reworded\n"));
  git(workspace, "commit", "-q", "-am", "pull request");
  const head = git(workspace, "rev-parse", "HEAD");
  git(workspace, "checkout", "-q", "master");
  writeFileSync(join(workspace, "x.suite.ts"), suite(FAILING_C));
  git(workspace, "commit", "-q", "-am", "base branch breaks c");
  const baseTip = git(workspace, "rev-parse", "HEAD");
  return { workspace, fork, baseTip, head };
}

describe("the baseline of a pull request checkout", { timeout: 120_000 }, () => {
  let double: GithubDouble;
  beforeEach(async () => {
    double = await startGithubDouble({ repo: "Codertocat/Hello-World" });
  });
  afterEach(async () => {
    await double.close();
    expect(double.violations).toEqual([]);
  });

  /** The base branch's run at the commit checked out now, uploaded as that commit's results artifact. */
  async function recordBaseRun(workspace: string, commit: string): Promise<void> {
    git(workspace, "checkout", "-q", commit);
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
      const { workspace, fork, baseTip, head } = history();
      await recordBaseRun(workspace, fork);
      await recordBaseRun(workspace, baseTip);
      if (checkout === "merge") {
        git(workspace, "checkout", "-q", baseTip);
        git(workspace, "merge", "-q", "--no-ff", "-m", "merge", head);
      } else {
        git(workspace, "checkout", "-q", head);
      }
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
