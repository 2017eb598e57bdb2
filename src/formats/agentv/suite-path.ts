import { isAbsolute, resolve } from "node:path";
import { ConfigError, type SourcePosition } from "../../model/errors.ts";
import { isWithin } from "../../model/path-within.ts";

/** Where a suite's files may live: under the eval file's folder, or (absolute) under the root. */
export interface PathBounds {
  /** The eval file's folder, absolute. */
  suiteDir: string;
  /** The repository root, absolute. */
  root: string;
}

/**
 * Resolves a path written in a suite file (agentv's `file://` prefix allowed) from `baseDir`.
 * A relative path must stay under the eval file's folder, an absolute one under the root;
 * otherwise a ConfigError at `position`.
 */
export function resolveSuitePath(
  written: string,
  baseDir: string,
  bounds: PathBounds,
  position: SourcePosition,
): string {
  const path = written.startsWith("file://") ? written.slice("file://".length) : written;
  const absolute = resolve(baseDir, path);
  if (isAbsolute(path)) {
    if (!isWithin(bounds.root, absolute)) {
      throw new ConfigError(`"${written}" is outside the repository root ${bounds.root}`, {
        position,
        hint: "use a path inside the repository, relative to the eval file",
      });
    }
  } else if (!isWithin(bounds.suiteDir, absolute)) {
    throw new ConfigError(`"${written}" escapes the eval file's folder ${bounds.suiteDir}`, {
      position,
      hint: "keep the suite's files (cases, tests files, templates) under the folder of its eval file",
    });
  }
  return absolute;
}
