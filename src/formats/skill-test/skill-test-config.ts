import { z } from "zod";
import { parseYamlSource, validateSource } from "../../config/yaml-source.ts";
import { ConfigError, type SourcePosition } from "../../model/errors.ts";
import { iterationsSchema, timeoutMsSchema } from "../../model/limits.ts";

export const SKILL_TEST_CONFIG_FILE = "skill-test.config.yaml";

export const hookStrategySchema = z.enum(["none", "simple", "forced", "custom"]);
export type HookStrategy = z.infer<typeof hookStrategySchema>;

/** `skill-test.config.yaml` as the seed documents it; unknown keys are errors (the tool's `deny_unknown_fields`). */
export const skillTestConfigSchema = z.strictObject({
  model: z.string().min(1).optional(),
  /** Milliseconds per iteration. */
  timeout: timeoutMsSchema.optional(),
  iterations: iterationsSchema.optional(),
  /** Percent (0–100) of iterations that must pass. */
  threshold: z.number().min(0).max(100).optional(),
  hook: hookStrategySchema.optional(),
  "hook-path": z.string().min(1).optional(),
  "test-patterns": z.array(z.string().min(1)).min(1).optional(),
  "exclude-patterns": z.array(z.string().min(1)).optional(),
  strict: z.boolean().optional(),
});
type SkillTestConfigFile = z.infer<typeof skillTestConfigSchema>;

/** The seed's defaults ("All optional (defaults shown)" in its `skill-test.config.yaml`). */
export const SKILL_TEST_DEFAULTS = {
  model: "claude-sonnet-4-20250514",
  timeoutMs: 60_000,
  iterations: 10,
  thresholdPercent: 80,
  hook: "simple",
  testPatterns: [
    "skill-tests/**/test-*.yaml",
    "skill-tests/**/test-*.yml",
    "skill-tests/**/*.spec.yaml",
    "skill-tests/**/*.spec.yml",
  ],
  excludePatterns: ["node_modules/"],
  strict: false,
} as const satisfies {
  model: string;
  timeoutMs: number;
  iterations: number;
  thresholdPercent: number;
  hook: HookStrategy;
  testPatterns: readonly string[];
  excludePatterns: readonly string[];
  strict: boolean;
};

/** A skill's `skill-test.config.yaml`, read: only what it sets, with where each setting is. */
export interface SkillTestConfig {
  /** Display path of the file (relative to the project root). */
  file: string;
  model?: string;
  timeoutMs?: number;
  iterations?: number;
  thresholdPercent?: number;
  hook?: HookStrategy;
  /** As written: relative paths resolve against the skill directory. */
  hookPath?: string;
  testPatterns?: string[];
  excludePatterns?: string[];
  strict?: boolean;
  positionOf(key: keyof SkillTestConfigFile): SourcePosition;
}

/** Parses `skill-test.config.yaml` text. Pure; problems become ConfigErrors at file:line:column. */
export function parseSkillTestConfig(text: string, file: string): SkillTestConfig {
  const source = parseYamlSource(text, file);
  if (source.value !== null && (typeof source.value !== "object" || Array.isArray(source.value))) {
    throw new ConfigError("skill-test.config.yaml must be a mapping of settings", {
      position: source.positionOf([]),
      hint: "write settings as `key: value` lines, e.g. `iterations: 5`",
    });
  }
  const data = validateSource(source, skillTestConfigSchema, [], source.value ?? {});
  return {
    file,
    model: data.model,
    timeoutMs: data.timeout,
    iterations: data.iterations,
    thresholdPercent: data.threshold,
    hook: data.hook,
    hookPath: data["hook-path"],
    testPatterns: data["test-patterns"],
    excludePatterns: data["exclude-patterns"],
    strict: data.strict,
    positionOf: (key) => source.positionOf([key]),
  };
}
