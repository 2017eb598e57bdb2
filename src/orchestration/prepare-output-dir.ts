import { existsSync, readdirSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { ConfigError } from "../model/errors.ts";

/** What a run leaves in its output folder, removed before the next run writes its own. */
const RUN_OUTPUTS = ["executions", "workspaces", "results.json", "report.md"];

/**
 * Makes `outDir` ready for a run. It is cleaned only when it is ours (empty, or holding a previous
 * run's results.json); a folder that is the project itself, one above it, or one with other
 * content is refused, so a mistyped `--out` can never delete a user's files.
 */
export function prepareOutputDir(outDir: string, projectRoot: string): void {
  const fromOut = relative(outDir, projectRoot);
  if (fromOut === "" || !fromOut.startsWith("..")) {
    throw new ConfigError(`the output folder ${outDir} is the project folder or contains it`, {
      hint: "write results to a folder of their own, e.g. --out .skill-eval",
    });
  }
  if (!existsSync(outDir)) return;
  const entries = readdirSync(outDir);
  const ours = entries.length === 0 || entries.includes("results.json");
  if (!ours) {
    throw new ConfigError(`the output folder ${outDir} has files that are not skill-eval results`, {
      hint: "choose an empty or new folder for --out (a previous skill-eval output folder is fine)",
    });
  }
  for (const name of RUN_OUTPUTS) rmSync(join(outDir, name), { recursive: true, force: true });
}
