import { existsSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import {
  SKILLGYM_CONFIG_FILE_NAMES,
  type TranslatedSkillgymConfig,
  translateSkillgymConfig,
} from "../../config/skillgym-config.ts";
import { ConfigError, ConfigErrors } from "../../model/errors.ts";
import { matchesGlob } from "../skill-test/glob-pattern.ts";
import { registerPublicApiHook } from "./module-hook.ts";
import { probeModule } from "./probe-module.ts";

/** A `skillgym.config.*` module, imported (its `skillgym` imports resolve to our API) and translated. */
export async function readSkillgymConfig(file: string): Promise<TranslatedSkillgymConfig> {
  registerPublicApiHook();
  const exported = await importConfigModule(file);
  return withUserCodeErrors(file, () => translateSkillgymConfig(exported, file));
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

/** The `default` export of a config module (ours or skillgym's), after probing that it can load. */
export async function importConfigModule(file: string): Promise<unknown> {
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
