import { posix } from "node:path";

/** The reads of a `SKILL.md` file (any case), in the order they were seen. */
export function skillFileReads(reads: readonly string[]): string[] {
  return reads.filter((path) => posix.basename(path).toLowerCase() === "skill.md");
}
