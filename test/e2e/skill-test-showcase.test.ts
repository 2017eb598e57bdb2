/**
 * A Claude Code Skill Test skill directory, run as its users run it (`skill-test ./my-skill`
 * becomes `skill-eval run ./my-skill`): no skill-eval config, so the implicit Claude Code runner;
 * the real, pinned `claude` against the scripted model server; the skill installed into the
 * execution's private HOME; the forced hook really changing the prompt; the seed's precedence
 * for iterations; its percent threshold; its JSON output and failure logs.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  type AnthropicModelServer,
  type ModelScript,
  startAnthropicModelServer,
} from "../support/anthropic-model-server.ts";
import { REPO_ROOT, runDistAsync } from "../support/run-dist.ts";
import { resolveAgentBinary } from "./agents.ts";

const withSkill = (answer: string): ModelScript => [
  { content: [{ type: "tool_use", name: "Skill", input: { skill: "conventional-commits" } }] },
  { content: [{ type: "text", text: answer }] },
];

const seedJsonSchema = z.object({
  skills: z.array(
    z.object({
      name: z.string(),
      tests: z.array(
        z.object({ id: z.string(), iterations: z.number(), pass_rate: z.number(), verdict: z.string() }),
      ),
      verdict: z.string(),
    }),
  ),
  summary: z.object({ total_tests: z.number(), passed_tests: z.number(), failed_tests: z.number() }),
});

let server: AnthropicModelServer;

beforeAll(async () => {
  server = await startAnthropicModelServer({
    // Tool-less requests are the judge's (llm_eval, evals.json expectations).
    sideText: '{"pass": true, "score": 1, "reasoning": "meets the criterion"}',
    scripts: [
      {
        match: "--verbose flag",
        turns: withSkill(
          "```text\nfeat(cli): add a --verbose flag that prints each HTTP request\n\nPrinting requests makes API problems visible.\n```",
        ),
      },
      {
        match: "empty config file",
        turns: withSkill("```text\nfix(config): do not crash on an empty config file\n```"),
      },
      {
        match: "--legacy-auth",
        turns: withSkill(
          "```text\nfeat(api)!: remove the deprecated --legacy-auth option\n\nBREAKING CHANGE: use --token instead of --legacy-auth.\n```",
        ),
      },
      // The known weakness this showcase exposes: for a docs change the agent skips the skill.
      {
        match: "typos in README",
        turns: [{ content: [{ type: "text", text: "```text\ndocs: fix typos in README.md\n```" }] }],
      },
    ],
  });
});

afterAll(async () => {
  await server.close();
});

describe("skill-eval run on a skill-test skill directory, with the real claude CLI", () => {
  it("applies the seed's settings, hook, threshold, JSON output and failure logs", async () => {
    const project = mkdtempSync(join(tmpdir(), "skill-eval-skill-test-"));
    const skillDir = join(project, "conventional-commits");
    cpSync(join(REPO_ROOT, "examples/skill-test-showcase"), skillDir, { recursive: true });
    const claude = resolveAgentBinary("claude-code");

    // --no-early-stop: every planned iteration runs, so the precedence of `iterations` shows in the counts.
    const run = await runDistAsync(
      "cli.js",
      ["run", "conventional-commits", "--format", "skill-test-json", "--no-early-stop"],
      {
        cwd: project,
        env: {
          PATH: `${dirname(claude)}:${process.env.PATH ?? ""}`,
          ANTHROPIC_BASE_URL: server.url,
          ANTHROPIC_API_KEY: "sk-ant-e2e-dummy",
          CLAUDE_CODE_MAX_RETRIES: "0",
          IS_SANDBOX: "1",
        },
      },
    );
    expect(run.stderr).not.toMatch(/internal error|configuration problem/);
    // docs-only never invokes the skill: below its 66% threshold, so the run fails (exit 1).
    expect(run.status).toBe(1);

    const output = seedJsonSchema.parse(JSON.parse(run.stdout));
    const tests = Object.fromEntries(
      output.skills.flatMap((skill) => skill.tests.map((test) => [test.id, test])),
    );
    // Precedence: a test's own iterations > the skill config's 3.
    expect(tests["feature-commit"]).toMatchObject({ iterations: 3, pass_rate: 100, verdict: "Pass" });
    expect(tests["bug-fix-commit"]).toMatchObject({ iterations: 5, pass_rate: 100, verdict: "Pass" });
    expect(tests["breaking-api-change"]).toMatchObject({ iterations: 3, pass_rate: 100, verdict: "Pass" });
    expect(tests["docs-only"]).toMatchObject({ iterations: 2, pass_rate: 0, verdict: "Fail" });
    expect(output.skills[0]).toMatchObject({ name: "conventional-commits", verdict: "Fail" });

    // The forced hook reached the model: the prompt it saw starts with the instruction.
    const firstTexts = server.requests
      .filter((request) => request.mainLoop)
      .map((request) => request.body?.firstUserText ?? "");
    expect(firstTexts.some((text) => text.includes("MUST") && text.includes("conventional-commits"))).toBe(
      true,
    );
    // The judge graded the golden llm_eval and the evals.json expectations.
    expect(server.requests.some((request) => request.reply.kind === "side")).toBe(true);

    // The seed's failure log, in the skill directory.
    const logs = readdirSync(join(skillDir, ".skill-test-logs"));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^\d{8}-\d{6}-\d{3}-0000\.json$/);
    expect(existsSync(join(project, ".claude"))).toBe(false);
  });
});
