// skillgym's failure semantics, each test quoting the line of ../shared/seeds/skillgym-test-cases.txt it honours.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { makeProject, REPO_ROOT, runDistAsync } from "../support/run-dist.ts";

const FAKE = join(REPO_ROOT, "test/fixtures/fake-agents/fake-claude.mjs");
const REPLAY = "runners:\n  replay:\n    agent: replay\n    format: text\n    transcripts: ./t\n";

function readResults(dir: string) {
  return resultsSchema.parse(JSON.parse(readFileSync(join(dir, ".skill-eval/results.json"), "utf8")));
}

// The seed's own example, as written there.
const SEED_CASE = `{
    id: "cursor-alias-check",
    prompt: 'Say you would run: cursr agent "open README.md".',
    classifyFailure(result) {
      return result.error?.message.includes("wrong Cursor CLI alias")
        ? { id: "wrong-cli-alias", label: "Wrong CLI alias" }
        : undefined;
    },
    assert(_report, ctx) {
      assert.classify({ id: "wrong-cli-alias", label: "Wrong CLI alias" }, () => {
        assert.doesNotMatch(
          ctx.finalOutput(),
          /\\bcursr\\s+agent\\b/i,
          "wrong Cursor CLI alias in final output",
        );
      });
    },
  }`;

describe("failure classes (seed: Failure classification hooks)", () => {
  const dir = makeProject({
    "skill-eval.config.yaml": REPLAY,
    "t/cursor-alias-check.jsonl": 'I would run: cursr agent "open README.md"\n',
    "t/message-classified.jsonl": 'I would run: cursr agent "open README.md"\n',
    "t/id-only.jsonl": "good morning\n",
    "classes.suite.ts": `import { assert, type Case } from "skillgym";
export default [
  ${SEED_CASE},
  {
    id: "message-classified",
    prompt: "p",
    // A plain string, built from the result skillgym passes: error.message and failureOrigin.
    classifyFailure: (result) =>
      result.error?.message.includes("cursr") ? \`\${result.failureOrigin}/\${result.error.name}/\${result.status}\` : undefined,
    assert(_report, ctx) { assert.doesNotMatch(ctx.finalOutput(), /cursr/, "said cursr"); },
  },
  {
    id: "id-only",
    prompt: "p",
    assert(_report, ctx) { assert.classify("no-greeting", () => assert.match(ctx.finalOutput(), /hello/)); },
  },
  {
    id: "never-recorded",
    prompt: "p",
    classifyFailure: (result) => (result.failureOrigin === "replay" ? "not-recorded" : undefined),
    assert() {},
  },
] satisfies Case[];
`,
  });
  const run = runDistAsync("cli.js", ["run"], { cwd: dir });

  it('"assert.classify(...) attaches a failure class directly where an assertion is made" and "classifyFailure(result) runs later and can override the attached class"', async () => {
    expect((await run).status).toBe(1);
    const classOf = (id: string) => readResults(dir).executions.find((e) => e.case === id)?.failure?.class;
    expect(classOf("cursor-alias-check")).toEqual({ id: "wrong-cli-alias", label: "Wrong CLI alias" });
    // classifyFailure saw skillgym's result shape: error.message, error.name, failureOrigin, status.
    expect(classOf("message-classified")).toEqual({ id: "assertion/AssertionError/failed" });
    // assert.classify takes an id as well as a class.
    expect(classOf("id-only")).toEqual({ id: "no-greeting" });
    // "built-in infrastructure failures still receive default classes", which classifyFailure may override.
    expect(classOf("never-recorded")).toEqual({ id: "not-recorded" });
  });

  it("groups failures by class in the terminal output", async () => {
    const { stdout } = await run;
    expect(stdout).toMatch(/^CLASS +LABEL +COUNT +EXECUTIONS$/m);
    expect(stdout).toMatch(/^wrong-cli-alias +Wrong CLI alias +1 +classes\/cursor-alias-check\/replay#1$/m);
    expect(stdout).toMatch(/^no-greeting +no-greeting +1 /m);
    expect(stdout).toMatch(/^not-recorded +not-recorded +1 /m);
  });
});

describe("expected failures (seed: Expected failures)", () => {
  it('"Unexpected passes exit non-zero with passed: false and status: "unexpected-passed""', async () => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY,
      "t/improved.jsonl": "hello\n",
      "x.suite.ts": `import { assert, type Case } from "skillgym";
export default [{ id: "improved", prompt: "p", expectedFail: true, assert(_r, ctx) { assert.match(ctx.finalOutput(), /hello/); } }] satisfies Case[];
`,
    });
    const run = await runDistAsync("cli.js", ["run"], { cwd: dir });
    expect(run.status).toBe(1);
    const results = readResults(dir);
    expect(results.executions[0]?.status).toBe("unexpected-passed");
    expect(results.cases[0]?.verdict).toBe("unexpected-passed");
  });

  it('"Expected assertion failures exit successfully" but "run.maxSteps failures still fail the suite"', async () => {
    const dir = makeProject({
      "skill-eval.config.yaml": `maxSteps: 2\nrunners:\n  fake:\n    agent: claude-code\n    command: ${JSON.stringify(FAKE)}\n    env:\n      ANTHROPIC_API_KEY: test\n      FAKE_MODE: loop\n`,
      "x.suite.mjs": `export default [{ id: "gap", prompt: "p", expectedFail: true, assert() { throw new Error("never reached"); } }];\n`,
    });
    const run = await runDistAsync("cli.js", ["run"], { cwd: dir });
    expect(run.status).toBe(3);
    const [execution] = readResults(dir).executions;
    expect(execution).toMatchObject({ status: "error", assertions: [], failure: { origin: "max-steps" } });
    const artifacts = join(dir, ".skill-eval", execution?.artifactDir ?? "");
    // "max-steps failures preserve raw stdout/stderr artifacts for debugging"
    expect(readFileSync(join(artifacts, "stdout.jsonl"), "utf8")).toContain("echo step-3");
    expect(() => readFileSync(join(artifacts, "stderr.log"))).not.toThrow();
    // "max-steps failures do not produce a partial normalized session report"
    const report = JSON.parse(readFileSync(join(artifacts, "report.json"), "utf8"));
    expect(report).toMatchObject({ events: [], finalOutput: "", isError: true, errorKind: "max-steps" });
  });
});
