import { dirname, join, relative } from "node:path";
import { type Config, configSchema } from "../config/config-schema.ts";
import { suiteFormat } from "../formats/registry.ts";
import { ConfigError } from "../model/errors.ts";
import { isStrictlyWithin, isWithin } from "../model/path-within.ts";
import type { SkillgymRunners, Suite } from "../model/suite.ts";
import { claudeCodeAgent } from "../runners/claude-code/index.ts";
import type { Runner } from "../runners/runner-config.ts";

export interface SuitePlan {
  suite: Suite;
  runners: Runner[];
}

export interface ConfigScope {
  config: Config | undefined;
  /** The config file, for messages; undefined when the suites have none. */
  file: string | undefined;
  /** Where its relative paths resolve. */
  dir: string;
  /** Runners the config names but could not define, with why (agentv targets). */
  skipped?: Readonly<Record<string, string>>;
}

/** The runners a config defines (or, without one, the implicit Claude Code runner skill-test used). */
export function runnersOf(scope: ConfigScope, suites: readonly Suite[]): Runner[] {
  if (scope.config !== undefined) {
    return Object.entries(scope.config.runners).map(([id, config]) => ({ id, config, baseDir: scope.dir }));
  }
  const needsConfig = suites.find((suite) => !suiteFormat(suite.format).runsWithoutConfig);
  if (needsConfig !== undefined) {
    throw new ConfigError("no skill-eval.config.yaml found for this suite", {
      position: { file: needsConfig.file },
      hint: "create skill-eval.config.yaml with a runners: section beside the suite or in a folder above it (see README, Configuration), or pass --config",
    });
  }
  const implicit = configSchema.parse({ runners: { claude: { agent: claudeCodeAgent.id } } });
  return Object.entries(implicit.runners).map(([id, config]) => ({ id, config, baseDir: scope.dir }));
}

/**
 * Which runners run each suite (DESIGN §4): its config's runners, narrowed by the suite's own
 * format (agentv targets name runner ids, and an eval naming none runs on a `default` one when
 * configured; a skillgym.config beside or above a skillgym suite
 * names runner ids; skill-test suites run on Claude Code). A suite its
 * format leaves with no runner is a configuration error, never a silent replay. `--runner`
 * narrows further; a suite it leaves with nothing is dropped. Pure.
 */
export function resolveRunners(
  suites: readonly Suite[],
  configured: readonly Runner[],
  scope: ConfigScope,
  only: readonly string[] = [],
): SuitePlan[] {
  return suites.flatMap((suite) => {
    const candidates = runnersFor(suite, configured, scope);
    if (candidates.length === 0) {
      throw new ConfigError(`no runner can run suite ${suite.id}`, {
        position: { file: suite.file },
        hint: hintFor(suite, configured, scope.file),
      });
    }
    const runners = only.length > 0 ? candidates.filter((runner) => only.includes(runner.id)) : candidates;
    return runners.length === 0 ? [] : [{ suite, runners }];
  });
}

function runnersFor(suite: Suite, configured: readonly Runner[], scope: ConfigScope): Runner[] {
  if (suite.runnerIds !== undefined) {
    const pool = [...configured, ...variantRunners(suite, configured)];
    const missing = suite.runnerIds.filter((id) => !pool.some((runner) => runner.id === id));
    if (missing.length > 0) {
      const names = missing.map(
        (id) => suite.runnerVariants?.find((variant) => variant.id === id)?.baseRunner ?? id,
      );
      throw new ConfigError(
        `suite ${suite.id} targets ${missing.map((id, index) => (names[index] === id ? id : `${id} (runner ${names[index]})`)).join(", ")}, which is not a configured runner`,
        {
          position: { file: suite.file },
          hint:
            skippedHint(names, scope) ??
            `add a runner with that id to skill-eval.config.yaml (configured: ${configured.map((runner) => runner.id).join(", ")})`,
        },
      );
    }
    return pool.filter((runner) => suite.runnerIds?.includes(runner.id));
  }
  const format = suiteFormat(suite.format);
  const fallback = configured.filter((runner) => runner.id === format.defaultRunner);
  if (fallback.length > 0) return fallback;
  const onlyAgents = format.onlyAgents;
  if (onlyAgents !== undefined) {
    return configured.filter((runner) => onlyAgents.agents.includes(runner.config.agent));
  }
  const skillgym = narrowingSkillgymConfig(suite, scope);
  if (skillgym !== undefined) return skillgymRunnersOf(suite, skillgym, configured);
  return [...configured];
}

/** Why the config could not define the runners, when it named them (an unresolved use_target). */
function skippedHint(names: readonly string[], scope: ConfigScope): string | undefined {
  const reasons = names.flatMap((name) => {
    const reason = scope.skipped?.[name];
    return reason === undefined ? [] : [`target ${name}: ${reason}`];
  });
  return reasons.length === 0 ? undefined : `${reasons.join("; ")} (${scope.file})`;
}

interface Narrowing extends SkillgymRunners {
  /** The config in effect, whose runners are narrowed. */
  configFile: string;
}

/**
 * The skillgym config that narrows a suite's runners: not when it is the config in effect itself,
 * nor when that config sits nearer the suite (in a folder below the skillgym config's).
 */
function narrowingSkillgymConfig(suite: Suite, scope: ConfigScope): Narrowing | undefined {
  const skillgym = suite.skillgymRunners;
  if (skillgym === undefined || scope.file === undefined || skillgym.file === scope.file) return undefined;
  const nearer = isStrictlyWithin(dirname(skillgym.file), scope.dir) && isWithin(scope.dir, suite.file);
  return nearer ? undefined : { ...skillgym, configFile: scope.file };
}

/** The configured runners a skillgym config names; one it names that is not configured is an error. */
function skillgymRunnersOf(suite: Suite, narrowing: Narrowing, configured: readonly Runner[]): Runner[] {
  const missing = narrowing.ids.filter((id) => !configured.some((runner) => runner.id === id));
  if (missing.length > 0) {
    // Paths as the suite's own is shown: relative to the project root.
    const shown = (file: string) => join(dirname(suite.relativePath), relative(dirname(suite.file), file));
    throw new ConfigError(
      `suite ${suite.id}: ${shown(narrowing.file)} names runner${missing.length > 1 ? "s" : ""} ${missing.join(", ")}, which ${shown(narrowing.configFile)} does not define`,
      {
        position: { file: suite.file },
        hint: `add a runner with that id to ${shown(narrowing.configFile)} (configured: ${configured.map((runner) => runner.id).join(", ") || "none"}), or remove it from ${shown(narrowing.file)}`,
      },
    );
  }
  return configured.filter((runner) => narrowing.ids.includes(runner.id));
}

/** agentv targets that run a configured runner under their own name (`use_target`). */
function variantRunners(suite: Suite, configured: readonly Runner[]): Runner[] {
  return (suite.runnerVariants ?? []).flatMap((variant) => {
    const base = configured.find((runner) => runner.id === variant.baseRunner);
    return base === undefined || configured.some((runner) => runner.id === variant.id)
      ? []
      : [{ ...base, id: variant.id }];
  });
}

function hintFor(suite: Suite, configured: readonly Runner[], configFile: string | undefined): string {
  const where = configFile ?? "skill-eval.config.yaml";
  const onlyAgents = suiteFormat(suite.format).onlyAgents;
  if (onlyAgents !== undefined) return onlyAgents.hint(where);
  return `configured runners: ${configured.map((runner) => runner.id).join(", ") || "none"}`;
}
