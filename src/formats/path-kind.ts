import { statSync } from "node:fs";

/** What a path names, links followed: undefined when nothing is there (or it cannot be read). */
export function pathKind(path: string): "file" | "folder" | "other" | undefined {
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
  if (stats === undefined) return undefined;
  return stats.isFile() ? "file" : stats.isDirectory() ? "folder" : "other";
}

/**
 * Why a path is not the `wanted` kind, as an error says it after the path's name: "does not
 * exist" or "is not a folder".
 */
export function notThere(kind: string | undefined, wanted: "file" | "folder"): string {
  return kind === undefined ? "does not exist" : `is not a ${wanted}`;
}
