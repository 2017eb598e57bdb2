import { join } from "node:path";
import { isStrictlyWithin } from "../../model/path-within.ts";

/**
 * Where a recorded transcript for one execution may be, best first (DESIGN §4):
 * `<dir>/<suite-id>/<case-id>[.<n>].jsonl`, then `<dir>/<case-id>[.<n>].jsonl`; the unnumbered
 * file serves every iteration. Paths that would leave `dir` are dropped.
 */
export function transcriptCandidates(
  dir: string,
  suiteId: string,
  caseId: string,
  iteration: number,
): string[] {
  const names = [`${caseId}.${iteration}.jsonl`, `${caseId}.jsonl`];
  const candidates = [
    ...names.map((name) => join(dir, suiteId, name)),
    ...names.map((name) => join(dir, name)),
  ];
  return candidates.filter((candidate) => isStrictlyWithin(dir, candidate));
}

/**
 * Sidecar files recorded beside a transcript: `<base>.exit-code.txt`, `<base>.stderr.log` and
 * `<base>.file_changes.diff` (the workspace's changes, for agentv graders that read them).
 */
export function transcriptSidecars(transcript: string): {
  exitCode: string;
  stderr: string;
  fileChanges: string;
} {
  const base = transcript.replace(/\.jsonl$/, "");
  return {
    exitCode: `${base}.exit-code.txt`,
    stderr: `${base}.stderr.log`,
    fileChanges: `${base}.file_changes.diff`,
  };
}
