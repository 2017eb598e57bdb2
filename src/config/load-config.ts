import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ConfigError } from "../model/errors.ts";
import { type Config, configSchema } from "./config-schema.ts";
import { parseStructured } from "./parse-structured.ts";
import { validateSource } from "./yaml-source.ts";

export const CONFIG_FILE_NAMES = [
  "skill-eval.config.yaml",
  "skill-eval.config.yml",
  "skill-eval.config.json",
  "skill-eval.config.ts",
  "skill-eval.config.mts",
  "skill-eval.config.mjs",
  "skill-eval.config.js",
];

export interface LoadedConfig {
  config: Config;
  /** Absolute path of the file read. */
  file: string;
  /** Relative paths in the config resolve against this folder. */
  dir: string;
}

/**
 * Reads the config named by `--config`, else the first config file found in `searchDirs`
 * (tried in order: typically the folders given on the command line, then the working directory).
 * Undefined when there is none and none was named.
 */
export async function loadConfig(options: {
  explicitFile?: string;
  searchDirs: readonly string[];
}): Promise<LoadedConfig | undefined> {
  const file = options.explicitFile
    ? resolve(options.explicitFile)
    : options.searchDirs.map(findConfigFile).find((found) => found !== undefined);
  if (file === undefined) return undefined;
  if (!existsSync(file)) {
    throw new ConfigError(`config file not found: ${file}`, {
      position: { file },
      hint: "check the --config path",
    });
  }
  const config = /\.(?:ts|mts|mjs|js)$/.test(file)
    ? await importConfig(file)
    : parseStructured(readFileSync(file, "utf8"), file, configSchema);
  return { config, file, dir: dirname(file) };
}

/** A TS or JS config exports the same object as the YAML one, as `default`. */
async function importConfig(file: string): Promise<Config> {
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
  return validateSource({ file, value: exported, positionOf: () => ({ file }) }, configSchema);
}

function findConfigFile(dir: string): string | undefined {
  return CONFIG_FILE_NAMES.map((name) => join(dir, name)).find((candidate) => existsSync(candidate));
}
