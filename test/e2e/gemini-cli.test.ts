/**
 * Drives the REAL Gemini CLI (pinned, from the cache filled by scripts/install-agents.ts) against the
 * project's scripted Gemini model server on 127.0.0.1, launched with the adapter's own LaunchSpec
 * and read by the adapter's own normalizer.
 *
 * Findings recorded here (gemini-cli 0.61.0, linux-x64, Node 24):
 * - Skills installed ONLY under the private `$HOME/.gemini/skills/<name>/SKILL.md` (the spec's
 *   `skillsDir`; nothing in the workspace) are discovered: the `activate_skill` declaration lists them
 *   next to the bundled `skill-creator` and `antigravity-support`, and activating one answers
 *   "Skill **<name>** activated. Resources loaded from `<HOME>/.gemini/skills/<name>`".
 * - Several function calls in one model response print all their `tool_use` lines before the first
 *   `tool_result`, which is what the normalizer's model-call count relies on.
 * - A command that fails after printing something shows only its output: the exit code is not in the
 *   stream (the model sees it in the function response).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { SessionReport } from "../../src/model/session-report.ts";
import type { LaunchSpec } from "../../src/runners/adapter.ts";
import {
  type GeminiCliRunnerConfig,
  geminiCliRunnerSchema,
  geminiHomeFiles,
  launchGeminiCli,
} from "../../src/runners/gemini-cli/launch.ts";
import { createGeminiCliNormalizer } from "../../src/runners/gemini-cli/normalize.ts";
import {
  type GeminiModelServer,
  type ModelScript,
  startGeminiModelServer,
} from "../support/gemini-model-server.ts";
import { AGENT_PINS, resolveAgentBinary } from "./agents.ts";

const SKILL_MD = `---
name: hello-skill
description: Writes a greeting into out.txt. Use when asked to greet into a file.
---

Run \`echo hi > out.txt\` in the current directory, then say that out.txt was written.
`;

const PROMPTS = {
  skill: "Greet into a file, please.",
  noSkill: "Show the files here, then write hello.txt containing hello.",
  failing: "Run the project check and tell me the result.",
  parallel: "Make two marker files at once.",
  apiError: "Summarise the repository (server fails).",
  auth: "Summarise the repository (bad key).",
  maxTurns: "Keep echoing numbered steps.",
};

const FINAL = {
  skill: "Wrote hi to out.txt using hello-skill.",
  noSkill: "The directory was empty; I wrote hello.txt.",
  failing: "The check failed with exit code 7.",
  parallel: "Created a.txt and b.txt.",
};

function shell(command: string, description = "run") {
  return { functionCall: { name: "run_shell_command", args: { command, description } } };
}

const SCRIPTS: { match: string; turns: ModelScript }[] = [
  {
    match: PROMPTS.skill,
    turns: [
      {
        parts: [
          { text: "I'll use the hello-skill skill." },
          { functionCall: { name: "activate_skill", args: { name: "hello-skill" } } },
        ],
      },
      { parts: [shell("echo hi > out.txt", "Write out.txt")] },
      { parts: [{ text: FINAL.skill }] },
    ],
  },
  {
    match: PROMPTS.noSkill,
    turns: [
      { parts: [shell("ls -a")] },
      { parts: [shell("echo hello > hello.txt")] },
      { parts: [{ text: FINAL.noSkill }], chunk: 10 },
    ],
  },
  {
    match: PROMPTS.failing,
    turns: [{ parts: [shell("exit 7", "Run the check")] }, { parts: [{ text: FINAL.failing }] }],
  },
  {
    match: PROMPTS.parallel,
    turns: [
      { parts: [{ text: "Both at once." }, shell("touch a.txt"), shell("touch b.txt")] },
      { parts: [{ text: FINAL.parallel }] },
    ],
  },
  {
    match: PROMPTS.apiError,
    turns: [
      {
        http_status: 500,
        error: { code: 500, message: "Internal server error", status: "INTERNAL" },
        repeat: true,
      },
    ],
  },
  {
    match: PROMPTS.auth,
    turns: [
      {
        http_status: 401,
        error: {
          code: 401,
          message: "API key not valid. Please pass a valid API key.",
          status: "UNAUTHENTICATED",
        },
        repeat: true,
      },
    ],
  },
  {
    match: PROMPTS.maxTurns,
    turns: [1, 2, 3, 4].map((n) => ({ parts: [shell(`echo step-${n}`)] })),
  },
];

interface GeminiRun {
  spec: LaunchSpec;
  report: SessionReport;
  exitCode: number | null;
  stdout: string;
  stderr: string;
  home: string;
  workspace: string;
}

/** Node 24 first on PATH: the CLI is a Node program started through `#!/usr/bin/env node`. */
function hostPath(): string {
  return [dirname(process.execPath), process.env.PATH ?? "/usr/bin:/bin"].join(":");
}

describe("gemini CLI (real binary) against the scripted Gemini server", () => {
  let server: GeminiModelServer;
  let root: string;
  let binary: string;

  beforeAll(async () => {
    binary = resolveAgentBinary("gemini-cli");
    root = mkdtempSync(join(tmpdir(), "skill-eval-e2e-gemini-"));
    server = await startGeminiModelServer({ scripts: SCRIPTS });
  });

  afterAll(async () => {
    await server?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  function runnerConfig(fields: Record<string, unknown> = {}): GeminiCliRunnerConfig {
    return geminiCliRunnerSchema.parse({
      agent: "gemini-cli",
      model: "gemini-2.5-flash",
      command: binary,
      ...fields,
    });
  }

  /** Launches with the adapter's spec, writes its HOME files, installs the skill into `skillsDir`. */
  async function runGemini(
    name: string,
    prompt: string,
    options: { config?: GeminiCliRunnerConfig; skill?: boolean } = {},
  ): Promise<GeminiRun> {
    const config = options.config ?? runnerConfig();
    // Sibling dirs, so walking up from the workspace never reaches the private HOME.
    const home = join(root, `${name}-home`);
    const workspace = join(root, `${name}-ws`);
    mkdirSync(home, { recursive: true });
    mkdirSync(workspace, { recursive: true });
    const hostEnv = {
      PATH: hostPath(),
      LANG: "C.UTF-8",
      GEMINI_API_KEY: "gm-e2e-key",
      GOOGLE_GEMINI_BASE_URL: server.url,
      // Never passed on: the private HOME must win.
      HOME: "/nonexistent-host-home",
      GEMINI_CLI_HOME: "/nonexistent-host-home",
    };
    const spec = launchGeminiCli(config, { prompt, workspace, home, hostEnv });
    for (const [relative, content] of Object.entries(geminiHomeFiles(config, hostEnv))) {
      const target = join(home, relative);
      mkdirSync(dirname(target), { recursive: true });
      // One attempt per request keeps the error runs short (the CLI's default is 10 with backoff).
      const settings = z.record(z.string(), z.unknown()).parse(JSON.parse(content));
      const general = z.record(z.string(), z.unknown()).parse(settings.general ?? {});
      writeFileSync(
        target,
        JSON.stringify({ ...settings, general: { ...general, maxAttempts: 1 } }, null, 2),
      );
    }
    if (options.skill === true) {
      const dir = join(spec.skillsDir, "hello-skill");
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, "SKILL.md"), SKILL_MD);
    }

    const normalizer = createGeminiCliNormalizer({
      runner: { id: "gemini", pathKey: "gemini", agent: { type: "gemini-cli", model: "gemini-2.5-flash" } },
      prompt,
      cwd: workspace,
      skillRoots: [spec.skillsDir],
    });
    // The adapter never feeds stdin: it is /dev/null, as the engine gives it.
    expect(spec.stdin).toBeUndefined();
    const started = Date.now();
    return new Promise((resolve, reject) => {
      const child = spawn(spec.command, spec.args, {
        cwd: spec.cwd,
        env: spec.env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stdout = "";
      let stderr = "";
      let timedOut = false;
      const lines = createInterface({ input: child.stdout, crlfDelay: Number.POSITIVE_INFINITY });
      lines.on("line", (line) => {
        stdout += `${line}\n`;
        normalizer.push(line);
      });
      child.stderr.setEncoding("utf8").on("data", (c: string) => {
        stderr += c;
      });
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill("SIGKILL");
      }, 90_000);
      child.once("error", (err) => {
        clearTimeout(timer);
        reject(err);
      });
      child.once("close", (code, signal) => {
        clearTimeout(timer);
        const report = normalizer.finish({
          exitCode: code,
          signal,
          timedOut,
          stderrTail: stderr.slice(-4000),
          durationMs: Date.now() - started,
        });
        resolve({ spec, report, exitCode: code, stdout, stderr, home, workspace });
      });
    });
  }

  const toolNames = (report: SessionReport) =>
    report.events.flatMap((e) => (e.type === "toolCall" ? [e.tool] : []));
  const commands = (report: SessionReport) =>
    report.events.flatMap((e) => (e.type === "command" ? [[e.command, e.exitCode]] : []));
  const mainLoopRequests = (prompt: string) =>
    server.requests.filter((r) => r.mainLoop && r.script === prompt);
  const context = (run: GeminiRun) => `stdout:\n${run.stdout}\nstderr:\n${run.stderr.slice(-3000)}`;

  it("is the pinned version", async () => {
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn(binary, ["--version"], {
        stdio: ["ignore", "pipe", "pipe"],
        env: { PATH: hostPath(), HOME: root, GEMINI_CLI_NO_RELAUNCH: "true" },
      });
      let text = "";
      child.stdout.setEncoding("utf8").on("data", (c: string) => {
        text += c;
      });
      child.once("error", reject);
      child.once("close", () => resolve(text));
    });
    expect(out.trim()).toBe(AGENT_PINS["gemini-cli"].version);
  });

  it("uses a skill installed only under the private $HOME/.gemini/skills (activate_skill)", async () => {
    const run = await runGemini("skill", PROMPTS.skill, { skill: true });
    const { report, spec, home, workspace } = run;
    expect(spec.skillsDir).toBe(join(home, ".gemini", "skills"));
    expect(existsSync(join(workspace, ".gemini")), "nothing installed in the workspace").toBe(false);

    expect(run.exitCode, context(run)).toBe(0);
    expect(report.isError).toBe(false);
    expect(report.errorKind).toBeUndefined();
    expect(report.unparsedLines).toBe(0);
    expect(report.finalOutput).toBe(FINAL.skill);
    expect(report.detectedSkills).toEqual([
      { skill: "hello-skill", confidence: "explicit", evidence: ["activate_skill tool call succeeded"] },
    ]);
    expect(report.attemptedSkills).toEqual([]);
    expect(toolNames(report)).toEqual(["activate_skill", "run_shell_command"]);
    expect(commands(report)).toEqual([["echo hi > out.txt", 0]]);
    expect(report.modelCalls).toBe(3);
    expect(report.model).toBe("gemini-2.5-flash");
    expect(report.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(report.usage).toMatchObject({ inputTokens: 300, outputTokens: 60, totalTokens: 360 });
    expect(readFileSync(join(workspace, "out.txt"), "utf8")).toBe("hi\n");

    const activation = report.events.find((e) => e.type === "toolResult" && e.tool === "activate_skill");
    expect(activation).toMatchObject({ isError: false });
    expect(activation?.type === "toolResult" ? activation.output : "").toContain(
      `Resources loaded from \`${join(spec.skillsDir, "hello-skill")}\``,
    );

    const requests = mainLoopRequests(PROMPTS.skill);
    expect(requests.map((r) => [r.reply.kind, r.reply.entryIndex])).toEqual([
      ["turn", 0],
      ["turn", 1],
      ["turn", 2],
    ]);
    const host = new URL(server.url).host;
    for (const r of requests) {
      expect(r.remoteAddress).toMatch(/^(127\.0\.0\.1|::ffff:127\.0\.0\.1)$/);
      expect(r.headers.host).toBe(host);
      expect(r.auth).toBe("x-goog-api-key");
      expect(r.path).toBe("/v1beta/models/gemini-2.5-flash:streamGenerateContent");
      expect(r.body?.toolNames).toContain("activate_skill");
    }
  });

  it("reports no skill when the model only runs commands", async () => {
    const run = await runGemini("no-skill", PROMPTS.noSkill, { skill: true });
    const { report, workspace } = run;
    expect(run.exitCode, context(run)).toBe(0);
    expect(report.isError).toBe(false);
    expect(report.detectedSkills).toEqual([]);
    expect(report.attemptedSkills).toEqual([]);
    expect(toolNames(report)).toEqual(["run_shell_command", "run_shell_command"]);
    // `ls -a` printed its listing, so the stream does not show its exit code.
    expect(commands(report)).toEqual([
      ["ls -a", undefined],
      ["echo hello > hello.txt", 0],
    ]);
    // Streamed in 10-character chunks, printed as deltas, joined again.
    expect(report.finalOutput).toBe(FINAL.noSkill);
    expect(report.modelCalls).toBe(3);
    expect(readFileSync(join(workspace, "hello.txt"), "utf8")).toBe("hello\n");
  });

  it("records a failing command's exit code without failing the run", async () => {
    const run = await runGemini("failing", PROMPTS.failing);
    const { report } = run;
    expect(run.exitCode, context(run)).toBe(0);
    expect(report.isError).toBe(false);
    expect(report.errorKind).toBeUndefined();
    expect(commands(report)).toEqual([["exit 7", 7]]);
    const result = report.events.find((e) => e.type === "toolResult");
    expect(result).toMatchObject({ isError: false, output: "Command exited with code: 7" });
    expect(report.finalOutput).toBe(FINAL.failing);
    expect(report.modelCalls).toBe(2);
  });

  it("counts one model call for several tool calls in one response", async () => {
    const run = await runGemini("parallel", PROMPTS.parallel);
    const { report, workspace } = run;
    expect(run.exitCode, context(run)).toBe(0);
    const types = report.events.flatMap((e) =>
      e.type === "toolCall" || e.type === "toolResult" ? [e.type] : [],
    );
    expect(types).toEqual(["toolCall", "toolCall", "toolResult", "toolResult"]);
    expect(commands(report)).toEqual([
      ["touch a.txt", 0],
      ["touch b.txt", 0],
    ]);
    expect(report.modelCalls).toBe(2);
    expect(report.finalOutput).toBe(FINAL.parallel);
    expect(existsSync(join(workspace, "a.txt")) && existsSync(join(workspace, "b.txt"))).toBe(true);
  });

  it("reports an API error (HTTP 500 on every request)", async () => {
    const run = await runGemini("api-error", PROMPTS.apiError);
    const { report } = run;
    expect(run.exitCode, context(run)).toBe(500 % 256);
    expect(report.isError).toBe(true);
    expect(report.errorKind).toBe("api-error");
    expect(report.errorMessage).toContain('"code":500');
    expect(report.finalOutput).toBe("");
    expect(report.modelCalls).toBe(0);
    expect(toolNames(report)).toEqual([]);
    // general.maxAttempts = 1: no retries.
    expect(mainLoopRequests(PROMPTS.apiError).map((r) => r.reply.status)).toEqual([500]);
  });

  it("reports a rejected key (HTTP 401) as an auth error", async () => {
    const run = await runGemini("auth", PROMPTS.auth);
    expect(run.exitCode, context(run)).toBe(401 % 256);
    expect(run.report.isError).toBe(true);
    expect(run.report.errorKind).toBe("auth");
    expect(run.report.errorMessage).toContain("API key not valid");
  });

  it("stops at maxSessionTurns with a max-turns error", async () => {
    const run = await runGemini("max-turns", PROMPTS.maxTurns, {
      config: runnerConfig({ maxSessionTurns: 2 }),
    });
    const { report } = run;
    expect(run.exitCode, context(run)).toBe(53);
    expect(report.isError).toBe(true);
    expect(report.errorKind).toBe("max-turns");
    expect(commands(report).map(([command]) => command)).toEqual(["echo step-1", "echo step-2"]);
    expect(report.modelCalls).toBe(2);
    expect(report.finalOutput).toBe("");
  });
});
