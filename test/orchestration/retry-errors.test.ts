import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { makeProject, runDistAsync } from "../support/run-dist.ts";

// Crashes on its first run (an infrastructure error), answers on the next.
const FLAKY_AGENT = `import { existsSync, writeFileSync } from "node:fs";
const marker = process.env.MARKER;
if (!existsSync(marker)) { writeFileSync(marker, "crashed once"); console.error("segfault"); process.exit(139); }
console.log("ok");
`;

function project(): string {
  const dir = makeProject({
    "agent.mjs": FLAKY_AGENT,
    "x.suite.mjs":
      'export default [{ id: "c", prompt: "p", assert(r) { if (r.finalOutput.trim() !== "ok") throw new Error("wrong"); } }];\n',
  });
  writeFileSync(
    join(dir, "skill-eval.config.yaml"),
    `runners:\n  sh:\n    agent: command\n    command: [${JSON.stringify(process.execPath)}, ${JSON.stringify(join(dir, "agent.mjs"))}]\n    env:\n      MARKER: ${JSON.stringify(join(dir, "crashed"))}\n`,
  );
  return dir;
}

const statusOf = (dir: string) =>
  resultsSchema.parse(JSON.parse(readFileSync(join(dir, ".skill-eval/results.json"), "utf8"))).executions[0]
    ?.status;

describe("--retry-errors", () => {
  it("leaves an infrastructure error as it is by default", async () => {
    const dir = project();
    const run = await runDistAsync("cli.js", ["run"], { cwd: dir });
    expect(existsSync(join(dir, "crashed"))).toBe(true);
    expect(statusOf(dir)).toBe("error");
    expect(run.status).toBe(3);
  });

  it("runs the execution again after an infrastructure error, and keeps the retry's verdict", async () => {
    const dir = project();
    const run = await runDistAsync("cli.js", ["run", "--retry-errors", "2"], { cwd: dir });
    expect(run.stderr).toContain("retry 1/2 of x/c/sh#1");
    expect(run.stderr).not.toContain("retry 2/2");
    expect(statusOf(dir)).toBe("passed");
    expect(run.status).toBe(0);
  });
});
