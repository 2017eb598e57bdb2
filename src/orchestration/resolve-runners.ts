import { type Config, configSchema } from "../model/config.ts";
import { ConfigError } from "../model/errors.ts";
import type { Runner } from "../model/runner-config.ts";
import type { Suite } from "../model/suite.ts";

export interface SuitePlan {
  suite: Suite;
  runners: Runner[];
}

/**
 * Which runners run each suite (DESIGN §4): the configured ones, narrowed by the suite's own
 * format (agentv targets name runner ids; skill-test suites run on Claude) and by `--runner`.
 * A suite left with no runner is a configuration error, never a silent replay. Without a config
 * file, skill-test and evals.json suites get the Claude Code runner their tools used. Pure.
 */
export function resolveRunners(
  suites: readonly Suite[],
  config: Config | undefined,
  configFile: string | undefined,
  only: readonly string[] = [],
): SuitePlan[] {
  const configured = config ? runnersOf(config) : implicitRunners(suites);
  const unknown = only.filter((id) => !configured.some((runner) => runner.id === id));
  if (unknown.length > 0) {
    throw new ConfigError(`--runner ${unknown.join(", ")}: no such runner`, {
      hint: `configured runners: ${configured.map((runner) => runner.id).join(", ")}`,
    });
  }
  const selected = only.length > 0 ? configured.filter((runner) => only.includes(runner.id)) : configured;
  return suites.map((suite) => {
    const runners = runnersFor(suite, selected, configured);
    if (runners.length === 0) {
      throw new ConfigError(`no runner can run suite ${suite.id}`, {
        position: { file: suite.file },
        hint: hintFor(suite, configured, configFile),
      });
    }
    return { suite, runners };
  });
}

function runnersOf(config: Config): Runner[] {
  return Object.entries(config.runners).map(([id, runnerConfig]) => ({ id, config: runnerConfig }));
}

function implicitRunners(suites: readonly Suite[]): Runner[] {
  const needsConfig = suites.find((suite) => suite.format === "skillgym" || suite.format === "agentv");
  if (needsConfig !== undefined) {
    throw new ConfigError("no skill-eval.config.yaml found", {
      position: { file: needsConfig.file },
      hint: "create skill-eval.config.yaml with a runners: section (see README, Configuration), or pass --config",
    });
  }
  return runnersOf(configSchema.parse({ runners: { claude: { agent: "claude-code" } } }));
}

function runnersFor(suite: Suite, selected: readonly Runner[], configured: readonly Runner[]): Runner[] {
  if (suite.runnerIds !== undefined) {
    const missing = suite.runnerIds.filter((id) => !configured.some((runner) => runner.id === id));
    if (missing.length > 0) {
      throw new ConfigError(
        `suite ${suite.id} targets ${missing.join(", ")}, which is not a configured runner`,
        {
          position: { file: suite.file },
          hint: `add a runner with that id to skill-eval.config.yaml (configured: ${configured.map((runner) => runner.id).join(", ")})`,
        },
      );
    }
    return selected.filter((runner) => suite.runnerIds?.includes(runner.id));
  }
  if (suite.format === "skill-test") {
    return selected.filter(
      (runner) => runner.config.agent === "claude-code" || runner.config.agent === "replay",
    );
  }
  return [...selected];
}

function hintFor(suite: Suite, configured: readonly Runner[], configFile: string | undefined): string {
  const where = configFile ?? "skill-eval.config.yaml";
  if (suite.format === "skill-test")
    return `skill-test suites run on Claude Code: add a claude-code runner to ${where}`;
  return `its runners were filtered out; configured: ${configured.map((runner) => runner.id).join(", ")}`;
}
