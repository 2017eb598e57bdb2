import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Results } from "../../model/results.ts";
import type { ExecutionStatus } from "../../model/status.ts";

/** The `upload-workspaces` input. */
export type UploadWorkspaces = "failed" | "all" | "none";

/** Statuses whose workspace the engine keeps (engine/run-execution.ts) and `failed` uploads. */
const FAILING: ReadonlySet<ExecutionStatus> = new Set(["failed", "error", "unexpected-passed"]);

/**
 * The kept workspaces to upload, as folders of `<outDir>/workspaces/`, sorted by name. Only real
 * folders count: a symbolic link there is never followed. `failed` picks the workspaces of
 * failing executions in results.json; without results it takes every kept one (the engine keeps
 * only failures) and says so in `notes`.
 */
export function selectWorkspaces(
  outDir: string,
  mode: UploadWorkspaces,
  results: Results | undefined,
  notes: string[],
): string[] {
  const root = join(outDir, "workspaces");
  if (mode === "none" || !existsSync(root)) return [];
  const kept = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  if (mode === "all") return kept.map((name) => join(root, name));
  if (results === undefined) {
    notes.push("results.json could not be read, so every kept workspace is uploaded");
    return kept.map((name) => join(root, name));
  }
  const failing = new Set(
    results.executions
      .filter((execution) => FAILING.has(execution.status))
      .map((execution) => execution.artifactDir.split("/").at(-1)),
  );
  return kept.filter((name) => failing.has(name)).map((name) => join(root, name));
}
