import { z } from "zod";

/**
 * The six outcomes (DESIGN §2): an execution's status, and a case verdict over its executions,
 * share one vocabulary.
 */
export const statusSchema = z.enum([
  "passed",
  "failed",
  "expected-failed",
  "unexpected-passed",
  "error",
  "skipped",
]);
export type ExecutionStatus = z.infer<typeof statusSchema>;
/** A case × runner's verdict: one of the same six outcomes as an execution's status. */
export type Verdict = ExecutionStatus;

/** Where in an execution's life a failure happened (skillgym's `RunnerFailureOrigin`, plus ours). */
export const failureOriginSchema = z.enum([
  "assertion",
  "assert-hook",
  "max-steps",
  "model-rejected",
  "runner",
  "workspace-bootstrap",
  "workspace",
  "collection",
  "normalization",
  "snapshot",
  "replay",
  "grader",
]);
export type FailureOrigin = z.infer<typeof failureOriginSchema>;

export const failureClassSchema = z.object({ id: z.string(), label: z.string().optional() });
export type FailureClass = z.infer<typeof failureClassSchema>;
