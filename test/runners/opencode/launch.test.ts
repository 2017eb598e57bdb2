import { describe, expect, it } from "vitest";
import type { LaunchInput } from "../../../src/runners/adapter.ts";
import { launchOpencode, opencodeRunnerSchema } from "../../../src/runners/opencode/launch.ts";

const input: LaunchInput = {
  prompt: "Write the report.",
  workspace: "/tmp/exec/ws",
  home: "/tmp/exec/home",
  hostEnv: {
    PATH: "/usr/bin:/bin",
    LANG: "C.UTF-8",
    HOME: "/root",
    XDG_CONFIG_HOME: "/root/.config",
    ANTHROPIC_API_KEY: "sk-ant-x",
    OPENAI_API_KEY: "sk-openai-x",
    GITHUB_TOKEN: "ghp_secret",
    AWS_SECRET_ACCESS_KEY: "aws-secret",
  },
};

describe("opencodeRunnerSchema", () => {
  it("fills the defaults", () => {
    expect(opencodeRunnerSchema.parse({ agent: "opencode" })).toEqual({
      agent: "opencode",
      args: [],
      env: {},
      command: "opencode",
    });
  });

  it("takes a provider/model model and refuses a bare one", () => {
    expect(
      opencodeRunnerSchema.parse({ agent: "opencode", model: "anthropic/claude-sonnet-4-5" }).model,
    ).toBe("anthropic/claude-sonnet-4-5");
    expect(opencodeRunnerSchema.parse({ agent: "opencode", model: "openrouter/openai/gpt-5" }).model).toBe(
      "openrouter/openai/gpt-5",
    );
    const bare = opencodeRunnerSchema.safeParse({ agent: "opencode", model: "claude-sonnet-4-5" });
    expect(bare.success).toBe(false);
    expect(bare.error?.issues[0]?.message).toContain('"provider/model"');
  });

  it("refuses unknown keys and other agents", () => {
    expect(opencodeRunnerSchema.safeParse({ agent: "opencode", maxTurns: 3 }).success).toBe(false);
    expect(opencodeRunnerSchema.safeParse({ agent: "claude-code" }).success).toBe(false);
    expect(opencodeRunnerSchema.safeParse({ agent: "opencode", timeoutMs: 0 }).success).toBe(false);
  });
});

describe("launchOpencode", () => {
  it("runs `opencode run` in JSON mode with --auto, the prompt last after --", () => {
    const spec = launchOpencode(opencodeRunnerSchema.parse({ agent: "opencode" }), input);
    expect(spec.command).toBe("opencode");
    expect(spec.args).toEqual(["run", "--format", "json", "--auto", "--", "Write the report."]);
    expect(spec.cwd).toBe("/tmp/exec/ws");
    expect(spec.stdin).toBeUndefined();
  });

  it("adds the model and extra args before the prompt, and keeps a dash prompt a prompt", () => {
    const config = opencodeRunnerSchema.parse({
      agent: "opencode",
      command: "/opt/oc/bin/opencode",
      model: "anthropic/claude-sonnet-4-5",
      args: ["--agent", "build"],
    });
    const spec = launchOpencode(config, { ...input, prompt: "--help me" });
    expect(spec.command).toBe("/opt/oc/bin/opencode");
    expect(spec.args).toEqual([
      "run",
      "--format",
      "json",
      "--auto",
      "--model",
      "anthropic/claude-sonnet-4-5",
      "--agent",
      "build",
      "--",
      "--help me",
    ]);
  });

  it("isolates HOME and every XDG folder under the private home; skills go to its OpenCode config", () => {
    const spec = launchOpencode(opencodeRunnerSchema.parse({ agent: "opencode" }), input);
    expect(spec.env).toMatchObject({
      HOME: "/tmp/exec/home",
      XDG_CONFIG_HOME: "/tmp/exec/home/.config",
      XDG_DATA_HOME: "/tmp/exec/home/.local/share",
      XDG_STATE_HOME: "/tmp/exec/home/.local/state",
      XDG_CACHE_HOME: "/tmp/exec/home/.cache",
    });
    expect(spec.skillsDir).toBe("/tmp/exec/home/.config/opencode/skills");
  });

  it("passes only what OpenCode needs: PATH, LANG, provider credentials", () => {
    const spec = launchOpencode(opencodeRunnerSchema.parse({ agent: "opencode" }), input);
    expect(spec.env).toEqual({
      PATH: "/usr/bin:/bin",
      LANG: "C.UTF-8",
      ANTHROPIC_API_KEY: "sk-ant-x",
      OPENAI_API_KEY: "sk-openai-x",
      AWS_SECRET_ACCESS_KEY: "aws-secret",
      HOME: "/tmp/exec/home",
      XDG_CONFIG_HOME: "/tmp/exec/home/.config",
      XDG_DATA_HOME: "/tmp/exec/home/.local/share",
      XDG_STATE_HOME: "/tmp/exec/home/.local/state",
      XDG_CACHE_HOME: "/tmp/exec/home/.cache",
      TERM: "dumb",
      OPENCODE_DISABLE_MODELS_FETCH: "1",
      OPENCODE_DISABLE_AUTOUPDATE: "1",
    });
    expect(Object.values(spec.env)).not.toContain("ghp_secret");
  });

  it("adds the /v1 the AI SDK expects to a Claude-style ANTHROPIC_BASE_URL", () => {
    const baseUrl = (value: string) =>
      launchOpencode(opencodeRunnerSchema.parse({ agent: "opencode" }), {
        ...input,
        hostEnv: { ...input.hostEnv, ANTHROPIC_BASE_URL: value },
      }).env.ANTHROPIC_BASE_URL;
    expect(baseUrl("http://127.0.0.1:18300")).toBe("http://127.0.0.1:18300/v1");
    expect(baseUrl("http://127.0.0.1:18300/")).toBe("http://127.0.0.1:18300/v1");
    expect(baseUrl("http://127.0.0.1:18300/v1")).toBe("http://127.0.0.1:18300/v1");
    expect(baseUrl("https://proxy.example/anthropic/v1/")).toBe("https://proxy.example/anthropic/v1");
    expect(baseUrl("")).toBeUndefined();
  });

  it("lets the runner's env win over the defaults", () => {
    const config = opencodeRunnerSchema.parse({
      agent: "opencode",
      env: { OPENCODE_DISABLE_MODELS_FETCH: "0", ANTHROPIC_BASE_URL: "http://mock/v1" },
    });
    const spec = launchOpencode(config, input);
    expect(spec.env.OPENCODE_DISABLE_MODELS_FETCH).toBe("0");
    expect(spec.env.ANTHROPIC_BASE_URL).toBe("http://mock/v1");
  });
});
