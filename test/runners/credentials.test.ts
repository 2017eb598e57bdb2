import { describe, expect, it } from "vitest";
import { missingCredential } from "../../src/runners/credentials.ts";
import { runnerConfigSchema } from "../../src/runners/runner-config.ts";

const runner = (config: Record<string, unknown>) => runnerConfigSchema.parse(config);

describe("missingCredential", () => {
  it("names every variable an agent could authenticate with when none is set", () => {
    expect(missingCredential(runner({ agent: "claude-code" }), {})?.anyOf).toContain("ANTHROPIC_API_KEY");
    expect(missingCredential(runner({ agent: "codex" }), {})?.anyOf).toEqual([
      "CODEX_API_KEY",
      "OPENAI_API_KEY",
    ]);
    expect(missingCredential(runner({ agent: "gemini-cli" }), { OPENAI_API_KEY: "x" })?.anyOf).toContain(
      "GEMINI_API_KEY",
    );
  });

  it("is satisfied by any one variable, from the host or the runner's own env", () => {
    expect(
      missingCredential(runner({ agent: "claude-code" }), { CLAUDE_CODE_OAUTH_TOKEN: "t" }),
    ).toBeUndefined();
    expect(missingCredential(runner({ agent: "copilot" }), { GH_TOKEN: "t" })).toBeUndefined();
    expect(missingCredential(runner({ agent: "codex", env: { OPENAI_API_KEY: "k" } }), {})).toBeUndefined();
  });

  it("treats an empty value as missing (an unset secret expands to an empty string)", () => {
    expect(missingCredential(runner({ agent: "claude-code" }), { ANTHROPIC_API_KEY: "" })).toBeDefined();
  });

  it("follows a Codex custom provider's env_key and an OpenCode model's provider", () => {
    const codex = runner({
      agent: "codex",
      provider: { id: "mock", baseUrl: "http://127.0.0.1:1/v1", envKey: "MOCK_API_KEY" },
    });
    expect(missingCredential(codex, { OPENAI_API_KEY: "k" })?.anyOf).toEqual(["MOCK_API_KEY"]);
    expect(missingCredential(codex, { MOCK_API_KEY: "k" })).toBeUndefined();
    const opencode = runner({ agent: "opencode", model: "openai/gpt-5" });
    expect(missingCredential(opencode, { ANTHROPIC_API_KEY: "k" })?.anyOf).toEqual(["OPENAI_API_KEY"]);
  });

  it("asks nothing of runners that need no credential", () => {
    expect(missingCredential(runner({ agent: "command", command: ["echo", "hi"] }), {})).toBeUndefined();
    expect(missingCredential(runner({ agent: "replay", transcripts: "t" }), {})).toBeUndefined();
  });
});
