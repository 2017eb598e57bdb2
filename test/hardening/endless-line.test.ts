import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { makeProject, REPO_ROOT, runDistAsync } from "../support/run-dist.ts";

const TRANSCRIPT = join(REPO_ROOT, "test/fixtures/transcripts/claude/skill-used/stdout.jsonl");

/** Prints 600 MiB without a newline (more characters than a V8 string holds), then a real transcript. */
const AGENT = `
import { readFileSync } from "node:fs";
const chunk = Buffer.alloc(1 << 20, "x");
let left = 600;
function pump() {
  while (left > 0) {
    left -= 1;
    if (!process.stdout.write(chunk)) return process.stdout.once("drain", pump);
  }
  process.stdout.write("\\n" + readFileSync(${JSON.stringify(TRANSCRIPT)}, "utf8"));
}
pump();
`;

describe("an agent that prints without a newline", () => {
  it("does not stop the run: the endless line is cut and counted as unread, the lines after it read", async () => {
    const dir = makeProject({
      "agent.mjs": AGENT,
      "skill-eval.config.yaml": [
        "runners:",
        "  endless:",
        "    agent: command",
        `    command: [${JSON.stringify(process.execPath)}, agent.mjs]`,
        "    format: claude-code",
        "",
      ].join("\n"),
      "e.suite.mjs": [
        "export default [{ id: 'c', prompt: 'p', assert(report) {",
        "  if (!report.finalOutput.includes('report.txt')) throw new Error('no answer');",
        "} }];",
        "",
      ].join("\n"),
    });
    const run = await runDistAsync("cli.js", ["run"], { cwd: dir });
    expect(run.stderr).not.toContain("uncaught exception");
    expect(run.status, run.stderr).toBe(0);
    const results = resultsSchema.parse(
      JSON.parse(readFileSync(join(dir, ".skill-eval/results.json"), "utf8")),
    );
    expect(results.executions.map((execution) => execution.status)).toEqual(["passed"]);
    const executions = join(dir, ".skill-eval/executions");
    const [folder] = readdirSync(executions);
    const report = JSON.parse(readFileSync(join(executions, folder ?? "", "report.json"), "utf8"));
    expect(report.unparsedLines).toBe(1);
  }, 60_000);
});
