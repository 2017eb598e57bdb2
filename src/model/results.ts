import { z } from "zod";
import { failureClassSchema, failureOriginSchema, statusSchema } from "./status.ts";
import { SUITE_FORMATS } from "./suite.ts";

export const RESULTS_SCHEMA_VERSION = 1;

export const tokenUsageSchema = z.strictObject({
  inputTokens: z.number().optional(),
  outputTokens: z.number().optional(),
  reasoningTokens: z.number().optional(),
  cacheReadTokens: z.number().optional(),
  cacheWriteTokens: z.number().optional(),
  totalTokens: z.number().optional(),
});
export type TokenUsage = z.infer<typeof tokenUsageSchema>;

export const assertionOutcomeSchema = z.strictObject({
  name: z.string(),
  /** The declarative type ("contains", "llm_eval", ...); absent for a skillgym `assert` function. */
  type: z.string().optional(),
  passed: z.boolean(),
  /** 0–1 where the assertion scores (agentv); 1 or 0 otherwise. */
  score: z.number().min(0).max(1).optional(),
  message: z.string().optional(),
  /** What the verdict rests on: matched text, command output, a judge's reasoning. */
  evidence: z.string().optional(),
  /** Golden assertions are recorded, never gating. */
  golden: z.boolean().optional(),
  /** It could not be graded (no judge, a grader that crashed, bad parameters): not evidence either way. */
  ungraded: z.boolean().optional(),
  /** `file:line:column` of the assertion in its suite. */
  source: z.string().optional(),
});
export type AssertionOutcome = z.infer<typeof assertionOutcomeSchema>;

export const failureSchema = z.strictObject({
  origin: failureOriginSchema,
  class: failureClassSchema,
  message: z.string(),
});
export type Failure = z.infer<typeof failureSchema>;

export const executionResultSchema = z.strictObject({
  /** `suite/case/runner#n`, stable across runs. */
  key: z.string(),
  suite: z.string(),
  case: z.string(),
  runner: z.string(),
  iteration: z.number().int().positive(),
  status: statusSchema,
  durationMs: z.number(),
  usage: tokenUsageSchema,
  costUsd: z.number().optional(),
  /** `costUsd` comes from list prices (the agent reported none). */
  costEstimated: z.boolean().optional(),
  turns: z.number().optional(),
  failure: failureSchema.optional(),
  /** 0–1: the declarative assertions' score (agentv's weighted mean), when they were graded. */
  score: z.number().min(0).max(1).optional(),
  skipReason: z.string().optional(),
  assertions: z.array(assertionOutcomeSchema),
  detectedSkills: z.array(z.string()),
  agent: z.string(),
  agentVersion: z.string().optional(),
  model: z.string().optional(),
  /** Folder of this execution's stdout, stderr and normalized report, relative to the output folder. */
  artifactDir: z.string(),
  /** What the outcome depends on (suite file and case, skill files, runner config), hashed: see reuse. */
  fingerprint: z.string().optional(),
  /** Reported from the baseline's results (same fingerprint and agent version), not run again. */
  reused: z.boolean().optional(),
  /** Added after the planned iterations because the case × runner was worse than base and undecided. */
  confirmation: z.boolean().optional(),
});
export type ExecutionResult = z.infer<typeof executionResultSchema>;

export const caseResultSchema = z.strictObject({
  /** `suite/case/runner`: what baselines and comparisons join on. */
  key: z.string(),
  suite: z.string(),
  case: z.string(),
  runner: z.string(),
  expectedFail: z.boolean(),
  /** A human title for the case where its format gives one (skill-test `desc`), shown beside the id. */
  title: z.string().optional(),
  /** The case's tags (skillgym `tags`, agentv `metadata.tags`, `difficulty` and `category`), as `--tag` selects them. */
  tags: z.array(z.string()).optional(),
  /** Labels a format attaches to a case (agentv `metadata.difficulty`, `metadata.category`). */
  labels: z.record(z.string(), z.string()).optional(),
  /** The skill-test hook strategy the prompt went through (results must say: it changes trigger rates). */
  hookStrategy: z.enum(["none", "simple", "forced", "custom"]).optional(),
  /** Where the case is written (relative to the project root, posix), when its loader knows: check-run annotations go there. */
  source: z.strictObject({ path: z.string(), line: z.number().int().positive() }).optional(),
  iterations: z.number().int().nonnegative(),
  /** Executions that reached assertions (the pass rate's denominator). */
  graded: z.number().int().nonnegative(),
  passes: z.number().int().nonnegative(),
  errors: z.number().int().nonnegative(),
  /** Fraction 0–1, or null when no execution reached assertions. */
  passRate: z.number().min(0).max(1).nullable(),
  threshold: z.number().min(0).max(1),
  /** skillgym's `repeat` / `repeatFailure`: the verdict follows its per-repetition rule, not the threshold. */
  repetitions: z
    .strictObject({ repeat: z.number().int().positive(), retries: z.number().int().nonnegative() })
    .optional(),
  verdict: statusSchema,
  durationMs: z.strictObject({ total: z.number(), mean: z.number() }),
  usage: tokenUsageSchema,
  costUsd: z.number().optional(),
  /** 95% Wilson score interval of the pass rate, when the case ran more than once. */
  wilson: z.strictObject({ low: z.number().min(0).max(1), high: z.number().min(0).max(1) }).optional(),
  /** Executions among `iterations` added to confirm or rule out a drop against base (absent: none). */
  confirmations: z.number().int().positive().optional(),
});
export type CaseResult = z.infer<typeof caseResultSchema>;

export const suiteRecordSchema = z.strictObject({
  id: z.string(),
  path: z.string(),
  format: z.enum(SUITE_FORMATS),
  contentHash: z.string(),
  caseCount: z.number().int().nonnegative(),
  /** Why change selection ran this suite ("skill pdf changed: skills/pdf/SKILL.md"); absent when nothing was selected by change. */
  selectedBecause: z.array(z.string()).optional(),
  /** agentv's `execution.threshold`: the mean score the suite's executions must reach (absent: no gate). */
  meanScoreThreshold: z.number().min(0).max(1).optional(),
});

const countsSchema = z.record(z.string(), z.number().int().nonnegative());

export const resultsSchema = z.strictObject({
  schemaVersion: z.literal(RESULTS_SCHEMA_VERSION),
  run: z.strictObject({
    startedAt: z.string(),
    endedAt: z.string().optional(),
    toolVersion: z.string(),
    commit: z.string().optional(),
    /**
     * The pull request the run is about. `headSha` is the commit reviewers see; on a
     * `pull_request` event the checked-out `commit` is GitHub's merge of it into `baseSha`.
     */
    pullRequest: z
      .strictObject({
        number: z.number().int().positive(),
        headSha: z.string(),
        baseSha: z.string(),
      })
      .optional(),
    /** Why no agent ran: `fork`, a fork's pull request has no secrets. Such results hold no cases. */
    skipped: z.enum(["fork"]).optional(),
    complete: z.boolean(),
    /** The shard these results are, in a sharded run (`--shard i/n`). */
    shard: z
      .strictObject({ index: z.number().int().positive(), total: z.number().int().positive() })
      .optional(),
    /** Set on results merged from shards: a missing or corrupt shard makes the merge incomplete. */
    shards: z
      .strictObject({
        expected: z.number().int().nonnegative(),
        received: z.array(z.number().int().positive()),
        missing: z.array(z.strictObject({ index: z.number().int().positive(), reason: z.string() })),
      })
      .optional(),
    /** confirm-iterations, when the run had a baseline: a drop undecided after that many confirmations is not pursued further. */
    confirmIterations: z.number().int().nonnegative().optional(),
    /** What the judge model cost this run (judge/ JudgeClient.usage()), when one was used. */
    judge: z
      .strictObject({
        backend: z.string(),
        model: z.string(),
        calls: z.number().int().nonnegative(),
        cachedCalls: z.number().int().nonnegative(),
        inputTokens: z.number().nonnegative(),
        outputTokens: z.number().nonnegative(),
        costUsd: z.number().nonnegative().optional(),
      })
      .optional(),
    /** How the suites were chosen: every suite, or those a change affects (and suites it deleted). */
    selection: z
      .strictObject({
        mode: z.enum(["all", "changed"]),
        reason: z.string(),
        baseRef: z.string().optional(),
        mergeBase: z.string().optional(),
        changedFiles: z.number().int().nonnegative().optional(),
        removedSuites: z.array(z.string()),
      })
      .optional(),
  }),
  runners: z.array(
    z.strictObject({
      id: z.string(),
      agent: z.string(),
      model: z.string().optional(),
      agentVersion: z.string().optional(),
    }),
  ),
  suites: z.array(suiteRecordSchema),
  executions: z.array(executionResultSchema),
  cases: z.array(caseResultSchema),
  summary: z.strictObject({
    executions: countsSchema,
    cases: countsSchema,
    /** Cases meeting their expectation (passed, expected-failed) ÷ cases not skipped, 0–1; null when none. */
    passRate: z.number().min(0).max(1).nullable(),
    exitCode: z.number().int(),
    /** Each suite's `execution.threshold` against its executions' mean score; a failed one fails the run (exit 1). */
    gates: z
      .array(
        z.strictObject({
          /** the suite's id */
          suite: z.string(),
          /** its `execution.threshold` */
          threshold: z.number().min(0).max(1),
          /** the mean score of its executions that ran (an error scores 0); null when none ran */
          meanScore: z.number().nullable(),
          /** whether the mean score reached the threshold (or nothing ran) */
          passed: z.boolean(),
        }),
      )
      .optional(),
  }),
});
export type Results = z.infer<typeof resultsSchema>;
