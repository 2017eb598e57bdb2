import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { interpolateEnv } from "../formats/agentv/interpolate-env.ts";
import { matchesGlob } from "../formats/skill-test/glob-pattern.ts";
import { registerPublicApiHook } from "../formats/skillgym/module-hook.ts";
import { probeModule } from "../formats/skillgym/probe-module.ts";
import { ConfigError, ConfigErrors } from "../model/errors.ts";
import type { ConfigWarning } from "../model/suite.ts";
import { AGENTV_TARGETS_FILE, translateAgentvTargets } from "./agentv-targets.ts";
import { type Config, configSchema } from "./config-schema.ts";
import { parseStructured } from "./parse-structured.ts";
import {
  isSkillgymConfigFile,
  SKILLGYM_CONFIG_FILE_NAMES,
  type TranslatedSkillgymConfig,
  translateSkillgymConfig,
} from "./skillgym-config.ts";
import { parseYamlSource, validateSource } from "./yaml-source.ts";

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

/** A `skillgym.config.*` module, imported (its `skillgym` imports resolve to our API) and translated. */
export async function readSkillgymConfig(file: string): Promise<TranslatedSkillgymConfig> {
  registerPublicApiHook();
  const exported = await importDefault(file);
  return withUserCodeErrors(file, () => translateSkillgymConfig(exported, file));
}

/** `.agentv/targets.yaml`, with agentv's `${{ VAR }}` interpolation from this process's environment. */
export function readAgentvTargets(file: string): ReturnType<typeof translateAgentvTargets> {
  const source = parseYamlSource(readFileSync(file, "utf8"), file);
  return translateAgentvTargets(interpolateEnv(source.value, process.env).value, file);
}

/** The nearest `skillgym.config.*` in `dir` or a folder above it, up to `root` (inclusive). */
export function findSkillgymConfig(dir: string, root: string): string | undefined {
  for (let current = resolve(dir); ; current = dirname(current)) {
    const found = SKILLGYM_CONFIG_FILE_NAMES.map((name) => join(current, name)).find((file) =>
      existsSync(file),
    );
    if (found !== undefined) return found;
    if (current === resolve(root) || dirname(current) === current) return undefined;
  }
}

/** A TS or JS config exports the same object as the YAML one, as `default`. */
async function importConfig(file: string): Promise<Config> {
  const exported = await importDefault(file);
  return withUserCodeErrors(file, () =>
    validateSource({ file, value: exported, positionOf: () => ({ file }) }, configSchema),
  );
}

/**
 * Reading what a module exported runs its code too (a getter): what it throws names the file.
 * `what` names the module in the message ("module", "suite"); `describe` says what was thrown.
 */
export function withUserCodeErrors<T>(
  file: string,
  read: () => T,
  what = "module",
  describe: (error: unknown) => string = (error) => (error instanceof Error ? error.message : String(error)),
): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof ConfigErrors) throw error;
    throw new ConfigError(`reading the ${what}'s exports failed: ${describe(error)}`, {
      position: { file },
      hint: `fix the getter or value that throws in the ${what}'s exports`,
      cause: error,
    });
  }
}

async function importDefault(file: string): Promise<unknown> {
  await probeModule(file, "config");
  let namespace: unknown;
  try {
    namespace = await import(pathToFileURL(file).href);
  } catch (error) {
    throw new ConfigError(
      `the config could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
      {
        position: { file },
        hint: "fix the error in the config module",
        cause: error,
      },
    );
  }
  const exported =
    typeof namespace === "object" && namespace !== null ? Reflect.get(namespace, "default") : undefined;
  if (exported === undefined) {
    throw new ConfigError("the config module has no default export", {
      position: { file },
      hint: "end it with `export default { runners: { ... } }`",
    });
  }
  return exported;
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

/**
 * The suite files a skillgym config's `suites:` globs name (relative to its folder), sorted; the
 * globs may name files of any name, not only `*.suite.*`. Skips node_modules and dot-folders.
 */
export async function skillgymSuiteFiles(configFile: string): Promise<string[]> {
  const { suiteGlobs } = await readSkillgymConfig(configFile);
  if (suiteGlobs.length === 0) return [];
  const dir = dirname(configFile);
  const found: string[] = [];
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const relativePath = `${prefix}${entry.name}`;
      if (entry.isDirectory()) walk(join(folder, entry.name), `${relativePath}/`);
      else if (
        entry.isFile() &&
        suiteGlobs.some((glob) => matchesGlob(relativePath, glob.replace(/^\.\//, "")))
      )
        found.push(join(folder, entry.name));
    }
  };
  walk(dir, "");
  return found.sort();
}
