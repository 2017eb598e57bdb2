import { z } from "zod";
import { iterationsSchema, timeoutMsSchema } from "../../model/limits.ts";

/*
 * agentv's EVAL.yaml, case.yaml and test entries (v4 names, plus the v5 keys we map). Objects
 * strip what they do not know: unknown keys become warnings (`key-warnings.ts`), as agentv
 * ignores them; wrong types are errors. Fields that can be one of several shapes (`tests`,
 * `input`, `workspace`, `targets`, assertion entries) are `unknown` here and checked by their
 * own parser, so each shape gets a precise message.
 */

const optionalUnknown = z.unknown().optional();

export const trialsSchema = z.object({
  count: iterationsSchema.optional(),
  strategy: z.string().optional(),
  cost_limit_usd: optionalUnknown,
});
export type Trials = z.infer<typeof trialsSchema>;

export const targetEntrySchema = z.object({
  name: z.string().min(1, "a target needs a name"),
  use_target: optionalUnknown,
  hooks: optionalUnknown,
});

export const executionSchema = z.object({
  target: z.string().min(1).optional(),
  targets: optionalUnknown,
  threshold: z.number().min(0).max(1).optional(),
  trials: trialsSchema.optional(),
  fail_on_error: optionalUnknown,
  total_budget_usd: optionalUnknown,
});

export const caseExecutionSchema = z.object({
  target: z.string().min(1).optional(),
  targets: optionalUnknown,
  skip_defaults: z.boolean().optional(),
  trials: trialsSchema.optional(),
});

/** One hook; `command` is checked first, so a shell string gets its own message. */
export const hookSchema = z.object({
  command: z.array(z.string()).min(1, "a hook command needs at least the program to run"),
  timeout_ms: timeoutMsSchema.optional(),
  cwd: z.string().optional(),
  reset: optionalUnknown,
  clean: optionalUnknown,
});

export const HOOK_NAMES = ["before_all", "before_each", "after_each", "after_all"] as const;

export const hooksSchema = z.object({
  enabled: z.boolean().optional(),
  before_all: optionalUnknown,
  before_each: optionalUnknown,
  after_each: optionalUnknown,
  after_all: optionalUnknown,
});

export const workspaceSchema = z.object({
  template: z.string().optional(),
  hooks: optionalUnknown,
  mode: z.string().optional(),
  path: z.string().optional(),
  isolation: optionalUnknown,
  repos: optionalUnknown,
  docker: optionalUnknown,
});

export const assertionSchema = z.looseObject({
  type: z.string({ error: "an assertion needs a type, such as contains or llm-grader" }).min(1),
  name: z.string().optional(),
  weight: z.number().nonnegative().optional(),
  required: z.union([z.boolean(), z.number().min(0).max(1)]).optional(),
  negate: z.boolean().optional(),
});

export const messageSchema = z.object({
  role: z.string({ error: "a message needs a role, such as user" }),
  content: z.unknown(),
});

export const contentPartSchema = z.object({
  type: z.string({ error: "a content part needs a type: text or file" }),
  value: z.string().optional(),
  text: z.string().optional(),
});

export const testCaseSchema = z.object({
  id: z.string().min(1, "a case id cannot be empty").optional(),
  input: optionalUnknown,
  input_files: z.array(z.string()).optional(),
  criteria: z.string().optional(),
  expected_output: optionalUnknown,
  assertions: z.array(z.unknown()).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  execution: caseExecutionSchema.optional(),
  workspace: optionalUnknown,
  timeout_ms: timeoutMsSchema.optional(),
  timeout_seconds: z.number().positive().optional(),
  /** A live conversation (`mode: conversation`): refused at load, never run as its first prompt. */
  turns: optionalUnknown,
  mode: z.string().optional(),
  /** v5 names. */
  assert: z.array(z.unknown()).optional(),
  vars: z.record(z.string(), z.unknown()).optional(),
});
export type TestCaseFields = z.infer<typeof testCaseSchema>;

export const evaluateOptionsSchema = z.object({
  repeat: iterationsSchema.optional(),
  max_concurrency: optionalUnknown,
  budget_usd: optionalUnknown,
});

export const evalFileSchema = z.object({
  name: z.string().optional(),
  description: z.string().optional(),
  version: z.union([z.string(), z.number()]).optional(),
  author: z.string().optional(),
  license: z.string().optional(),
  tags: optionalUnknown,
  requires: optionalUnknown,
  execution: executionSchema.optional(),
  workspace: optionalUnknown,
  input: optionalUnknown,
  input_files: z.array(z.string()).optional(),
  assertions: z.array(z.unknown()).optional(),
  tests: optionalUnknown,
  /** v5 names. */
  providers: z.array(z.unknown()).optional(),
  evaluate_options: evaluateOptionsSchema.optional(),
  default_test: optionalUnknown,
  environment: optionalUnknown,
  env: optionalUnknown,
  extensions: optionalUnknown,
  prompts: optionalUnknown,
  scenarios: optionalUnknown,
});
export type EvalFileFields = z.infer<typeof evalFileSchema>;

export const providerEntrySchema = z.object({
  id: z.string().optional(),
  label: z.string().optional(),
});

/** agentv keys we know but do not act on, with what the user should know. */
export const UNSUPPORTED = {
  evalFile: {
    default_test: "shared assertions go under assertions:, which every case gets",
    environment: "runs use the workspace template and hooks",
    env: "set environment variables on the runner in skill-eval.config.yaml",
    extensions: "use workspace hooks instead",
    prompts: "each case's input is the prompt",
    scenarios: "one suite runs its cases against every configured runner",
  },
  execution: {
    fail_on_error: "an execution error is always an error verdict",
    total_budget_usd: "there is no cost budget",
  },
  trials: { cost_limit_usd: "there is no cost budget" },
  evaluateOptions: {
    max_concurrency: "concurrency is set on the command line",
    budget_usd: "there is no cost budget",
  },
  targetEntry: {},
  workspace: {
    isolation: "each execution gets its own copy of the template",
    repos: "put the repository in the template folder",
    docker: "runs use the host",
  },
  hook: { reset: "workspaces are fresh copies", clean: "workspaces are removed after each execution" },
} satisfies Record<string, Record<string, string>>;
