import { realpathSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import { ConfigError, type SourcePosition } from "../../model/errors.ts";
import { isWithin } from "../../model/path-within.ts";

/** Where a suite's files may live: anywhere under the repository root. */
export interface PathBounds {
  /** The repository root, absolute. */
  root: string;
}

/**
 * Resolves a path written in a suite file (agentv's `file://` prefix allowed) from `baseDir`.
 * Relative or absolute, it must stay inside the repository root (agentv's examples keep
 * `workspace-template/` beside the `evals/` folder: `template: ../workspace-template`);
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
  if (!isWithin(bounds.root, absolute)) {
    throw new ConfigError(`"${written}" is outside the repository root ${bounds.root}`, {
      position,
      hint: isAbsolute(path)
        ? "use a path inside the repository, relative to the eval file"
        : "keep the suite's files (cases, tests files, templates) inside the repository",
    });
  }
  // A symbolic link (of the path or a folder on the way) may not lead out of the repository either.
  const real = realPath(absolute);
  if (real !== undefined && !isWithin(realPath(bounds.root) ?? bounds.root, real)) {
    throw new ConfigError(
      `"${written}" leads outside the repository root ${bounds.root} (to ${real}) through a symbolic link`,
      {
        position,
        hint: "copy the file into the repository instead of linking to it",
      },
    );
  }
  return absolute;
}

function realPath(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}
