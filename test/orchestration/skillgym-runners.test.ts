// DESIGN §4: "the config's runners, narrowed by the suite's own format (agentv targets, a
// `skillgym.config` next to the suite, ...), and by `--runner`."
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.ts";
import { resultsSchema } from "../../src/model/results.ts";
import { prepareRun } from "../../src/orchestration/prepare-run.ts";
import { makeProject } from "../support/run-dist.ts";

const replayRunner = (id: string) => `  ${id}:\n    agent: replay\n    format: text\n    transcripts: ./t\n`;
const ABC = `runners:\n${["a", "b", "c"].map(replayRunner).join("")}`;
const skillgymConfig = (...ids: string[]) =>
  `export default { runners: { ${ids.map((id) => `${id}: { agent: { type: "claude-code" } }`).join(", ")} } };\n`;
const suite = (caseId: string) => `export default [{ id: "${caseId}", prompt: "p", assert() {} }];\n`;

function project(extra: Record<string, string> = {}): string {
  return makeProject({
    "skill-eval.config.yaml": ABC,
    "one/one.suite.mjs": suite("c1"),
    "two/two.suite.mjs": suite("c2"),
    "t/c1.jsonl": "ok\n",
    "t/c2.jsonl": "ok\n",
    ...extra,
  });
}

async function cli(cwd: string, argv: string[]) {
  let stderr = "";
  const status = await main({
    argv,
    cwd,
    env: { PATH: "" },
    stdout: () => {},
    stderr: (text) => {
      stderr += text;
    },
  });
  return { status, stderr };
}

function ran(dir: string): string[] {
  const results = resultsSchema.parse(
    JSON.parse(readFileSync(join(dir, ".skill-eval/results.json"), "utf8")),
  );
  return results.executions.map((execution) => `${execution.case}/${execution.runner}`).sort();
}

async function plannedRunners(dir: string): Promise<Record<string, string[]>> {
  const { plan } = await prepareRun({ paths: [], cwd: dir });
  return Object.fromEntries(
    plan.map(({ suite, runners }) => [
      suite.id,
      runners.map((runner) => `${runner.id}:${runner.config.agent}`),
    ]),
  );
}

describe("a skillgym.config beside a skillgym suite narrows the skill-eval config's runners", () => {
  it("runs the suite beside it on the runners it names only, the other suite on all", async () => {
    const dir = project({ "one/skillgym.config.mjs": skillgymConfig("b") });
    const run = await cli(dir, ["run"]);
    expect(run.stderr).not.toContain("error:");
    expect(run.status).toBe(0);
    expect(ran(dir)).toEqual(["c1/b", "c2/a", "c2/b", "c2/c"]);
  });

  it("narrows with a skillgym.config in a folder above the suite too", async () => {
    const dir = project({
      "one/skillgym.config.mjs": skillgymConfig("a", "c"),
      "one/deeper/three.suite.mjs": suite("c3"),
    });
    expect(await plannedRunners(dir)).toEqual({
      "one/one": ["a:replay", "c:replay"],
      "one/deeper/three": ["a:replay", "c:replay"],
      "two/two": ["a:replay", "b:replay", "c:replay"],
    });
  });

  it("applies --runner on top: a suite left with none of its runners is dropped", async () => {
    const dir = project({ "one/skillgym.config.mjs": skillgymConfig("b") });
    expect((await cli(dir, ["run", "--runner", "a"])).status).toBe(0);
    expect(ran(dir)).toEqual(["c2/a"]);
    expect((await cli(dir, ["run", "--runner", "b", "--runner", "c"])).status).toBe(0);
    expect(ran(dir)).toEqual(["c1/b", "c2/b", "c2/c"]);
  });

  it("is a configuration error (exit 2) when it names a runner the skill-eval config lacks", async () => {
    const dir = project({ "one/skillgym.config.mjs": skillgymConfig("b", "d", "e") });
    const run = await cli(dir, ["run"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("one/one.suite.mjs");
    expect(run.stderr).toContain(
      "one/skillgym.config.mjs names runners d, e, which skill-eval.config.yaml does not define",
    );
    expect(run.stderr).toContain("configured: a, b, c");
  });

  it("narrows under --config too", async () => {
    const dir = project({ "one/skillgym.config.mjs": skillgymConfig("c") });
    const { plan } = await prepareRun({ paths: [], cwd: dir, configFile: "skill-eval.config.yaml" });
    expect(plan.map(({ suite, runners }) => `${suite.id}:${runners.map((runner) => runner.id)}`)).toEqual([
      "one/one:c",
      "two/two:a,b,c",
    ]);
  });

  it("does not narrow when a skill-eval config sits nearer the suite than the skillgym config", async () => {
    const dir = project({
      "skillgym.config.mjs": skillgymConfig("x"),
      "two/skill-eval.config.yaml": `runners:\n${replayRunner("a")}${replayRunner("z")}`,
    });
    await expect(prepareRun({ paths: ["two"], cwd: dir })).resolves.toMatchObject({
      plan: [{ suite: { id: "two/two" }, runners: [{ id: "a" }, { id: "z" }] }],
    });
  });

  it("supplies the runners itself when no skill-eval config is in scope", async () => {
    const dir = makeProject({
      "one/one.suite.mjs": suite("c1"),
      "one/skillgym.config.mjs": skillgymConfig("b", "d"),
    });
    expect(await plannedRunners(dir)).toEqual({ "one/one": ["b:claude-code", "d:claude-code"] });
  });
});
