// Issue 13's guards before any agent starts: "a missing credential is a clear configuration error
// naming the variable and the secret to add, before any agent runs", "Locally, the CLI reuses the
// user's existing login when asked (`--use-local-auth`), still with a private skills folder", and
// "`max-executions` (above it, the PR run stops before any agent starts and says how to proceed)".
import { chmodSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.ts";
import { resultsSchema } from "../../src/model/results.ts";
import { makeProject } from "../support/run-dist.ts";

/** A stand-in agent that lists every file of its HOME into $SEEN, then ends like `claude -p`. */
const LISTING_AGENT = `#!/usr/bin/env node
import { appendFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
const home = process.env.HOME;
const walk = (dir, prefix) => readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
  entry.isDirectory() ? walk(join(dir, entry.name), prefix + entry.name + "/") : [prefix + entry.name]);
appendFileSync(process.env.SEEN, JSON.stringify(walk(home, "")) + "\\n");
const line = (value) => process.stdout.write(JSON.stringify(value) + "\\n");
line({ type: "system", subtype: "init", session_id: "s", model: "fake", claude_code_version: "0.0.0-fake" });
line({ type: "result", subtype: "success", is_error: false, result: "ok", num_turns: 1, total_cost_usd: 0, usage: { input_tokens: 1, output_tokens: 1 } });
`;

const SUITE = 'export default ["one", "two", "three"].map((id) => ({ id, prompt: "p", assert() {} }));\n';

function project(runners: string, extra: Record<string, string> = {}) {
  const dir = makeProject({ "agent.mjs": LISTING_AGENT, "cases.suite.mjs": SUITE, ...extra });
  chmodSync(join(dir, "agent.mjs"), 0o755);
  const config = runners
    .replaceAll("__AGENT__", JSON.stringify(join(dir, "agent.mjs")))
    .replaceAll("__SEEN__", JSON.stringify(join(dir, "seen.jsonl")));
  writeFileSync(join(dir, "skill-eval.config.yaml"), config);
  return dir;
}

async function cli(cwd: string, argv: string[], env: Record<string, string> = {}) {
  let stdout = "";
  let stderr = "";
  const status = await main({
    argv,
    cwd,
    env: { PATH: process.env.PATH ?? "", HOME: join(cwd, "no-home"), ...env },
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { status, stdout, stderr };
}

const agentRan = (dir: string) => existsSync(join(dir, "seen.jsonl"));
const homes = (dir: string): string[][] =>
  readFileSync(join(dir, "seen.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));

const CLAUDE =
  "runners:\n  claude:\n    agent: claude-code\n    command: __AGENT__\n    env:\n      SEEN: __SEEN__\n";

describe("a runner without credentials", () => {
  it("is exit 2 naming the runner, its variables and the secret to add, and no agent starts", async () => {
    const dir = project(
      `${CLAUDE}  codex:\n    agent: codex\n    command: __AGENT__\n  replay:\n    agent: replay\n    transcripts: ./t\n`,
      { "t/one.jsonl": "" },
    );
    for (const command of ["run", "validate"]) {
      const run = await cli(dir, [command]);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(
        "runner claude (claude-code) has no credentials: set one of ANTHROPIC_API_KEY, ANTHROPIC_AUTH_TOKEN, CLAUDE_CODE_OAUTH_TOKEN",
      );
      expect(run.stderr).toContain(
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the workflow syntax the hint shows
        "add `ANTHROPIC_API_KEY: ${{ secrets.ANTHROPIC_API_KEY }}` to the step's env:",
      );
      expect(run.stderr).toContain("pass --use-local-auth");
      expect(run.stderr).toContain(
        "runner codex (codex) has no credentials: set one of CODEX_API_KEY, OPENAI_API_KEY",
      );
      expect(run.stderr).not.toContain("runner replay");
    }
    expect(agentRan(dir)).toBe(false);
    expect(existsSync(join(dir, ".skill-eval", "results.json"))).toBe(false);
  });

  it("runs with the key in the host environment, or in the runner's own env:", async () => {
    const fromHost = project(CLAUDE);
    expect((await cli(fromHost, ["run"], { ANTHROPIC_API_KEY: "sk-host" })).status).toBe(0);
    expect(homes(fromHost)).toHaveLength(3);

    const fromConfig = project(`${CLAUDE}      CLAUDE_CODE_OAUTH_TOKEN: oauth-in-config\n`);
    expect((await cli(fromConfig, ["run"])).status).toBe(0);
    expect(homes(fromConfig)).toHaveLength(3);
  });

  it("only the runners the run uses need credentials (--runner narrows)", async () => {
    const dir = project(`${CLAUDE}  codex:\n    agent: codex\n    command: __AGENT__\n`);
    const run = await cli(dir, ["run", "--runner", "claude"], { ANTHROPIC_API_KEY: "sk-host" });
    expect(run.stderr).not.toContain("no credentials");
    expect(run.status).toBe(0);
  });
});

describe("--use-local-auth", () => {
  it("copies only the agent's login files into each private HOME, never skills or settings", async () => {
    const dir = project(CLAUDE, {
      "user-home/.claude/.credentials.json": '{"claudeAiOauth":{"accessToken":"local"}}',
      "user-home/.claude/settings.json": '{"model":"opus"}',
      "user-home/.claude/skills/personal/SKILL.md": "---\nname: personal\n---\n",
      "user-home/.claude/CLAUDE.md": "be terse\n",
    });
    const userHome = join(dir, "user-home");
    const run = await cli(dir, ["run", "--use-local-auth"], { HOME: userHome });
    expect(run.stderr).not.toContain("no credentials");
    expect(run.status).toBe(0);
    for (const seen of homes(dir)) expect(seen).toEqual([".claude/.credentials.json"]);
    // The user's own files are where they were, untouched.
    const left = walk(userHome).sort();
    expect(left).toEqual([
      ".claude/.credentials.json",
      ".claude/CLAUDE.md",
      ".claude/settings.json",
      ".claude/skills/personal/SKILL.md",
    ]);
  });

  it("with no login file of yours to reuse, validate and run warn before any agent starts, saying what is missing", async () => {
    const dir = project(CLAUDE, { "user-home/.claude/settings.json": "{}" });
    const warning =
      "runner claude (claude-code): --use-local-auth found no login file of yours (~/.claude/.credentials.json); unless the OS keychain holds your login, log in once with the agent's CLI, or set ANTHROPIC_API_KEY";
    for (const command of ["validate", "run"]) {
      const run = await cli(dir, [command, "--use-local-auth"], { HOME: join(dir, "user-home") });
      // A warning, not an error: Claude Code on macOS keeps its login in the keychain, with no file.
      expect(run.status, command).toBe(0);
      expect(`${run.stdout}${run.stderr}`).toContain(warning);
    }
    // A key in the environment needs no login.
    const keyed = await cli(dir, ["validate", "--use-local-auth"], {
      HOME: join(dir, "user-home"),
      ANTHROPIC_API_KEY: "k",
    });
    expect(`${keyed.stdout}${keyed.stderr}`).not.toContain("found no login");
  });

  it("Codex's auth.json goes into the private CODEX_HOME, without the user's skills", async () => {
    const dir = project(
      "runners:\n  codex:\n    agent: codex\n    command: __AGENT__\n    env:\n      SEEN: __SEEN__\n",
      {
        "user-home/.codex/auth.json": '{"OPENAI_API_KEY":null,"tokens":{}}',
        "user-home/.codex/config.toml": 'model = "o3"\n',
        "user-home/.codex/skills/mine/SKILL.md": "---\nname: mine\n---\n",
      },
    );
    // The listing agent speaks Claude's stream, not Codex's: the executions error, but ran.
    await cli(dir, ["run", "--use-local-auth", "--case", "one"], { HOME: join(dir, "user-home") });
    const [seen] = homes(dir);
    expect(seen).toContain(".codex/auth.json");
    expect(seen).not.toContain(".codex/skills/mine/SKILL.md");
  });
});

describe("the private HOME", () => {
  /** Records its HOME's entries (folders too) into $SEEN, then ends like `claude -p`. */
  const HOME_AGENT = `#!/usr/bin/env node
import { appendFileSync, existsSync, readdirSync } from "node:fs";
appendFileSync(process.env.SEEN, JSON.stringify({ entries: readdirSync(process.env.HOME), codexHome: existsSync(process.env.CODEX_HOME ?? "") }) + "\\n");
process.stdout.write(JSON.stringify({ type: "result", subtype: "success", is_error: false, result: "ok", num_turns: 1 }) + "\\n");
`;

  it("has Codex's CODEX_HOME made before it starts, and nothing made for an agent that needs nothing", async () => {
    const dir = project(
      `${CLAUDE}  codex:\n    agent: codex\n    command: __AGENT__\n    env:\n      SEEN: __SEEN__\n`,
      {
        "agent.mjs": HOME_AGENT,
      },
    );
    await cli(dir, ["run", "--case", "one", "-p", "1"], { ANTHROPIC_API_KEY: "k", OPENAI_API_KEY: "k" });
    const seen = readFileSync(join(dir, "seen.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(seen).toContainEqual({ entries: [".codex"], codexHome: true });
    expect(seen).toContainEqual({ entries: [], codexHome: false });
  });
});

describe("max-executions", () => {
  it("stops before any agent starts when more executions are planned, and says how to proceed", async () => {
    const dir = project(CLAUDE);
    const run = await cli(dir, ["run", "--max-executions", "2", "--iterations", "2"], {
      ANTHROPIC_API_KEY: "k",
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("6 executions are planned, more than the limit of 2 (max-executions)");
    expect(run.stderr).toContain("raise the limit (--max-executions or maxExecutions in the config)");
    expect(run.stderr).toContain("narrow the run with --case, --tag or --runner");
    expect(agentRan(dir)).toBe(false);
  });

  it("reads maxExecutions from the config, and runs when the plan fits", async () => {
    const dir = project(`maxExecutions: 3\n${CLAUDE}`);
    const over = await cli(dir, ["run", "--iterations", "2"], { ANTHROPIC_API_KEY: "k" });
    expect(over.status).toBe(2);
    expect(over.stderr).toContain("6 executions are planned, more than the limit of 3");
    // plan has no --max-executions: its hint names only what plan takes.
    const tight = project(`maxExecutions: 2\n${CLAUDE}`);
    const plan = await cli(tight, ["plan", "--out", "plan.json"], { ANTHROPIC_API_KEY: "k" });
    expect(plan.status).toBe(2);
    expect(plan.stderr).toContain("raise maxExecutions in the config, or narrow the suites");
    expect(plan.stderr).not.toContain("--max-executions");
    const fits = await cli(dir, ["run"], { ANTHROPIC_API_KEY: "k" });
    expect(fits.status).toBe(0);
    expect(
      resultsSchema.parse(JSON.parse(readFileSync(join(dir, ".skill-eval/results.json"), "utf8"))).executions,
    ).toHaveLength(3);
  });
});

function walk(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path, root) : [relative(root, path)];
  });
}

describe("--use-local-auth for an agent without a login file we know", () => {
  it("still needs its credential variable", async () => {
    const dir = project("runners:\n  cursor:\n    agent: cursor-agent\n    command: __AGENT__\n");
    const run = await cli(dir, ["run", "--use-local-auth"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      "runner cursor (cursor-agent) has no credentials: set one of CURSOR_API_KEY",
    );
  });
});
