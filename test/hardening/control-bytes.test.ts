import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { makeProject, runDistAsync } from "../support/run-dist.ts";
import { readAsRunner } from "../support/runner-log.ts";

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** As CONTROL, but the carriage return XML carries as `&#13;`. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_BUT_CR = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** Sets the terminal's title, clears the screen, links a hidden address and reverses the text after it. */
const HOSTILE =
  "\\u001b]0;pwned\\u0007 \\u001b[2J\\u001b[H \\u001b]8;;http://evil\\u0007click\\u001b]8;;\\u0007 \\u009b2J \\u202egnp.exe";

function project(): string {
  const noisy = `process.stdout.write('got \\u0000 ${HOSTILE}\\n')`;
  const crashing = `process.stderr.write('boom ${HOSTILE}\\n'); process.exit(1)`;
  return makeProject({
    "skill-eval.config.yaml": [
      "runners:",
      "  noisy:",
      "    agent: command",
      `    command: [${JSON.stringify(process.execPath)}, "-e", ${JSON.stringify(noisy)}]`,
      "  crashing:",
      "    agent: command",
      `    command: [${JSON.stringify(process.execPath)}, "-e", ${JSON.stringify(crashing)}]`,
      "",
    ].join("\n"),
    "c.suite.mjs": [
      "export default [",
      '  { id: "c", prompt: "p", assert(report) { throw new Error("bad: " + report.finalOutput); } },',
      `  { id: "id \\u001b]0;title\\u0007 \\u202ehidden", prompt: "p", assert() {} },`,
      "];",
      "",
    ].join("\n"),
  });
}

describe("control bytes from an agent", () => {
  it("never reach report.md, report.html or junit.xml, where a failure message quotes them", async () => {
    const dir = project();
    const run = await runDistAsync("cli.js", ["run", "--runner", "noisy"], { cwd: dir });
    expect(run.status, run.stderr).toBe(1);
    const out = join(dir, ".skill-eval");
    // The raw bytes were there to leak: the stored message still holds them.
    expect(readFileSync(join(out, "results.json"), "utf8")).toContain("\\u001b]8;;http://evil");
    const markdown = readFileSync(join(out, "report.md"), "utf8");
    expect(markdown).toContain("got ␀ ␛\\]0;pwned␇ ␛\\[2J␛\\[H ␛\\]8;;http://evil␇click");
    expect(markdown).toContain("⟨x9b⟩2J ⟨u202e⟩gnp.exe");
    expect(markdown).not.toMatch(CONTROL);
    expect(readFileSync(join(out, "report.html"), "utf8")).not.toMatch(CONTROL);
    const junit = readFileSync(join(out, "junit.xml"), "utf8");
    expect(junit).toContain("⟨u202e⟩gnp.exe");
    expect(junit).not.toMatch(CONTROL_BUT_CR);
  }, 30_000);

  it("cannot drive the terminal from `run -v`: crash output, assertion messages and case ids are shown, not obeyed", async () => {
    const dir = project();
    const run = await runDistAsync("cli.js", ["run", "-v"], { cwd: dir });
    expect(run.status, run.stderr).toBe(1);
    // The verbose blocks quote the crash's stderr and the assertion's message; the table names the case.
    expect(run.stdout).toContain("boom ␛]0;pwned␇ ␛[2J␛[H");
    expect(run.stdout).toContain("bad: got ␀ ␛]0;pwned␇");
    expect(run.stdout).toContain("id ␛]0;title␇ ⟨u202e⟩hidden");
    expect(run.stdout).not.toMatch(CONTROL);
    expect(run.stderr).not.toMatch(CONTROL);
  }, 30_000);

  it("keeps the data of `--format json`: escaped as JSON, the same case ids once parsed", async () => {
    const dir = project();
    const run = await runDistAsync("cli.js", ["run", "--runner", "noisy", "--format", "json"], { cwd: dir });
    expect(run.status, run.stderr).toBe(1);
    expect(run.stdout).not.toMatch(CONTROL);
    const results = resultsSchema.parse(JSON.parse(run.stdout));
    expect(results.cases.map((result) => result.case)).toContain("id \u001b]0;title\u0007 \u202ehidden");
  }, 30_000);

  it("in a workflow step, shows and never obeys a case id or agent text that reads as a workflow command", async () => {
    const agent = "console.log('::add-mask::pwned-agent\\n  ##[error]pwned-old-style')";
    const dir = makeProject({
      "skill-eval.config.yaml": `runners:\n  sh:\n    agent: command\n    command: [${JSON.stringify(process.execPath)}, "-e", ${JSON.stringify(agent)}]\n`,
      "c.suite.mjs": [
        "export default [",
        '  { id: "c", prompt: "p", assert(report) { throw new Error("bad:\\n" + report.finalOutput); } },',
        '  { id: "x\\n::error file=README.md::pwned-id ##[x]", prompt: "p", assert() {} },',
        "];",
        "",
      ].join("\n"),
    });
    const run = await runDistAsync("cli.js", ["run", "-v"], { cwd: dir, env: { GITHUB_ACTIONS: "true" } });
    expect(run.status, run.stderr).toBe(1);
    for (const stream of [run.stdout, run.stderr]) {
      expect(readAsRunner(stream)).toMatchObject({ obeyed: [], stopped: false });
    }
    expect(readAsRunner(run.stdout).shown.join("\n")).toContain("::add-mask::pwned-agent");
    // JSON carries the same value without a line the runner would obey.
    const json = await runDistAsync("cli.js", ["run", "--format", "json"], {
      cwd: dir,
      env: { GITHUB_ACTIONS: "true" },
    });
    expect(readAsRunner(json.stdout).obeyed).toEqual([]);
    const results = resultsSchema.parse(JSON.parse(json.stdout));
    expect(results.cases.map((result) => result.case)).toContain("x\n::error file=README.md::pwned-id ##[x]");
  }, 30_000);
});
