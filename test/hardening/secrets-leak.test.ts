import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { renderComment } from "../../src/report/comment/render-comment.ts";
import { type DistRun, makeProject, runDistAsync } from "../support/run-dist.ts";

/**
 * Plants a runner env value, GITHUB_TOKEN and the judge's key into an agent's stdout, stderr and
 * a file in its (kept) workspace, runs the bundled CLI, and searches everything it printed or stored.
 */
const RUNNER_SECRET = "runner-secret-7f3a9c21e5";
const GITHUB_TOKEN = "ghs_plantedGithubToken0123456789";
const JUDGE_KEY = "sk-ant-plantedJudgeKey-abcdef987654";
const AGENT = join(import.meta.dirname, "leak-agent.mjs");

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

function leaks(secrets: readonly string[], texts: Record<string, string>): string[] {
  return Object.entries(texts).flatMap(([where, text]) =>
    secrets.filter((secret) => text.includes(secret)).map((secret) => `${where}: ${secret}`),
  );
}

let run: DistRun;
let out: string;
/** Every place a secret could surface: the process's output, each stored file, the PR comment. */
let surfaces: Record<string, string>;

beforeAll(async () => {
  const plantFile = join(makeProject({}), "plant.json");
  writeFileSync(plantFile, JSON.stringify({ githubToken: GITHUB_TOKEN, judgeKey: JUDGE_KEY }));
  const dir = makeProject({
    "skill-eval.config.yaml": [
      "runners:",
      "  leaky:",
      "    agent: command",
      `    command: [${JSON.stringify(process.execPath)}, ${JSON.stringify(AGENT)}]`,
      "    env:",
      `      RUNNER_SECRET: ${RUNNER_SECRET}`,
      `      PLANT_FILE: ${JSON.stringify(plantFile)}`,
      "judge:",
      "  provider: anthropic",
      "  baseUrl: http://127.0.0.1:9",
      "",
    ].join("\n"),
    // One case passes; one fails quoting the output: its workspace is kept and its message stored.
    "leak.suite.mjs": [
      'export const workspace = { mode: "isolated" };',
      "export default [",
      '  { id: "passes", prompt: "p", assert() {} },',
      '  { id: "fails", prompt: "q", assert(report) { throw new Error("bad answer: " + report.finalOutput); } },',
      "];",
      "",
    ].join("\n"),
  });
  run = await runDistAsync("cli.js", ["run", "--verbose"], {
    cwd: dir,
    env: { GITHUB_TOKEN, ANTHROPIC_API_KEY: JUDGE_KEY },
  });
  out = join(dir, ".skill-eval");
  const results = resultsSchema.parse(JSON.parse(readFileSync(join(out, "results.json"), "utf8")));
  surfaces = {
    stdout: run.stdout,
    stderr: run.stderr,
    comment: renderComment({ results }, { allCases: true }),
    ...Object.fromEntries(
      filesUnder(out).map((file) => [file.slice(out.length + 1), readFileSync(file, "latin1")]),
    ),
  };
}, 120_000);

describe("planted secrets never reach what the CLI stores or prints", () => {
  it("the run stored every kind of output to search: transcripts, reports, junit, a kept workspace", () => {
    expect(run.status, run.stderr).toBe(1);
    const names = Object.keys(surfaces);
    expect(names).toEqual(expect.arrayContaining(["results.json", "report.md", "report.html", "junit.xml"]));
    expect(names.filter((name) => /stdout\.jsonl$|stderr\.log$|report\.json$/.test(name)).length).toBe(6);
    expect(names.some((name) => name.startsWith("workspaces/") && name.endsWith("notes.txt"))).toBe(true);
    // The agent did print them: what is searched for really was there to leak.
    expect(readFileSync(join(out, names.find((name) => name.endsWith("stderr.log")) ?? ""), "utf8")).toMatch(
      /^debug: \[REDACTED\] \| /,
    );
  });

  it("a runner's env value appears nowhere outside kept workspaces", () => {
    const outsideWorkspaces = Object.fromEntries(
      Object.entries(surfaces).filter(([name]) => !name.startsWith("workspaces/")),
    );
    expect(leaks([RUNNER_SECRET], outsideWorkspaces)).toEqual([]);
  });

  // Host credentials the agent was not given (GITHUB_TOKEN, the judge key) are redacted too, and so
  // are kept workspaces.
  it("GITHUB_TOKEN, the judge key and the runner's value appear nowhere, kept workspaces included", () => {
    expect(leaks([RUNNER_SECRET, GITHUB_TOKEN, JUDGE_KEY], surfaces)).toEqual([]);
  });
});
