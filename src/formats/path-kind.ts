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
