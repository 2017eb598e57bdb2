import { readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { ConfigError } from "../../model/errors.ts";
import { isWithin } from "../../model/path-within.ts";
import type { SkillDirectory, Suite } from "../../model/suite.ts";
import { suiteBounds } from "../suite-bounds.ts";
import { buildAgentvSuite, type SuiteFiles } from "./build-agentv-suite.ts";

/**
 * Reads an agentv eval file (`EVAL.yaml`, `*.eval.yaml`) and the files it points to, and returns
 * the suite in the common model. Synchronous. Throws ConfigError / ConfigErrors.
 */
export function loadAgentvSuite(
  file: string,
  root: string,
  skills: readonly SkillDirectory[],
  env: Readonly<Record<string, string | undefined>> = process.env,
): Suite {
  const bound = suiteBounds(file, root);
  return buildAgentvSuite(file, root, skills, nodeSuiteFiles(bound), env, bound);
}

/**
 * The path checks in the parser see written paths; a symlink inside the repository could still
 * lead out of it. Every path the loader touches is checked again with its links resolved.
 */
function assertInsideRoot(path: string, root: string): void {
  let real: string;
  try {
    real = realpathSync(path);
  } catch {
    return;
  }
  if (!isWithin(realpathSync(root), real)) {
    throw new ConfigError(`a symbolic link to ${real}, outside the repository root`, {
      position: { file: path },
      hint: "copy what the suite needs into the repository instead of linking to it",
    });
  }
}

const nodeSuiteFiles = (root: string): SuiteFiles => ({
  kind(path) {
    assertInsideRoot(path, root);
    try {
      const stats = statSync(path);
      return stats.isDirectory() ? "directory" : stats.isFile() ? "file" : undefined;
    } catch {
      return undefined;
    }
  },
  read(path) {
    assertInsideRoot(path, root);
    try {
      return readFileSync(path);
    } catch (error) {
      throw new ConfigError(
        `cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`,
        {
          position: { file: path },
          hint: "check that the file exists and is readable",
          cause: error,
        },
      );
    }
  },
  subdirectories(dir) {
    try {
      return readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
    } catch (error) {
      throw new ConfigError(`cannot list ${dir}: ${error instanceof Error ? error.message : String(error)}`, {
        position: { file: dir },
        hint: "check that the cases folder is readable",
        cause: error,
      });
    }
  },
});
