import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { AGENTV_TARGETS_FILE, translateAgentvTargets } from "../config/agentv-targets.ts";
import { type Config, configSchema } from "../config/config-schema.ts";
import { parseStructured } from "../config/parse-structured.ts";
import { isSkillgymConfigFile, SKILLGYM_CONFIG_FILE_NAMES } from "../config/skillgym-config.ts";
import { parseYamlSource, validateSource } from "../config/yaml-source.ts";
import { interpolateEnv, unsetVariableWarning } from "../formats/agentv/interpolate-env.ts";
import {
  importConfigModule,
  readSkillgymConfig,
  withUserCodeErrors,
} from "../formats/skillgym/skillgym-config-file.ts";
import { ConfigError } from "../model/errors.ts";
import type { ConfigWarning } from "../model/suite.ts";

const OWN_CONFIG_FILE_NAMES = [
  "skill-eval.config.yaml",
  "skill-eval.config.yml",
  "skill-eval.config.json",
  "skill-eval.config.ts",
  "skill-eval.config.mts",
  "skill-eval.config.mjs",
  "skill-eval.config.js",
];

export const CONFIG_FILE_NAMES = [
  ...OWN_CONFIG_FILE_NAMES,
  // A skillgym project runs unchanged with its own config, an agentv one with its targets file;
  // ours wins where several exist.
  ...SKILLGYM_CONFIG_FILE_NAMES,
  AGENTV_TARGETS_FILE,
];

export interface LoadedConfig {
  config: Config;
  /** Absolute path of the file read. */
  file: string;
  /** Relative paths in the config resolve against this folder. */
  dir: string;
  /** Runners the file names but could not define (agentv targets), with why: for error hints. */
  skippedRunners?: Record<string, string>;
  /** What the file says that is skipped or ignored (agentv targets). */
  warnings?: ConfigWarning[];
}

/**
 * Reads the config named by `--config`, else the first config file found in `searchDirs`
 * (tried in order: typically the folders given on the command line, then the working directory);
 * a `skillgym.config.*` or `.agentv/targets.yaml` found first yields to a `skill-eval.config.*`
 * further on (a skillgym config then narrows its runners, DESIGN §4). Undefined when there is none
 * and none was named.
 */
export async function loadConfig(options: {
  explicitFile?: string;
  searchDirs: readonly string[];
}): Promise<LoadedConfig | undefined> {
  const file = options.explicitFile ? resolve(options.explicitFile) : findNearestConfig(options.searchDirs);
  if (file === undefined) return undefined;
  if (!existsSync(file)) {
    throw new ConfigError(`config file not found: ${file}`, {
      position: { file },
      hint: "check the --config path",
    });
  }
  if (!statSync(file).isFile()) {
    throw new ConfigError("the config path is a folder, not a file", {
      position: { file },
      hint: "name the config file itself, e.g. --config path/to/skill-eval.config.yaml",
    });
  }
  if (file.endsWith(AGENTV_TARGETS_FILE)) {
    const targets = readAgentvTargets(file);
    return {
      config: targets.config,
      file,
      dir: dirname(file),
      skippedRunners: targets.skipped,
      warnings: targets.warnings,
    };
  }
  const config = isSkillgymConfigFile(basename(file))
    ? (await readSkillgymConfig(file)).config
    : /\.(?:ts|mts|mjs|js)$/.test(file)
      ? await importConfig(file)
      : parseStructured(readFileSync(file, "utf8"), file, configSchema);
  return { config, file, dir: dirname(file) };
}

/** `.agentv/targets.yaml`, with agentv's `${{ VAR }}` interpolation from this process's environment. */
export function readAgentvTargets(file: string): ReturnType<typeof translateAgentvTargets> {
  const source = parseYamlSource(readFileSync(file, "utf8"), file);
  const { value, missing } = interpolateEnv(source.value, process.env);
  const translated = translateAgentvTargets(value, file);
  const unset = missing.map((name) => unsetVariableWarning(name, file));
  return { ...translated, warnings: [...unset, ...translated.warnings] };
}

/** A TS or JS config exports the same object as the YAML one, as `default`. */
async function importConfig(file: string): Promise<Config> {
  const exported = await importConfigModule(file);
  return withUserCodeErrors(file, () =>
    validateSource({ file, value: exported, positionOf: () => ({ file }) }, configSchema),
  );
}

/**
 * One rule: a `skill-eval.config.*` anywhere from the suite's folder up to the project root wins;
 * without one, the nearest seed config (`skillgym.config.*`, `.agentv/targets.yaml`) gives the runners.
 */
/** The config a search over `searchDirs` reads; `configIn` says which config file a folder holds. */
export function findNearestConfig(
  searchDirs: readonly string[],
  configIn: (dir: string) => string | undefined = findConfigFile,
): string | undefined {
  const found = searchDirs.flatMap((dir) => configIn(dir) ?? []);
  return found.find((file) => OWN_CONFIG_FILE_NAMES.includes(basename(file))) ?? found[0];
}

/**
 * The first config file the folder holds. Where names are case-sensitive (Linux), one listing of
 * the folder rules out the names it lacks, instead of a failed lookup for each of them.
 */
export function findConfigFile(dir: string): string | undefined {
  const present = process.platform === "linux" ? entryNames(dir) : undefined;
  return CONFIG_FILE_NAMES.filter((name) => present?.has(name.split("/")[0] ?? name) ?? true)
    .map((name) => join(dir, name))
    .find((candidate) => existsSync(candidate));
}

function entryNames(dir: string): Set<string> | undefined {
  try {
    return new Set(readdirSync(dir));
  } catch {
    return undefined;
  }
}
