import { posix } from "node:path";

/**
 * Resolves a tool's path against `cwd`: absolute paths are normalized, `~` paths kept as written.
 * With `keepWithoutCwd`, a relative path is also kept as written when `cwd` is empty (runners that
 * fall back to the transcript's own cwd); otherwise it is joined (and so normalized) as usual.
 */
export function resolvePath(cwd: string, path: string, { keepWithoutCwd = false } = {}): string {
  if (path.startsWith("/")) return posix.normalize(path);
  if (path.startsWith("~") || (keepWithoutCwd && cwd === "")) return path;
  return posix.join(cwd, path);
}
