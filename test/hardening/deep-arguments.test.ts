import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { clipDepth, MAX_DEPTH } from "../../src/runners/clip-depth.ts";
import { makeProject, REPO_ROOT, runDist } from "../support/run-dist.ts";

const TRANSCRIPT = join(REPO_ROOT, "test/fixtures/transcripts/claude/skill-used/stdout.jsonl");

/** An array nested `levels` deep around a number. */
function nested(levels: number): unknown {
  let value: unknown = 0;
  for (let level = 0; level < levels; level += 1) value = [value];
  return value;
}

function depth(value: unknown): number {
  let levels = 0;
  for (let current = value; Array.isArray(current); current = current[0]) levels += 1;
  return levels;
}

describe("a tool call whose arguments nest thousands of levels deep", () => {
  it("keeps arguments as they are up to the limit, and cuts them there with a note beyond it", () => {
    const shallow = { command: "ls", list: nested(MAX_DEPTH - 1) };
    expect(clipDepth(shallow)).toBe(shallow);
    expect(clipDepth("text")).toBe("text");
    const deep = clipDepth({ command: "ls", list: nested(10_000) }) as { command: string; list: unknown };
    expect(deep.command).toBe("ls");
    expect(depth(deep.list)).toBe(MAX_DEPTH - 1);
    expect(JSON.stringify(deep)).toContain(`[nested more than ${MAX_DEPTH} levels deep: cut here]`);
  });

  it("does not stop the run: the case is graded and every file written, the cut noted in report.json", () => {
    // A real Claude Code transcript, with one more tool call whose input nests 10,000 levels deep
    // (JSON.parse reads it; JSON.stringify, which report.json is written with, overflows the stack).
    const lines = readFileSync(TRANSCRIPT, "utf8").trimEnd().split("\n");
    const hostile = JSON.stringify({
      type: "assistant",
      message: {
        id: "msg_deep",
        type: "message",
        role: "assistant",
        model: "claude-sonnet-4-5",
        content: [{ type: "tool_use", id: "toolu_deep", name: "Bash", input: { command: "ls", x: "@" } }],
      },
    }).replace('"@"', `${"[".repeat(10_000)}0${"]".repeat(10_000)}`);
    const transcript = [lines[0], hostile, ...lines.slice(1)].join("\n");
    const dir = makeProject({
      "transcript.jsonl": `${transcript}\n`,
      "agent.mjs":
        'import { readFileSync } from "node:fs";\nprocess.stdout.write(readFileSync(process.argv[2], "utf8"));\n',
      "skill-eval.config.yaml": [
        "runners:",
        "  deep:",
        "    agent: command",
        `    command: [${JSON.stringify(process.execPath)}, agent.mjs, transcript.jsonl]`,
        "    format: claude-code",
        "",
      ].join("\n"),
      "d.suite.mjs": [
        "export default [{ id: 'c', prompt: 'p', assert(report) {",
        "  if (!report.finalOutput.includes('report.txt')) throw new Error('no answer');",
        "  JSON.stringify(report.events);",
        "} }];",
        "",
      ].join("\n"),
    });
    const run = runDist("cli.js", ["run"], { cwd: dir });
    expect(run.stderr).not.toContain("internal error");
    expect(run.status, run.stderr).toBe(0);
    const results = resultsSchema.parse(
      JSON.parse(readFileSync(join(dir, ".skill-eval/results.json"), "utf8")),
    );
    expect(results.executions.map((execution) => execution.status)).toEqual(["passed"]);
    const executions = join(dir, ".skill-eval/executions");
    const [folder] = readdirSync(executions);
    const report = readFileSync(join(executions, folder ?? "", "report.json"), "utf8");
    expect(report).toContain(`[nested more than ${MAX_DEPTH} levels deep: cut here]`);
    expect(readFileSync(join(dir, ".skill-eval/report.html"), "utf8")).toContain('id="detail-0"');
  }, 60_000);
});
