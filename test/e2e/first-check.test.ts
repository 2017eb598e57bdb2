/**
 * The README's "First check in ten minutes", followed as a new user would: the skill, its tests
 * and the workflow are taken verbatim from the README into a new repository, and the pull request
 * that adds them runs the bundled action with the workflow's own inputs, env and permissions.
 * The only stand-ins are GitHub's (the API, artifact and cache doubles on 127.0.0.1) and the model
 * (the scripted server the real, pinned `claude` talks to).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { commentMarker } from "../../src/report/comment/comment-marker.ts";
import { runActionDist, webhookExample } from "../action/github-env.ts";
import {
  type ActionsResultsDouble,
  startActionsResultsDouble,
} from "../support/actions-results-double/server.ts";
import { type AnthropicModelServer, startAnthropicModelServer } from "../support/anthropic-model-server.ts";
import { type GithubDouble, type Scope, startGithubDouble } from "../support/github-double/github-double.ts";
import { REPO_ROOT } from "../support/run-dist.ts";
import { AGENT_PINS, agentsCacheRoot } from "./agents.ts";

const README = readFileSync(join(REPO_ROOT, "README.md"), "utf8");
const SECTION = README.slice(
  README.indexOf("## First check in ten minutes"),
  README.indexOf("## The GitHub Action"),
);

/** The fenced block that follows `marker` in the section. */
function blockAfter(marker: string): string {
  const at = SECTION.indexOf(marker);
  if (at < 0) throw new Error(`the README's ten-minute section no longer mentions ${marker}`);
  const block = /```[a-z]*\n([\s\S]*?)```/.exec(SECTION.slice(at));
  if (block?.[1] === undefined) throw new Error(`no code block after ${marker}`);
  return block[1];
}

const workflowSchema = z.object({
  on: z.object({ pull_request: z.unknown() }),
  jobs: z.record(
    z.string(),
    z.object({
      name: z.string(),
      permissions: z.record(z.string(), z.string()),
      steps: z.array(
        z.object({
          uses: z.string().optional(),
          with: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
          env: z.record(z.string(), z.string()).optional(),
        }),
      ),
    }),
  ),
});

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=New User", "-c", "user.email=new@example.com", ...args], {
    cwd,
    encoding: "utf8",
  }).trim();
}

let model: AnthropicModelServer;
let github: GithubDouble;
let results: ActionsResultsDouble;
beforeAll(async () => {
  model = await startAnthropicModelServer({
    scripts: [
      {
        match: "--verbose flag",
        turns: [
          { content: [{ type: "tool_use", name: "Skill", input: { skill: "commit-message" } }] },
          { content: [{ type: "text", text: "```text\nfeat(cli): add a --verbose flag\n```" }] },
        ],
      },
    ],
  });
  github = await startGithubDouble({ repo: "Codertocat/Hello-World" });
  results = await startActionsResultsDouble();
});
afterAll(async () => {
  await Promise.all([model.close(), github.close(), results.close()]);
});

describe("the README's first check in ten minutes", () => {
  it("turns green on the pull request that adds the skill, its tests and the workflow", {
    timeout: 300_000,
  }, async () => {
    const repo = mkdtempSync(join(tmpdir(), "skill-eval-first-check-"));
    git(repo, "init", "-q", "-b", "main");
    writeFileSync(join(repo, "README.md"), "# my skills\n");
    git(repo, "add", ".");
    git(repo, "commit", "-q", "-m", "empty repository");
    const baseSha = git(repo, "rev-parse", "HEAD");
    git(repo, "checkout", "-q", "-b", "add-commit-message-skill");
    const files = {
      "skills/commit-message/SKILL.md": blockAfter("`skills/commit-message/SKILL.md`"),
      "skills/commit-message/skill-tests/test-commit-message.yaml": blockAfter(
        "`skills/commit-message/skill-tests/test-commit-message.yaml`",
      ),
      ".github/workflows/skill-evals.yml": blockAfter("`.github/workflows/skill-evals.yml`"),
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(repo, path)), { recursive: true });
      writeFileSync(join(repo, path), text);
    }
    git(repo, "add", ".");
    git(repo, "commit", "-q", "-m", "add the commit-message skill and its check");
    const headSha = git(repo, "rev-parse", "HEAD");

    const workflow = workflowSchema.parse(parse(files[".github/workflows/skill-evals.yml"]));
    const [job] = Object.values(workflow.jobs);
    const step = job?.steps.find((candidate) => candidate.uses?.includes("skill-eval-action@"));
    if (job === undefined || step === undefined)
      throw new Error("the workflow has no skill-eval-action step");
    // The job's declared permissions are all the token gets.
    github.permissions = new Set(
      Object.entries(job.permissions).map(([scope, level]) => `${scope}: ${level}` as Scope),
    );
    // Each `${{ secrets.NAME }}` is the user's secret: a dummy key the model server accepts.
    const secrets = Object.fromEntries(
      Object.entries(step.env ?? {}).map(([name, value]) => {
        expect(value).toMatch(/^\$\{\{ secrets\.\w+ \}\}$/);
        return [name, "sk-ant-first-check-dummy"];
      }),
    );
    const inputs = Object.fromEntries(
      Object.entries(step.with ?? {}).map(([name, value]) => [name, String(value)]),
    );
    expect(inputs["install-agents"], "the README pins the Claude Code the e2e tests run").toBe(
      `claude-code@${AGENT_PINS["claude-code"].version}`,
    );

    // A hosted runner's tool cache, holding the pinned CLI the e2e setup installed (no download here).
    const toolCache = mkdtempSync(join(tmpdir(), "skill-eval-toolcache-"));
    symlinkSync(agentsCacheRoot(), join(toolCache, "skill-eval-agents"));
    const opened = webhookExample("pull_request", (example) => example.action === "opened") as {
      pull_request: {
        number: number;
        head: { sha: string; ref: string };
        base: { sha: string; ref: string };
      };
    };
    opened.pull_request.head = { ...opened.pull_request.head, sha: headSha, ref: "add-commit-message-skill" };
    opened.pull_request.base = { ...opened.pull_request.base, sha: baseSha, ref: "main" };

    const run = await runActionDist(inputs, {
      eventName: "pull_request",
      payload: opened,
      workspace: repo,
      double: github,
      env: {
        ...secrets,
        RUNNER_TOOL_CACHE: toolCache,
        ACTIONS_RESULTS_URL: results.url,
        ACTIONS_RUNTIME_TOKEN: results.createJob(1).runtimeToken,
        // The test's own plumbing: the model at 127.0.0.1, no retries, root allowed to skip prompts.
        ANTHROPIC_BASE_URL: model.url,
        CLAUDE_CODE_MAX_RETRIES: "0",
        IS_SANDBOX: "1",
      },
    });

    expect(run.stdout).not.toMatch(/::error::/);
    expect(run.status, run.stdout).toBe(0);
    expect(run.stdout).toContain(
      `install-agents: claude-code@${AGENT_PINS["claude-code"].version} from tool-cache`,
    );
    expect(run.outputs).toMatchObject({ passed: "1", failed: "0", "exit-code": "0" });
    const comment = github.comments.find((stored) => stored.body.includes(commentMarker("skill-eval")));
    expect(comment?.issue).toBe(opened.pull_request.number);
    expect(comment?.body).toContain("## ✅ Passing");
    expect(comment?.body).toContain(
      "| `claude` | claude-code (claude-opus-5-5) | 100% | 1 | 0 | 0 | 0 | 0 |",
    );
    expect(comment?.body).toContain(
      `### 🔎 Why this suite ran: 3 files changed since the base commit ${baseSha.slice(0, 7)}`,
    );
    expect(comment?.body).toContain("skill commit-message changed: skills/commit-message/SKILL.md");
    expect(results.artifactsOf(1).map((artifact) => artifact.name)).toContain("skill-eval-results");
    // Three iterations, each a real Claude Code session that loaded the skill.
    expect(
      model.requests.filter((request) => request.body?.toolNames.includes("Skill")).length,
    ).toBeGreaterThanOrEqual(3);
    expect(github.violations).toEqual([]);
    expect(results.rejected).toEqual([]);
  });
});
