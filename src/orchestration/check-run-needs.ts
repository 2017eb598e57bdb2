import { existsSync } from "node:fs";
import { join } from "node:path";
import { createJudge, type JudgeClient } from "../judge/anthropic-judge.ts";
import { checkJudgeNeeds } from "../judge/check-judge-needs.ts";
import { ConfigError, ConfigErrors } from "../model/errors.ts";
import { formatCount } from "../model/format-count.ts";
import { DEFAULT_MAX_EXECUTIONS } from "../model/limits.ts";
import type { ConfigWarning } from "../model/suite.ts";
import { localAuthFiles, missingCredential } from "../runners/credentials.ts";
import type { Runner } from "../runners/runner-config.ts";
import { missingTranscriptFolders } from "./missing-transcript-folders.ts";
import type { PreparedRun } from "./prepare-run.ts";

type Env = Readonly<Record<string, string | undefined>>;

export interface RunNeedsOptions {
  hostEnv: Env;
  /** `--use-local-auth`: Claude Code, Codex and Gemini CLI reuse the user's own login, so they need no credential variable. */
  useLocalAuth?: boolean;
  /** Planned executions above this stop the run before any agent starts. */
  maxExecutions?: number;
  /** How to run past `maxExecutions` where this run started (the action names its label). */
  overLimitHint?: string;
  /** For tests: the judge's HTTP client. */
  fetch?: typeof fetch;
}

export interface RunNeeds {
  judge: JudgeClient | undefined;
  warnings: ConfigWarning[];
  /** Executions the plan holds (every case × runner × iteration). */
  plannedExecutions: number;
}

/** What `assessRunNeeds` found: the needs, and every problem in the way of the run. */
export interface AssessedRunNeeds extends RunNeeds {
  problems: ConfigError[];
}

/**
 * What a run needs before its first agent starts, all checked at once: the judge (a configured
 * one without its key, or a required judge assertion with no judge at all), each runner's
 * credentials, each replay runner's transcripts folder, and the `maxExecutions` guard. Every
 * problem found is thrown together (exit 2).
 */
export function checkRunNeeds(prepared: NeedsScope, options: RunNeedsOptions): RunNeeds {
  const { problems, ...needs } = assessRunNeeds(prepared, options);
  if (problems.length > 0) throw new ConfigErrors(problems);
  return needs;
}

/** The plan a run's needs are checked on: also the part of one that loaded (`prepareRun`'s `alsoCheck`). */
export type NeedsScope = Pick<PreparedRun, "config" | "plan" | "configs">;

/** `checkRunNeeds` without the throw: the problems are returned with the rest. */
export function assessRunNeeds(prepared: NeedsScope, options: RunNeedsOptions): AssessedRunNeeds {
  const problems: ConfigError[] = [];
  const configured = prepared.config?.config;
  let judge: JudgeClient | undefined;
  try {
    judge = createJudge(configured?.judge, options.hostEnv, {
      prices: configured?.prices,
      ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(error);
  }
  const needs = checkJudgeNeeds(
    prepared.plan.map(({ suite }) => suite),
    judge !== undefined || problems.length > 0,
  );
  problems.push(...needs.problems);
  const credentials = credentialProblems(prepared.plan, options.hostEnv, options.useLocalAuth === true);
  problems.push(...credentials.problems);
  problems.push(...missingTranscriptFolders(prepared.plan, prepared.configs));
  const plannedExecutions = countExecutions(prepared.plan);
  const limit = options.maxExecutions ?? configured?.maxExecutions ?? DEFAULT_MAX_EXECUTIONS;
  if (plannedExecutions > limit) problems.push(overLimit(plannedExecutions, limit, options.overLimitHint));
  return { judge, warnings: [...needs.warnings, ...credentials.warnings], plannedExecutions, problems };
}

/** Every case × runner × iteration of the plan. */
export function countExecutions(plan: PreparedRun["plan"]): number {
  return plan.reduce(
    (sum, { suite, runners }) =>
      sum + suite.cases.reduce((count, caseSpec) => count + caseSpec.iterations, 0) * runners.length,
    0,
  );
}

/**
 * Runners with no credential variable: a configuration error, unless `--use-local-auth` reuses the
 * agent's login. A login file missing then is a warning only: a login the OS keychain holds (Claude
 * Code on macOS) has no file, yet the agent still finds it.
 */
function credentialProblems(
  plan: PreparedRun["plan"],
  hostEnv: Env,
  useLocalAuth: boolean,
): { problems: ConfigError[]; warnings: ConfigWarning[] } {
  const runners = new Map<string, Runner>();
  for (const { runners: suiteRunners } of plan) {
    for (const runner of suiteRunners) runners.set(runner.id, runner);
  }
  const problems: ConfigError[] = [];
  const warnings: ConfigWarning[] = [];
  for (const runner of runners.values()) {
    const missing = missingCredential(runner.config, hostEnv);
    if (missing === undefined) continue;
    const [first] = missing.anyOf;
    const names = missing.anyOf.join(", ");
    const loginFiles = useLocalAuth ? localAuthFiles(runner.config.agent) : [];
    const home = hostEnv.HOME ?? "";
    if (loginFiles.length > 0) {
      if (!loginFiles.some((path) => home !== "" && existsSync(join(home, path))))
        warnings.push({
          message: `runner ${runner.id} (${runner.config.agent}): --use-local-auth found no login file of yours (${loginFiles.map((path) => `~/${path}`).join(", ")}); unless the OS keychain holds your login, log in once with the agent's CLI, or set ${names}`,
          position: { file: join(home, loginFiles[0] ?? "") },
        });
      continue;
    }
    problems.push(
      new ConfigError(
        `runner ${runner.id} (${runner.config.agent}) has no credentials: set one of ${names}`,
        {
          hint: `in GitHub Actions add \`${first}: \${{ secrets.${first} }}\` to the step's env:; locally export ${first}, put it in the runner's env: in the config, or pass --use-local-auth to reuse your own login`,
        },
      ),
    );
  }
  return { problems, warnings };
}

export function overLimit(planned: number, limit: number, hint: string | undefined): ConfigError {
  return new ConfigError(
    `${formatCount(planned)} executions are planned, more than the limit of ${formatCount(limit)} (max-executions${limit === DEFAULT_MAX_EXECUTIONS ? ", the default" : ""}); no agent was started`,
    {
      hint:
        hint ??
        "raise the limit (--max-executions or maxExecutions in the config), or narrow the run with --case, --tag or --runner",
    },
  );
}
