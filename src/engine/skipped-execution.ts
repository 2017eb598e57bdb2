import { executionKey } from "../model/execution-key.ts";
import type { ExecutionResult, Failure } from "../model/results.ts";
import type { ExecutionTask } from "./execution-context.ts";

/** An execution that was planned but not run (early stop, budget): recorded, counted nowhere. */
export function skippedExecution(task: ExecutionTask, reason: string): ExecutionResult {
  return { ...notStarted(task), status: "skipped", skipReason: reason };
}

/** An execution whose suite could not be set up (shared bootstrap, before_all): an `error`. */
export function setupFailedExecution(task: ExecutionTask, failure: Failure): ExecutionResult {
  return { ...notStarted(task), status: "error", failure };
}

function notStarted(task: ExecutionTask): Omit<ExecutionResult, "status"> {
  return {
    key: executionKey(task.suite.id, task.caseSpec.id, task.runner.id, task.iteration),
    suite: task.suite.id,
    case: task.caseSpec.id,
    runner: task.runner.id,
    iteration: task.iteration,
    durationMs: 0,
    usage: {},
    assertions: [],
    detectedSkills: [],
    agent: task.runner.config.agent,
    artifactDir: "",
  };
}
