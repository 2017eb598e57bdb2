import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { type Config, configSchema } from "../model/config.ts";
import { ConfigError } from "../model/errors.ts";
import { parseStructured } from "./parse-structured.ts";

export const CONFIG_FILE_NAMES = [
  "skill-eval.config.yaml",
  "skill-eval.config.yml",
  "skill-eval.config.json",
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
 */
export function loadConfig(options: { explicitFile?: string; searchDirs: readonly string[] }): LoadedConfig {
  const file = options.explicitFile
    ? resolve(options.explicitFile)
    : options.searchDirs.map(findConfigFile).find((found) => found !== undefined);
  if (file === undefined) {
    throw new ConfigError(`no ${CONFIG_FILE_NAMES[0]} found in ${options.searchDirs.join(", ")}`, {
      hint: `create one with a runners: section (see README "Configuration"), or pass --config <file>`,
    });
  }
  if (!existsSync(file)) {
    throw new ConfigError(`config file not found: ${file}`, {
      position: { file },
      hint: "check the --config path",
    });
  }
  const config = parseStructured(readFileSync(file, "utf8"), file, configSchema);
  return { config, file, dir: dirname(file) };
}

function findConfigFile(dir: string): string | undefined {
  return CONFIG_FILE_NAMES.map((name) => join(dir, name)).find((candidate) => existsSync(candidate));
}
