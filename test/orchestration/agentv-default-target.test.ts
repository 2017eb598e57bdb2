// agentv: "Evals without an explicit target resolve to 'default'" (its targets.yaml); DESIGN §4
// narrows the config's runners by the suite's own format.
import { describe, expect, it } from "vitest";
import { prepareRun } from "../../src/orchestration/prepare-run.ts";
import { makeProject } from "../support/run-dist.ts";

const replayRunner = (id: string) => `  ${id}:\n    agent: replay\n    format: text\n    transcripts: ./t\n`;
const evalFile = (target?: string) =>
  [
    "tests:",
    "  - id: c",
    "    input: Do it.",
    "    criteria: It is done.",
    ...(target === undefined ? [] : ["execution:", `  target: ${target}`]),
    "",
  ].join("\n");

async function runnersOf(runnerIds: string[], evalYaml: string): Promise<string[]> {
  const dir = makeProject({
    "skill-eval.config.yaml": `runners:\n${runnerIds.map(replayRunner).join("")}`,
    "evals/EVAL.yaml": evalYaml,
  });
  const { plan } = await prepareRun({ paths: [], cwd: dir });
  return plan.flatMap(({ runners }) => runners.map((runner) => runner.id));
}

describe("an agentv eval that names no target", () => {
  it("runs on the runner named default when there is one, not on every runner", async () => {
    expect(await runnersOf(["claude", "default", "codex"], evalFile())).toEqual(["default"]);
  });

  it("runs on every configured runner when none is named default", async () => {
    expect(await runnersOf(["claude", "codex"], evalFile())).toEqual(["claude", "codex"]);
  });

  it("runs on the target it names, default or not", async () => {
    expect(await runnersOf(["claude", "default"], evalFile("claude"))).toEqual(["claude"]);
  });
});
