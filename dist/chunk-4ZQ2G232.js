import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  ConfigError
} from "./chunk-T4URU7YL.js";
import {
  executionStatusSchema,
  external_exports,
  failureClassSchema,
  failureOriginSchema,
  verdictSchema
} from "./chunk-EWQYGJWM.js";

// src/report/write-results.ts
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
var RESULTS_FILE = "results.json";
function writeResults(outDir, results) {
  const path = join(outDir, RESULTS_FILE);
  writeFileAtomic(path, renderResults(results));
  return path;
}
async function writeResultsInBackground(outDir, results) {
  const path = join(outDir, RESULTS_FILE);
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.background.tmp`;
  await writeFile(temporary, renderResults(results));
  await rename(temporary, path);
}
function renderResults(results) {
  return `${JSON.stringify(results, null, 2)}
`;
}
function writeFileAtomic(path, content) {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}

// src/orchestration/read-results-file.ts
import { readFileSync, statSync } from "node:fs";

// src/model/results.ts
var RESULTS_SCHEMA_VERSION = 1;
var tokenUsageSchema = external_exports.strictObject({
  inputTokens: external_exports.number().optional(),
  outputTokens: external_exports.number().optional(),
  reasoningTokens: external_exports.number().optional(),
  cacheReadTokens: external_exports.number().optional(),
  cacheWriteTokens: external_exports.number().optional(),
  totalTokens: external_exports.number().optional()
});
var assertionOutcomeSchema = external_exports.strictObject({
  name: external_exports.string(),
  /** The declarative type ("contains", "llm_eval", ...); absent for a skillgym `assert` function. */
  type: external_exports.string().optional(),
  passed: external_exports.boolean(),
  /** 0–1 where the assertion scores (agentv); 1 or 0 otherwise. */
  score: external_exports.number().min(0).max(1).optional(),
  message: external_exports.string().optional(),
  /** What the verdict rests on: matched text, command output, a judge's reasoning. */
  evidence: external_exports.string().optional(),
  /** Golden assertions are recorded, never gating. */
  golden: external_exports.boolean().optional(),
  /** It could not be graded (no judge, a grader that crashed, bad parameters): not evidence either way. */
  ungraded: external_exports.boolean().optional(),
  /** `file:line:column` of the assertion in its suite. */
  source: external_exports.string().optional()
});
var failureSchema = external_exports.strictObject({
  origin: failureOriginSchema,
  class: failureClassSchema,
  message: external_exports.string()
});
var executionResultSchema = external_exports.strictObject({
  /** `suite/case/runner#n`, stable across runs. */
  key: external_exports.string(),
  suite: external_exports.string(),
  case: external_exports.string(),
  runner: external_exports.string(),
  iteration: external_exports.number().int().positive(),
  status: executionStatusSchema,
  durationMs: external_exports.number(),
  usage: tokenUsageSchema,
  costUsd: external_exports.number().optional(),
  /** `costUsd` comes from list prices (the agent reported none). */
  costEstimated: external_exports.boolean().optional(),
  turns: external_exports.number().optional(),
  failure: failureSchema.optional(),
  /** 0–1: the declarative assertions' score (agentv's weighted mean), when they were graded. */
  score: external_exports.number().min(0).max(1).optional(),
  skipReason: external_exports.string().optional(),
  assertions: external_exports.array(assertionOutcomeSchema),
  detectedSkills: external_exports.array(external_exports.string()),
  agent: external_exports.string(),
  agentVersion: external_exports.string().optional(),
  model: external_exports.string().optional(),
  /** Folder of this execution's stdout, stderr and normalized report, relative to the output folder. */
  artifactDir: external_exports.string(),
  /** What the outcome depends on (suite file and case, skill files, runner config), hashed: see reuse. */
  fingerprint: external_exports.string().optional(),
  /** Reported from the baseline's results (same fingerprint and agent version), not run again. */
  reused: external_exports.boolean().optional()
});
var caseResultSchema = external_exports.strictObject({
  /** `suite/case/runner`: what baselines and comparisons join on. */
  key: external_exports.string(),
  suite: external_exports.string(),
  case: external_exports.string(),
  runner: external_exports.string(),
  expectedFail: external_exports.boolean(),
  /** A human title for the case where its format gives one (skill-test `desc`), shown beside the id. */
  title: external_exports.string().optional(),
  /** The case's tags (skillgym `tags`, agentv `metadata.tags`, `difficulty` and `category`), as `--tag` selects them. */
  tags: external_exports.array(external_exports.string()).optional(),
  /** Labels a format attaches to a case (agentv `metadata.difficulty`, `metadata.category`). */
  labels: external_exports.record(external_exports.string(), external_exports.string()).optional(),
  /** The skill-test hook strategy the prompt went through (results must say: it changes trigger rates). */
  hookStrategy: external_exports.enum(["none", "simple", "forced", "custom"]).optional(),
  iterations: external_exports.number().int().nonnegative(),
  /** Executions that reached assertions (the pass rate's denominator). */
  graded: external_exports.number().int().nonnegative(),
  passes: external_exports.number().int().nonnegative(),
  errors: external_exports.number().int().nonnegative(),
  /** Fraction 0–1, or null when no execution reached assertions. */
  passRate: external_exports.number().min(0).max(1).nullable(),
  threshold: external_exports.number().min(0).max(1),
  verdict: verdictSchema,
  durationMs: external_exports.strictObject({ total: external_exports.number(), mean: external_exports.number() }),
  usage: tokenUsageSchema,
  costUsd: external_exports.number().optional(),
  /** 95% Wilson score interval of the pass rate, when the case ran more than once. */
  wilson: external_exports.strictObject({ low: external_exports.number().min(0).max(1), high: external_exports.number().min(0).max(1) }).optional()
});
var suiteRecordSchema = external_exports.strictObject({
  id: external_exports.string(),
  path: external_exports.string(),
  format: external_exports.enum(["skillgym", "agentv", "skill-test", "evals-json"]),
  contentHash: external_exports.string(),
  caseCount: external_exports.number().int().nonnegative(),
  /** Why change selection ran this suite ("skill pdf changed: skills/pdf/SKILL.md"); absent when nothing was selected by change. */
  selectedBecause: external_exports.array(external_exports.string()).optional()
});
var countsSchema = external_exports.record(external_exports.string(), external_exports.number().int().nonnegative());
var resultsSchema = external_exports.strictObject({
  schemaVersion: external_exports.literal(RESULTS_SCHEMA_VERSION),
  run: external_exports.strictObject({
    startedAt: external_exports.string(),
    endedAt: external_exports.string().optional(),
    toolVersion: external_exports.string(),
    commit: external_exports.string().optional(),
    complete: external_exports.boolean(),
    /** The shard these results are, in a sharded run (`--shard i/n`). */
    shard: external_exports.strictObject({ index: external_exports.number().int().positive(), total: external_exports.number().int().positive() }).optional(),
    /** Set on results merged from shards: a missing or corrupt shard makes the merge incomplete. */
    shards: external_exports.strictObject({
      expected: external_exports.number().int().nonnegative(),
      received: external_exports.array(external_exports.number().int().positive()),
      missing: external_exports.array(external_exports.strictObject({ index: external_exports.number().int().positive(), reason: external_exports.string() }))
    }).optional(),
    /** What the judge model cost this run (judge/ JudgeClient.usage()), when one was used. */
    judge: external_exports.strictObject({
      backend: external_exports.string(),
      model: external_exports.string(),
      calls: external_exports.number().int().nonnegative(),
      cachedCalls: external_exports.number().int().nonnegative(),
      inputTokens: external_exports.number().nonnegative(),
      outputTokens: external_exports.number().nonnegative(),
      costUsd: external_exports.number().nonnegative().optional()
    }).optional(),
    /** How the suites were chosen: every suite, or those a change affects (and suites it deleted). */
    selection: external_exports.strictObject({
      mode: external_exports.enum(["all", "changed"]),
      reason: external_exports.string(),
      baseRef: external_exports.string().optional(),
      mergeBase: external_exports.string().optional(),
      changedFiles: external_exports.number().int().nonnegative().optional(),
      removedSuites: external_exports.array(external_exports.string())
    }).optional()
  }),
  runners: external_exports.array(
    external_exports.strictObject({
      id: external_exports.string(),
      agent: external_exports.string(),
      model: external_exports.string().optional(),
      agentVersion: external_exports.string().optional()
    })
  ),
  suites: external_exports.array(suiteRecordSchema),
  executions: external_exports.array(executionResultSchema),
  cases: external_exports.array(caseResultSchema),
  summary: external_exports.strictObject({
    executions: countsSchema,
    cases: countsSchema,
    /** Cases meeting their expectation (passed, expected-failed) ÷ cases not skipped, 0–1; null when none. */
    passRate: external_exports.number().min(0).max(1).nullable(),
    exitCode: external_exports.number().int()
  })
});

// src/report/parse-results-json.ts
var MAX_RESULTS_BYTES = 64 * 1024 * 1024;
function parseResultsJson(text, where) {
  let raw;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { problem: `${where} is not valid JSON (${message})`, ...jsonErrorPosition(message) };
  }
  const parsed = resultsSchema.safeParse(raw);
  if (parsed.success) return { results: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    problem: `${where} is not a skill-eval results.json: ${issue?.path.join(".") || "(root)"}: ${issue?.message ?? "invalid"}`
  };
}
function jsonErrorPosition(message) {
  const match = /\(line (\d+) column (\d+)\)/.exec(message);
  return match === null ? {} : { line: Number(match[1]), column: Number(match[2]) };
}

// src/orchestration/read-results-file.ts
function readResultsFile(file, where = file) {
  let text;
  try {
    const { size } = statSync(file);
    if (size > MAX_RESULTS_BYTES)
      return {
        problem: `${where} is too large (${megabytes(size)} MB; at most ${megabytes(MAX_RESULTS_BYTES)} MB)`
      };
    text = readFileSync(file, "utf8");
  } catch (error) {
    if (isMissing(error)) return { problem: `${where} is missing` };
    return { problem: `${where} cannot be read: ${error instanceof Error ? error.message : String(error)}` };
  }
  return parseResultsJson(text, where);
}
function requireResultsFile(file, where, hint) {
  const read = readResultsFile(file, where);
  if ("problem" in read) {
    throw new ConfigError(read.problem, { position: { file, line: read.line, column: read.column }, hint });
  }
  return read.results;
}
function isMissing(error) {
  return error instanceof Error && "code" in error && (error.code === "ENOENT" || error.code === "ENOTDIR");
}
function megabytes(bytes) {
  return Math.round(bytes / 1024 / 1024);
}

export {
  RESULTS_SCHEMA_VERSION,
  RESULTS_FILE,
  writeResults,
  writeResultsInBackground,
  writeFileAtomic,
  MAX_RESULTS_BYTES,
  parseResultsJson,
  readResultsFile,
  requireResultsFile
};
