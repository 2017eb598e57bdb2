import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { runEvals } from "../../src/orchestration/run-evals.ts";
import { makeProject } from "../support/run-dist.ts";

describe("an interrupted run", () => {
  it("ends its results.json: incomplete, with when it stopped, and the executions that finished", async () => {
    const sleeper = "setTimeout(() => console.log('done'), Number(process.env.SLEEP_MS))";
    const dir = makeProject({
      "skill-eval.config.yaml": [
        "runners:",
        "  sh:",
        "    agent: command",
        `    command: [${JSON.stringify(process.execPath)}, "-e", ${JSON.stringify(sleeper)}]`,
        "    env: { SLEEP_MS: '400' }",
        "concurrency: 1",
        "",
      ].join("\n"),
      "c.suite.mjs": 'export default ["a", "b", "c", "d"].map((id) => ({ id, prompt: "p", assert() {} }));\n',
    });
    const controller = new AbortController();
    const lines: string[] = [];
    const outcome = await runEvals({
      cwd: dir,
      paths: [],
      hostEnv: {},
      signal: controller.signal,
      log: (line) => {
        lines.push(line);
        // After the first execution ends, as a Ctrl-C would come.
        if (line.startsWith("[1/")) controller.abort();
      },
    });
    const results = resultsSchema.parse(JSON.parse(readFileSync(outcome.resultsPath, "utf8")));
    expect(lines).toContain("skill-eval: interrupted; results.json holds the executions that finished");
    expect(results.run.complete).toBe(false);
    expect(results.run.endedAt).toBeDefined();
    expect(Date.parse(results.run.endedAt ?? "")).toBeGreaterThanOrEqual(Date.parse(results.run.startedAt));
    expect(results.executions.length).toBeGreaterThanOrEqual(1);
    expect(results.executions.length).toBeLessThan(4);
    expect(outcome.exitCode).toBe(3);
    expect(join(dir, ".skill-eval", "results.json")).toBe(outcome.resultsPath);
  }, 30_000);
});
