import { readFileSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeProject, REPO_ROOT, runDist } from "../support/run-dist.ts";

/*
 * agentv v4.42.4 graders as its docs and examples write them (graders/tool-trajectory.mdx,
 * examples/features/tool-trajectory-simple, evaluation/rubrics.mdx), through dist/cli.js on
 * recorded Claude Code sessions, and which config gives the runners.
 */

const FAKE_BIN = join(REPO_ROOT, "test/fixtures/seeds/bin");

/** A Claude Code stream-json session calling these tools in order, then answering. */
function session(tools: [name: string, input: Record<string, unknown>][], answer: string): string {
  const lines: unknown[] = [
    { type: "system", subtype: "init", session_id: "s1", model: "claude-sonnet-4-5", tools: [] },
    ...tools.map(([name, input], index) => ({
      type: "assistant",
      message: { id: `m${index}`, content: [{ type: "tool_use", id: `t${index}`, name, input }] },
    })),
    { type: "assistant", message: { id: "final", content: [{ type: "text", text: answer }] } },
    { type: "result", subtype: "success", is_error: false, result: answer, num_turns: tools.length + 1 },
  ];
  return `${lines.map((line) => JSON.stringify(line)).join("\n")}\n`;
}

const REPLAY = "runners:\n  mock_agent:\n    agent: replay\n    transcripts: ./transcripts\n";

describe("agentv: tool-trajectory (tool-trajectory-simple's shape)", () => {
  const evalFile = `name: tool-trajectory-simple
execution:
  target: mock_agent
tests:
  - id: any-order-pass
    criteria: Researches with the knowledge base.
    input: Research the key differences between REST and GraphQL APIs.
    assertions:
      - name: tool-usage-check
        type: tool-trajectory
        mode: any_order
        minimums:
          knowledgeSearch: 2
          documentRetrieve: 1
  - id: in-order-pass
    criteria: Follows the pipeline.
    input: Process the customer data from the API endpoint.
    assertions:
      - name: workflow-sequence
        type: tool-trajectory
        mode: in_order
        expected:
          - tool: fetchData
            args: { source: api }
            args_match: superset
          - tool: transformData
  - id: exact-fail
    criteria: Exactly the auth sequence.
    input: Authenticate the user.
    assertions:
      - name: auth-sequence
        type: tool-trajectory
        mode: exact
        expected:
          - tool: checkCredentials
          - tool: auditLog
`;

  it("grades any_order, in_order with argument matching, and exact against the session's tool calls", () => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY,
      "evals/dataset.eval.yaml": evalFile,
      "transcripts/any-order-pass.jsonl": session(
        [
          ["knowledgeSearch", { query: "REST" }],
          ["knowledgeSearch", { query: "GraphQL" }],
          ["documentRetrieve", { id: 1 }],
        ],
        "REST vs GraphQL",
      ),
      "transcripts/in-order-pass.jsonl": session(
        [
          ["fetchData", { source: "api", limit: 5 }],
          ["validateSchema", {}],
          ["transformData", {}],
        ],
        "Processed.",
      ),
      "transcripts/exact-fail.jsonl": session(
        [
          ["checkCredentials", {}],
          ["generateToken", {}],
          ["auditLog", {}],
        ],
        "Done.",
      ),
    });
    const run = runDist("cli.js", ["run", "evals", "--out", join(dir, "out"), "--format", "json"], {
      cwd: dir,
    });
    expect(run.stderr).not.toMatch(/unknown assertion type/);
    expect(run.status).toBe(1);
    const executions: { case: string; status: string; assertions: { evidence?: string }[] }[] = JSON.parse(
      run.stdout,
    ).executions;
    expect(Object.fromEntries(executions.map((execution) => [execution.case, execution.status]))).toEqual({
      "any-order-pass": "passed",
      "in-order-pass": "passed",
      "exact-fail": "failed",
    });
    const exact = executions.find((execution) => execution.case === "exact-fail");
    expect(exact?.assertions[0]?.evidence).toContain("Position 1: expected auditLog, got generateToken");
  });

  it("refuses an unknown mode at load, naming the modes", () => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY,
      "evals/dataset.eval.yaml": evalFile.replace("mode: exact", "mode: strict"),
    });
    const run = runDist("cli.js", ["validate", "evals"], { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /evals\/dataset\.eval\.yaml:\d+:\d+.*mode must be any_order, in_order, exact, superset or subset/,
    );
  });
});

describe("agentv: rubric operators (rubrics.mdx)", () => {
  const evalFile = (criterion: string) => `execution:
  target: mock_agent
tests:
  - id: revenue
    input: Summarise the quarter.
    assertions:
      - type: rubrics
        criteria:
${criterion}
`;
  const project = (criterion: string) =>
    makeProject({
      "skill-eval.config.yaml": `${REPLAY}judge:\n  provider: claude-cli\n`,
      "evals/dataset.eval.yaml": evalFile(criterion),
      "transcripts/revenue.jsonl": session([], "Costs went down this quarter."),
    });

  it("contradiction asks the judge whether the answer contradicts the outcome, not whether it states it", () => {
    const dir = project(
      "          - id: no-revenue-conflict\n            operator: contradiction\n            outcome: Revenue increased to $10M\n            required: true",
    );
    const log = join(dir, "judge.log");
    const run = runDist("cli.js", ["run", "evals", "--out", join(dir, "out")], {
      cwd: dir,
      env: { PATH: `${FAKE_BIN}${delimiter}${process.env.PATH ?? ""}`, FAKE_CLAUDE_LOG: log },
    });
    expect(run.status).toBe(0);
    const asked = readFileSync(log, "utf8");
    expect(asked).toContain("does not contradict the following statement");
    expect(asked).toContain("Revenue increased to $10M");
  });

  it("refuses a rubric field it does not implement at load (score_ranges), and an unknown operator", () => {
    const ranges = project(
      "          - id: accuracy\n            outcome: Correct\n            score_ranges:\n              0: Wrong\n              10: Right",
    );
    const run = runDist("cli.js", ["validate", "evals"], { cwd: ranges });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("score_ranges (score-range rubrics) is not supported");
    const operator = project("          - outcome: Correct\n            operator: entailment");
    const second = runDist("cli.js", ["validate", "evals"], { cwd: operator });
    expect(second.status).toBe(2);
    expect(second.stderr).toContain("operator must be correctness or contradiction");
  });
});

describe("config precedence: a skill-eval.config.* wins over a nearer .agentv/targets.yaml", () => {
  it("runs the root config's runner of that name, not the target", () => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY,
      "transcripts/greets.jsonl": session([], "hello from the replay"),
      "evals/.agentv/targets.yaml":
        "targets:\n  - name: mock_agent\n    provider: cli\n    command: node -e \"console.log('hello from the target')\"\n",
      "evals/dataset.eval.yaml":
        "execution:\n  target: mock_agent\ntests:\n  - id: greets\n    input: Hi\n    assertions:\n      - type: contains\n        value: hello from the replay\n",
    });
    const run = runDist("cli.js", ["run", "evals", "--out", join(dir, "out")], { cwd: dir });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^PASS +evals\/dataset\/greets +mock_agent/m);
  });
});

describe("agentv: a code-grader that prints megabytes", () => {
  // 3 MB of log lines on the stream `LOGS` names, then the result on stdout.
  const grader = `const line = "log ".repeat(24) + "\\n";
const logs = process.env.LOGS === "stdout" ? process.stdout : process.stderr;
for (let i = 0; i < 30000; i++) logs.write(line);
process.stdout.write(JSON.stringify({ score: 1 }) + "\\n");
`;
  const evalFile = (logs: string) => `execution:
  target: mock_agent
tests:
  - id: logs-on-${logs}
    criteria: Answers.
    input: Answer.
    assertions:
      - name: grade
        type: code-grader
        command: ["sh", "-c", "LOGS=${logs} exec node ../grade.mjs"]
`;

  it("is read to the end: logs on stderr leave its result to decide; past 1 MiB of stdout it is a grader error", () => {
    const dir = makeProject({
      "skill-eval.config.yaml": REPLAY,
      "grade.mjs": grader,
      "evals/stderr.eval.yaml": evalFile("stderr"),
      "evals/stdout.eval.yaml": evalFile("stdout"),
      "transcripts/logs-on-stderr.jsonl": session([], "42"),
      "transcripts/logs-on-stdout.jsonl": session([], "42"),
    });
    const run = runDist("cli.js", ["run", "evals", "--out", join(dir, "out"), "--format", "json"], {
      cwd: dir,
      env: { PATH: [dirname(process.execPath), process.env.PATH ?? ""].join(delimiter) },
    });
    const executions: {
      case: string;
      status: string;
      failure?: { class: { id: string } };
      assertions: { message: string }[];
    }[] = JSON.parse(run.stdout).executions;
    const byCase = Object.fromEntries(executions.map((execution) => [execution.case, execution]));
    expect(byCase["logs-on-stderr"]?.status).toBe("passed");
    expect(byCase["logs-on-stdout"]).toMatchObject({
      status: "error",
      failure: { class: { id: "grader-error" } },
    });
    expect(byCase["logs-on-stdout"]?.assertions[0]?.message).toMatch(
      /^code-grader: sh -c LOGS=stdout exec node \.\.\/grade\.mjs printed more on stdout than is kept of it \(\d+ bytes were cut from its middle\), so its result was not read/,
    );
  });
});
