import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { makeProject, runDistAsync } from "../support/run-dist.ts";

// The agent says whether the skill under test is installed in its private HOME. (An agent's own
// folder, Codex's CODEX_HOME, is made for its twin too: run-guards.test.ts.)
const AGENT = `import { existsSync } from "node:fs";
import { join } from "node:path";
console.log(existsSync(join(process.env.HOME, ".agents/skills/pdf/SKILL.md")) ? "has-skill" : "no-skill");
`;

function project(): string {
  const dir = makeProject({
    "agent.mjs": AGENT,
    "skills/pdf/SKILL.md": "---\nname: pdf\ndescription: Makes PDF reports.\n---\nUse it.\n",
    "evals/pdf.suite.mjs":
      'export default [{ id: "report", prompt: "make a report", assert(r) { if (!r.finalOutput.includes("has-skill")) throw new Error("no skill"); } }];\n',
  });
  const config = `runners:\n  sh:\n    agent: command\n    command: [${JSON.stringify(process.execPath)}, ${JSON.stringify(join(dir, "agent.mjs"))}]\nskills:\n  - ./skills\n`;
  writeFileSync(join(dir, "skill-eval.config.yaml"), config);
  return dir;
}

describe("--compare-without-skill", () => {
  it("runs each case again on the runner's twin without the skill, and reports the uplift", async () => {
    const dir = project();
    const run = await runDistAsync(
      "cli.js",
      ["run", "evals", "--compare-without-skill", "--iterations", "2"],
      {
        cwd: dir,
      },
    );
    const results = resultsSchema.parse(
      JSON.parse(readFileSync(join(dir, ".skill-eval/results.json"), "utf8")),
    );
    expect(results.cases.map((result) => [result.runner, result.verdict])).toEqual([
      ["sh", "passed"],
      ["sh-without-skill", "failed"],
    ]);
    // The twin fails for want of the skill.
    const twin = results.executions.filter((execution) => execution.runner === "sh-without-skill");
    expect(twin.map((execution) => execution.failure?.message)).toEqual([
      "Error: no skill",
      "Error: no skill",
    ]);
    expect(run.status).toBe(1);
    expect(readFileSync(join(dir, ".skill-eval/report.md"), "utf8")).toContain(
      "- `evals/pdf` on `sh`: 100% (2/2) with the skill, 0% (0/2) without: +100 points (one-sided Fisher p = 0.17)",
    );
  });
});
