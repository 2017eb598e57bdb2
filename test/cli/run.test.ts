import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { makeProject, REPO_ROOT, runDist } from "../support/run-dist.ts";

const SKILL_USED = readFileSync(
  join(REPO_ROOT, "test/fixtures/transcripts/claude/skill-used/stdout.jsonl"),
  "utf8",
);
const SKILL_NOT_USED = readFileSync(
  join(REPO_ROOT, "test/fixtures/transcripts/claude/skill-not-used/stdout.jsonl"),
  "utf8",
);
const API_ERROR = readFileSync(
  join(REPO_ROOT, "test/fixtures/transcripts/claude/api-error-500/stdout.jsonl"),
  "utf8",
);

const REPLAY_CONFIG = "runners:\n  replay:\n    agent: replay\n    transcripts: ./transcripts\n";

function readResults(outDir: string) {
  return resultsSchema.parse(JSON.parse(readFileSync(join(outDir, "results.json"), "utf8")));
}

describe("skill-eval run", () => {
  it("runs the demo with no API key and prints the table", () => {
    const out = makeProject({});
    const run = runDist("cli.js", ["run", "examples/demo", "--out", out]);
    expect(run.stderr).not.toMatch(/internal error/);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^PASS +examples\/demo\/demo\/status-report +claude-replay +100% \(1\/1\)/m);
    expect(run.stdout).toMatch(/^XFAIL +examples\/demo\/demo\/skill-read-not-invoked/m);
    const results = readResults(out);
    const status = Object.fromEntries(
      results.executions.map((execution) => [execution.case, execution.status]),
    );
    expect(status).toEqual({
      "status-report": "passed",
      "report-and-changelog": "passed",
      "hello-file": "passed",
      "project-check": "passed",
      "skill-read-not-invoked": "expected-failed",
    });
    expect(
      results.executions.find((execution) => execution.case === "status-report")?.detectedSkills,
    ).toEqual(["pdf-report"]);
    expect(readFileSync(join(out, "report.md"), "utf8")).toContain("### Expected failures (1)");
    expect(existsSync(join(out, "executions"))).toBe(true);
    // Every execution's session is on the page, and no temporary file is left beside it.
    const html = readFileSync(join(out, "report.html"), "utf8");
    expect(html.match(/<script type="application\/[a-z+0-9]+" id="detail-\d+">/g)).toHaveLength(5);
    expect(readdirSync(out).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    expect(readFileSync(join(out, "junit.xml"), "utf8")).toMatch(
      /^<\?xml[^>]*>\s*<testsuites name="skill-eval" tests="5" failures="0" errors="0" skipped="0"/,
    );
  });

  it("exits 1 when a case fails, and 1 for an unexpected pass", () => {
    const project = makeProject({
      "skill-eval.config.yaml": REPLAY_CONFIG,
      "transcripts/uses-skill.jsonl": SKILL_USED,
      "transcripts/stale-expectation.jsonl": SKILL_USED,
      "checks.suite.ts": `import { assert, type Case } from "skillgym";
export default [
  { id: "uses-skill", prompt: "p", assert(report) { assert.skills.has(report, "changelog-writer"); } },
  { id: "stale-expectation", prompt: "p", expectedFail: true, assert(report) { assert.skills.has(report, "pdf-report"); } },
] satisfies Case[];
`,
    });
    const run = runDist("cli.js", ["run", "--format", "json"], { cwd: project });
    expect(run.status).toBe(1);
    const results = resultsSchema.parse(JSON.parse(run.stdout));
    expect(results.cases.map((result) => [result.case, result.verdict])).toEqual([
      ["uses-skill", "failed"],
      ["stale-expectation", "unexpected-passed"],
    ]);
    const failure =
      results.executions[0]?.case === "uses-skill"
        ? results.executions[0].failure
        : results.executions[1]?.failure;
    expect(failure?.origin).toBe("assertion");
    expect(failure?.message).toContain("changelog-writer");
  });

  it("keeps an expected failure green but an infrastructure error red (exit 3 when everything errored)", () => {
    const project = makeProject({
      "skill-eval.config.yaml": REPLAY_CONFIG,
      "transcripts/known-gap.jsonl": SKILL_NOT_USED,
      "transcripts/agent-down.jsonl": API_ERROR,
      "transcripts/agent-down.exit-code.txt": "1\n",
      "gap.suite.ts": `import { assert } from "skillgym";
export default [{ id: "known-gap", prompt: "p", expectedFail: true, assert(report) { assert.skills.has(report, "pdf-report"); } }];
`,
      "down.suite.ts": `import { assert } from "skillgym";
export default [{ id: "agent-down", prompt: "p", expectedFail: true, assert(report) { assert.skills.has(report, "pdf-report"); } }];
`,
    });
    const gap = runDist("cli.js", ["run", "gap.suite.ts"], { cwd: project });
    expect(gap.status).toBe(0);
    const down = runDist("cli.js", ["run", "down.suite.ts"], { cwd: project });
    expect(down.status).toBe(3);
    const results = readResults(join(project, ".skill-eval"));
    expect(results.executions[0]).toMatchObject({
      status: "error",
      failure: { origin: "runner", class: { id: "api-error" } },
    });
  });

  it("reports a missing transcript as a replay-missing error naming where it looked", () => {
    const project = makeProject({
      "skill-eval.config.yaml": REPLAY_CONFIG,
      "transcripts/.keep": "",
      "a.suite.mjs": `export default [{ id: "nothing-recorded", prompt: "p", assert() {} }];\n`,
    });
    const run = runDist("cli.js", ["run"], { cwd: project });
    expect(run.status).toBe(3);
    const [execution] = readResults(join(project, ".skill-eval")).executions;
    expect(execution?.failure?.class.id).toBe("replay-missing");
    expect(execution?.failure?.message).toContain("transcripts/nothing-recorded.jsonl");
  });

  it("maps `skillgym` to our API even where the real package is installed", () => {
    // The repository itself has skillgym@0.8.1 in node_modules (for the type test); its API exports loadConfig.
    const run = runDist("cli.js", [
      "run",
      "test/fixtures/suites/module-hook.suite.ts",
      "--config",
      "test/fixtures/suites/skill-eval.config.yaml",
      "--out",
      makeProject({}),
    ]);
    expect(run.stderr).not.toMatch(/error:/);
    expect(run.status).toBe(0);
  });

  it("resolves our own package name for suites outside any node_modules", () => {
    const out = makeProject({});
    const run = runDist("cli.js", [
      "run",
      "test/fixtures/suites/own-package-name.suite.ts",
      "--config",
      "test/fixtures/suites/skill-eval.config.yaml",
      "--out",
      out,
    ]);
    expect(run.stderr).not.toMatch(/error:/);
    expect(run.status).toBe(0);
  });
});

describe("skill-eval configuration errors", () => {
  it("points at the config line, gives a hint, exits 2 and shows no stack", () => {
    const project = makeProject({
      "skill-eval.config.yaml": "runners:\n  claude:\n    agent: claude-code\n    modle: opus\n",
      "a.suite.ts": "export default [];\n",
    });
    const run = runDist("cli.js", ["run"], { cwd: project });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("error: skill-eval.config.yaml:4:5: ");
    expect(run.stderr).toContain('did you mean "model"?');
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });

  it("reports a suite that does not load with its file and line", () => {
    const project = makeProject({
      "skill-eval.config.yaml": REPLAY_CONFIG,
      "broken.suite.ts": 'import { assert } from "skillgym";\nconst x: number = ;\nexport default [];\n',
    });
    const run = runDist("cli.js", ["run"], { cwd: project });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("error: broken.suite.ts:2: ");
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });

  it("lists every malformed case at once", () => {
    const project = makeProject({
      "skill-eval.config.yaml": REPLAY_CONFIG,
      "bad.suite.mjs": 'export default [{ id: "a", prompt: 1, assert() {} }, { id: "b", prompt: "p" }];\n',
    });
    const run = runDist("cli.js", ["run"], { cwd: project });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/case #1: prompt:/);
    expect(run.stderr).toMatch(/case #2: assert: assert must be a function/);
    expect(run.stderr).toContain("2 configuration problem(s); nothing ran.");
  });

  it("hints a value above a bound the field excludes, not one it refuses too", () => {
    const project = makeProject({
      "skill-eval.config.yaml": `${REPLAY_CONFIG}timeoutMs: 0\n`,
      "a.suite.mjs": 'export default [{ id: "a", prompt: "p", assert() {} }];\n',
    });
    const run = runDist("cli.js", ["validate"], { cwd: project });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("hint: use a value above 0");
  });

  it("an --out that names a file is a configuration error (exit 2), not an internal one", () => {
    const project = makeProject({
      "skill-eval.config.yaml": REPLAY_CONFIG,
      "transcripts/a.jsonl": "",
      "a.suite.mjs": 'export default [{ id: "a", prompt: "p", assert() {} }];\n',
    });
    for (const out of ["a.suite.mjs", "a.suite.mjs/sub"]) {
      const run = runDist("cli.js", ["run", "--out", out], { cwd: project });
      expect(run.status, run.stderr).toBe(2);
      expect(run.stderr).toContain("a file is in the way");
      expect(run.stderr).not.toContain("internal error");
    }
  });

  it("rejects unknown commands and options with exit 2", () => {
    expect(runDist("cli.js", ["frobnicate"]).status).toBe(2);
    const run = runDist("cli.js", ["run", "--nope"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--nope/);
  });
});

describe("the showcases, as a new user runs them", () => {
  it("runs the agentv showcase (tests: ./cases/) green with its replay runner", () => {
    const out = makeProject({});
    const run = runDist("cli.js", ["run", "examples/agentv-showcase", "--out", out]);
    expect(run.stderr).not.toMatch(/error|warning/);
    expect(run.status).toBe(0);
    const results = readResults(out);
    expect(results.suites).toEqual([
      expect.objectContaining({ id: "examples/agentv-showcase", format: "agentv", caseCount: 3 }),
    ]);
    const statusReport = results.executions.find((execution) => execution.case === "status-report");
    expect(statusReport?.assertions.map((outcome) => [outcome.name, outcome.type, outcome.passed])).toEqual([
      ["skill-trigger-pdf-report", "skill-trigger", true],
      ["contains-report.txt", "contains", true],
      ["names-the-file", "regex", true],
    ]);
  });

  it("discovers every format in the examples tree, each with the config beside it", () => {
    const run = runDist("cli.js", ["discover", "examples", "--json"]);
    expect(run.status).toBe(0);
    const listing = JSON.parse(run.stdout) as { suites: { id: string; format: string; runners: string[] }[] };
    expect(listing.suites.map((suite) => [suite.format, suite.runners.join(",")])).toEqual([
      ["agentv", "claude-replay"],
      ["skillgym", "claude-replay"],
      ["skill-test", "claude"],
      ["skill-test", "claude"],
      ["evals-json", "claude"],
    ]);
  });

  it("validates the examples tree without running an agent", () => {
    // A key, as CI gives one: validate also checks the runners' credentials and the judge.
    const run = runDist("cli.js", ["validate", "examples"], { env: { ANTHROPIC_API_KEY: "test" } });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe("valid: 5 suite(s), 14 case(s)\n");
  });
});

describe("replaying a session log an agent kept on disk", () => {
  it("re-grades a real Claude Code session (~/.claude/projects/*.jsonl) with the session-log format", () => {
    const sessions = join(REPO_ROOT, "test/fixtures/public/claude-session-jsonl");
    const project = makeProject({
      "skill-eval.config.yaml": `runners:\n  recorded:\n    agent: replay\n    format: claude-session\n    transcripts: ${JSON.stringify(sessions)}\n`,
      "sessions.suite.mjs": `import { assert } from "skillgym";
export default [
  { id: "marot-spotter__ae4a77f8-skill-success", prompt: "p", assert(report) { assert.skills.has(report, "elixir:hex-docs-search"); } },
  { id: "marot-spotter__8463c716-skill-error", prompt: "p", assert(report) { assert.skills.notHas(report, "handgemacht:commit"); } },
];
`,
    });
    const run = runDist("cli.js", ["run", "--format", "json"], { cwd: project });
    expect(run.stderr).not.toMatch(/error:/);
    expect(run.status).toBe(0);
    const results = resultsSchema.parse(JSON.parse(run.stdout));
    // Sorted by execution key.
    expect(results.executions.map((execution) => [execution.case, execution.status])).toEqual([
      ["marot-spotter__8463c716-skill-error", "passed"],
      ["marot-spotter__ae4a77f8-skill-success", "passed"],
    ]);
  });
});

describe("selecting cases", () => {
  const cases = (args: string[]) => {
    const out = makeProject({});
    const run = runDist("cli.js", ["run", "examples/demo", "--out", out, "--format", "json", ...args]);
    expect(run.status).toBe(0);
    return resultsSchema.parse(JSON.parse(run.stdout)).executions.map((execution) => execution.case);
  };

  it("keeps cases with any of the tags given (repeated or comma-separated)", () => {
    expect(cases(["--tag", "smoke"])).toEqual(["status-report"]);
    expect(cases(["--tag", "nope,smoke"])).toEqual(["status-report"]);
  });

  it("keeps cases whose id matches a --case glob, and combines with --filter", () => {
    expect(cases(["--case", "*-file"])).toEqual(["hello-file"]);
    expect(cases(["--case", "*report*", "--filter", "changelog"])).toEqual(["report-and-changelog"]);
  });

  it("takes the suite/case id the output shows, and a suite/case/runner or execution key", () => {
    expect(cases(["--filter", "examples/demo/demo/hello-file"])).toEqual(["hello-file"]);
    expect(cases(["--case", "examples/demo/demo/hello-file"])).toEqual(["hello-file"]);
    expect(cases(["--filter", "examples/demo/demo/hello-file/claude-replay"])).toEqual(["hello-file"]);
    expect(cases(["--filter", "examples/demo/demo/hello-file/claude-replay#1"])).toEqual(["hello-file"]);
    expect(cases(["--case", "examples/demo/demo/*-file"])).toEqual(["hello-file"]);
    // Plain text without a / still matches the case id alone, not the suite's.
    expect(cases(["--filter", "hello"])).toEqual(["hello-file"]);
  });

  it("keeps only the runner a suite/case/runner key names", () => {
    const project = makeProject({});
    cpSync(join(REPO_ROOT, "examples/demo"), project, { recursive: true });
    const config = readFileSync(join(project, "skill-eval.config.yaml"), "utf8");
    writeFileSync(
      join(project, "skill-eval.config.yaml"),
      config.replace(
        "runners:\n",
        "runners:\n  second:\n    agent: replay\n    format: claude-code\n    transcripts: ./transcripts\n",
      ),
    );
    const run = runDist(
      "cli.js",
      ["run", "--format", "json", "--filter", "demo/hello-file/second", "--filter", "demo/project-check"],
      { cwd: project },
    );
    expect(run.stderr).not.toMatch(/error:/);
    expect(run.status).toBe(0);
    expect(
      resultsSchema
        .parse(JSON.parse(run.stdout))
        .cases.map((result) => result.key)
        .sort(),
    ).toEqual(["demo/hello-file/second", "demo/project-check/claude-replay", "demo/project-check/second"]);
  });

  it("names the ids there are when a filter keeps nothing", () => {
    const run = runDist("cli.js", [
      "run",
      "examples/demo",
      "--out",
      makeProject({}),
      "--filter",
      "demo/nothing",
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/nothing to run: no case matches the filters/);
    expect(run.stderr).toMatch(
      /the 5 cases found: examples\/demo\/demo\/status-report, examples\/demo\/demo\/report-and-changelog, /,
    );
  });

  it("names the suites that have no cases when no suite has any", () => {
    const project = makeProject({
      "skill-eval.config.yaml": 'runners:\n  sh:\n    agent: command\n    command: ["true"]\n',
      "evals/empty/EVAL.yaml": "name: empty\ntests: []\n",
    });
    const run = runDist("cli.js", ["validate"], { cwd: project });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/nothing to run: the suites found have no cases: evals\/empty\/EVAL\.yaml/);
  });

  it("says so when nothing matches", () => {
    const run = runDist("cli.js", [
      "run",
      "examples/demo",
      "--out",
      makeProject({}),
      "--tag",
      "nothing-has-this",
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/nothing to run/);
  });
});

describe("an output folder inside the project", () => {
  it("is no suite on the next run: a second `run . -o results` runs as the first", () => {
    const project = makeProject({
      // The agent writes an eval file into its workspace, kept under results/ as its case fails.
      "skill-eval.config.yaml": `runners:\n  sh:\n    agent: command\n    command: ["sh", "-c", "printf 'tests: [{ id: written, input: hi, assertions: [judge this] }]' > notes.eval.yaml"]\n`,
      "evals/template/README.md": "a fixture\n",
      "evals/EVAL.yaml":
        "workspace:\n  template: ./template\ntests:\n  - id: writes-notes\n    input: write an eval\n    assertions:\n      - type: contains\n        value: never-there\n",
    });
    const run = () => runDist("cli.js", ["run", ".", "-o", "results", "--format", "json"], { cwd: project });
    const first = run();
    expect(first.status).toBe(1);
    expect(readdirSync(join(project, "results/workspaces"))).toHaveLength(1);
    const second = run();
    expect(second.stderr).not.toMatch(/error:/);
    expect(second.status).toBe(1);
    expect(
      resultsSchema.parse(JSON.parse(second.stdout)).executions.map((execution) => execution.key),
    ).toEqual(["evals/writes-notes/sh#1"]);
  });
});

describe("a budget", () => {
  it("skips the executions not yet started once the spend reaches it, and says so", () => {
    const out = makeProject({});
    // The replayed sessions cost $0.0018, $0.0030, ... (Claude Code's own figures), one at a time.
    const run = runDist("cli.js", ["run", "examples/demo", "--out", out, "-p", "1", "--budget-usd", "0.004"]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/budget reached: 3 execution\(s\) skipped/);
    // Two of five cases ran: that is not a green run, however well those two did.
    expect(run.stdout).toContain(
      "⚠️ the budget was spent before 3 of 5 cases ran; the 2 cases that ran met expectations",
    );
    expect(run.stdout).not.toContain("✅");
    const results = resultsSchema.parse(JSON.parse(readFileSync(join(out, "results.json"), "utf8")));
    // Run in suite order: status-report ($0.0018), report-and-changelog ($0.0030), then the budget is spent.
    expect(
      Object.fromEntries(
        results.executions.map((execution) => [execution.case, execution.skipReason ?? execution.status]),
      ),
    ).toEqual({
      "status-report": "passed",
      "report-and-changelog": "passed",
      "hello-file": "budget",
      "project-check": "budget",
      "skill-read-not-invoked": "budget",
    });
    const report = readFileSync(join(out, "report.md"), "utf8");
    expect(report).toContain("The budget was reached: 3 execution(s) were skipped");
    expect(report).toContain(
      "## ⚠️ Budget reached: 3 of 5 cases not run; the 2 that ran met expectations; no baseline to compare with",
    );
  });
});

describe("validate --lenient and --strict", () => {
  it("checks the suites as run --lenient loads them: an unknown skill-test field is a warning, exit 0", () => {
    const dir = makeProject({});
    cpSync(
      join(REPO_ROOT, "test/fixtures/skill-test/errors/unknown-keys"),
      join(dir, "skills/unknown-keys"),
      {
        recursive: true,
      },
    );
    const strict = runDist("cli.js", ["validate", "--no-credentials"], { cwd: dir });
    expect(strict.status).toBe(2);
    expect(strict.stderr).toContain('unknown field "iteration" in a test case');
    const lenient = runDist("cli.js", ["validate", "--no-credentials", "--lenient"], { cwd: dir });
    expect(lenient.status, lenient.stderr).toBe(0);
    expect(lenient.stderr).toContain('unknown key "iteration" in a test case is ignored');
  });
});
