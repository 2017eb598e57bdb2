import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import type { SuiteWorkspaceConfig } from "../../model/case.ts";
import { ConfigError, ConfigErrors, type SourcePosition } from "../../model/errors.ts";
import { isWithin } from "../../model/path-within.ts";
import type { SkillDirectory, Suite } from "../../model/suite.ts";
import { realPathIfExists } from "../read-skill-directory.ts";
import { suiteBounds } from "../suite-bounds.ts";
import { findCaseLine, findExportLine } from "./case-line.ts";
import { missingWorkspacePaths } from "./check-workspace-paths.ts";
import { registerPublicApiHook } from "./module-hook.ts";
import { probeModule } from "./probe-module.ts";
import { findSkillgymConfig, readSkillgymConfig, withUserCodeErrors } from "./skillgym-config-file.ts";
import { suiteIdFromPath } from "./suite-file-name.ts";
import { suiteFromModule } from "./suite-from-module.ts";

/** Imports a skillgym suite module (TS or JS) and returns it in the common model. */
export async function loadSkillgymSuite(
  file: string,
  root: string,
  skills: readonly SkillDirectory[],
): Promise<Suite> {
  registerPublicApiHook();
  const namespace = await importSuite(file);
  const text = readFileSync(file, "utf8");
  const fromModule = withUserCodeErrors(
    file,
    () => suiteFromModule(namespace, file, text),
    "suite",
    firstLine,
  );
  const configFile = findSkillgymConfig(dirname(file), root);
  const skillgymConfig = configFile === undefined ? undefined : await readSkillgymConfig(configFile);
  const settings = skillgymConfig?.suite ?? {};
  const cases = fromModule.cases.map((caseSpec) => ({
    ...caseSpec,
    ...withLine(file, findCaseLine(text, caseSpec.id)),
    iterations: settings.iterations ?? caseSpec.iterations,
    threshold: settings.threshold ?? caseSpec.threshold,
    ...(settings.repetitions === undefined ? {} : { repetitions: settings.repetitions }),
    timeoutMs: caseSpec.timeoutMs ?? settings.timeoutMs,
  }));
  // A suite's own `export const workspace` wins over the config's run.workspace; the config's
  // relative paths resolve from the config's folder, the suite's from the suite's (skillgym's rule).
  const written = writtenWorkspace(fromModule.workspace, settings.workspace, file, text, configFile);
  const workspace =
    written === undefined
      ? { mode: "none" as const }
      : resolveWorkspacePaths(written.workspace, dirname(written.position.file));
  checkWorkspaceInsideRoot(workspace, suiteBounds(file, root), file);
  if (written !== undefined) {
    const { position } = written;
    const from = position.file === file ? "the suite file's folder" : "the skillgym config's folder";
    const missing = missingWorkspacePaths(written.workspace, dirname(position.file), position, from);
    if (missing.length > 0) throw new ConfigErrors(missing);
  }
  const relativePath = relative(root, file).split(sep).join("/");
  return {
    id: suiteIdFromPath(relativePath),
    format: "skillgym",
    file,
    relativePath,
    contentHash: createHash("sha256").update(readFileSync(file)).digest("hex"),
    skills: [...skills],
    workspace,
    ...(configFile === undefined || skillgymConfig === undefined
      ? {}
      : { skillgymRunners: { file: configFile, ids: Object.keys(skillgymConfig.config.runners) } }),
    cases,
    warnings: [...(skillgymConfig?.warnings ?? [])],
  };
}

async function importSuite(file: string): Promise<Record<string, unknown>> {
  await probeModule(file, "suite");
  try {
    const namespace: unknown = await import(pathToFileURL(file).href);
    return typeof namespace === "object" && namespace !== null ? { ...namespace } : {};
  } catch (error) {
    throw new ConfigError(`the suite could not be loaded: ${firstLine(error)}`, {
      position: { file, ...positionInStack(error, file) },
      hint: hintFor(error),
      cause: error,
    });
  }
}

/** The workspace as written, and where: the suite's own export, else the skillgym config's run.workspace. */
function writtenWorkspace(
  own: SuiteWorkspaceConfig | undefined,
  configured: SuiteWorkspaceConfig | undefined,
  file: string,
  text: string,
  configFile: string | undefined,
): { workspace: SuiteWorkspaceConfig; position: SourcePosition } | undefined {
  if (own !== undefined) {
    const line = findExportLine(text, "workspace");
    return { workspace: own, position: line === undefined ? { file } : { file, line } };
  }
  if (configured === undefined || configFile === undefined) return undefined;
  return { workspace: configured, position: { file: configFile } };
}

/**
 * Relative workspace paths resolve from the suite file's folder (skillgym's rule), and so do the
 * bootstrap's command and arguments that look like paths (`./`, `../`), as skillgym's
 * `runner/workspace.ts` resolves them: `args: ["./workspace-bootstrap.sh"]` names the script
 * beside the suite, whatever folder the workspace is.
 */
function resolveWorkspacePaths(workspace: SuiteWorkspaceConfig, suiteDir: string): SuiteWorkspaceConfig {
  const from = (path: string | undefined) => (path === undefined ? undefined : resolve(suiteDir, path));
  switch (workspace.mode) {
    case "none":
      return workspace.cwd === undefined
        ? workspace
        : { ...workspace, cwd: resolve(suiteDir, workspace.cwd) };
    case "shared":
    case "isolated":
      return {
        ...workspace,
        ...(workspace.mode === "shared" ? { cwd: from(workspace.cwd) } : {}),
        templateDir: from(workspace.templateDir),
        ...(workspace.bootstrap === undefined
          ? {}
          : {
              bootstrap: {
                ...workspace.bootstrap,
                command: resolvePathLike(workspace.bootstrap.command, suiteDir),
                args: workspace.bootstrap.args?.map((arg) => resolvePathLike(arg, suiteDir)),
              },
            }),
      };
  }
}

function resolvePathLike(value: string, dir: string): string {
  return /^\.\.?(?:[/\\]|$)/.test(value) ? resolve(dir, value) : value;
}

/** A workspace's folders are copied or written by the agent: they must be the repository's own. */
function checkWorkspaceInsideRoot(workspace: SuiteWorkspaceConfig, root: string, file: string): void {
  const folders = {
    cwd: "cwd" in workspace ? workspace.cwd : undefined,
    templateDir: "templateDir" in workspace ? workspace.templateDir : undefined,
  };
  for (const [key, folder] of Object.entries(folders)) {
    if (folder === undefined) continue;
    const real = realPathIfExists(folder);
    if (!isWithin(realPathIfExists(root), real)) {
      throw new ConfigError(`workspace ${key} ${real} is outside the repository`, {
        position: { file },
        hint: `point ${key} at a folder inside the repository (a symbolic link out of it counts as outside)`,
      });
    }
  }
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0] ?? message;
}

function positionInStack(error: unknown, file: string): { line?: number; column?: number } {
  const text = error instanceof Error ? `${error.stack ?? ""}\n${error.message}` : "";
  const fileUrl = pathToFileURL(file).href;
  // A TS loader (vite, tsx) may print the path relative to the working directory.
  for (const candidate of [fileUrl, file, relative(process.cwd(), file)]) {
    const index = text.indexOf(`${candidate}:`);
    if (index === -1) continue;
    const match = /^:(\d+)(?::(\d+))?/.exec(text.slice(index + candidate.length));
    if (match)
      return { line: Number(match[1]), column: match[2] === undefined ? undefined : Number(match[2]) };
  }
  return {};
}

function hintFor(error: unknown): string {
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
  if (code === "ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX") {
    return "Node strips types but cannot run enums, namespaces or parameter properties: use plain types";
  }
  if (code === "ERR_MODULE_NOT_FOUND")
    return "check the import path, or install the package the suite imports";
  return "fix the error in the suite file; it is imported like any module";
}

function withLine(file: string, line: number | undefined): { source?: { file: string; line: number } } {
  return line === undefined ? {} : { source: { file, line } };
}
