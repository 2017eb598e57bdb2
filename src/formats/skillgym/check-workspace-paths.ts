import { resolve } from "node:path";
import type { SuiteWorkspaceConfig } from "../../model/case.ts";
import { commandScript } from "../../model/command-script.ts";
import { ConfigError, type SourcePosition } from "../../model/errors.ts";
import { notThere, pathKind } from "../path-kind.ts";

/** Paths resolved from the suite's (or config's) folder, as skillgym resolves a bootstrap's. */
const FROM_BASE = /^\.\.?[/\\]/;

/**
 * The folders and the bootstrap script a workspace names (as written, relative to `baseDir`)
 * that are not there: refused when the suite loads, instead of an ENOENT from every execution's
 * workspace setup. A bootstrap's script is checked only when written `./` or `../`; any other
 * relative path resolves in the workspace, which the template may fill.
 */
export function missingWorkspacePaths(
  workspace: SuiteWorkspaceConfig,
  baseDir: string,
  position: SourcePosition,
  from: string,
): ConfigError[] {
  const problems: ConfigError[] = [];
  const folders = {
    cwd: "cwd" in workspace ? workspace.cwd : undefined,
    templateDir: "templateDir" in workspace ? workspace.templateDir : undefined,
  };
  for (const [key, written] of Object.entries(folders)) {
    if (written === undefined) continue;
    const path = resolve(baseDir, written);
    const kind = pathKind(path);
    if (kind === "folder") continue;
    problems.push(
      new ConfigError(`workspace ${key} "${written}" ${notThere(kind, "folder")} (${path})`, {
        position,
        hint: `create the folder, or correct ${key}: a relative path resolves from ${from}`,
      }),
    );
  }
  const bootstrap = "bootstrap" in workspace ? workspace.bootstrap : undefined;
  const script = bootstrap && commandScript([bootstrap.command, ...(bootstrap.args ?? [])]);
  if (script !== undefined && FROM_BASE.test(script.path)) {
    const path = resolve(baseDir, script.path);
    const kind = pathKind(path);
    if (kind !== "file") {
      const field = script.index === 0 ? "bootstrap.command" : `bootstrap.args[${script.index - 1}]`;
      problems.push(
        new ConfigError(`workspace ${field} "${script.path}" ${notThere(kind, "file")} (${path})`, {
          position,
          hint: `add the script, or correct the path: ./ and ../ paths resolve from ${from}`,
        }),
      );
    }
  }
  return problems;
}
