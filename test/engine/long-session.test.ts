import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { redactDeep } from "../../src/report/redact.ts";
import { createClaudeCodeNormalizer } from "../../src/runners/claude-code/normalize.ts";
import { makeProject, REPO_ROOT, runDistAsync } from "../support/run-dist.ts";

const TRANSCRIPT = join(REPO_ROOT, "test/fixtures/transcripts/claude/skill-used/stdout.jsonl");
const SECRET = "s3cr3t-token-value-42";
/** Text that makes the session longer than what is kept in memory. */
const PADDING = "lorem ipsum ".repeat(300);

/**
 * The recorded session 1,500 times over, padded (more text than a session keeps in memory), with the secret
 * in an answer of the 5th round (long since on disk).
 */
function longTranscript(): string[] {
  const lines = readFileSync(TRANSCRIPT, "utf8")
    .split("\n")
    .filter((line) => line !== "");
  return Array.from({ length: 1500 }, (_, round) =>
    lines.map((line) => line.replaceAll("report.txt", `report.txt ${round === 4 ? SECRET : PADDING}`)),
  ).flat();
}

describe("a long session", () => {
  it("reaches the suite's assert(report) and report.json with every event, redacted, as in memory", async () => {
    const lines = longTranscript();
    const dir = makeProject({
      "a.suite.mjs": `import { writeFileSync } from "node:fs";\nexport default [{ id: "c", prompt: "p", assert(report) { writeFileSync(${JSON.stringify("seen.json")}, JSON.stringify(report.events)); } }];\n`,
    });
    writeFileSync(join(dir, "transcript.jsonl"), `${lines.join("\n")}\n`);
    const agent = join(dir, "agent.sh");
    writeFileSync(agent, `#!/bin/sh\nexec cat ${JSON.stringify(join(dir, "transcript.jsonl"))}\n`);
    chmodSync(agent, 0o755);
    writeFileSync(
      join(dir, "skill-eval.config.yaml"),
      `runners:\n  fake:\n    agent: command\n    command: [${JSON.stringify(agent)}]\n    format: claude-code\n    env:\n      MY_TOKEN: ${SECRET}\n`,
    );
    const run = await runDistAsync("cli.js", ["run"], { cwd: dir });
    expect(run.stderr).not.toContain(SECRET);
    expect(run.status).toBe(0);

    const normalizer = createClaudeCodeNormalizer({
      runner: { id: "fake", pathKey: "fake", agent: { type: "command", model: "default" } },
      prompt: "p",
      cwd: dir,
      skillRoots: [],
    });
    for (const line of lines) normalizer.push(line);
    const expected = redactDeep(
      normalizer.finish({ exitCode: 0, timedOut: false, stderrTail: "", durationMs: 0 }).events,
      [SECRET],
    );
    expect(expected.length).toBeGreaterThan(1000);

    const seen = readFileSync(join(dir, "seen.json"), "utf8");
    expect(seen).toBe(JSON.stringify(expected));
    expect(seen).toContain("[REDACTED]");
    const [execution] = resultsSchema.parse(
      JSON.parse(readFileSync(join(dir, ".skill-eval/results.json"), "utf8")),
    ).executions;
    const artifacts = join(dir, ".skill-eval", execution?.artifactDir ?? "");
    const stored = readFileSync(join(artifacts, "report.json"), "utf8");
    // Past 10 MB, report.json keeps the first and last events and says how many it left out.
    const { events, elided } = JSON.parse(stored);
    const head = Math.ceil(events.length / 2);
    expect(elided.events).toBe(expected.length - events.length);
    expect(JSON.stringify(events)).toBe(
      JSON.stringify([
        ...expected.slice(0, head),
        ...expected.slice(expected.length - (events.length - head)),
      ]),
    );
    expect(Buffer.byteLength(stored)).toBeLessThanOrEqual(10 * 1024 * 1024);
    expect(stored).not.toContain(SECRET);
    expect(readFileSync(join(artifacts, "stdout.jsonl"), "utf8")).not.toContain(SECRET);
  }, 60_000);
});
