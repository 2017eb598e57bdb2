import { z } from "zod";

export const executionStatusSchema = z.enum([
  "passed",
  "failed",
  "expected-failed",
  "unexpected-passed",
  "error",
  "skipped",
]);
export type ExecutionStatus = z.infer<typeof executionStatusSchema>;

export const verdictSchema = z.enum([
  "passed",
  "failed",
  "expected-failed",
  "unexpected-passed",
  "error",
  "skipped",
]);
export type Verdict = z.infer<typeof verdictSchema>;

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
