import { z } from "zod";
import { timeoutMsSchema } from "./limits.ts";
import type { SessionEvent, SessionReport, SkillDetection } from "./session-report.ts";
import { runnerInfoSchema } from "./session-report.ts";
import { type FailureClass, failureClassSchema, failureOriginSchema } from "./status.ts";

/** What a case's `assert` function receives besides the report (skillgym's `AssertionContext`). */
export interface AssertionContext {
  getCommands(): string[];
  getToolCalls(tool?: string): SessionEvent[];
  getFileReads(): string[];
  detectedSkills(): SkillDetection[];
  finalOutput(): string;
}

/** The result a case's `classifyFailure` hook receives: skillgym's `RunnerResult` shape. */
export const caseRunResultSchema = z.object({
  runner: runnerInfoSchema,
  passed: z.boolean(),
  status: z.enum(["passed", "failed", "expected-failed", "unexpected-passed"]),
  durationMs: z.number(),
  executionArtifactDir: z.string(),
  artifactDir: z.string(),
  report: z.custom<SessionReport>(),
  error: z.object({ name: z.string(), message: z.string(), stack: z.string().optional() }).optional(),
  failureOrigin: failureOriginSchema.optional(),
  failureClass: failureClassSchema.optional(),
  failureLogPath: z.string().optional(),
});
export type CaseRunResult = z.infer<typeof caseRunResultSchema>;

const fn = <T>(what: string) =>
  z.custom<T>((value) => typeof value === "function", { message: `${what} must be a function` });

/** One case as a skillgym suite module declares it. */
export const caseSchema = z.object({
  id: z.string().min(1, "a case id cannot be empty"),
  prompt: z.string(),
  tags: z.array(z.string()).optional(),
  timeoutMs: timeoutMsSchema.optional(),
  expectedFail: z.boolean().optional(),
  classifyFailure:
    fn<(result: CaseRunResult) => FailureClass | string | undefined>("classifyFailure").optional(),
  assert: fn<(report: SessionReport, ctx: AssertionContext) => void | Promise<void>>("assert"),
});
export type Case = z.infer<typeof caseSchema>;

const bootstrapSchema = z.strictObject({
  command: z.string(),
  args: z.array(z.string()).optional(),
  timeoutMs: timeoutMsSchema.optional(),
  env: z.record(z.string(), z.string()).optional(),
});
export type WorkspaceBootstrapConfig = z.infer<typeof bootstrapSchema>;

/** A suite's `export const workspace` (skillgym's `SuiteWorkspaceConfig`, plus the implicit `none`). */
export const suiteWorkspaceSchema = z.discriminatedUnion("mode", [
  z.strictObject({ mode: z.literal("none"), cwd: z.string().optional() }),
  z.strictObject({
    mode: z.literal("shared"),
    cwd: z.string().optional(),
    templateDir: z.string().optional(),
    bootstrap: bootstrapSchema.optional(),
  }),
  z.strictObject({
    mode: z.literal("isolated"),
    templateDir: z.string().optional(),
    bootstrap: bootstrapSchema.optional(),
  }),
]);
export type SuiteWorkspaceConfig = z.infer<typeof suiteWorkspaceSchema>;

/** What a skillgym suite module exports as `default`. */
export type SuiteDefinition = Case[] | Record<string, Case>;
