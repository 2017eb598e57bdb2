import { executionKey } from "../model/execution-key.ts";
import type { ExecutionResult } from "../model/results.ts";
import type { ExecutionTask } from "./run-execution.ts";

/** An execution that was planned but not run (early stop): recorded, counted nowhere. */
export function skippedExecution(task: ExecutionTask, reason: string): ExecutionResult {
  return {
    key: executionKey(task.suite.id, task.caseSpec.id, task.runner.id, task.iteration),
    suite: task.suite.id,
    case: task.caseSpec.id,
    runner: task.runner.id,
    iteration: task.iteration,
    status: "skipped",
    skipReason: reason,
    durationMs: 0,
    usage: {},
    assertions: [],
    detectedSkills: [],
    agent: task.runner.config.agent,
    artifactDir: "",
  };
}
