import { isAbsolute, resolve } from "node:path";
import { ConfigError, type SourcePosition } from "../../model/errors.ts";
import type { ConfigWarning } from "../../model/suite.ts";
import { type HookStrategy, SKILL_TEST_DEFAULTS, type SkillTestConfig } from "./skill-test-config.ts";

/** skill-test's command-line settings (`--iterations`, `--threshold` in percent, `--hook`, ...). */
export type SkillTestCliOverrides = {
  iterations?: number;
  /** Percent, 0–100. */
  threshold?: number;
  hook?: HookStrategy;
  /** Absolute, or relative to the working directory. */
  hookPath?: string;
  model?: string;
  timeoutMs?: number;
  strict?: boolean;
  /** Unknown fields in test files are warnings instead of the seed's errors. */
  lenient?: boolean;
};

export type SettingOrigin = "cli" | "skill-config" | "default";

/** A skill's settings after CLI > skill config > defaults; per-test values apply later, per case. */
export interface SkillTestSettings {
  model: string;
  modelOrigin: SettingOrigin;
  timeoutMs: number;
  iterations: number;
  thresholdPercent: number;
  hook: HookStrategy;
  /** Absolute path of the custom hook file, when hook is custom. */
  hookPath?: string;
  strict: boolean;
  testPatterns: readonly string[];
  excludePatterns: readonly string[];
}

/**
 * Applies the seed's precedence below per-test settings: CLI flags > `skill-test.config.yaml` >
 * defaults. Relative paths: the config's `hook-path` from the skill directory, the CLI's from
 * `cwd`. Pure.
 */
export function resolveSkillTestSettings(
  config: SkillTestConfig | undefined,
  cli: SkillTestCliOverrides,
  where: { skillDir: string; cwd: string; skillDisplay: string },
): { settings: SkillTestSettings; warnings: ConfigWarning[] } {
  checkCliValues(cli, where.skillDisplay);
  const warnings: ConfigWarning[] = [];
  const hook = cli.hook ?? config?.hook ?? SKILL_TEST_DEFAULTS.hook;
  const written = cli.hookPath ?? config?.hookPath;
  const hookPathPosition: SourcePosition =
    cli.hookPath === undefined && config !== undefined
      ? config.positionOf("hook-path")
      : { file: where.skillDisplay };
  if (hook === "custom" && written === undefined) {
    throw new ConfigError("hook: custom needs a hook file", {
      position:
        cli.hook === undefined && config !== undefined
          ? config.positionOf("hook")
          : { file: where.skillDisplay },
      hint: "set hook-path in skill-test.config.yaml, or pass --hook-path",
    });
  }
  if (hook !== "custom" && written !== undefined) {
    warnings.push({
      message: `hook-path is only used with hook: custom; the hook is "${hook}", so it is ignored`,
      position: hookPathPosition,
    });
  }
  const model = cli.model ?? config?.model;
  return {
    settings: {
      model: model ?? SKILL_TEST_DEFAULTS.model,
      modelOrigin: cli.model !== undefined ? "cli" : config?.model !== undefined ? "skill-config" : "default",
      timeoutMs: cli.timeoutMs ?? config?.timeoutMs ?? SKILL_TEST_DEFAULTS.timeoutMs,
      iterations: cli.iterations ?? config?.iterations ?? SKILL_TEST_DEFAULTS.iterations,
      thresholdPercent: cli.threshold ?? config?.thresholdPercent ?? SKILL_TEST_DEFAULTS.thresholdPercent,
      hook,
      hookPath:
        hook !== "custom" || written === undefined
          ? undefined
          : absoluteFrom(cli.hookPath === undefined ? where.skillDir : where.cwd, written),
      strict: cli.strict ?? config?.strict ?? SKILL_TEST_DEFAULTS.strict,
      testPatterns: config?.testPatterns ?? SKILL_TEST_DEFAULTS.testPatterns,
      excludePatterns: config?.excludePatterns ?? SKILL_TEST_DEFAULTS.excludePatterns,
    },
    warnings,
  };
}

function checkCliValues(cli: SkillTestCliOverrides, skillDisplay: string): void {
  const position = { file: skillDisplay };
  if (cli.iterations !== undefined && !(Number.isInteger(cli.iterations) && cli.iterations > 0)) {
    throw new ConfigError(`--iterations must be a positive whole number, got ${cli.iterations}`, {
      position,
    });
  }
  if (cli.threshold !== undefined && !(cli.threshold >= 0 && cli.threshold <= 100)) {
    throw new ConfigError(`--threshold is a percent from 0 to 100, got ${cli.threshold}`, { position });
  }
  if (cli.timeoutMs !== undefined && !(Number.isInteger(cli.timeoutMs) && cli.timeoutMs > 0)) {
    throw new ConfigError(`--timeout must be a positive number of milliseconds, got ${cli.timeoutMs}`, {
      position,
    });
  }
}

function absoluteFrom(base: string, path: string): string {
  return isAbsolute(path) ? path : resolve(base, path);
}
