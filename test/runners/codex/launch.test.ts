import { describe, expect, it } from "vitest";
import type { LaunchInput } from "../../../src/runners/adapter.ts";
import { codexHomeFiles, codexRunnerSchema, launchCodex } from "../../../src/runners/codex/launch.ts";

const hostEnv = {
  PATH: "/usr/bin:/bin",
  LANG: "C.UTF-8",
  HOME: "/root",
  OPENAI_API_KEY: "sk-openai",
  CODEX_API_KEY: "sk-codex",
  GATEWAY_KEY: "gw-secret",
  GITHUB_TOKEN: "ghp_secret",
  ANTHROPIC_API_KEY: "sk-ant-secret",
  AWS_SECRET_ACCESS_KEY: "aws-secret",
  CODEX_HOME: "/root/.codex",
};

const input: LaunchInput = {
  prompt: "Create a short status report.",
  workspace: "/tmp/exec-1/ws",
  home: "/tmp/exec-1/home",
  hostEnv,
};

describe("codexRunnerSchema", () => {
  it("fills the defaults", () => {
    expect(codexRunnerSchema.parse({ agent: "codex" })).toEqual({
      agent: "codex",
      args: [],
      env: {},
      command: "codex",
      sandbox: "workspace-write",
    });
  });

  it("is strict, and checks the provider", () => {
    expect(codexRunnerSchema.safeParse({ agent: "codex", sandBox: "read-only" }).success).toBe(false);
    expect(codexRunnerSchema.safeParse({ agent: "codex", sandbox: "yolo" }).success).toBe(false);
    const provider = (p: Record<string, unknown>) =>
      codexRunnerSchema.safeParse({ agent: "codex", provider: p });
    expect(provider({ baseUrl: "http://127.0.0.1:1/v1" }).success).toBe(true);
    expect(provider({ baseUrl: "not a url" }).success).toBe(false);
    expect(provider({ baseUrl: "http://x/v1", id: "has space" }).success).toBe(false);
    expect(provider({ baseUrl: "http://x/v1", envKey: "NOT-A-VAR" }).success).toBe(false);
    expect(provider({ baseUrl: "http://x/v1", wireApi: "chat" }).success).toBe(false);
    expect(provider({ baseUrl: "http://x/v1", extra: 1 }).success).toBe(false);
  });
});

describe("launchCodex", () => {
  it("runs `codex exec --json` in the workspace with argument arrays only", () => {
    const spec = launchCodex(codexRunnerSchema.parse({ agent: "codex" }), input);
    expect(spec.command).toBe("codex");
    expect(spec.args).toEqual([
      "exec",
      "--json",
      "--skip-git-repo-check",
      "--sandbox",
      "workspace-write",
      "-C",
      "/tmp/exec-1/ws",
      "--",
      "Create a short status report.",
    ]);
    expect(spec.cwd).toBe("/tmp/exec-1/ws");
    expect(spec.stdin).toBeUndefined();
    expect(spec.skillsDir).toBe("/tmp/exec-1/home/.codex/skills");
  });

  it("adds the model, the sandbox and extra args before the prompt; a dash prompt stays a prompt", () => {
    const config = codexRunnerSchema.parse({
      agent: "codex",
      model: "gpt-5.5",
      sandbox: "read-only",
      args: ["-c", "model_reasoning_effort=low"],
      command: "/opt/codex/bin/codex",
    });
    const spec = launchCodex(config, { ...input, prompt: "--help; rm -rf /" });
    expect(spec.command).toBe("/opt/codex/bin/codex");
    expect(spec.args).toEqual([
      "exec",
      "--json",
      "--skip-git-repo-check",
      "--sandbox",
      "read-only",
      "-m",
      "gpt-5.5",
      "-C",
      "/tmp/exec-1/ws",
      "-c",
      "model_reasoning_effort=low",
      "--",
      "--help; rm -rf /",
    ]);
  });

  it("passes only the allowlisted host variables, with a private HOME and CODEX_HOME", () => {
    const spec = launchCodex(codexRunnerSchema.parse({ agent: "codex" }), input);
    expect(spec.env).toEqual({
      PATH: "/usr/bin:/bin",
      LANG: "C.UTF-8",
      OPENAI_API_KEY: "sk-openai",
      CODEX_API_KEY: "sk-codex",
      HOME: "/tmp/exec-1/home",
      CODEX_HOME: "/tmp/exec-1/home/.codex",
      TERM: "dumb",
    });
  });

  it("passes the provider's key variable, and config.env wins over everything", () => {
    const config = codexRunnerSchema.parse({
      agent: "codex",
      env: { TERM: "xterm", EXTRA: "1" },
      provider: { baseUrl: "http://127.0.0.1:9/v1", envKey: "GATEWAY_KEY" },
    });
    const spec = launchCodex(config, { ...input, hostEnv: { PATH: "/bin", GATEWAY_KEY: "gw-secret" } });
    expect(spec.env).toEqual({
      PATH: "/bin",
      GATEWAY_KEY: "gw-secret",
      HOME: "/tmp/exec-1/home",
      CODEX_HOME: "/tmp/exec-1/home/.codex",
      TERM: "xterm",
      EXTRA: "1",
    });
    expect(JSON.stringify(spec.env)).not.toMatch(/ghp_secret|sk-ant-secret|aws-secret/);
  });
});

describe("codexHomeFiles", () => {
  it("writes nothing without a provider", () => {
    expect(codexHomeFiles(codexRunnerSchema.parse({ agent: "codex" }))).toEqual({});
  });

  it("writes config.toml selecting the custom provider", () => {
    const config = codexRunnerSchema.parse({
      agent: "codex",
      provider: {
        id: "mock",
        name: 'Mock "local"',
        baseUrl: "http://127.0.0.1:18300/v1",
        envKey: "MOCK_API_KEY",
        requestMaxRetries: 1,
        streamMaxRetries: 0,
      },
    });
    expect(codexHomeFiles(config)).toEqual({
      ".codex/config.toml": [
        "# Written by skill-eval for this execution only.",
        'model_provider = "mock"',
        "",
        "[model_providers.mock]",
        'name = "Mock \\"local\\""',
        'base_url = "http://127.0.0.1:18300/v1"',
        'env_key = "MOCK_API_KEY"',
        'wire_api = "responses"',
        "request_max_retries = 1",
        "stream_max_retries = 0",
        "",
      ].join("\n"),
    });
  });

  it("defaults the id and name, and leaves optional keys out", () => {
    const config = codexRunnerSchema.parse({
      agent: "codex",
      provider: { baseUrl: "https://gw.example/v1" },
    });
    expect(codexHomeFiles(config)[".codex/config.toml"]).toBe(
      [
        "# Written by skill-eval for this execution only.",
        'model_provider = "skill-eval"',
        "",
        "[model_providers.skill-eval]",
        'name = "skill-eval"',
        'base_url = "https://gw.example/v1"',
        'wire_api = "responses"',
        "",
      ].join("\n"),
    );
  });
});
