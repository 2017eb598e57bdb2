import { describe, expect, it } from "vitest";
import type { LaunchInput } from "../../../src/runners/adapter.ts";
import { cursorAgentRunnerSchema, launchCursorAgent } from "../../../src/runners/cursor-agent/launch.ts";

const input: LaunchInput = {
  prompt: "Summarize README.md",
  workspace: "/tmp/ws",
  home: "/tmp/home",
  hostEnv: {
    PATH: "/usr/bin",
    LANG: "C.UTF-8",
    CURSOR_API_KEY: "key_123",
    HTTPS_PROXY: "http://proxy:3128",
    ANTHROPIC_API_KEY: "not-for-cursor",
    GITHUB_TOKEN: "not-for-cursor",
    HOME: "/home/someone",
  },
};

describe("cursorAgentRunnerSchema", () => {
  it("fills the defaults", () => {
    expect(cursorAgentRunnerSchema.parse({ agent: "cursor-agent" })).toEqual({
      agent: "cursor-agent",
      args: [],
      env: {},
      command: "cursor-agent",
    });
  });

  it("rejects unknown keys and bad values", () => {
    expect(cursorAgentRunnerSchema.safeParse({ agent: "cursor-agent", permissionMode: "x" }).success).toBe(
      false,
    );
    expect(cursorAgentRunnerSchema.safeParse({ agent: "cursor-agent", timeoutMs: 0 }).success).toBe(false);
    expect(cursorAgentRunnerSchema.safeParse({ agent: "claude-code" }).success).toBe(false);
  });
});

describe("launchCursorAgent", () => {
  it("runs print mode in stream-json, forced and trusted, in the workspace, prompt last", () => {
    const spec = launchCursorAgent(cursorAgentRunnerSchema.parse({ agent: "cursor-agent" }), input);
    expect(spec.command).toBe("cursor-agent");
    expect(spec.args).toEqual([
      "-p",
      "--output-format",
      "stream-json",
      "--force",
      "--trust",
      "--workspace",
      "/tmp/ws",
      "Summarize README.md",
    ]);
    expect(spec.cwd).toBe("/tmp/ws");
    expect(spec.stdin).toBeUndefined();
    expect(spec.skillsDir).toBe("/tmp/home/.cursor/skills");
  });

  it("adds the model and extra args before the prompt, and ends options before a dash prompt", () => {
    const config = cursorAgentRunnerSchema.parse({
      agent: "cursor-agent",
      model: "sonnet-4.5",
      args: ["--sandbox", "enabled"],
      command: "/opt/cursor/agent",
    });
    const spec = launchCursorAgent(config, { ...input, prompt: "--help me" });
    expect(spec.command).toBe("/opt/cursor/agent");
    expect(spec.args.slice(7)).toEqual(["--model", "sonnet-4.5", "--sandbox", "enabled", "--", "--help me"]);
  });

  it("passes a private HOME, the API key and proxies, nothing else from the host", () => {
    const config = cursorAgentRunnerSchema.parse({
      agent: "cursor-agent",
      env: { EXTRA: "1", NO_COLOR: "0" },
    });
    expect(launchCursorAgent(config, input).env).toEqual({
      PATH: "/usr/bin",
      LANG: "C.UTF-8",
      CURSOR_API_KEY: "key_123",
      HTTPS_PROXY: "http://proxy:3128",
      HOME: "/tmp/home",
      TERM: "dumb",
      NO_COLOR: "0",
      EXTRA: "1",
    });
  });

  it("keeps a multi-line, shell-looking prompt as one argument", () => {
    const prompt = 'say "hi" && $(rm -rf ~)\nthen `ls`';
    const spec = launchCursorAgent(cursorAgentRunnerSchema.parse({ agent: "cursor-agent" }), {
      ...input,
      prompt,
    });
    expect(spec.args.at(-1)).toBe(prompt);
  });
});
