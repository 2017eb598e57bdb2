import { z } from "zod";
import {
  concurrencySchema,
  confirmIterationsSchema,
  maxExecutionsSchema,
  timeoutMsSchema,
} from "../model/limits.ts";
import { runnerConfigSchema } from "../runners/runner-config.ts";

export const runnerIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "use letters, digits, '.', '_' or '-' (it names folders)");

/**
 * The model that grades judge assertions (rubrics, llm_eval, evals.json expectations):
 * `anthropic` (Messages API), `openai` (any OpenAI-compatible chat completions API: OpenAI,
 * OpenRouter, a local server) or `claude-cli` (`claude -p`, as skill-test's llm_eval ran it; no
 * API key needed when Claude Code is logged in).
 */
export const judgeConfigSchema = z
  .strictObject({
    provider: z.enum(["anthropic", "openai", "claude-cli"]).default("anthropic"),
    /** Default: claude-haiku-4-5 (skill-test's llm_eval used Claude Haiku); gpt-5-mini for openai. */
    model: z.string().optional(),
    /** Default: $ANTHROPIC_BASE_URL / $OPENAI_BASE_URL, else the provider's public API. */
    baseUrl: z.url().optional(),
    /** The environment variable holding the API key (default ANTHROPIC_API_KEY / OPENAI_API_KEY). */
    apiKeyEnv: z.string().optional(),
    /** claude-cli only: the executable (default `claude`, found on PATH). */
    command: z.string().optional(),
    timeoutMs: timeoutMsSchema.default(60_000),
    /** Extra attempts after a rate limit, a 5xx or a network error. */
    retries: z.number().int().nonnegative().default(2),
  })
  .transform((judge) => ({
    ...judge,
    model: judge.model ?? (judge.provider === "openai" ? "gpt-5-mini" : "claude-haiku-4-5"),
    apiKeyEnv: judge.apiKeyEnv ?? (judge.provider === "openai" ? "OPENAI_API_KEY" : "ANTHROPIC_API_KEY"),
  }));
export type JudgeConfig = z.infer<typeof judgeConfigSchema>;

/**
 * Change selection (`--changed-since`, pull requests). Paths and globs are relative to the config
 * file's folder, posix style; `**` spans folders.
 */
export const selectionConfigSchema = z.strictObject({
  /**
   * More files whose change selects a suite, beyond its own files, cases, workspace template and
   * skills (which are found on their own). Keys match suites by path (relative to this config's
   * folder) or by id, as a glob (`evals/pdf.suite.ts`, `evals/pdf-*`); values are globs of the
   * files (`["src/pdf/**", "fixtures/pdf/**"]`).
   */
  extraPaths: z.record(z.string(), z.array(z.string().min(1))).default({}),
  /** Globs of files whose change selects every suite, like this config file itself (e.g. shared helpers). */
  global: z.array(z.string().min(1)).default([]),
});
export type SelectionConfig = z.infer<typeof selectionConfigSchema>;

/** `skill-eval.config.{yaml,json}`: strict, since we own it. */
export const configSchema = z.strictObject({
  $schema: z.string().optional(),
  runners: z.record(runnerIdSchema, runnerConfigSchema).refine((runners) => Object.keys(runners).length > 0, {
    message: "define at least one runner",
  }),
  /**
   * Skills under test, installed for every suite: paths (relative to the config file) of skill
   * directories holding a SKILL.md, or of folders whose subdirectories are skill directories.
   */
  skills: z.array(z.string()).default([]),
  /** Default output folder, relative to the config file. */
  outputDir: z.string().optional(),
  /** The judge model; without it, judge assertions use Claude Haiku when ANTHROPIC_API_KEY is set. */
  judge: judgeConfigSchema.optional(),
  /** USD per million tokens by model name, for agents that report no cost; extends the built-in list prices. */
  prices: z
    .record(
      z.string(),
      z.strictObject({
        input: z.number().nonnegative(),
        output: z.number().nonnegative(),
        cachedInput: z.number().nonnegative().optional(),
      }),
    )
    .default({}),
  /** Run only cases with one of these tags unless --tag says otherwise (skillgym's run.tags). */
  tags: z.array(z.string()).optional(),
  /** Skip the executions not yet started once the run has spent this many US dollars. */
  budgetUsd: z.number().positive().optional(),
  /** More planned executions than this stop the run before any agent starts (a cost guard). */
  maxExecutions: maxExecutionsSchema.optional(),
  /** Stop a case's iterations once its verdict can no longer change (default true). */
  earlyStop: z.boolean().optional(),
  /** Executions added at most per case × runner to confirm or rule out a drop against the baseline (default 10). */
  confirmIterations: confirmIterationsSchema.optional(),
  /** How many case × runner groups run at once (default 4). */
  concurrency: concurrencySchema.optional(),
  /** Stop an agent after this many model rounds, counted from its stream (skillgym's run.maxSteps). */
  maxSteps: z.number().int().positive().optional(),
  /** Default per-execution timeout. */
  timeoutMs: timeoutMsSchema.optional(),
  /** Which suites a change selects, beyond what is found on its own. */
  selection: selectionConfigSchema.optional(),
});
export type Config = z.infer<typeof configSchema>;
