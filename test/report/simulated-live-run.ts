import { seededRandom } from "../../bench/lib/seeded-random.ts";
import { executionKey } from "../../src/model/execution-key.ts";
import type { ExecutionResult } from "../../src/model/results.ts";
import type { ExecutionStatus } from "../../src/model/status.ts";
import type { CaseSpec, Suite, SuiteFormat } from "../../src/model/suite.ts";
import type { PlannedSuite } from "../../src/report/build-results.ts";
import { type Runner, runnerConfigSchema } from "../../src/runners/runner-config.ts";

export interface SimulatedRunShape {
  suites: number;
  casesPerSuite: number;
  runners: number;
  iterations: number;
  seed: number;
  /** Statuses other than passed, skipped after a verdict, expected-fail cases and confirmations. */
  varied: boolean;
}

export interface SimulatedRun {
  plan: PlannedSuite[];
  /** In the order they finish. */
  executions: ExecutionResult[];
}

/**
 * A run's plan and its executions as they finish: suites of each format (agentv with a mean-score
 * gate and labels, skill-test with titles and hooks, skillgym with repetitions), on several
 * runners. With `varied`, some cases are expected to fail, executions fail, error or are skipped,
 * some cases get confirmation executions, and they finish in a seeded random order.
 */
export function simulatedRun(shape: SimulatedRunShape): SimulatedRun {
  const random = seededRandom(shape.seed);
  const runners = Array.from({ length: shape.runners }, (_, index) => runnerOf(index));
  const plan = Array.from({ length: shape.suites }, (_, index) => ({
    suite: suiteOf(index, shape),
    runners,
  }));
  const executions = plan.flatMap(({ suite }) =>
    suite.cases.flatMap((caseSpec) =>
      runners.flatMap((runner) => {
        const confirmations = shape.varied && random() < 0.15 ? 2 : 0;
        // A few case × runners never run (a budget stop): their verdict is skipped.
        const neverRuns = shape.varied && random() < 0.08;
        return Array.from({ length: caseSpec.iterations + confirmations }, (_, index) => {
          const status = !shape.varied ? "passed" : neverRuns ? "skipped" : statusOf(random(), caseSpec);
          const confirmation = index >= caseSpec.iterations;
          return executionOf({ suite, caseSpec, runner, iteration: index + 1, status, confirmation }, random);
        });
      }),
    ),
  );
  if (!shape.varied) return { plan, executions: interleaved(executions, random) };
  return { plan, executions: shuffled(executions, random) };
}

const FORMATS: readonly SuiteFormat[] = ["agentv", "skill-test", "skillgym"];

function runnerOf(index: number): Runner {
  const agent = index % 2 === 0 ? "claude-code" : "codex";
  return {
    id: `runner-${index + 1}`,
    baseDir: "/repo",
    config: runnerConfigSchema.parse(index === 0 ? { agent, model: "claude-sonnet-4-5" } : { agent }),
  };
}

function suiteOf(index: number, shape: SimulatedRunShape): Suite {
  const format = FORMATS[index % FORMATS.length] ?? "agentv";
  const id = `suite-${String(index + 1).padStart(2, "0")}`;
  const relativePath = `${id}/EVAL.yaml`;
  return {
    id,
    format,
    file: `/repo/${relativePath}`,
    relativePath,
    contentHash: `hash-${id}`,
    skills: [],
    workspace: { mode: "none" },
    warnings: [],
    ...(format === "agentv" && shape.varied ? { meanScoreThreshold: 0.8 } : {}),
    cases: Array.from({ length: shape.casesPerSuite }, (_, caseIndex): CaseSpec => {
      const varied = shape.varied;
      return {
        id: `case-${String(caseIndex + 1).padStart(2, "0")}`,
        prompt: `Write the status report (case ${caseIndex + 1})`,
        tags: varied && caseIndex % 2 === 0 ? ["smoke"] : [],
        expectedFail: varied && caseIndex % 5 === 4,
        iterations: shape.iterations,
        threshold: varied && caseIndex % 3 === 1 ? 0.5 : 1,
        ...(format === "skillgym" && varied && caseIndex % 4 === 0
          ? { repetitions: { repeat: 2, retries: 1 } }
          : {}),
        assertions: [],
        metadata: varied
          ? { description: `Case ${caseIndex + 1}`, difficulty: "hard", category: caseIndex, hook: "simple" }
          : {},
        source: { file: `/repo/${relativePath}`, line: 2 + caseIndex * 5 },
      };
    }),
  };
}

interface PlannedExecution {
  suite: Suite;
  caseSpec: CaseSpec;
  runner: Runner;
  iteration: number;
  status: ExecutionStatus;
  confirmation: boolean;
}

function executionOf(planned: PlannedExecution, random: () => number): ExecutionResult {
  const { suite, caseSpec, runner, iteration, status, confirmation } = planned;
  const graded = status !== "error" && status !== "skipped";
  const passed = status === "passed" || status === "unexpected-passed";
  return {
    key: executionKey(suite.id, caseSpec.id, runner.id, iteration),
    suite: suite.id,
    case: caseSpec.id,
    runner: runner.id,
    iteration,
    status,
    durationMs: status === "skipped" ? 0 : 500 + random() * 2500,
    usage:
      status === "skipped"
        ? {}
        : { inputTokens: 1200, outputTokens: Math.round(random() * 900), totalTokens: 2100 },
    ...(status === "skipped" ? {} : { costUsd: 0.001 + random() / 100 }),
    ...(graded && suite.format === "agentv" ? { score: passed ? 1 : Math.round(random() * 10) / 10 } : {}),
    ...(graded && !passed
      ? {
          failure: {
            origin: "assertion",
            class: { id: "assertion", label: "Assertion failure" },
            message: "contains: expected the report to mention the release",
          },
        }
      : {}),
    ...(status === "error"
      ? {
          failure: {
            origin: "runner",
            class: { id: "timeout", label: "Timeout" },
            message: "timed out after 600000 ms",
          },
        }
      : {}),
    ...(status === "skipped" ? { skipReason: "early-stop" } : {}),
    assertions: graded ? [{ name: "contains", passed }] : [],
    detectedSkills: [],
    agent: runner.config.agent,
    agentVersion: random() < 0.9 ? "2.0.14" : undefined,
    model: random() < 0.8 ? "claude-sonnet-4-5" : undefined,
    artifactDir: `executions/${suite.id}-${caseSpec.id}-${runner.id}-${iteration}`,
    fingerprint: `fingerprint-${suite.id}-${caseSpec.id}`,
    ...(confirmation ? { confirmation: true } : {}),
  };
}

function statusOf(draw: number, caseSpec: CaseSpec): ExecutionStatus {
  if (draw < 0.05) return "error";
  if (draw < 0.12) return "skipped";
  if (caseSpec.expectedFail) return draw < 0.8 ? "expected-failed" : "unexpected-passed";
  return draw < 0.35 ? "failed" : "passed";
}

/** Case × runner groups finish in turn, four at a time, each one's iterations in order (as the engine runs them). */
function interleaved(executions: readonly ExecutionResult[], random: () => number): ExecutionResult[] {
  const groups = new Map<string, ExecutionResult[]>();
  for (const execution of executions) {
    const group = `${execution.suite}/${execution.case}/${execution.runner}`;
    groups.set(group, [...(groups.get(group) ?? []), execution]);
  }
  const waiting = [...groups.values()];
  const running: ExecutionResult[][] = [];
  const finished: ExecutionResult[] = [];
  while (waiting.length > 0 || running.length > 0) {
    while (running.length < 4 && waiting.length > 0) running.push(waiting.shift() ?? []);
    const turn = Math.floor(random() * running.length);
    const next = running[turn]?.shift();
    if (next !== undefined) finished.push(next);
    if (running[turn]?.length === 0) running.splice(turn, 1);
  }
  return finished;
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}
