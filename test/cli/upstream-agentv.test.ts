import { readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { makeProject, runDist } from "../support/run-dist.ts";

/*
 * agentv v4.42.4's published examples (examples/features/*), in their shape, run through
 * dist/cli.js with stand-in agents (node scripts behind `provider: cli` targets).
 */

const ECHO_AGENT = `// Answers with the prompt it was given, to stdout or to --output.
import { writeFileSync } from "node:fs";
const args = process.argv.slice(2);
const prompt = args[args.indexOf("--prompt") + 1] ?? "";
const answer = "echo: " + prompt;
const output = args.indexOf("--output");
if (output === -1) console.log(answer);
else writeFileSync(args[output + 1], answer);
`;

function statuses(outDir: string): Record<string, string> {
  const results = resultsSchema.parse(JSON.parse(readFileSync(join(outDir, "results.json"), "utf8")));
  return Object.fromEntries(results.executions.map((execution) => [execution.case, execution.status]));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

describe("agentv: `.agentv/targets.yaml` targets that delegate with use_target", () => {
  const project = () =>
    makeProject({
      ".agentv/targets.yaml": [
        "targets:",
        "  - name: default",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: agentv's interpolation syntax
        "    use_target: ${{ AGENT_TARGET }}",
        "  - name: echo",
        "    provider: cli",
        "    command: node ../echo-agent.mjs --prompt {PROMPT}",
        "  - name: grader",
        "    provider: openai",
        "",
      ].join("\n"),
      "echo-agent.mjs": ECHO_AGENT,
      "evals/dataset.eval.yaml":
        "execution:\n  target: default\ntests:\n  - id: greets\n    input: Say hello\n    assertions:\n      - type: contains\n        value: 'echo: Say hello'\n",
    });

  it("runs the target AGENT_TARGET names, under the delegating target's name", () => {
    const dir = project();
    const out = join(dir, "out");
    const run = runDist("cli.js", ["run", "evals", "--out", out], {
      cwd: dir,
      env: { AGENT_TARGET: "echo" },
    });
    expect(run.stderr).not.toMatch(/Invalid input|internal error/);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^PASS +evals\/dataset\/greets +default /m);
    expect(statuses(out)).toEqual({ greets: "passed" });
    expect(run.stderr).toContain(
      "target grader: provider openai is not an agent CLI we run, so it is skipped",
    );
  });

  it("without the variable, says which target could not be resolved and why", () => {
    const dir = project();
    const run = runDist("cli.js", ["run", "evals", "--out", join(dir, "out")], { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      "target default: use_target is empty (is the environment variable it reads set?)",
    );
  });
});

describe("agentv: suite file names", () => {
  const files = {
    ".agentv/targets.yaml":
      "targets:\n  - name: echo\n    provider: cli\n    command: node ../echo-agent.mjs --prompt {PROMPT}\n",
    "echo-agent.mjs": ECHO_AGENT,
  };
  const suite = (id: string) =>
    `tests:\n  - id: ${id}\n    input: Hi\n    assertions:\n      - type: contains\n        value: 'echo: Hi'\n`;

  it("takes any YAML file given explicitly (`agentv eval csv-analyzer.EVAL.yaml`)", () => {
    const dir = makeProject({ ...files, "skills/csv-analyzer.EVAL.yaml": suite("analyzes") });
    const out = join(dir, "out");
    const run = runDist("cli.js", ["run", "skills/csv-analyzer.EVAL.yaml", "--out", out], { cwd: dir });
    expect(run.stderr).not.toContain("not a suite file");
    expect(run.status).toBe(0);
    expect(statuses(out)).toEqual({ analyzes: "passed" });
  });

  it("finds eval.yaml, *.eval.yaml and *.EVAL.yaml in folders, as agentv's discovery does", () => {
    const dir = makeProject({
      ...files,
      "suites/eval.yaml": suite("bare"),
      "suites/lower.eval.yaml": suite("lower"),
      "suites/upper.EVAL.yaml": suite("upper"),
      "suites/cases.yaml": "- id: not-a-suite\n  input: x\n",
    });
    const out = join(dir, "out");
    const run = runDist("cli.js", ["run", "suites", "--out", out], { cwd: dir });
    expect(run.status).toBe(0);
    expect(statuses(out)).toEqual({ bare: "passed", lower: "passed", upper: "passed" });
  });
});

describe("agentv: string entries in tests: (examples/features/external-datasets)", () => {
  it("reads the tests of each file:// entry after the inline ones", () => {
    const dir = makeProject({
      ".agentv/targets.yaml":
        "targets:\n  - name: echo\n    provider: cli\n    command: node ../echo-agent.mjs --prompt {PROMPT}\n",
      "echo-agent.mjs": ECHO_AGENT,
      "evals/dataset.eval.yaml": [
        "name: external-datasets-demo",
        "execution:",
        "  target: echo",
        "tests:",
        "  - id: inline-test",
        "    input: Hello",
        "    assertions: [{ type: contains, value: 'echo: Hello' }]",
        "  - file://cases/accuracy.yaml",
        "  - file://cases/regression.jsonl",
        "",
      ].join("\n"),
      "evals/cases/accuracy.yaml":
        "- id: accuracy-1\n  input: Two\n  assertions: [{ type: contains, value: 'echo: Two' }]\n",
      "evals/cases/regression.jsonl":
        '{"id": "regression-1", "input": "Three", "assertions": [{"type": "contains", "value": "echo: Four"}]}\n',
    });
    const out = join(dir, "out");
    const run = runDist("cli.js", ["run", "evals", "--out", out], { cwd: dir });
    expect(run.stderr).not.toContain("expected object, received string");
    expect(run.status).toBe(1);
    expect(statuses(out)).toEqual({
      "inline-test": "passed",
      "accuracy-1": "passed",
      "regression-1": "failed",
    });
  });
});

// examples/features/file-changes: a bash -c target writing {OUTPUT_FILE} in a copy of
// ../workspace-template, graded by a code-grader that reads `output` as a string.
const FILE_CHANGES_TARGETS = `targets:
  - name: mock_agent
    provider: cli
    command: >-
      bash -c '
      printf "Hello, agent!\\n" > hello.txt &&
      rm -f obsolete.log &&
      echo "Done: edited 1 file, deleted 1 file." > {OUTPUT_FILE}
      '
`;
const CHECK_FILE_CHANGES = `import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
const data = JSON.parse(readFileSync(0, "utf8"));
const ws = data.workspace_path;
const checks = [
  { text: "output mentions the edit", passed: data.output.toLowerCase().includes("edited 1 file") },
  { text: "hello.txt edited", passed: readFileSync(join(ws, "hello.txt"), "utf8") === "Hello, agent!\\n" },
  { text: "obsolete.log deleted", passed: !existsSync(join(ws, "obsolete.log")) },
];
console.log(JSON.stringify({ score: checks.filter((c) => c.passed).length / checks.length, assertions: checks }));
`;

describe("agentv: workspace templates beside the evals folder, cli targets, code-grader output", () => {
  const evalFile = (template: string) => `name: file-changes
workspace:
  template: ${template}
execution:
  target: mock_agent
tests:
  - id: verify-edits
    criteria: hello.txt edited, obsolete.log deleted
    input:
      - role: user
        content:
          - type: text
            value: Edit hello.txt and delete obsolete.log.
    assertions:
      - name: check-edits
        type: code-grader
        command: ["node", "../check-file-changes.mjs"]
`;

  it("copies ../workspace-template for each test and reads the answer from {OUTPUT_FILE}", () => {
    const dir = makeProject({
      ".agentv/targets.yaml": FILE_CHANGES_TARGETS,
      "check-file-changes.mjs": CHECK_FILE_CHANGES,
      "workspace-template/hello.txt": "Hello\n",
      "workspace-template/obsolete.log": "old\n",
      "evals/dataset.eval.yaml": evalFile("../workspace-template"),
    });
    const before = filesUnder(dir);
    const out = join(dir, "..", `${relative(join(dir, ".."), dir)}-out`);
    const run = runDist("cli.js", ["run", "evals", "--out", out], { cwd: dir });
    expect(run.stderr).not.toContain("escapes");
    expect(run.status).toBe(0);
    expect(statuses(out)).toEqual({ "verify-edits": "passed" });
    // The template is copied, {OUTPUT_FILE} lives in the execution's private home: the checkout is untouched.
    expect(filesUnder(dir)).toEqual(before);
    expect(readFileSync(join(dir, "workspace-template/hello.txt"), "utf8")).toBe("Hello\n");
  });

  // The example's own grader, check_file_changes.py, in Node: it reads only file_changes.
  it("hands code-graders file_changes, the workspace's changes as git diff writes them", () => {
    const dir = makeProject({
      ".agentv/targets.yaml": `targets:
  - name: mock_agent
    provider: cli
    command: >-
      bash -c '
      printf "Hello, agent!\\n" > hello.txt &&
      printf "{\\"debug\\": true, \\"token\\": \\"%s\\"}\\n" "tok-9f8e7d6c5b4a" > config.json &&
      mkdir -p src tests && echo "export const util = 1;" > src/utils.ts &&
      echo "test();" > tests/main.test.ts && rm obsolete.log &&
      echo done > {OUTPUT_FILE}
      '
`,
      "check-diff.mjs": `import { readFileSync } from "node:fs";
const { file_changes: diff, config } = JSON.parse(readFileSync(0, "utf8"));
const blocks = (diff ?? "").split(/^(?=diff --git )/m);
const has = (test) => blocks.some(test);
const checks = [
  ...config.expect_edited.map((p) => ({ text: "edited " + p, passed: has((b) => b.includes("a/" + p) && b.includes("b/" + p) && !b.includes("/dev/null")) })),
  ...config.expect_created.map((p) => ({ text: "created " + p, passed: has((b) => b.includes("b/" + p) && b.includes("--- /dev/null")) })),
  ...config.expect_deleted.map((p) => ({ text: "deleted " + p, passed: has((b) => b.includes("a/" + p) && b.includes("+++ /dev/null")) })),
];
console.log(JSON.stringify({ score: checks.filter((c) => c.passed).length / checks.length, assertions: checks }));
`,
      "workspace-template/hello.txt": "Hello\n",
      "workspace-template/config.json": '{"debug": false}\n',
      "workspace-template/obsolete.log": "old\n",
      "workspace-template/src/main.ts": "main();\n",
      "evals/dataset.eval.yaml": `workspace:
  template: ../workspace-template
execution:
  target: mock_agent
tests:
  - id: verify-changes
    criteria: file_changes shows the edits, creations and deletion
    input: Edit hello.txt and config.json, create src/utils.ts and tests/main.test.ts, delete obsolete.log.
    assertions:
      - type: code-grader
        command: ["node", "../check-diff.mjs"]
        expect_edited: ["hello.txt", "config.json"]
        expect_created: ["src/utils.ts", "tests/main.test.ts"]
        expect_deleted: ["obsolete.log"]
`,
    });
    const out = join(dir, "out");
    const run = runDist("cli.js", ["run", "evals", "--out", out], {
      cwd: dir,
      env: { DEPLOY_TOKEN: "tok-9f8e7d6c5b4a" },
    });
    expect(run.stderr).not.toMatch(/internal error|not tracked/);
    expect(statuses(out)).toEqual({ "verify-changes": "passed" });
    const results = resultsSchema.parse(JSON.parse(readFileSync(join(out, "results.json"), "utf8")));
    const execution = results.executions[0];
    expect(execution?.score).toBe(1);
    // The diff is kept beside the execution's report, with credentials redacted like the rest.
    const kept = readFileSync(join(out, execution?.artifactDir ?? "", "file_changes.diff"), "utf8");
    expect(kept).toMatch(
      /^diff --git a\/config.json b\/config.json\nindex \w+\.\.\w+ 100644\n--- a\/config.json\n/m,
    );
    expect(kept).toContain("-Hello\n+Hello, agent!");
    expect(kept).not.toContain("tok-9f8e7d6c5b4a");
    // Regrading replays the transcript, which changes no file: the recorded changes are handed over.
    const regraded = join(dir, "regraded");
    const regrade = runDist("cli.js", ["regrade", out, "--out", regraded], { cwd: dir });
    expect(regrade.status, regrade.stderr).toBe(0);
    expect(statuses(regraded)).toEqual({ "verify-changes": "passed" });
    // A results folder whose diff is a link out (a doctored artifact): the link is not followed.
    const host = join(dir, "..", `host-file-${Date.now()}.txt`);
    writeFileSync(host, "HOST-SECRET-CONTENT\n");
    const diffPath = join(out, execution?.artifactDir ?? "", "file_changes.diff");
    rmSync(diffPath);
    symlinkSync(host, diffPath);
    const doctored = join(dir, "regraded-doctored");
    runDist("cli.js", ["regrade", out, "--out", doctored], { cwd: dir });
    expect(statuses(doctored)).toEqual({ "verify-changes": "failed" });
    for (const file of filesUnder(doctored)) {
      expect(readFileSync(join(doctored, file), "utf8"), file).not.toContain("HOST-SECRET");
    }
  });

  it("still refuses a template outside the repository", () => {
    const dir = makeProject({
      ".agentv/targets.yaml": FILE_CHANGES_TARGETS,
      "evals/dataset.eval.yaml": evalFile("../../../elsewhere"),
    });
    const run = runDist("cli.js", ["validate", "evals"], { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /evals\/dataset\.eval\.yaml:3:13.*"\.\.\/\.\.\/\.\.\/elsewhere" is outside the repository root/,
    );
  });
});

describe("agentv: provider: cli targets (examples/features/local-cli)", () => {
  const MOCK_CLI = `import { writeFileSync } from "node:fs";
import { basename } from "node:path";
const args = process.argv.slice(2);
const value = (flag) => args[args.indexOf(flag) + 1];
const files = args.flatMap((arg, index) => (arg === "--file" ? [basename(args[index + 1])] : [])).sort();
const answer = files.length === 0 ? "No attachments received." : \`Attachments detected (\${files.length}): \${files.join(", ")}.\`;
if (!value("--prompt")) process.exit(1);
if (args.includes("--output")) writeFileSync(value("--output"), answer);
else console.log(answer);
`;
  const project = (command: string) =>
    makeProject({
      ".agentv/targets.yaml": `targets:
  - name: local_cli
    provider: cli
    command: ${command}
    files_format: --file {path}
    cwd: ..
`,
      "mock_cli.mjs": MOCK_CLI,
      "evals/example.txt": "example\n",
      "evals/python.instructions.md": "# Python\n",
      "evals/dataset.eval.yaml": `description: CLI provider demonstration
execution:
  target: local_cli
tests:
  - id: cli-provider-echo
    input:
      - role: system
        content:
          - type: file
            value: python.instructions.md
      - role: user
        content:
          - type: text
            value: Please echo this request and mention all attached files by name.
          - type: file
            value: example.txt
    assertions:
      - type: equals
        value: "Attachments detected (2): example.txt, python.instructions.md."
`,
    });

  it("fills {PROMPT} and {FILES} (in files_format), runs in cwd (relative to the eval file), reads {OUTPUT_FILE}", () => {
    const dir = project("node ./mock_cli.mjs --prompt {PROMPT} {FILES} --output {OUTPUT_FILE}");
    const before = filesUnder(dir);
    const out = join(dir, "..", `${relative(join(dir, ".."), dir)}-out`);
    const run = runDist("cli.js", ["run", "evals", "--out", out], { cwd: dir });
    expect(run.status).toBe(0);
    expect(statuses(out)).toEqual({ "cli-provider-echo": "passed" });
    expect(filesUnder(dir)).toEqual(before);
  });

  it("reads stdout when the command names no {OUTPUT_FILE}", () => {
    const dir = project("node ./mock_cli.mjs --prompt {PROMPT_FILE} {FILES}");
    const out = join(dir, "out");
    const run = runDist("cli.js", ["run", "evals", "--out", out], { cwd: dir });
    expect(run.status).toBe(0);
    expect(statuses(out)).toEqual({ "cli-provider-echo": "passed" });
  });

  it("a command that names {OUTPUT_FILE} but writes nothing there is an error, as in agentv", () => {
    const dir = project("node -e 0 {PROMPT} {OUTPUT_FILE}");
    const run = runDist("cli.js", ["run", "evals", "--out", join(dir, "out"), "--format", "json"], {
      cwd: dir,
    });
    expect(run.status).toBe(3);
    const [execution] = JSON.parse(run.stdout).executions;
    expect(execution).toMatchObject({ status: "error", failure: { origin: "normalization" } });
    expect(execution.failure.message).toContain(
      "the command exited 0 without writing its answer to {output_file}",
    );
  });

  it("refuses a placeholder it does not implement, naming it", () => {
    const dir = project("node ./mock_cli.mjs --prompt {PROMPT} --id {EVAL_ID}");
    const run = runDist("cli.js", ["validate", "evals"], { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("target local_cli: the {EVAL_ID} placeholder is not supported");
  });
});

describe("agentv: workspace hooks as workspace-shared-config writes them", () => {
  it("accepts an after_each with only reset (nothing to run: each execution gets a fresh copy)", () => {
    const dir = makeProject({
      // It runs in the workspace copy (the template's), so the agent is inline.
      ".agentv/targets.yaml":
        "targets:\n  - name: echo\n    provider: cli\n    command: >-\n      node -e \"console.log('echo: ' + process.argv[1])\" {PROMPT}\n",
      "workspace-template/README.md": "x\n",
      "evals/dataset.eval.yaml": [
        "workspace:",
        "  template: ../workspace-template",
        "  hooks:",
        "    after_each:",
        "      reset: fast",
        "execution:",
        "  target: echo",
        "tests:",
        "  - id: greets",
        "    input: Hi",
        "    assertions: [{ type: contains, value: 'echo: Hi' }]",
        "",
      ].join("\n"),
    });
    const out = join(dir, "out");
    const run = runDist("cli.js", ["run", "evals", "--out", out], { cwd: dir });
    expect(run.stderr).not.toContain("expected array, received undefined");
    expect(run.stderr).toContain('"reset" in hook after_each is not supported and is ignored');
    expect(run.status).toBe(0);
    expect(statuses(out)).toEqual({ greets: "passed" });
  });
});
