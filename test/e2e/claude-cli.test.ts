/**
 * Drives the REAL Claude Code CLI (pinned, from the cache filled by scripts/install-agents.ts)
 * against the project's scripted Anthropic model server on 127.0.0.1.
 *
 * Finding recorded here (claude 2.1.330, linux-x64, run as root with IS_SANDBOX=1):
 * skills installed ONLY under the private `$HOME/.claude/skills/<name>/SKILL.md` (nothing in the
 * workspace) ARE discovered in `-p` mode: init `skills` lists them first, before the bundled ones,
 * e.g. ["hello-skill","deep-research","dataviz","update-config","verify","debug","code-review",
 * "simplify","batch","fewer-permission-prompts","doctor","loop","claude-api","workflow-authoring",
 * "run","run-skill-generator","plugin-authoring"], and `Skill{skill:"hello-skill"}` succeeds
 * (tool_result "Launching skill: hello-skill", tool_use_result {success:true, commandName}, the
 * synthetic "Base directory for this skill: <HOME>/.claude/skills/hello-skill" message follows).
 * So skills under test can be installed into the execution's private HOME, leaving the workspace
 * untouched; the project location `.claude/skills/` works as well. The "home-only" test below
 * keeps that answer checked.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  type AnthropicModelServer,
  type ModelScript,
  startAnthropicModelServer,
} from "../support/anthropic-model-server.ts";
import { AGENT_PINS, resolveAgentBinary } from "./agents.ts";

const SKILL_MD = `---
name: hello-skill
description: Writes a greeting into out.txt. Use when asked to greet into a file.
---

Run \`echo hi > out.txt\` in the current directory, then say that out.txt was written.
`;

const PROJECT_PROMPT = "Greet into a file (project skill).";
const HOME_PROMPT = "Greet into a file (home skill).";
const FINAL_PROJECT = "Wrote hi to out.txt using the project skill.";
const FINAL_HOME = "Wrote hi to out.txt using the home skill.";

function helloScript(finalText: string): ModelScript {
  return [
    {
      content: [
        { type: "text", text: "I'll use the hello-skill skill." },
        { type: "tool_use", name: "Skill", input: { skill: "hello-skill" } },
      ],
    },
    {
      content: [
        {
          type: "tool_use",
          name: "Bash",
          input: { command: "echo hi > out.txt", description: "Write out.txt" },
        },
      ],
    },
    { content: [{ type: "text", text: finalText }] },
  ];
}

// Only the fields the assertions need; everything else on a line is allowed.
const ContentBlockSchema = z.looseObject({
  type: z.string(),
  id: z.string().optional(),
  name: z.string().optional(),
  input: z.record(z.string(), z.unknown()).optional(),
  tool_use_id: z.string().optional(),
  is_error: z.boolean().optional(),
  text: z.string().optional(),
  content: z.unknown().optional(),
});
const LineSchema = z.looseObject({
  type: z.string(),
  subtype: z.string().optional(),
  skills: z.array(z.string()).optional(),
  message: z.looseObject({ content: z.union([z.string(), z.array(ContentBlockSchema)]) }).optional(),
  tool_use_result: z.unknown().optional(),
  is_error: z.boolean().optional(),
  result: z.string().optional(),
});
type Line = z.infer<typeof LineSchema>;
type Block = z.infer<typeof ContentBlockSchema>;

interface RunResult {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  lines: Line[];
}

function blocks(line: Line): Block[] {
  const content = line.message?.content;
  return Array.isArray(content) ? content : [];
}

function runClaude(opts: {
  home: string;
  workspace: string;
  prompt: string;
  baseUrl: string;
}): Promise<RunResult> {
  const claude = resolveAgentBinary("claude-code");
  // A complete environment: nothing from the developer's shell (no real keys, no real HOME).
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: opts.home,
    LANG: "C.UTF-8",
    TERM: "dumb",
    ANTHROPIC_BASE_URL: opts.baseUrl,
    ANTHROPIC_API_KEY: "sk-ant-test",
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    DISABLE_TELEMETRY: "1",
    DISABLE_AUTOUPDATER: "1",
  };
  // --dangerously-skip-permissions refuses to run as root unless IS_SANDBOX=1.
  if (process.getuid?.() === 0) env.IS_SANDBOX = "1";
  const args = [
    "-p",
    opts.prompt,
    "--output-format",
    "stream-json",
    "--verbose",
    "--dangerously-skip-permissions",
    "--max-turns",
    "5",
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(claude, args, { cwd: opts.workspace, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (c: string) => {
      stdout += c;
    });
    child.stderr.setEncoding("utf8").on("data", (c: string) => {
      stderr += c;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 90_000);
    child.once("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      const lines = stdout
        .split("\n")
        .filter((l) => l.trim() !== "")
        .map((l) => LineSchema.parse(JSON.parse(l)));
      resolve({ exitCode: code, stdout, stderr, lines });
    });
  });
}

function initLine(run: RunResult): Line {
  const init = run.lines.find((l) => l.type === "system" && l.subtype === "init");
  if (!init) throw new Error(`no init line in stdout:\n${run.stdout}\nstderr:\n${run.stderr}`);
  return init;
}

function toolUses(run: RunResult, name: string): Block[] {
  return run.lines
    .filter((l) => l.type === "assistant")
    .flatMap(blocks)
    .filter((b) => b.type === "tool_use" && b.name === name);
}

function toolResultFor(run: RunResult, id: string): { line: Line; block: Block } | undefined {
  for (const line of run.lines) {
    if (line.type !== "user") continue;
    const block = blocks(line).find((b) => b.type === "tool_result" && b.tool_use_id === id);
    if (block) return { line, block };
  }
  return undefined;
}

function resultLine(run: RunResult): Line {
  const result = run.lines.findLast((l) => l.type === "result");
  if (!result) throw new Error(`no result line in stdout:\n${run.stdout}\nstderr:\n${run.stderr}`);
  return result;
}

/** The "Base directory for this skill: ..." text Claude injects after a successful Skill call. */
function skillBaseDirectory(run: RunResult): string | undefined {
  for (const line of run.lines) {
    if (line.type !== "user") continue;
    for (const b of blocks(line)) {
      const m = b.type === "text" ? /^Base directory for this skill: (.+)$/m.exec(b.text ?? "") : null;
      if (m?.[1]) return m[1].trim();
    }
  }
  return undefined;
}

function expectSkillThenBash(run: RunResult, workspace: string, finalText: string): void {
  const skillCalls = toolUses(run, "Skill");
  expect(skillCalls).toHaveLength(1);
  const skill = skillCalls[0]!;
  expect(skill.input?.skill).toBe("hello-skill");
  const skillResult = toolResultFor(run, skill.id ?? "");
  expect(skillResult, "tool_result for the Skill call").toBeDefined();
  expect(skillResult?.block.is_error ?? false).toBe(false);
  expect(skillResult?.line.tool_use_result).toMatchObject({ success: true, commandName: "hello-skill" });

  const bashCalls = toolUses(run, "Bash");
  expect(bashCalls.map((b) => b.input?.command)).toEqual(["echo hi > out.txt"]);
  expect(toolResultFor(run, bashCalls[0]?.id ?? "")?.block.is_error ?? false).toBe(false);
  expect(readFileSync(join(workspace, "out.txt"), "utf8")).toBe("hi\n");

  const result = resultLine(run);
  expect(result.is_error).toBe(false);
  expect(result.result).toBe(finalText);
  expect(run.exitCode).toBe(0);
}

describe("claude CLI (real binary) against the scripted model server", () => {
  let server: AnthropicModelServer;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "skill-eval-e2e-claude-"));
    server = await startAnthropicModelServer({
      scripts: [
        { match: PROJECT_PROMPT, turns: helloScript(FINAL_PROJECT) },
        { match: HOME_PROMPT, turns: helloScript(FINAL_HOME) },
      ],
    });
  });

  afterAll(async () => {
    await server?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  /** Fresh sibling dirs, so walking up from the workspace never reaches the private HOME. */
  function makeDirs(name: string): { home: string; workspace: string } {
    const home = join(root, `${name}-home`);
    const workspace = join(root, `${name}-ws`);
    mkdirSync(home, { recursive: true });
    mkdirSync(workspace, { recursive: true });
    return { home, workspace };
  }

  function installSkill(base: string): string {
    const dir = join(base, ".claude", "skills", "hello-skill");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "SKILL.md"), SKILL_MD);
    return dir;
  }

  it("is the pinned version", async () => {
    const claude = resolveAgentBinary("claude-code");
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn(claude, ["--version"], {
        stdio: ["ignore", "pipe", "pipe"],
        env: { PATH: process.env.PATH ?? "", HOME: root, DISABLE_AUTOUPDATER: "1" },
      });
      let text = "";
      child.stdout.setEncoding("utf8").on("data", (c: string) => {
        text += c;
      });
      child.once("error", reject);
      child.once("close", () => resolve(text));
    });
    expect(out.trim().split(/\s+/)).toContain(AGENT_PINS["claude-code"].version);
  });

  it("invokes a project skill (.claude/skills in the workspace), runs Bash and answers", async () => {
    const { home, workspace } = makeDirs("project");
    const skillDir = installSkill(workspace);
    const before = server.requests.length;

    const run = await runClaude({ home, workspace, prompt: PROJECT_PROMPT, baseUrl: server.url });

    expect(initLine(run).skills).toContain("hello-skill");
    expectSkillThenBash(run, workspace, FINAL_PROJECT);
    expect(skillBaseDirectory(run)).toBe(skillDir);

    const seen = server.requests.slice(before);
    const host = new URL(server.url).host;
    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (const r of seen) {
      expect(r.remoteAddress).toMatch(/^(127\.0\.0\.1|::ffff:127\.0\.0\.1)$/);
      expect(r.headers.host).toBe(host);
    }
    const mainLoop = seen.filter((r) => r.mainLoop);
    expect(mainLoop.map((r) => [r.script, r.reply.kind, r.reply.entryIndex])).toEqual([
      [PROJECT_PROMPT, "turn", 0],
      [PROJECT_PROMPT, "turn", 1],
      [PROJECT_PROMPT, "turn", 2],
    ]);
    expect(mainLoop.every((r) => r.body?.toolNames.includes("Skill"))).toBe(true);
  });

  it("discovers a skill installed only under the private $HOME/.claude/skills", async () => {
    const { home, workspace } = makeDirs("home-only");
    const skillDir = installSkill(home);
    expect(existsSync(join(workspace, ".claude"))).toBe(false);

    const run = await runClaude({ home, workspace, prompt: HOME_PROMPT, baseUrl: server.url });

    const skills = initLine(run).skills ?? [];
    // Observed with 2.1.330: user skills are listed first, then the bundled ones.
    expect(skills[0]).toBe("hello-skill");
    expectSkillThenBash(run, workspace, FINAL_HOME);
    expect(skillBaseDirectory(run)).toBe(skillDir);
    expect(existsSync(join(workspace, ".claude"))).toBe(false);
  });
});
