/**
 * Drives the REAL Codex CLI (pinned, from the cache filled by scripts/install-agents.ts) against the
 * project's scripted OpenAI Responses server on 127.0.0.1, launched through the adapter's own
 * LaunchSpec (`launchCodex` + `codexHomeFiles`) and read back through its own normalizer.
 *
 * Findings recorded here (codex 0.169.0, linux-x64, run as root):
 * - With `CODEX_HOME=<home>/.codex`, the developer message's `<skills_instructions>` lists the skill
 *   roots `r0` = `$CODEX_HOME/skills` (user skills: where the adapter installs the skills under test)
 *   and `r1` = `$CODEX_HOME/skills/.system` (bundled skills Codex unpacks there itself on start:
 *   imagegen, openai-docs, skill-creator, skill-installer, plus an unlisted review-agent); a workspace
 *   `.agents/skills` folder is added as `r2` when it exists. A skill in `r0` is listed as
 *   `- hello-skill: <description> (file: r0/hello-skill/SKILL.md)`.
 * - There is no skill tool: the model opens the SKILL.md with a shell command, which the stream shows
 *   as a `command_execution` of `/bin/bash -lc 'cat …/SKILL.md'`; the normalizer reports that read
 *   as the skill use (`strong`).
 * - The model (`-m`) decides which tools Codex offers: `gpt-5.5` (and unknown slugs) get a top-level
 *   `exec_command` function, but the default model of 0.169.0 (`gpt-6.1-sol`) gets no top-level
 *   `tools` at all, only an `additional_tools` input item with a JavaScript `exec` tool. Scripts of
 *   `exec_command` calls therefore need the model pinned, as here.
 * - `--` before the prompt keeps a prompt starting with "-" a prompt.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionReport } from "../../src/model/session-report.ts";
import type { LaunchSpec, ProcessOutcome } from "../../src/runners/adapter.ts";
import {
  type CodexRunnerConfig,
  codexHomeFiles,
  codexRunnerSchema,
  launchCodex,
} from "../../src/runners/codex/launch.ts";
import { createCodexNormalizer } from "../../src/runners/codex/normalize.ts";
import {
  type ModelScript,
  type OpenAIResponsesServer,
  type ScriptOutputItem,
  startOpenAIResponsesServer,
} from "../support/openai-responses-server.ts";
import { AGENT_PINS, resolveAgentBinary } from "./agents.ts";

const SKILL_MD = `---
name: hello-skill
description: Writes a greeting into out.txt. Use when asked to greet into a file.
---

Run \`echo hi > out.txt\` in the current directory, then say that out.txt was written.
`;

const SKILL_PROMPT = "Greet into a file.";
const NO_SKILL_PROMPT = "--dry-run is not a flag here: list the files, then write hello.txt.";
const FAIL_PROMPT = "Run the project check and tell me the result.";
const API_ERROR_PROMPT = "This request always meets a server error.";
const AUTH_ERROR_PROMPT = "This request always meets a rejected key.";
const FINAL_SKILL = "Wrote hi to out.txt using hello-skill.";
const FINAL_NO_SKILL = "Listed the files and wrote hello.txt.";
const FINAL_FAIL = "The check failed with exit code 3; fallback recorded in check.log.";
const MODEL = "gpt-5.5";

function exec(cmd: string, callId: string): ScriptOutputItem {
  return { type: "function_call", name: "exec_command", call_id: callId, arguments: JSON.stringify({ cmd }) };
}

function say(text: string): ScriptOutputItem {
  return { type: "message", role: "assistant", content: [{ type: "output_text", text }] };
}

interface Run {
  spec: LaunchSpec;
  home: string;
  workspace: string;
  stdout: string;
  stderr: string;
  outcome: ProcessOutcome;
  report: SessionReport;
}

describe("codex CLI (real binary) against the scripted Responses server", () => {
  let server: OpenAIResponsesServer;
  let root: string;

  /** Fresh sibling dirs per case, so walking up from the workspace never reaches the private HOME. */
  const dirsOf = (name: string) => ({
    home: join(root, `${name}-home`),
    workspace: join(root, `${name}-ws`),
  });
  const skillMdOf = (home: string) => join(home, ".codex", "skills", "hello-skill", "SKILL.md");

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "skill-eval-e2e-codex-"));
    const skillScript: ModelScript = [
      {
        output: [
          { type: "reasoning", summary: [{ type: "summary_text", text: "hello-skill matches; read it." }] },
          exec(`cat ${skillMdOf(dirsOf("skill").home)}`, "call_s1"),
        ],
      },
      { output: [exec("echo hi > out.txt", "call_s2")] },
      { output: [say(FINAL_SKILL)] },
    ];
    server = await startOpenAIResponsesServer({
      scripts: [
        { match: SKILL_PROMPT, turns: skillScript },
        {
          match: NO_SKILL_PROMPT,
          turns: [
            { output: [exec("ls -a", "call_n1")] },
            { output: [exec("echo hello > hello.txt", "call_n2")] },
            { output: [say(FINAL_NO_SKILL)] },
          ],
        },
        {
          match: FAIL_PROMPT,
          turns: [
            { output: [exec("exit 3", "call_f1")] },
            { output: [say("Recording a fallback."), exec("echo fallback-ok > check.log", "call_f2")] },
            { output: [say(FINAL_FAIL)] },
          ],
        },
        {
          match: API_ERROR_PROMPT,
          turns: [
            {
              http_status: 500,
              error: { message: "Internal server error", type: "server_error" },
              repeat: true,
            },
          ],
        },
        {
          match: AUTH_ERROR_PROMPT,
          turns: [
            {
              http_status: 401,
              error: {
                message: "Incorrect API key provided",
                type: "invalid_request_error",
                code: "invalid_api_key",
              },
              repeat: true,
            },
          ],
        },
      ],
    });
  });

  afterAll(async () => {
    await server?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  function configFor(): CodexRunnerConfig {
    return codexRunnerSchema.parse({
      agent: "codex",
      command: resolveAgentBinary("codex"),
      model: MODEL,
      provider: {
        id: "mock",
        name: "Mock",
        baseUrl: `${server.url}/v1`,
        envKey: "MOCK_API_KEY",
        requestMaxRetries: 1,
        streamMaxRetries: 1,
      },
    });
  }

  /** Writes the config files and skills, spawns the LaunchSpec, feeds stdout to the normalizer. */
  async function runCase(name: string, prompt: string, withSkill: boolean): Promise<Run> {
    const { home, workspace } = dirsOf(name);
    mkdirSync(home, { recursive: true });
    mkdirSync(workspace, { recursive: true });
    const config = configFor();
    for (const [relative, content] of Object.entries(codexHomeFiles(config))) {
      mkdirSync(dirname(join(home, relative)), { recursive: true });
      writeFileSync(join(home, relative), content);
    }
    const spec = launchCodex(config, {
      prompt,
      workspace,
      home,
      // A stand-in for the host: only what the allowlist should pass, plus a secret it must not.
      hostEnv: {
        PATH: process.env.PATH,
        LANG: "C.UTF-8",
        MOCK_API_KEY: "sk-mock-key",
        GITHUB_TOKEN: "ghp_nope",
      },
    });
    if (withSkill) {
      mkdirSync(join(spec.skillsDir, "hello-skill"), { recursive: true });
      writeFileSync(join(spec.skillsDir, "hello-skill", "SKILL.md"), SKILL_MD);
    }
    const normalizer = createCodexNormalizer({
      runner: { id: "codex", pathKey: "codex", agent: { type: "codex", model: MODEL } },
      prompt,
      cwd: workspace,
      skillRoots: [spec.skillsDir],
    });
    const started = Date.now();
    const { stdout, stderr, exitCode, signal, timedOut } = await new Promise<{
      stdout: string;
      stderr: string;
      exitCode: number | null;
      signal: string | null;
      timedOut: boolean;
    }>((resolve, reject) => {
      // stdin "ignore" is /dev/null, as LaunchSpec.stdin undefined asks.
      const child = spawn(spec.command, spec.args, {
        cwd: spec.cwd,
        env: spec.env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      let out = "";
      let err = "";
      let killed = false;
      child.stdout.setEncoding("utf8").on("data", (c: string) => {
        out += c;
      });
      child.stderr.setEncoding("utf8").on("data", (c: string) => {
        err += c;
      });
      const timer = setTimeout(() => {
        killed = true;
        child.kill("SIGKILL");
      }, 90_000);
      child.once("error", (e) => {
        clearTimeout(timer);
        reject(e);
      });
      child.once("close", (code, sig) => {
        clearTimeout(timer);
        resolve({ stdout: out, stderr: err, exitCode: code, signal: sig, timedOut: killed });
      });
    });
    for (const line of stdout.split("\n")) normalizer.push(line);
    const outcome: ProcessOutcome = {
      exitCode,
      signal,
      timedOut,
      stderrTail: stderr.slice(-4000),
      durationMs: Date.now() - started,
    };
    return { spec, home, workspace, stdout, stderr, outcome, report: normalizer.finish(outcome) };
  }

  const commandsOf = (report: SessionReport) =>
    report.events.flatMap((e) => (e.type === "command" ? [e] : []));
  const toolNamesOf = (report: SessionReport) =>
    report.events.flatMap((e) => (e.type === "toolCall" ? [e.tool] : []));
  const requestsFor = (prompt: string) => server.requests.filter((r) => r.body?.promptText === prompt);

  function expectClean(run: Run): void {
    const context = `stdout:\n${run.stdout}\nstderr:\n${run.stderr}`;
    expect(run.outcome.exitCode, context).toBe(0);
    expect(run.report.isError, context).toBe(false);
    expect(run.report.unparsedLines).toBe(0);
    expect(run.report.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(run.report.usage).toMatchObject({
      inputTokens: 300,
      cacheReadTokens: 30,
      outputTokens: 60,
      reasoningTokens: 15,
      totalTokens: 360,
    });
  }

  it("is the pinned version", async () => {
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn(resolveAgentBinary("codex"), ["--version"], {
        stdio: ["ignore", "pipe", "pipe"],
        env: { PATH: process.env.PATH ?? "", HOME: root, CODEX_HOME: join(root, "version-codex-home") },
      });
      let text = "";
      child.stdout.setEncoding("utf8").on("data", (c: string) => {
        text += c;
      });
      child.once("error", reject);
      child.once("close", () => resolve(text));
    });
    expect(out.trim()).toBe(`codex-cli ${AGENT_PINS.codex.version}`);
  });

  it("offers a skill installed in $CODEX_HOME/skills; a cat of its SKILL.md is the skill use", async () => {
    const run = await runCase("skill", SKILL_PROMPT, true);
    expectClean(run);
    const skillMd = skillMdOf(run.home);
    expect(run.spec.skillsDir).toBe(join(run.home, ".codex", "skills"));

    // What Codex told the model: its skill roots and the skill under test.
    const requests = requestsFor(SKILL_PROMPT);
    expect(requests.map((r) => [r.reply.kind, r.reply.entryIndex])).toEqual([
      ["turn", 0],
      ["turn", 1],
      ["turn", 2],
    ]);
    const developer = requests[0]?.body?.developerText ?? "";
    const roots = [...developer.matchAll(/^- `(r\d+)` = `([^`]+)`$/gm)].map((m) => [m[1], m[2]]);
    expect(roots).toEqual([
      ["r0", join(run.home, ".codex", "skills")],
      ["r1", join(run.home, ".codex", "skills", ".system")],
    ]);
    expect(developer).toContain(
      "- hello-skill: Writes a greeting into out.txt. Use when asked to greet into a file. (file: r0/hello-skill/SKILL.md)",
    );
    expect(requests[0]?.body?.toolNames).toContain("exec_command");
    // The skill's body went back to the model as the command's output.
    expect(requests[1]?.body?.toolOutputs[0]?.output).toContain("name: hello-skill");

    // What the normalizer made of the stream.
    const report = run.report;
    expect(report.finalOutput).toBe(FINAL_SKILL);
    expect(commandsOf(report).map((c) => [c.command, c.exitCode])).toEqual([
      [`cat ${skillMd}`, 0],
      ["echo hi > out.txt", 0],
    ]);
    expect(toolNamesOf(report)).toEqual(["exec_command", "exec_command"]);
    expect(report.detectedSkills).toEqual([
      { skill: "hello-skill", confidence: "strong", evidence: [`Read ${skillMd}`] },
    ]);
    expect(report.files.observedSkillReads).toEqual([skillMd]);
    expect(report.events.some((e) => e.type === "message" && e.phase === "thinking")).toBe(true);
    expect(readFileSync(join(run.workspace, "out.txt"), "utf8")).toBe("hi\n");
    // Skills live in the private CODEX_HOME only; the workspace gets none.
    expect(existsSync(join(run.workspace, ".agents"))).toBe(false);
  });

  it("a run without a skill: no skill detected, a dash-prefixed prompt passed as the prompt", async () => {
    const run = await runCase("no-skill", NO_SKILL_PROMPT, false);
    expectClean(run);
    const report = run.report;
    expect(requestsFor(NO_SKILL_PROMPT)).toHaveLength(3);
    expect(report.finalOutput).toBe(FINAL_NO_SKILL);
    expect(commandsOf(report).map((c) => [c.command, c.exitCode])).toEqual([
      ["ls -a", 0],
      ["echo hello > hello.txt", 0],
    ]);
    expect(report.detectedSkills).toEqual([]);
    expect(report.files.observedReads).toEqual([]);
    expect(readFileSync(join(run.workspace, "hello.txt"), "utf8")).toBe("hello\n");
  });

  it("a failing command keeps its exit code without failing the run", async () => {
    const run = await runCase("fail", FAIL_PROMPT, false);
    expectClean(run);
    const report = run.report;
    expect(commandsOf(report).map((c) => [c.command, c.exitCode])).toEqual([
      ["exit 3", 3],
      ["echo fallback-ok > check.log", 0],
    ]);
    const results = report.events.flatMap((e) => (e.type === "toolResult" ? [e.isError] : []));
    expect(results).toEqual([true, false]);
    const texts = report.events.flatMap((e) =>
      e.type === "message" && e.phase === undefined ? [e.text] : [],
    );
    expect(texts).toEqual(["Recording a fallback.", FINAL_FAIL]);
    expect(report.finalOutput).toBe(FINAL_FAIL);
    expect(report.errorKind).toBeUndefined();
    expect(readFileSync(join(run.workspace, "check.log"), "utf8")).toBe("fallback-ok\n");
  });

  it("an API error (HTTP 500 on every request) fails the run as api-error", async () => {
    const run = await runCase("api-error", API_ERROR_PROMPT, false);
    const context = `stdout:\n${run.stdout}\nstderr:\n${run.stderr}`;
    expect(run.outcome.exitCode, context).toBe(1);
    const report = run.report;
    expect(report.isError).toBe(true);
    expect(report.errorKind).toBe("api-error");
    expect(report.errorMessage).toBeTruthy();
    expect(report.finalOutput).toBe("");
    expect(report.events.filter((e) => e.type === "toolCall")).toEqual([]);
    expect(report.unparsedLines).toBe(0);
    const requests = requestsFor(API_ERROR_PROMPT);
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(requests.every((r) => r.reply.status === 500)).toBe(true);
  });

  it("a rejected key (HTTP 401 on every request) fails the run as auth", async () => {
    const run = await runCase("auth-error", AUTH_ERROR_PROMPT, false);
    expect(run.outcome.exitCode).toBe(1);
    expect(run.report.isError).toBe(true);
    expect(run.report.errorKind).toBe("auth");
    expect(run.report.errorMessage).toMatch(
      /^unexpected status 401 Unauthorized: Incorrect API key provided/,
    );
    expect(requestsFor(AUTH_ERROR_PROMPT).every((r) => r.reply.status === 401)).toBe(true);
  });

  it("talks only to the mock on 127.0.0.1, with the key from the provider's env_key", () => {
    const host = new URL(server.url).host;
    expect(server.requests.length).toBeGreaterThan(0);
    for (const r of server.requests) {
      expect(r.remoteAddress).toMatch(/^(127\.0\.0\.1|::ffff:127\.0\.0\.1)$/);
      expect(r.headers.host).toBe(host);
      expect([r.method, r.path, r.auth]).toEqual(["POST", "/v1/responses", "bearer"]);
      expect(r.body?.model).toBe(MODEL);
    }
  });
});
