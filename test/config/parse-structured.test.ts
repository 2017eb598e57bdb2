import { describe, expect, it } from "vitest";
import { configSchema } from "../../src/config/config-schema.ts";
import { parseStructured } from "../../src/config/parse-structured.ts";
import { ConfigErrors } from "../../src/model/errors.ts";

function problemsOf(text: string) {
  try {
    parseStructured(text, "skill-eval.config.yaml", configSchema);
  } catch (error) {
    if (error instanceof ConfigErrors) return error.errors;
    throw error;
  }
  throw new Error("expected the config to be rejected");
}

describe("parseStructured", () => {
  it("reads a valid config and applies defaults", () => {
    const config = parseStructured("runners:\n  claude:\n    agent: claude-code\n", "c.yaml", configSchema);
    expect(config.runners.claude).toMatchObject({
      agent: "claude-code",
      command: "claude",
      permissionMode: "bypassPermissions",
      args: [],
    });
    expect(config.skills).toEqual([]);
  });

  it("points an unknown key at its line and column with a did-you-mean hint", () => {
    const [problem] = problemsOf("runners:\n  claude:\n    agent: claude-code\n    modle: opus\n");
    expect(problem?.location).toBe("skill-eval.config.yaml:4:5");
    expect(problem?.message).toContain("modle");
    expect(problem?.hint).toBe('did you mean "model"?');
  });

  it("reads YAML merge keys (<<: *anchor), a sibling key winning over the merged one", () => {
    const config = parseStructured(
      [
        "runners:",
        "  base: &base { agent: command, format: text, command: [sh, -c, echo hi], timeoutMs: 1000 }",
        "  fast:",
        "    <<: *base",
        "    timeoutMs: 50",
        "",
      ].join("\n"),
      "c.yaml",
      configSchema,
    );
    expect(config.runners.fast).toMatchObject({ agent: "command", format: "text", timeoutMs: 50 });
    expect(config.runners.base).toMatchObject({ timeoutMs: 1000 });
  });

  it("points a wrong type at the value", () => {
    const [problem] = problemsOf("runners:\n  claude:\n    agent: claude-code\n    maxTurns: many\n");
    expect(problem?.location).toBe("skill-eval.config.yaml:4:15");
    expect(problem?.message).toMatch(/^runners\.claude\.maxTurns: /);
  });

  it("names the value and the nearest allowed agent when the agent is unknown", () => {
    const [problem] = problemsOf("runners:\n  x:\n    agent: claud-code\n");
    expect(problem?.location).toBe("skill-eval.config.yaml:3:12");
    expect(problem?.message).toBe('runners.x.agent: unknown agent "claud-code"');
    expect(problem?.hint).toMatch(/^did you mean "claude-code"\? \(use one of: claude-code, codex, /);
  });

  it("lists the agents when nothing is close, and says when the agent is missing", () => {
    expect(problemsOf("runners:\n  x:\n    agent: vim\n")[0]?.hint).toMatch(/^use one of: claude-code, /);
    expect(problemsOf("runners:\n  x:\n    model: m\n")[0]?.message).toBe(
      "runners.x.agent: agent is required",
    );
  });

  it("reports YAML syntax errors with their position", () => {
    const [problem] = problemsOf("runners:\n  claude: [\n");
    expect(problem?.file).toBe("skill-eval.config.yaml");
    expect(problem?.line).toBeGreaterThanOrEqual(2);
  });

  it("rejects a config without runners", () => {
    const problems = problemsOf("skills: []\n");
    expect(problems.map((problem) => problem.message).join("\n")).toMatch(/runners/);
  });

  it("reads JSON too", () => {
    const config = parseStructured(
      '{"runners": {"r": {"agent": "replay", "transcripts": "t"}}}',
      "c.json",
      configSchema,
    );
    expect(config.runners.r).toEqual({ agent: "replay", transcripts: "t", format: "claude-code" });
  });
});
