// Hand-built Results for comparison, comment and merge tests, made by the real buildResults.
import { executionKey } from "../../src/model/execution-key.ts";
import type { ExecutionResult, Results } from "../../src/model/results.ts";
import type { CaseSpec, Suite } from "../../src/model/suite.ts";
import { buildResults } from "../../src/report/build-results.ts";
import { type Runner, runnerConfigSchema } from "../../src/runners/runner-config.ts";

export interface CaseRuns {
  suite?: string;
  case: string;
  runner?: string;
  /** One letter per iteration: p passed, f assertion failure, e infrastructure error, s skipped. */
  outcomes: string;
  /** The last this many outcomes are confirmation executions. */
  confirmations?: number;
  expectedFail?: boolean;
  threshold?: number;
  /** The failing assertion's message. */
  message?: string;
  assertion?: string;
  failureClass?: { id: string; label?: string };
  durationMs?: number;
  tokens?: number;
  costUsd?: number;
}

export interface RunnerSpec {
  id: string;
  agent?: "claude-code" | "codex";
  model?: string;
  agentVersion?: string;
}

export interface ResultsOptions {
  runners?: RunnerSpec[];
  commit?: string;
  complete?: boolean;
  startedAt?: string;
}

const DEFAULT_RUNNER: RunnerSpec = { id: "claude", agent: "claude-code", model: "claude-sonnet-4-5" };

export function makeResults(cases: readonly CaseRuns[], options: ResultsOptions = {}): Results {
  const runnerSpecs = options.runners ?? [DEFAULT_RUNNER];
  const runners = runnerSpecs.map(toRunner);
  const suiteIds = [...new Set(cases.map((spec) => spec.suite ?? "demo"))];
  const plan = suiteIds.map((suiteId) => {
    const inSuite = cases.filter((spec) => (spec.suite ?? "demo") === suiteId);
    const used = new Set(inSuite.map((spec) => spec.runner ?? runnerSpecs[0]?.id));
    return { suite: toSuite(suiteId, inSuite), runners: runners.filter((runner) => used.has(runner.id)) };
  });
  const executions = cases.flatMap((spec) =>
    [...spec.outcomes].map((outcome, index) => {
      const execution = toExecution(
        spec,
        outcome,
        index + 1,
        runnerSpecs.find((runner) => runner.id === (spec.runner ?? runnerSpecs[0]?.id)),
      );
      return index >= spec.outcomes.length - (spec.confirmations ?? 0)
        ? { ...execution, confirmation: true }
        : execution;
    }),
  );
  return buildResults({
    startedAt: options.startedAt ?? "2026-11-22T10:00:00.000Z",
    endedAt: "2026-11-22T10:20:00.000Z",
    toolVersion: "0.1.0",
    commit: options.commit,
    complete: options.complete ?? true,
    plan,
    executions,
  });
}

function toRunner(spec: RunnerSpec): Runner {
  return {
    id: spec.id,
    baseDir: "/repo",
    config: runnerConfigSchema.parse({ agent: spec.agent ?? "claude-code", model: spec.model }),
  };
}

function toSuite(id: string, cases: readonly CaseRuns[]): Suite {
  const firstSpec = new Map<string, CaseRuns>();
  for (const spec of cases) if (!firstSpec.has(spec.case)) firstSpec.set(spec.case, spec);
  return {
    id,
    format: "skillgym",
    file: `/repo/${id}.suite.ts`,
    relativePath: `${id}.suite.ts`,
    contentHash: "hash",
    skills: [],
    workspace: { mode: "none" },
    warnings: [],
    cases: [...firstSpec.keys()].map((caseId): CaseSpec => {
      const spec = firstSpec.get(caseId);
      return {
        id: caseId,
        prompt: "p",
        tags: [],
        expectedFail: spec?.expectedFail ?? false,
        iterations: spec?.outcomes.length ?? 1,
        threshold: spec?.threshold ?? 1,
        assertions: [],
        metadata: {},
      };
    }),
  };
}

function toExecution(
  spec: CaseRuns,
  outcome: string,
  iteration: number,
  runner: RunnerSpec | undefined,
): ExecutionResult {
  const suite = spec.suite ?? "demo";
  const runnerId = runner?.id ?? "claude";
  const expectedFail = spec.expectedFail ?? false;
  const status: ExecutionResult["status"] =
    outcome === "p"
      ? expectedFail
        ? "unexpected-passed"
        : "passed"
      : outcome === "f"
        ? expectedFail
          ? "expected-failed"
          : "failed"
        : outcome === "e"
          ? "error"
          : "skipped";
  const assertionName = spec.assertion ?? "skill-used";
  const message = spec.message ?? "expected skill pdf-report to be used; the agent used none";
  return {
    key: executionKey(suite, spec.case, runnerId, iteration),
    suite,
    case: spec.case,
    runner: runnerId,
    iteration,
    status,
    durationMs: spec.durationMs ?? 20_000,
    usage: { totalTokens: spec.tokens ?? 10_000 },
    costUsd: spec.costUsd ?? 0.05,
    failure:
      outcome === "f"
        ? {
            origin: "assertion",
            class: spec.failureClass ?? { id: "assertion", label: "Assertion failure" },
            message: `${assertionName}: ${message}`,
          }
        : outcome === "e"
          ? {
              origin: "runner",
              class: spec.failureClass ?? { id: "timeout", label: "Timeout" },
              message: spec.message ?? "timed out after 600000 ms",
            }
          : undefined,
    skipReason: outcome === "s" ? "filtered" : undefined,
    assertions:
      outcome === "p" || outcome === "f"
        ? [{ name: assertionName, passed: outcome === "p", message: outcome === "f" ? message : undefined }]
        : [],
    detectedSkills: [],
    agent: runner?.agent ?? "claude-code",
    agentVersion: runner?.agentVersion,
    model: runner?.model,
    artifactDir: `executions/${suite}-${spec.case}-${runnerId}-${iteration}`,
  };
}
