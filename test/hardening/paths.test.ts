import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.ts";
import { resultsSchema } from "../../src/model/results.ts";
import { makeProject, REPO_ROOT } from "../support/run-dist.ts";

/**
 * Paths that try to leave the repository or the output folder. Those a loader rejects (`file:`,
 * templateDir, workspace:, workspace/ folders, evals.json files, tests files; `..`, absolute and
 * symlinked) are entries of the bad-input corpus; these are the ones decided while running.
 */
const TRANSCRIPT = readFileSync(
  join(REPO_ROOT, "test/fixtures/transcripts/claude/skill-not-used/stdout.jsonl"),
  "utf8",
);
const REPLAY_CONFIG = "runners:\n  replay:\n    agent: replay\n    transcripts: ./t\n";
const SUITE = 'export default [{ id: "c", prompt: "p", assert() {} }];\n';

async function cli(cwd: string, ...argv: string[]): Promise<{ exitCode: number; stderr: string }> {
  let stderr = "";
  const exitCode = await main({
    argv,
    cwd,
    env: { PATH: process.env.PATH },
    stdout: () => {},
    stderr: (text) => {
      stderr += text;
    },
  });
  return { exitCode, stderr };
}

function readResults(dir: string) {
  return resultsSchema.parse(JSON.parse(readFileSync(join(dir, ".skill-eval/results.json"), "utf8")));
}

describe("replay transcripts are read only from the runner's transcripts folder", () => {
  it("a case id with .. cannot reach a transcript outside it: the execution errors, nothing is replayed", async () => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY_CONFIG,
      "t/keep.txt": "",
      "outside/escape.jsonl": TRANSCRIPT,
      "a.suite.mjs": 'export default [{ id: "../outside/escape", prompt: "p", assert() {} }];\n',
    });
    const run = await cli(dir, "run");
    expect(run.exitCode, run.stderr).toBe(3);
    expect(readResults(dir).executions[0]).toMatchObject({
      status: "error",
      failure: { class: { id: "replay-missing" } },
    });
  });

  it("a transcript that is a symlink out of the transcripts folder is not replayed", async () => {
    const outside = makeProject({ "c.jsonl": TRANSCRIPT });
    const dir = makeProject({ "skill-eval.config.yaml": REPLAY_CONFIG, "a.suite.mjs": SUITE });
    mkdirSync(join(dir, "t"));
    symlinkSync(join(outside, "c.jsonl"), join(dir, "t/c.jsonl"));
    const run = await cli(dir, "run");
    expect(run.exitCode, run.stderr).toBe(3);
    expect(readResults(dir).executions[0]?.failure?.class.id).toBe("replay-missing");
  });
});

describe("--out writes only into its own folder", () => {
  it("refuses a symlink to a folder of someone else's files, and deletes nothing there", async () => {
    const victim = makeProject({ "precious.txt": "mine\n" });
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY_CONFIG,
      "t/c.jsonl": TRANSCRIPT,
      "a.suite.mjs": SUITE,
    });
    symlinkSync(victim, join(dir, "linked-out"));
    const run = await cli(dir, "run", "--out", "linked-out");
    expect(run.exitCode).toBe(2);
    expect(readFileSync(join(victim, "precious.txt"), "utf8")).toBe("mine\n");
  });

  it("refuses a folder that contains the project (..)", async () => {
    const dir = makeProject({
      "p/skill-eval.config.yaml": REPLAY_CONFIG,
      "p/t/c.jsonl": TRANSCRIPT,
      "p/a.suite.mjs": SUITE,
    });
    const run = await cli(join(dir, "p"), "run", "--out", "..");
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/is the project folder or contains it/);
    expect(existsSync(join(dir, "p/a.suite.mjs"))).toBe(true);
  });

  it("a symlink planted in a previous output folder is replaced, not written through", async () => {
    const victim = join(makeProject({ "victim.md": "untouched\n" }), "victim.md");
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY_CONFIG,
      "t/c.jsonl": TRANSCRIPT,
      "a.suite.mjs": SUITE,
    });
    expect((await cli(dir, "run")).exitCode).toBe(0);
    for (const name of ["report.md", "results.json", "junit.xml", "report.html"]) {
      rmSync(join(dir, ".skill-eval", name));
      symlinkSync(victim, join(dir, ".skill-eval", name));
    }
    const run = await cli(dir, "run");
    expect(run.exitCode, run.stderr).toBe(0);
    expect(readFileSync(victim, "utf8")).toBe("untouched\n");
  });

  it("a stale execution folder that is a symlink out is not written through", async () => {
    const outside = makeProject({ "keep.txt": "outside\n" });
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY_CONFIG,
      "t/c.jsonl": TRANSCRIPT,
      "a.suite.mjs": SUITE,
    });
    expect((await cli(dir, "run")).exitCode).toBe(0);
    const [execution] = readResults(dir).executions;
    const artifactDir = join(dir, ".skill-eval", execution?.artifactDir ?? "");
    rmSync(artifactDir, { recursive: true });
    symlinkSync(outside, artifactDir);
    writeFileSync(join(outside, "stdout.jsonl"), "outside\n");
    await cli(dir, "run");
    expect(readFileSync(join(outside, "stdout.jsonl"), "utf8")).toBe("outside\n");
    expect(readFileSync(join(outside, "keep.txt"), "utf8")).toBe("outside\n");
  });
});

describe("an isolated workspace's template cannot lead out of the repository", () => {
  const agentSuite = (templateDir: string) =>
    `export const workspace = { mode: "isolated", templateDir: ${JSON.stringify(templateDir)} };\n${SUITE}`;

  it.each([
    ["an existing file", true],
    ["a file not made yet", false],
  ])(
    "a symlink to %s outside errors the execution (workspace), and the agent never runs",
    async (_, exists) => {
      const outside = makeProject(exists ? { "secret.txt": "outside\n" } : {});
      const dir = makeProject({
        "skill-eval.config.yaml": REPLAY_CONFIG,
        "t/c.jsonl": TRANSCRIPT,
        "tpl/notes.txt": "inside\n",
        "a.suite.mjs": agentSuite("./tpl"),
      });
      symlinkSync(join(outside, "secret.txt"), join(dir, "tpl/link.txt"));
      // A link that stays inside the repository is kept as it is.
      symlinkSync("notes.txt", join(dir, "tpl/inside-link.txt"));
      const run = await cli(dir, "run");
      expect(run.exitCode, run.stderr).toBe(3);
      const [execution] = readResults(dir).executions;
      expect(execution?.failure?.class.id).toBe("workspace");
      expect(execution?.failure?.message).toContain("symbolic link to");
      expect(execution?.failure?.message).toContain("tpl/link.txt");
      expect(existsSync(join(outside, "secret.txt"))).toBe(exists);
    },
  );

  it("a template whose links stay inside runs", async () => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY_CONFIG,
      "t/c.jsonl": TRANSCRIPT,
      "tpl/notes.txt": "inside\n",
      "a.suite.mjs": agentSuite("./tpl"),
    });
    symlinkSync("notes.txt", join(dir, "tpl/inside-link.txt"));
    const run = await cli(dir, "run");
    expect(run.exitCode, run.stderr).toBe(0);
  });
});
