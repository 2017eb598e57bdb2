import { describe, expect, it } from "vitest";
import { parseInstallAgents } from "../../src/github/install-agents/agent-packages.ts";
import { ConfigError } from "../../src/model/errors.ts";

describe("parseInstallAgents", () => {
  it("reads pinned agents separated by commas or newlines", () => {
    expect(parseInstallAgents("claude-code@2.1.330, codex@0.169.0\n  gemini-cli@0.61.0\n")).toEqual([
      { agent: "claude-code", version: "2.1.330" },
      { agent: "codex", version: "0.169.0" },
      { agent: "gemini-cli", version: "0.61.0" },
    ]);
    expect(parseInstallAgents("  ")).toEqual([]);
    expect(parseInstallAgents("opencode@1.18.33-beta.1")).toEqual([
      { agent: "opencode", version: "1.18.33-beta.1" },
    ]);
  });

  it.each([
    ["claude-code", /needs an exact version/],
    ["claude-code@latest", /needs an exact version/],
    ["codex@^0.169.0", /needs an exact version/],
    ["claude@2.1.330", /unknown agent "claude"/],
    ["cursor-agent@1.0.0", /not published on npm/],
    ["codex@0.169.0, codex@0.170.0", /listed twice/],
  ])("refuses %s with a clear error", (input, message) => {
    expect(() => parseInstallAgents(input)).toThrow(ConfigError);
    expect(() => parseInstallAgents(input)).toThrow(message);
  });
});
