/**
 * The whole path with the REAL Claude Code CLI: a skillgym suite run by dist/cli.js, the claude-code
 * runner launching the pinned `claude` against the project's scripted model server on 127.0.0.1,
 * the skill under test installed into the execution's private HOME, the stream normalized, the
 * case's assertions graded, statuses and exit code as DESIGN §2 says.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { sessionReportSchema } from "../../src/model/session-report.ts";
import { type AnthropicModelServer, startAnthropicModelServer } from "../support/anthropic-model-server.ts";
import { makeProject, runDistAsync } from "../support/run-dist.ts";
import { resolveAgentBinary } from "./agents.ts";

const SKILL_MD = `---
name: release-notes
description: Writes release notes into NOTES.md. Use when asked for release notes.
---

Write the notes to NOTES.md with a "## Release" heading, then say NOTES.md was written.
`;

const SUITE = `import { assert, type Case } from "skillgym";

const suite: Case[] = [
  {
    id: "invokes-skill",
    prompt: "Write release notes (invokes the skill).",
    assert(report, ctx) {
      assert.skills.has(report, "release-notes");
      assert.commands.includes(report, "NOTES.md");
      assert.match(ctx.finalOutput(), /NOTES\\.md was written/);
    },
  },
  {
    id: "never-invokes-skill",
    prompt: "Write release notes (skips the skill).",
    assert(report) {
      assert.skills.has(report, "release-notes");
    },
  },
  {
    id: "known-gap",
    prompt: "Write release notes (known gap).",
    expectedFail: true,
    assert(report) {
      assert.skills.has(report, "release-notes");
    },
  },
];

export default suite;
`;

let server: AnthropicModelServer;

beforeAll(async () => {
  const skipsSkill = [
    {
      content: [
        { type: "tool_use" as const, name: "Bash", input: { command: "echo '## Release' > NOTES.md" } },
      ],
    },
    { content: [{ type: "text" as const, text: "Done without the skill." }] },
  ];
  server = await startAnthropicModelServer({
    scripts: [
      {
        match: "(invokes the skill)",
        turns: [
          { content: [{ type: "tool_use", name: "Skill", input: { skill: "release-notes" } }] },
          {
            content: [{ type: "tool_use", name: "Bash", input: { command: "echo '## Release' > NOTES.md" } }],
          },
          { content: [{ type: "text", text: "NOTES.md was written." }] },
        ],
      },
      { match: "(skips the skill)", turns: skipsSkill },
      { match: "(known gap)", turns: skipsSkill },
    ],
  });
});

afterAll(async () => {
  await server.close();
});

describe("skill-eval run with the real claude CLI", () => {
  it("passes, fails and expects failures as the scripted model behaves", async () => {
    const claude = resolveAgentBinary("claude-code");
    const project = makeProject({
      "skills/release-notes/SKILL.md": SKILL_MD,
      "evals/release.suite.ts": SUITE,
      "skill-eval.config.yaml": `runners:
  claude:
    agent: claude-code
    command: ${JSON.stringify(claude)}
    model: claude-sonnet-4-5
    maxTurns: 6
    env:
      ANTHROPIC_BASE_URL: ${JSON.stringify(server.url)}
      ANTHROPIC_API_KEY: sk-ant-e2e-dummy
      CLAUDE_CODE_MAX_RETRIES: "0"
      IS_SANDBOX: "1"
skills:
  - ./skills
timeoutMs: 60000
`,
    });

    const run = await runDistAsync("cli.js", ["run", "evals"], { cwd: project });
    expect(run.stderr).not.toMatch(/internal error|configuration problem/);
    // One case fails its assertion: a gating verdict.
    expect(run.status).toBe(1);

    const results = resultsSchema.parse(
      JSON.parse(readFileSync(join(project, ".skill-eval/results.json"), "utf8")),
    );
    const byCase = Object.fromEntries(results.executions.map((execution) => [execution.case, execution]));
    expect(byCase["invokes-skill"]?.status).toBe("passed");
    expect(byCase["invokes-skill"]?.detectedSkills).toEqual(["release-notes"]);
    expect(byCase["never-invokes-skill"]?.status).toBe("failed");
    expect(byCase["never-invokes-skill"]?.failure?.message).toContain("release-notes");
    expect(byCase["known-gap"]?.status).toBe("expected-failed");
    expect(results.runners[0]).toMatchObject({ id: "claude", agent: "claude-code", agentVersion: "2.1.330" });

    // The normalized report of the passing execution, as stored in its artifact folder.
    const dir = join(project, ".skill-eval", byCase["invokes-skill"]?.artifactDir ?? "");
    const report = sessionReportSchema.parse(JSON.parse(readFileSync(join(dir, "report.json"), "utf8")));
    expect(report.detectedSkills[0]).toMatchObject({ skill: "release-notes", confidence: "explicit" });
    expect(report.events.filter((event) => event.type === "command").map((event) => event.command)).toEqual([
      "echo '## Release' > NOTES.md",
    ]);
    expect(report.finalOutput).toBe("NOTES.md was written.");
    expect(existsSync(join(dir, "stdout.jsonl"))).toBe(true);

    // Skills went to the private HOME, never into the user's checkout; the agent worked in place.
    expect(existsSync(join(project, ".claude"))).toBe(false);
    expect(readdirSync(project)).toContain("NOTES.md");
    expect(server.requests.every((request) => request.remoteAddress.endsWith("127.0.0.1"))).toBe(true);
  });
});
