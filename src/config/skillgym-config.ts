import { z } from "zod";
import { type SuiteWorkspaceConfig, suiteWorkspaceSchema } from "../model/case.ts";
import { ConfigError } from "../model/errors.ts";
import { concurrencySchema, iterationsSchema, timeoutMsSchema } from "../model/limits.ts";
import type { ConfigWarning } from "../model/suite.ts";
import { AGENTS } from "../runners/agents.ts";
import { type Config, configSchema } from "./config-schema.ts";

/** skillgym's own config files (reference/seed-systems.md §1.4), found beside or above a suite. */
export const SKILLGYM_CONFIG_FILE_NAMES = [
  "skillgym.config.ts",
  "skillgym.config.mts",
  "skillgym.config.cts",
  "skillgym.config.js",
  "skillgym.config.mjs",
  "skillgym.config.cjs",
];

export function isSkillgymConfigFile(fileName: string): boolean {
  return SKILLGYM_CONFIG_FILE_NAMES.some((name) => fileName === name || fileName.endsWith(`/${name}`));
}

/** What a skillgym config says for the suites it governs, beyond the run-wide Config. */
export interface SkillgymSuiteSettings {
  /** `run.repeat` (+ `run.repeatFailure`): at most this many executions per case, and skillgym's rule. */
  iterations?: number;
  threshold?: number;
  repetitions?: { repeat: number; retries: number };
  /** `defaults.timeoutMs`: a case's own `timeoutMs` wins. */
  timeoutMs?: number;
  /** `run.workspace` (or `run.cwd`): a suite's own `export const workspace` wins. */
  workspace?: SuiteWorkspaceConfig;
}

export interface TranslatedSkillgymConfig {
  config: Config;
  suite: SkillgymSuiteSettings;
  /** `suites:` globs (relative to the config's folder) naming suite files. */
  suiteGlobs: string[];
  warnings: ConfigWarning[];
}

/** Our agent for each skillgym `agent.type`, as each agent's descriptor names it. */
const AGENT_OF_SKILLGYM_TYPE: ReadonlyMap<string, string> = new Map(
  AGENTS.flatMap((agent) => (agent.skillgymType === undefined ? [] : [[agent.skillgymType, agent.id]])),
);

const SKILLGYM_TYPES = [...AGENT_OF_SKILLGYM_TYPE.keys()];

// skillgym rejects unknown keys itself; we accept its file as written and warn on what we skip.
const agentSchema = z.looseObject({
  type: z.enum(SKILLGYM_TYPES),
  model: z.string().optional(),
  command: z.string().optional(),
  commandArgs: z.array(z.string()).optional(),
  env: z.record(z.string(), z.string()).optional(),
});
const runSchema = z.looseObject({
  cwd: z.string().optional(),
  outputDir: z.string().optional(),
  workspace: suiteWorkspaceSchema.optional(),
  maxSteps: z.number().int().positive().optional(),
  maxParallel: concurrencySchema.optional(),
  repeat: iterationsSchema.optional(),
  repeatFailure: z.number().int().nonnegative().optional(),
  retryFailed: z.number().int().nonnegative().optional(),
  tags: z.array(z.string()).optional(),
});
const skillgymConfigSchema = z.looseObject({
  runners: z.record(z.string(), z.looseObject({ agent: agentSchema })),
  run: runSchema.optional(),
  defaults: z.looseObject({ timeoutMs: timeoutMsSchema.optional() }).optional(),
  suites: z.union([z.string(), z.array(z.string())]).optional(),
  snapshots: z.unknown().optional(),
});

const UNSUPPORTED: Record<string, string> = {
  snapshots:
    "token snapshots are not checked; compare tokens against the base branch in the PR comment instead",
  "run.schedule": "executions are scheduled by --parallel / concurrency",
  "run.reporter": "results.json, report.md and junit.xml are always written",
};

/**
 * Reads a `skillgym.config.*` module's default export and translates it: runners, `run.tags`,
 * `run.maxSteps`, `run.maxParallel`, `run.outputDir` and `defaults.timeoutMs` into our Config;
 * `run.repeat` / `repeatFailure`, `run.workspace` and `defaults.timeoutMs` into suite settings.
 * Options we do not support (snapshots, schedule, reporter, unknown keys) are warnings, never
 * errors. Pure.
 */
export function translateSkillgymConfig(value: unknown, file: string): TranslatedSkillgymConfig {
  const parsed = skillgymConfigSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(
      `skillgym config: ${issue?.path.map(String).join(".") || "(root)"}: ${issue?.message ?? "invalid"}`,
      {
        position: { file },
        hint: `export default { runners: { <id>: { agent: { type: "${SKILLGYM_TYPES[0]}", model: "..." } } }, run: { ... } }`,
      },
    );
  }
  const written = parsed.data;
  const warnings: ConfigWarning[] = [];
  const warn = (message: string) => warnings.push({ message, position: { file } });
  for (const key of unknownKeys(written)) {
    warn(
      `skillgym config: ${key} is not supported and is ignored${UNSUPPORTED[key] ? ` (${UNSUPPORTED[key]})` : ""}`,
    );
  }
  const runners = Object.fromEntries(
    Object.entries(written.runners).map(([id, { agent }]) => {
      if (agent.commandArgs !== undefined && agent.commandArgs.length > 0) {
        warn(
          `skillgym config: runners.${id}.agent.commandArgs is not supported and is ignored (point command at the agent's binary)`,
        );
      }
      return [
        id,
        {
          agent: AGENT_OF_SKILLGYM_TYPE.get(agent.type),
          ...(agent.model === undefined ? {} : { model: agent.model }),
          ...(agent.command === undefined ? {} : { command: agent.command }),
          ...(agent.env === undefined ? {} : { env: agent.env }),
        },
      ];
    }),
  );
  const run = written.run ?? {};
  const config = configSchema.safeParse({
    runners,
    ...(run.tags === undefined ? {} : { tags: run.tags }),
    ...(run.maxSteps === undefined ? {} : { maxSteps: run.maxSteps }),
    ...(run.maxParallel === undefined ? {} : { concurrency: run.maxParallel }),
    ...(run.outputDir === undefined ? {} : { outputDir: run.outputDir }),
    ...(written.defaults?.timeoutMs === undefined ? {} : { timeoutMs: written.defaults.timeoutMs }),
  });
  if (!config.success) {
    const issue = config.error.issues[0];
    throw new ConfigError(`skillgym config: ${issue?.path.map(String).join(".")}: ${issue?.message}`, {
      position: { file },
      hint: "runner ids name folders: letters, digits, '.', '_' or '-'",
    });
  }
  return {
    config: config.data,
    suite: suiteSettings(run, written.defaults?.timeoutMs),
    suiteGlobs: typeof written.suites === "string" ? [written.suites] : (written.suites ?? []),
    warnings,
  };
}

function suiteSettings(run: z.infer<typeof runSchema>, timeoutMs: number | undefined): SkillgymSuiteSettings {
  const settings: SkillgymSuiteSettings = {};
  const repeat = run.repeat ?? 1;
  const retries = run.repeatFailure ?? run.retryFailed ?? 0;
  if (repeat > 1 || retries > 0) {
    // skillgym needs `repeat` repetitions, each passing within 1 + `repeatFailure` sessions: at most
    // repeat × (1 + repeatFailure) executions, stopped once the verdict is decided.
    settings.iterations = repeat * (1 + retries);
    settings.threshold = repeat / settings.iterations;
    settings.repetitions = { repeat, retries };
  }
  if (timeoutMs !== undefined) settings.timeoutMs = timeoutMs;
  if (run.workspace !== undefined) settings.workspace = run.workspace;
  else if (run.cwd !== undefined) settings.workspace = { mode: "none", cwd: run.cwd };
  return settings;
}

function unknownKeys(written: z.infer<typeof skillgymConfigSchema>): string[] {
  const known = new Set(["runners", "run", "defaults", "suites"]);
  const knownRun = new Set(Object.keys(runSchema.shape));
  return [
    ...Object.keys(written).filter((key) => !known.has(key)),
    ...Object.keys(written.run ?? {})
      .filter((key) => !knownRun.has(key))
      .map((key) => `run.${key}`),
    ...Object.keys(written.defaults ?? {})
      .filter((key) => key !== "timeoutMs")
      .map((key) => `defaults.${key}`),
  ];
}
