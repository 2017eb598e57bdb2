import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ExecutionResult } from "../../src/model/results.ts";
import type { CaseSpec, Suite } from "../../src/model/suite.ts";
import { buildResults } from "../../src/report/build-results.ts";
import { markdownCode } from "../../src/report/markdown-escape.ts";
import { renderMarkdownReport } from "../../src/report/render-markdown.ts";
import { renderTerminalTable } from "../../src/report/render-terminal.ts";
import type { Runner } from "../../src/runners/runner-config.ts";
import { goldenFiles } from "../support/golden-files.ts";

const expectGolden = goldenFiles(join(import.meta.dirname, "golden"));

function caseSpec(id: string, expectedFail = false): CaseSpec {
  return {
    id,
    prompt: "p",
    tags: [],
    expectedFail,
    iterations: 1,
    threshold: 1,
    assertions: [],
    metadata: {},
  };
}

function execution(
  caseId: string,
  status: ExecutionResult["status"],
  failure?: ExecutionResult["failure"],
): ExecutionResult {
  return {
    key: `demo/${caseId}/claude#1`,
    suite: "demo",
    case: caseId,
    runner: "claude",
    iteration: 1,
    status,
    durationMs: 1500,
    usage: { inputTokens: 300, outputTokens: 60, totalTokens: 360 },
    costUsd: 0.0018,
    failure,
    assertions: [],
    detectedSkills: [],
    agent: "claude-code",
    artifactDir: `executions/${caseId}`,
  };
}

const hostileId = "pipe|`tick`<script>alert(1)</script>\nnewline";
const suite: Suite = {
  id: "demo",
  format: "skillgym",
  file: "/repo/demo.suite.ts",
  relativePath: "demo.suite.ts",
  contentHash: "abc",
  skills: [],
  workspace: { mode: "none" },
  warnings: [],
  cases: [
    caseSpec("passes"),
    caseSpec("fails"),
    caseSpec("gap", true),
    caseSpec("stale", true),
    caseSpec("crashes"),
    caseSpec(hostileId),
  ],
};
const runners: Runner[] = [
  {
    id: "claude",
    baseDir: "/repo",
    config: {
      agent: "claude-code",
      command: "claude",
      permissionMode: "bypassPermissions",
      args: [],
      env: {},
      model: "claude-sonnet-4-5",
    },
  },
];
const results = buildResults({
  startedAt: "2026-11-22T10:00:00.000Z",
  endedAt: "2026-11-22T10:01:00.000Z",
  toolVersion: "0.1.0",
  complete: true,
  plan: [{ suite, runners }],
  executions: [
    execution("passes", "passed"),
    execution("fails", "failed", {
      origin: "assertion",
      class: { id: "assertion", label: "Assertion failure" },
      message: "Expected skill pdf-report\nobserved: none",
    }),
    execution("gap", "expected-failed", {
      origin: "assertion",
      class: { id: "assertion" },
      message: "skill not used",
    }),
    execution("stale", "unexpected-passed"),
    execution("crashes", "error", {
      origin: "runner",
      class: { id: "timeout", label: "Timeout" },
      message: "timed out after 600000 ms",
    }),
    execution(hostileId, "failed", {
      origin: "assertion",
      class: { id: "assertion" },
      message: "<img src=x onerror=alert(1)> | `x`",
    }),
  ],
});

describe("report rendering", () => {
  it("summarises verdicts and the exit code", () => {
    expect(results.summary.cases).toEqual({
      passed: 1,
      failed: 2,
      "expected-failed": 1,
      "unexpected-passed": 1,
      error: 1,
    });
    expect(results.summary.exitCode).toBe(1);
    expect(results.summary.passRate).toBeCloseTo(2 / 6);
  });

  it("renders report.md as recorded", () => {
    expectGolden("report.md", renderMarkdownReport(results));
  });

  it("renders the terminal table as recorded", () => {
    expectGolden("terminal.txt", renderTerminalTable(results));
  });

  it("keeps hostile case ids and messages from breaking out of markdown", () => {
    const markdown = renderMarkdownReport(results);
    // Code spans show their content literally; everywhere else no raw HTML may appear.
    const outsideCode = markdown.replace(/(`+) .*? \1|(`+)[^`].*?\2/g, "");
    expect(outsideCode).not.toMatch(/<script|<img/);
    expect(markdown).toContain("&lt;img src=x onerror=alert(1)&gt;");
    for (const line of markdown.split("\n").filter((row) => row.startsWith("| `demo`"))) {
      expect(line.replace(/\\\|/g, "").split("|")).toHaveLength(8);
    }
  });

  it("fences code spans longer than any backtick run inside", () => {
    expect(markdownCode("a`b")).toBe("``a`b``");
    expect(markdownCode("`x`")).toBe("`` `x` ``");
  });
});
