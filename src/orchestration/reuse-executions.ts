import type { ExecutionResult, Results } from "../model/results.ts";

export interface ReuseUnit {
  suite: string;
  case: string;
  runner: string;
  iterations: number;
  fingerprint: string;
  /** The agent CLI's `--version` now; undefined for runners without a CLI (replay, command). */
  agentVersion: string | undefined;
  /** The runner is an agent CLI, whose version must match the baseline's. */
  hasCli: boolean;
}

/**
 * The baseline's executions of one case × runner, marked as reused, when they can stand for this
 * run's: every iteration there, the same fingerprint, the same agent CLI version, and none an
 * infrastructure error or skipped for a reason other than early stop. Otherwise undefined. Pure.
 */
export function reusableExecutions(baseline: Results, unit: ReuseUnit): ExecutionResult[] | undefined {
  const previous = baseline.executions
    .filter(
      (execution) =>
        execution.suite === unit.suite && execution.case === unit.case && execution.runner === unit.runner,
    )
    .sort((a, b) => a.iteration - b.iteration);
  if (previous.length !== unit.iterations) return undefined;
  const usable = previous.every(
    (execution, index) =>
      execution.iteration === index + 1 &&
      execution.fingerprint === unit.fingerprint &&
      execution.status !== "error" &&
      (execution.status !== "skipped" || execution.skipReason === "early-stop") &&
      (execution.status === "skipped" || sameVersion(execution, unit)),
  );
  return usable ? previous.map((execution) => ({ ...execution, reused: true })) : undefined;
}

/**
 * Whether the CLI's `--version` answer ("2.1.330 (Claude Code)", "codex-cli 0.47.0") names the
 * version the execution recorded, as a word of its own: 12.1.330 and 2.1.3301 are not 2.1.330.
 */
function sameVersion(execution: ExecutionResult, unit: ReuseUnit): boolean {
  if (!unit.hasCli) return true;
  const recorded = execution.agentVersion?.replace(/^v/, "");
  if (recorded === undefined || unit.agentVersion === undefined) return false;
  return unit.agentVersion.split(/[\s(),;]+/).some((word) => word.replace(/^v/, "") === recorded);
}
