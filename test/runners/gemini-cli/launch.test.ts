import { describe, expect, it } from "vitest";
import type { LaunchInput } from "../../../src/runners/adapter.ts";
import {
  type GeminiCliRunnerConfig,
  geminiCliRunnerSchema,
  geminiHomeFiles,
  launchGeminiCli,
} from "../../../src/runners/gemini-cli/launch.ts";

function config(fields: Record<string, unknown> = {}): GeminiCliRunnerConfig {
  return geminiCliRunnerSchema.parse({ agent: "gemini-cli", ...fields });
}

const input: LaunchInput = {
  prompt: "Create a short status report.",
  workspace: "/tmp/ws",
  home: "/tmp/home",
  hostEnv: {
    PATH: "/usr/bin:/bin",
    LANG: "C.UTF-8",
    HOME: "/root",
    GEMINI_API_KEY: "key-1",
    GOOGLE_GEMINI_BASE_URL: "http://127.0.0.1:9",
    GEMINI_CLI_HOME: "/root/other",
    ANTHROPIC_API_KEY: "not-for-gemini",
    GITHUB_TOKEN: "secret",
  },
};

describe("geminiCliRunnerSchema", () => {
  it("fills defaults", () => {
    expect(config()).toEqual({ agent: "gemini-cli", args: [], env: {}, command: "gemini" });
  });

  it("accepts every field and rejects unknown ones", () => {
    const full = {
      agent: "gemini-cli",
      model: "gemini-2.5-flash",
      args: ["--debug"],
      env: { A: "1" },
      timeoutMs: 60_000,
      command: "/opt/gemini",
      maxSessionTurns: 5,
    };
    expect(geminiCliRunnerSchema.parse(full)).toEqual(full);
    expect(geminiCliRunnerSchema.safeParse({ agent: "gemini-cli", maxTurns: 5 }).success).toBe(false);
    expect(geminiCliRunnerSchema.safeParse({ agent: "gemini-cli", maxSessionTurns: 0 }).success).toBe(false);
    expect(geminiCliRunnerSchema.safeParse({ agent: "claude-code" }).success).toBe(false);
  });
});

describe("launchGeminiCli", () => {
  it("runs headless stream-json with tools approved and the workspace trusted", () => {
    const spec = launchGeminiCli(config(), input);
    expect(spec).toEqual({
      command: "gemini",
      args: ["-p", "Create a short status report.", "-o", "stream-json", "--yolo", "--skip-trust"],
      env: {
        PATH: "/usr/bin:/bin",
        LANG: "C.UTF-8",
        GEMINI_API_KEY: "key-1",
        GOOGLE_GEMINI_BASE_URL: "http://127.0.0.1:9",
        HOME: "/tmp/home",
        TERM: "dumb",
        GEMINI_CLI_NO_RELAUNCH: "true",
      },
      cwd: "/tmp/ws",
      skillsDir: "/tmp/home/.gemini/skills",
    });
    expect(spec.stdin).toBeUndefined();
  });

  it("adds the model, then the extra args; config.env wins", () => {
    const spec = launchGeminiCli(
      config({
        model: "gemini-2.5-pro",
        args: ["--include-directories", "../lib"],
        env: { TERM: "xterm", GEMINI_API_KEY: "override" },
        command: "/opt/bin/gemini",
      }),
      input,
    );
    expect(spec.command).toBe("/opt/bin/gemini");
    expect(spec.args.slice(2)).toEqual([
      "-o",
      "stream-json",
      "--yolo",
      "--skip-trust",
      "-m",
      "gemini-2.5-pro",
      "--include-directories",
      "../lib",
    ]);
    expect(spec.env).toMatchObject({ TERM: "xterm", GEMINI_API_KEY: "override", HOME: "/tmp/home" });
  });

  it("passes Vertex AI and proxy settings through, nothing else from the host", () => {
    const spec = launchGeminiCli(config(), {
      ...input,
      hostEnv: {
        GOOGLE_GENAI_USE_VERTEXAI: "true",
        GOOGLE_CLOUD_PROJECT: "p",
        GOOGLE_CLOUD_LOCATION: "us-central1",
        GOOGLE_API_KEY: "g",
        GOOGLE_APPLICATION_CREDENTIALS: "/creds.json",
        HTTPS_PROXY: "http://proxy:3128",
        NODE_EXTRA_CA_CERTS: "/ca.pem",
        SECRET: "no",
      },
    });
    expect(Object.keys(spec.env).sort()).toEqual([
      "GEMINI_CLI_NO_RELAUNCH",
      "GOOGLE_API_KEY",
      "GOOGLE_APPLICATION_CREDENTIALS",
      "GOOGLE_CLOUD_LOCATION",
      "GOOGLE_CLOUD_PROJECT",
      "GOOGLE_GENAI_USE_VERTEXAI",
      "HOME",
      "HTTPS_PROXY",
      "NODE_EXTRA_CA_CERTS",
      "TERM",
    ]);
  });

  it("keeps a prompt that starts with a dash from reading as an option", () => {
    const spec = launchGeminiCli(config(), { ...input, prompt: "-x marks the spot" });
    expect(spec.args.slice(0, 2)).toEqual(["--prompt=-x marks the spot", "-o"]);
    expect(spec.stdin).toBeUndefined();
  });
});

describe("geminiHomeFiles", () => {
  function settings(files: Record<string, string>): unknown {
    expect(Object.keys(files)).toEqual([".gemini/settings.json"]);
    return JSON.parse(files[".gemini/settings.json"] ?? "");
  }

  it("selects API-key auth and turns off statistics, telemetry and updates", () => {
    expect(settings(geminiHomeFiles(config()))).toEqual({
      security: { auth: { selectedType: "gemini-api-key" } },
      privacy: { usageStatisticsEnabled: false },
      telemetry: { enabled: false },
      general: { enableAutoUpdate: false, enableAutoUpdateNotification: false },
    });
  });

  it("sets the turn limit", () => {
    expect(settings(geminiHomeFiles(config({ maxSessionTurns: 2 })))).toMatchObject({
      model: { maxSessionTurns: 2 },
    });
  });

  it("selects Vertex AI when the environment asks for it", () => {
    const fromHost = settings(geminiHomeFiles(config(), { GOOGLE_GENAI_USE_VERTEXAI: "true" }));
    expect(fromHost).toMatchObject({ security: { auth: { selectedType: "vertex-ai" } } });
    const fromConfig = settings(geminiHomeFiles(config({ env: { GOOGLE_GENAI_USE_VERTEXAI: "true" } })));
    expect(fromConfig).toMatchObject({ security: { auth: { selectedType: "vertex-ai" } } });
    const overridden = settings(
      geminiHomeFiles(config({ env: { GOOGLE_GENAI_USE_VERTEXAI: "false" } }), {
        GOOGLE_GENAI_USE_VERTEXAI: "true",
      }),
    );
    expect(overridden).toMatchObject({ security: { auth: { selectedType: "gemini-api-key" } } });
  });
});
