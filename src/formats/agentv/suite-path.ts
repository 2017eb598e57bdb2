import { isAbsolute, resolve } from "node:path";
import { ConfigError, type SourcePosition } from "../../model/errors.ts";
import { isWithin } from "../../model/path-within.ts";
import { notThere } from "../path-kind.ts";

/** Where a suite's files may live: anywhere under the repository root. */
export interface PathBounds {
  /** The repository root, absolute. */
  root: string;
  /** What is at a path, so a folder the suite names and that is not there is refused at load; unchecked without it. */
  kind?: (path: string) => "file" | "directory" | undefined;
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
  return absolute;
}

/** `resolveSuitePath` for a path that must name a folder (a workspace template, a static workspace). */
export function resolveSuiteFolder(
  written: string,
  baseDir: string,
  bounds: PathBounds,
  position: SourcePosition,
  key: string,
): string {
  const absolute = resolveSuitePath(written, baseDir, bounds, position);
  const kind = bounds.kind === undefined ? "directory" : bounds.kind(absolute);
  if (kind === "directory") return absolute;
  throw new ConfigError(`${key}: "${written}" ${notThere(kind, "folder")} (${absolute})`, {
    position,
    hint: "create the folder or fix the path (relative to the file that names it)",
  });
}
