import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { failureLogFileName, renderFailureLogs } from "../../../src/formats/skill-test/failure-log.ts";
import { ROOT, seedRun } from "./seed-results.ts";

describe("failureLogFileName", () => {
  it("is YYYYMMDD-HHMMSS-mmm-NNNN.json in UTC", () => {
    expect(failureLogFileName(new Date("2026-01-30T14:30:21.123Z"), 0)).toBe("20260130-143021-123-0000.json");
    expect(failureLogFileName(new Date("2026-01-30T14:30:45.456Z"), 1)).toBe("20260130-143045-456-0001.json");
  });
});

describe("renderFailureLogs", () => {
  const { suite, results } = seedRun();
  const at = new Date("2026-01-30T14:30:21.123Z");

  it("writes one log per failing skill into its .skill-test-logs/, with per-iteration detail", () => {
    const logs = renderFailureLogs(results, [suite], { at });
    expect(logs.map((log) => log.path)).toEqual([
      join(ROOT, "seed-example", ".skill-test-logs", "20260130-143021-123-0000.json"),
    ]);
    const log = JSON.parse(logs[0]?.content ?? "{}");
    expect(log.timestamp).toBe("2026-01-30T14:30:21.123Z");
    expect(log.summary).toEqual({
      total_skills: 1,
      passed_skills: 0,
      failed_skills: 1,
      total_tests: 2,
      passed_tests: 1,
      failed_tests: 1,
    });
    const [skill] = log.skills;
    expect(skill).toMatchObject({
      skill_name: "my-skill",
      skill_path: "./seed-example",
      verdict: "Fail",
      error: null,
    });
    expect(skill.tests.map((test: { name: string }) => test.name)).toEqual(["test-001", "test-002"]);
    const second = skill.tests[1];
    expect(second.prompt).toBe(
      'Note: the "my-skill" skill is available for this task. Use it if it applies.\n\nAnother test',
    );
    expect(second.summary).toMatchObject({
      iterations: 2,
      passed: 1,
      failed: 1,
      pass_rate: 50,
      verdict: "Fail",
    });
    expect(second.iterations[1]).toEqual({
      iteration: 2,
      runner: "claude",
      model: "claude-sonnet-4-20250514",
      status: "error",
      passed: false,
      duration_ms: 1000,
      detected_skills: ["my-skill"],
      assertions: [],
      error: "the agent timed out after 60000 ms",
      artifact_dir: "executions/test-002-2",
    });
    expect(skill.tests[0].iterations[2].assertions[0]).toEqual({
      id: "check-output",
      type: null,
      passed: false,
      golden: false,
      message: "not found",
      evidence: null,
    });
  });

  it("writes nothing when every skill passed", () => {
    const passing = {
      ...results,
      cases: results.cases.filter((caseResult) => caseResult.case === "test-001"),
    };
    expect(renderFailureLogs(passing, [suite], { at })).toEqual([]);
  });

  it("numbers logs from firstSequence", () => {
    const [log] = renderFailureLogs(results, [suite], { at, firstSequence: 12 });
    expect(log?.path.endsWith("20260130-143021-123-0012.json")).toBe(true);
  });
});
