import { z } from "zod";
import { FAIL_ON } from "../compare/fail-on.ts";
import { ConfigError } from "../model/errors.ts";
import { checkArtifactPrefix, DEFAULT_ARTIFACT_PREFIX } from "./artifacts/artifact-name.ts";
import { COMMENT_MODES } from "./comment-mode.ts";

/** The action's modes; each new one is a line here and a branch in run-action.ts. */
export const ACTION_MODES = ["run", "plan", "shard", "report"] as const;
export const FORK_POLICIES = ["skip", "validate", "fail"] as const;
/** What `fail-on: regression` does without a readable baseline: fail (exit 2) or pass uncompared. */
export const BASELINE_MISSING = ["fail", "ignore"] as const;
export const UPLOAD_WORKSPACES = ["failed", "all", "none"] as const;

const oneOf = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { message: `${name} must be one of ${values.map((value) => `"${value}"`).join(", ")}` });

function positiveInteger(name: string, max: number) {
  return z
    .string()
    .regex(/^[1-9]\d*$/, { message: `${name} must be a whole number from 1 to ${max}` })
    .transform(Number)
    .refine((value) => value <= max, { message: `${name} must be a whole number from 1 to ${max}` });
}

/** The action's inputs, read from `INPUT_*` the way the runner passes them, validated once. */
export const actionInputsSchema = z
  .strictObject({
    mode: oneOf("mode", ACTION_MODES),
    paths: z.array(z.string()),
    config: z.string().optional(),
    outputDir: z.string().optional(),
    workingDirectory: z.string().optional(),
    githubToken: z.string().optional(),
    comment: oneOf("comment", COMMENT_MODES),
    commentHeader: z
      .string()
      .max(100, { message: "comment-header must be at most 100 characters" })
      .regex(/^[\w .:/@()+-]+$/, {
        message: "comment-header may hold letters, digits, spaces and . : / @ ( ) + - _",
      }),
    failOn: oneOf("fail-on", FAIL_ON),
    commentProgress: z
      .enum(["true", "false"], { message: 'comment-progress must be "true" or "false"' })
      .transform((value) => value === "true"),
    checkRun: z
      .enum(["true", "false"], { message: 'check-run must be "true" or "false"' })
      .transform((value) => value === "true"),
    baseline: z.string().optional(),
    baselineMissing: oneOf("baseline-missing", BASELINE_MISSING),
    runId: z
      .string()
      .regex(/^[1-9]\d{0,18}$/, {
        message: "run-id must be a workflow run id (digits, e.g. github.event.workflow_run.id)",
      })
      .transform(Number)
      .optional(),
    resultsDirs: z.array(z.string()),
    shard: z
      .string()
      .regex(/^[1-9]\d{0,2}\/[1-9]\d{0,2}$/, {
        message: "shard must be i/n: the matrix entry of the plan job, e.g. 2/4",
      })
      .transform((value) => {
        const [index, total] = value.split("/").map(Number);
        return { index: index ?? 1, total: total ?? 1 };
      })
      .refine((shard) => shard.index <= shard.total, { message: "shard i/n needs i ≤ n" })
      .optional(),
    maxShards: positiveInteger("max-shards", 256).optional(),
    uploadWorkspaces: oneOf("upload-workspaces", UPLOAD_WORKSPACES),
    retentionDays: positiveInteger("retention-days", 90),
    artifactPrefix: z.string().transform((prefix, context) => {
      try {
        return checkArtifactPrefix(prefix);
      } catch (error) {
        context.addIssue({ code: "custom", message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    }),
    installAgents: z.string().optional(),
    forkPolicy: oneOf("fork-policy", FORK_POLICIES),
    maxExecutions: positiveInteger("max-executions", 1_000_000).optional(),
    noLimitLabel: z
      .string()
      .max(50, { message: "no-limit-label must be at most 50 characters, GitHub's limit for a label" }),
    retryErrors: z
      .string()
      .regex(/^\d$/, { message: "retry-errors must be a whole number from 0 to 9" })
      .transform(Number),
    compareWithoutSkill: z
      .enum(["true", "false"], { message: 'compare-without-skill must be "true" or "false"' })
      .transform((value) => value === "true"),
    reuse: z
      .enum(["true", "false"], { message: 'reuse must be "true" or "false"' })
      .transform((value) => value === "true"),
    confirmIterations: z
      .string()
      .regex(/^\d{1,2}$/, { message: "confirm-iterations must be a whole number from 0 to 50" })
      .transform(Number)
      .refine((value) => value <= 50, { message: "confirm-iterations must be a whole number from 0 to 50" }),
    baselineRuns: positiveInteger("baseline-runs", 20),
    budgetUsd: z
      .string()
      .regex(/^\d+(\.\d+)?$/, { message: "budget-usd must be a number of dollars, e.g. 5 or 12.50" })
      .transform(Number)
      .optional(),
  })
  .superRefine((inputs, context) => {
    if (inputs.mode === "shard" && inputs.shard === undefined) {
      context.addIssue({
        code: "custom",
        path: ["shard"],
        message: 'mode "shard" needs shard: i/n, the shard and total of the plan job\'s matrix entry',
      });
    }
    if (inputs.mode !== "report" && (inputs.runId !== undefined || inputs.resultsDirs.length > 0)) {
      context.addIssue({
        code: "custom",
        path: ["mode"],
        message: 'run-id and results-dirs are read only with mode "report"',
      });
    }
  });
export type ActionInputs = z.infer<typeof actionInputsSchema>;

/** GitHub passes input `foo-bar` as `INPUT_FOO-BAR` (upper-cased, dashes kept). */
export function readActionInputs(env: Readonly<Record<string, string | undefined>>): ActionInputs {
  const input = (name: string) => {
    const value = env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`]?.trim();
    return value === undefined || value === "" ? undefined : value;
  };
  const list = (name: string) => (input(name) ?? "").split(/\s+/).filter((entry) => entry !== "");
  const parsed = actionInputsSchema.safeParse({
    mode: input("mode") ?? "run",
    paths: list("paths"),
    config: input("config"),
    outputDir: input("output-dir"),
    workingDirectory: input("working-directory"),
    githubToken: input("github-token"),
    comment: input("comment") ?? "always",
    commentHeader: input("comment-header") ?? "skill-eval",
    failOn: input("fail-on") ?? "failure",
    commentProgress: input("comment-progress") ?? "false",
    checkRun: input("check-run") ?? "false",
    baseline: input("baseline"),
    baselineMissing: input("baseline-missing") ?? "fail",
    runId: input("run-id"),
    resultsDirs: list("results-dirs"),
    shard: input("shard"),
    maxShards: input("max-shards"),
    uploadWorkspaces: input("upload-workspaces") ?? "failed",
    retentionDays: input("retention-days") ?? "7",
    artifactPrefix: input("artifact-prefix") ?? DEFAULT_ARTIFACT_PREFIX,
    installAgents: input("install-agents"),
    forkPolicy: input("fork-policy") ?? "skip",
    maxExecutions: input("max-executions"),
    noLimitLabel: input("no-limit-label") ?? "skill-eval-no-limit",
    retryErrors: input("retry-errors") ?? "0",
    compareWithoutSkill: input("compare-without-skill") ?? "false",
    reuse: input("reuse") ?? "true",
    budgetUsd: input("budget-usd"),
    confirmIterations: input("confirm-iterations") ?? "10",
    baselineRuns: input("baseline-runs") ?? "5",
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "").replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    throw new ConfigError(`action input ${name}: ${issue?.message ?? "invalid"}`, {
      hint: "see the inputs documented in action.yml",
    });
  }
  return parsed.data;
}
