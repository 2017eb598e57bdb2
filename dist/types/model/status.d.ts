import { z } from "zod";
/**
 * The six outcomes (DESIGN §2): an execution's status, and a case verdict over its executions,
 * share one vocabulary.
 */
export declare const statusSchema: z.ZodEnum<{
    error: "error";
    passed: "passed";
    failed: "failed";
    "expected-failed": "expected-failed";
    "unexpected-passed": "unexpected-passed";
    skipped: "skipped";
}>;
export type ExecutionStatus = z.infer<typeof statusSchema>;
/** A case × runner's verdict: one of the same six outcomes as an execution's status. */
export type Verdict = ExecutionStatus;
/** Where in an execution's life a failure happened (skillgym's `RunnerFailureOrigin`, plus ours). */
export declare const failureOriginSchema: z.ZodEnum<{
    "max-steps": "max-steps";
    runner: "runner";
    assertion: "assertion";
    "assert-hook": "assert-hook";
    "model-rejected": "model-rejected";
    "workspace-bootstrap": "workspace-bootstrap";
    workspace: "workspace";
    collection: "collection";
    normalization: "normalization";
    snapshot: "snapshot";
    replay: "replay";
    grader: "grader";
}>;
export type FailureOrigin = z.infer<typeof failureOriginSchema>;
export declare const failureClassSchema: z.ZodObject<{
    id: z.ZodString;
    label: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export type FailureClass = z.infer<typeof failureClassSchema>;
