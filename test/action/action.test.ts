import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeProject, REPO_ROOT, runDist } from "../support/run-dist.ts";

/** Reads `$GITHUB_OUTPUT` as @actions/core writes it: `name<<delimiter\nvalue\ndelimiter`. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) outputs[match[1] ?? ""] = match[3] ?? "";
  return outputs;
}

/** Runs dist/index.js the way the runner does: inputs as INPUT_*, files for outputs and summary. */
function runAction(inputs: Record<string, string>, workspace = REPO_ROOT) {
  const files = makeProject({ "output.txt": "", "summary.md": "" });
  const eventPath = join(files, "event.json");
  writeFileSync(eventPath, readFileSync(join(REPO_ROOT, "test/fixtures/github/pull-request-opened.json")));
  const env: Record<string, string> = {
    GITHUB_ACTIONS: "true",
    GITHUB_WORKSPACE: workspace,
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_OUTPUT: join(files, "output.txt"),
    GITHUB_STEP_SUMMARY: join(files, "summary.md"),
    GITHUB_SHA: "0123456789abcdef0123456789abcdef01234567",
    RUNNER_TEMP: files,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const run = runDist("index.js", [], { cwd: workspace, env });
  return {
    ...run,
    outputs: parseOutputs(readFileSync(join(files, "output.txt"), "utf8")),
    summary: readFileSync(join(files, "summary.md"), "utf8"),
  };
}

describe("the action (dist/index.js under Node 24)", () => {
  it("runs the demo, writes the job summary and sets its outputs", () => {
    const out = makeProject({});
    const run = runAction({ mode: "run", paths: "examples/demo", "output-dir": out });
    expect(run.stdout).not.toMatch(/::error::/);
    expect(run.status).toBe(0);
    expect(run.outputs).toEqual({
      "pass-rate": "1",
      passed: "5",
      failed: "0",
      "results-path": join(out, "results.json"),
      "exit-code": "0",
    });
    expect(run.summary).toContain("## ✅ Passing: all 5 cases met expectations (1 as expected failures)");
    expect(run.summary).toContain(
      "| `claude-replay` | replay (claude-sonnet-4-5) | 100% | 4 | 0 | 0 | 1 | 0 |",
    );
  });

  it("fails the step with the verdict when a case fails", () => {
    const project = makeProject({
      "skill-eval.config.yaml": "runners:\n  replay:\n    agent: replay\n    transcripts: ./t\n",
      "t/c.jsonl": readFileSync(
        join(REPO_ROOT, "test/fixtures/transcripts/claude/skill-not-used/stdout.jsonl"),
        "utf8",
      ),
      "x.suite.ts":
        'import { assert } from "skillgym";\nexport default [{ id: "c", prompt: "p", assert(r) { assert.skills.has(r, "pdf-report"); } }];\n',
    });
    const run = runAction({}, project);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("::error::skill-eval: ❌ 1 failed of 1 cases");
    expect(run.outputs).toMatchObject({ "pass-rate": "0", passed: "0", failed: "1", "exit-code": "1" });
    expect(run.summary).toContain("### Failures by class (1)");
  });

  it("rejects an unknown mode as a configuration error (exit 2)", () => {
    const run = runAction({ mode: "dance" });
    expect(run.status).toBe(2);
    expect(run.stdout).toMatch(/::error::.*mode must be "run"/);
    expect(run.outputs["exit-code"]).toBe("2");
    expect(run.summary).toContain("## skill-eval: nothing ran");
  });
});
