import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { LaunchInput } from "../../../src/runners/adapter.ts";
import { commandPromptFile, launchCommand } from "../../../src/runners/command/launch.ts";
import { commandRunnerSchema } from "../../../src/runners/runner-config.ts";

const input: LaunchInput = {
  prompt: "Say hi",
  workspace: "/tmp/ws",
  home: "/tmp/home",
  hostEnv: { PATH: "/usr/bin", LANG: "C.UTF-8", HOME: "/home/someone", ANTHROPIC_API_KEY: "secret" },
};

const config = (command: string[], extra: Record<string, unknown> = {}) =>
  commandRunnerSchema.parse({ agent: "command", command, ...extra });

/** A prompt that would do damage if it ever went through a shell. */
const NASTY = `it's "quoted" $(rm -rf ~) \`rm -rf /\` ; rm -rf ~ && echo $HOME\nsecond line\n  {prompt} {prompt_file} $& $1`;

describe("commandRunnerSchema", () => {
  it("fills the defaults", () => {
    expect(commandRunnerSchema.parse({ agent: "command", command: ["my-agent"] })).toEqual({
      agent: "command",
      command: ["my-agent"],
      format: "text",
      env: {},
      filesFormat: ["{path}"],
    });
  });

  it("takes every known format", () => {
    for (const format of [
      "claude-code",
      "codex",
      "gemini-cli",
      "opencode",
      "cursor-agent",
      "copilot",
      "text",
    ]) {
      expect(commandRunnerSchema.parse({ agent: "command", command: ["x"], format }).format).toBe(format);
    }
  });

  it("rejects an empty command, an empty program, an unknown format or key, and a string command", () => {
    const bad = [
      { agent: "command", command: [] },
      { agent: "command", command: ["", "--flag"] },
      { agent: "command", command: ["x"], format: "json" },
      { agent: "command", command: ["x"], args: [] },
      { agent: "command", command: "my-agent {prompt}" },
    ];
    for (const value of bad) expect(commandRunnerSchema.safeParse(value).success).toBe(false);
    const empty = commandRunnerSchema.safeParse({ agent: "command", command: [] });
    expect(empty.error?.issues[0]?.message).toBe("command needs at least the program to run");
  });
});

describe("launchCommand", () => {
  it("substitutes {prompt} inside argument strings, no stdin then", () => {
    const spec = launchCommand(config(["my-agent", "run", "--message={prompt}", "{prompt}"]), input);
    expect(spec.command).toBe("my-agent");
    expect(spec.args).toEqual(["run", "--message=Say hi", "Say hi"]);
    expect(spec.stdin).toBeUndefined();
    expect(spec.cwd).toBe("/tmp/ws");
  });

  it("substitutes {prompt_file} with <home>/prompt.txt, the file commandPromptFile describes", () => {
    const spec = launchCommand(config(["my-agent", "--file", "{prompt_file}", "@{prompt_file}"]), input);
    expect(spec.args).toEqual(["--file", "/tmp/home/prompt.txt", "@/tmp/home/prompt.txt"]);
    expect(spec.stdin).toBeUndefined();
    expect(commandPromptFile(input)).toEqual({ relativePath: "prompt.txt", content: "Say hi" });
    expect(join(input.home, commandPromptFile(input).relativePath)).toBe("/tmp/home/prompt.txt");
    expect(spec.homeFiles).toEqual({ "prompt.txt": "Say hi" });
  });

  it("writes no prompt file for a command that does not name {prompt_file}", () => {
    expect(launchCommand(config(["my-agent", "{prompt}"]), input).homeFiles).toBeUndefined();
    expect(launchCommand(config(["my-agent"]), input).homeFiles).toBeUndefined();
  });

  it("{output_file} names a file under the private home whose content is the answer", () => {
    const spec = launchCommand(config(["my-agent", "--out", "{output_file}"]), input);
    expect(spec.args).toEqual(["--out", "/tmp/home/answer.txt"]);
    expect(spec.outputFile).toBe("/tmp/home/answer.txt");
    expect(launchCommand(config(["my-agent", "{prompt}"]), input).outputFile).toBeUndefined();
  });

  it("an argument that is {files} becomes the attached files, each in filesFormat", () => {
    const attached = { ...input, attachments: ["/repo/evals/a.md", "/repo/evals/b.txt"] };
    const spec = launchCommand(
      config(["cli", "{prompt}", "{files}", "--end"], { filesFormat: ["--file", "{path}", "({basename})"] }),
      attached,
    );
    expect(spec.args).toEqual([
      "Say hi",
      "--file",
      "/repo/evals/a.md",
      "(a.md)",
      "--file",
      "/repo/evals/b.txt",
      "(b.txt)",
      "--end",
    ]);
    expect(launchCommand(config(["cli", "{files}"]), input).args).toEqual([]);
  });

  it("runs in cwd (from the suite's folder) when the workspace is in place, else in the workspace copy", () => {
    const where = { ...input, suiteDir: "/repo/evals" };
    const withCwd = config(["x"], { cwd: ".." });
    expect(launchCommand(withCwd, { ...where, workspaceInPlace: true }).cwd).toBe("/repo");
    expect(launchCommand(withCwd, { ...where, workspaceInPlace: false }).cwd).toBe("/tmp/ws");
    expect(launchCommand(config(["x"]), { ...where, workspaceInPlace: true }).cwd).toBe("/tmp/ws");
  });

  it("sends the prompt on stdin when no placeholder appears", () => {
    const spec = launchCommand(config(["my-agent", "--json"]), input);
    expect(spec.args).toEqual(["--json"]);
    expect(spec.stdin).toBe("Say hi");
  });

  it("keeps a hostile prompt as one argv element, unexpanded and not re-substituted", () => {
    const spec = launchCommand(config(["my-agent", "{prompt}", "--prefix={prompt}!"]), {
      ...input,
      prompt: NASTY,
    });
    expect(spec.args).toEqual([NASTY, `--prefix=${NASTY}!`]);
    expect(spec.args).toHaveLength(2);
  });

  it("gives the command PATH, LANG, the private HOME and its own env, nothing else", () => {
    const spec = launchCommand(config(["x"], { env: { API_KEY: "k", LANG: "fr_FR.UTF-8" } }), input);
    expect(spec.env).toEqual({ PATH: "/usr/bin", LANG: "fr_FR.UTF-8", HOME: "/tmp/home", API_KEY: "k" });
    expect(spec.skillsDir).toBe("/tmp/home/.agents/skills");
  });
});

describe("launchCommand against a real process (no shell in between)", () => {
  const dir = mkdtempSync(join(tmpdir(), "command-launch-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const home = join(dir, "home");
  const marker = join(dir, "marker");
  const live: LaunchInput = {
    ...input,
    workspace: dir,
    home,
    hostEnv: { PATH: process.env.PATH ?? "/usr/bin" },
  };
  const hostile = `$(touch ${marker}) \`touch ${marker}\`; touch ${marker} "q" 'q'\nline 2`;
  const printArgv = "process.stdout.write(JSON.stringify(process.argv.slice(1)))";

  function run(spec: ReturnType<typeof launchCommand>): string {
    return execFileSync(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      input: spec.stdin ?? "",
      encoding: "utf8",
    });
  }

  it("argv: the prompt arrives byte for byte as one argument and nothing runs", () => {
    const spec = launchCommand(config([process.execPath, "-e", printArgv, "--", "{prompt}"]), {
      ...live,
      prompt: hostile,
    });
    // node itself consumes the "--"; the program sees exactly one argument.
    expect(JSON.parse(run(spec))).toEqual([hostile]);
    expect(existsSync(marker)).toBe(false);
  });

  it("stdin: the prompt is the program's input", () => {
    const spec = launchCommand(config([process.execPath, "-e", "process.stdin.pipe(process.stdout)"]), {
      ...live,
      prompt: hostile,
    });
    expect(run(spec)).toBe(hostile);
  });

  it("prompt file: the engine writes it, the program reads it", () => {
    const file = commandPromptFile({ prompt: hostile });
    const spec = launchCommand(
      config([
        process.execPath,
        "-e",
        "process.stdout.write(require('fs').readFileSync(process.argv[1], 'utf8'))",
        "{prompt_file}",
      ]),
      { ...live, prompt: hostile },
    );
    mkdirSync(home, { recursive: true });
    writeFileSync(join(home, file.relativePath), file.content);
    expect(run(spec)).toBe(hostile);
  });
});
