/**
 * One suite, four real agent CLIs, one `skill-eval run`: Claude Code, Codex, Gemini CLI and OpenCode,
 * each pinned, each against the project's scripted model server for its provider on 127.0.0.1.
 * results.json has a row per runner, and each agent's own way of using a skill is detected:
 * Claude's Skill tool, Gemini's activate_skill, OpenCode's skill tool (all installed by us into the
 * execution's private home), and for Codex, which has no skill tool, a shell read of SKILL.md.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { type AnthropicModelServer, startAnthropicModelServer } from "../support/anthropic-model-server.ts";
import { type GeminiModelServer, startGeminiModelServer } from "../support/gemini-model-server.ts";
import {
  type OpenAIResponsesServer,
  startOpenAIResponsesServer,
} from "../support/openai-responses-server.ts";
import { makeProject, runDistAsync } from "../support/run-dist.ts";
import { resolveAgentBinary } from "./agents.ts";

const SKILL_PROMPT = "Greet into out.txt (four agents).";
const PLAIN_PROMPT = "List the files here (four agents).";
const SKILL_MD =
  "---\nname: hello-skill\ndescription: Greets into out.txt. Use when asked to greet into a file.\n---\n\nRun `echo hi > out.txt`, then say out.txt was written.\n";

let anthropic: AnthropicModelServer;
/** OpenCode speaks Anthropic's API too, but its skill tool is `skill{name}`: a server of its own. */
let anthropicForOpencode: AnthropicModelServer;
let openai: OpenAIResponsesServer;
let gemini: GeminiModelServer;

beforeAll(async () => {
  anthropicForOpencode = await startAnthropicModelServer({
    scripts: [
      {
        match: SKILL_PROMPT,
        turns: [
          { content: [{ type: "tool_use", name: "skill", input: { name: "hello-skill" } }] },
          {
            content: [
              {
                type: "tool_use",
                name: "bash",
                input: { command: "echo hi > out.txt", description: "greet" },
              },
            ],
          },
          { content: [{ type: "text", text: "out.txt was written." }] },
        ],
      },
      {
        match: PLAIN_PROMPT,
        turns: [
          { content: [{ type: "tool_use", name: "bash", input: { command: "ls -a", description: "list" } }] },
          { content: [{ type: "text", text: "Listed." }] },
        ],
      },
    ],
  });
  anthropic = await startAnthropicModelServer({
    scripts: [
      {
        match: SKILL_PROMPT,
        turns: [
          { content: [{ type: "tool_use", name: "Skill", input: { skill: "hello-skill" } }] },
          { content: [{ type: "tool_use", name: "Bash", input: { command: "echo hi > out.txt" } }] },
          { content: [{ type: "text", text: "out.txt was written." }] },
        ],
      },
      {
        match: PLAIN_PROMPT,
        turns: [
          { content: [{ type: "tool_use", name: "Bash", input: { command: "ls -a" } }] },
          { content: [{ type: "text", text: "Listed." }] },
        ],
      },
    ],
  });
  openai = await startOpenAIResponsesServer({
    scripts: [
      {
        match: SKILL_PROMPT,
        turns: [
          // Codex has no skill tool: its system prompt tells the model to read the SKILL.md. The
          // scripted model cannot know the private home's path, so it reads the workspace copy.
          {
            output: [
              {
                type: "function_call",
                name: "exec_command",
                call_id: "c1",
                arguments: JSON.stringify({ cmd: "cat .agents/skills/hello-skill/SKILL.md" }),
              },
            ],
          },
          {
            output: [
              {
                type: "function_call",
                name: "exec_command",
                call_id: "c2",
                arguments: JSON.stringify({ cmd: "echo hi > out.txt" }),
              },
            ],
          },
          {
            output: [
              {
                type: "message",
                role: "assistant",
                content: [{ type: "output_text", text: "out.txt was written." }],
              },
            ],
          },
        ],
      },
      {
        match: PLAIN_PROMPT,
        turns: [
          {
            output: [
              {
                type: "function_call",
                name: "exec_command",
                call_id: "c3",
                arguments: JSON.stringify({ cmd: "ls -a" }),
              },
            ],
          },
          {
            output: [
              { type: "message", role: "assistant", content: [{ type: "output_text", text: "Listed." }] },
            ],
          },
        ],
      },
    ],
  });
  gemini = await startGeminiModelServer({
    scripts: [
      {
        match: SKILL_PROMPT,
        turns: [
          { parts: [{ functionCall: { name: "activate_skill", args: { name: "hello-skill" } } }] },
          {
            parts: [
              {
                functionCall: {
                  name: "run_shell_command",
                  args: { command: "echo hi > out.txt", description: "greet" },
                },
              },
            ],
          },
          { parts: [{ text: "out.txt was written." }] },
        ],
      },
      {
        match: PLAIN_PROMPT,
        turns: [
          {
            parts: [
              {
                functionCall: { name: "run_shell_command", args: { command: "ls -a", description: "list" } },
              },
            ],
          },
          { parts: [{ text: "Listed." }] },
        ],
      },
    ],
  });
});

afterAll(async () => {
  await Promise.all([anthropic.close(), anthropicForOpencode.close(), openai.close(), gemini.close()]);
});

function hasRipgrep(): boolean {
  return spawnSync("rg", ["--version"], { stdio: "ignore" }).status === 0;
}

describe("one suite on four real agent CLIs", () => {
  it("gives a row per runner, each with the skill detected the agent's own way", async () => {
    expect(hasRipgrep(), "OpenCode's skill tool needs ripgrep: apt-get install ripgrep (.ci/run does)").toBe(
      true,
    );
    const bin = (name: Parameters<typeof resolveAgentBinary>[0]) => JSON.stringify(resolveAgentBinary(name));
    const project = makeProject({
      "skills/hello-skill/SKILL.md": SKILL_MD,
      ".agents/skills/hello-skill/SKILL.md": SKILL_MD,
      "agents.suite.ts": `import { assert, type Case } from "skillgym";
export default [
  {
    id: "greets-with-skill",
    prompt: ${JSON.stringify(SKILL_PROMPT)},
    assert(report) {
      assert.skills.has(report, "hello-skill", { minConfidence: "strong" });
      assert.commands.includes(report, "out.txt");
      assert.output.includes(report, "out.txt was written");
    },
  },
  {
    id: "lists-files",
    prompt: ${JSON.stringify(PLAIN_PROMPT)},
    assert(report) {
      assert.skills.notHas(report, "hello-skill", { minConfidence: "weak" });
      assert.commands.includes(report, "ls -a");
    },
  },
] satisfies Case[];
`,
      "skill-eval.config.yaml": `runners:
  claude:
    agent: claude-code
    command: ${bin("claude-code")}
    model: claude-sonnet-4-5
    env: { ANTHROPIC_BASE_URL: "${anthropic.url}", ANTHROPIC_API_KEY: sk-ant-e2e-dummy, CLAUDE_CODE_MAX_RETRIES: "0", IS_SANDBOX: "1" }
  codex:
    agent: codex
    command: ${bin("codex")}
    model: gpt-5.5
    provider: { baseUrl: "${openai.url}/v1", envKey: MOCK_API_KEY, requestMaxRetries: 0, streamMaxRetries: 0 }
    env: { MOCK_API_KEY: mock-e2e-dummy }
  gemini:
    agent: gemini-cli
    command: ${bin("gemini-cli")}
    model: gemini-2.5-flash
    env: { GOOGLE_GEMINI_BASE_URL: "${gemini.url}", GEMINI_API_KEY: gemini-e2e-dummy }
  opencode:
    agent: opencode
    command: ${bin("opencode")}
    model: anthropic/claude-sonnet-4-5
    env: { ANTHROPIC_BASE_URL: "${anthropicForOpencode.url}", ANTHROPIC_API_KEY: sk-ant-e2e-dummy }
skills:
  - ./skills
timeoutMs: 120000
`,
    });
    const run = await runDistAsync("cli.js", ["run"], {
      cwd: project,
      env: { PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ""}` },
    });
    expect(run.stderr).not.toMatch(/internal error|configuration problem/);
    const results = resultsSchema.parse(
      JSON.parse(readFileSync(join(project, ".skill-eval/results.json"), "utf8")),
    );
    expect(results.runners.map((runner) => [runner.id, runner.agent])).toEqual([
      ["claude", "claude-code"],
      ["codex", "codex"],
      ["gemini", "gemini-cli"],
      ["opencode", "opencode"],
    ]);
    expect(
      results.cases.map((result) => `${result.case}/${result.runner}: ${result.verdict}`),
      JSON.stringify(
        results.executions.map((execution) => [execution.key, execution.status, execution.failure?.message]),
        null,
        2,
      ),
    ).toEqual([
      "greets-with-skill/claude: passed",
      "greets-with-skill/codex: passed",
      "greets-with-skill/gemini: passed",
      "greets-with-skill/opencode: passed",
      "lists-files/claude: passed",
      "lists-files/codex: passed",
      "lists-files/gemini: passed",
      "lists-files/opencode: passed",
    ]);
    expect(run.status).toBe(0);
    // Codex and Gemini report no cost: it is estimated from list prices and marked so.
    const codex = results.executions.find(
      (execution) => execution.key === "agents/greets-with-skill/codex#1",
    );
    expect(codex?.costEstimated).toBe(true);
    expect(codex?.costUsd).toBeGreaterThan(0);
    const claude = results.executions.find(
      (execution) => execution.key === "agents/greets-with-skill/claude#1",
    );
    expect(claude?.costEstimated).toBeUndefined();
  });
});
