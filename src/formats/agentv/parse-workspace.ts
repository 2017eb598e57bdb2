import { dirname } from "node:path";
import { type ValuePath, validateSource, valueAt, type YamlSource } from "../../config/yaml-source.ts";
import { ConfigError } from "../../model/errors.ts";
import type { ConfigWarning, HookCommand, WorkspaceHooks, WorkspaceSpec } from "../../model/suite.ts";
import { collectProblems, throwProblems } from "./collect-problems.ts";
import { HOOK_NAMES, hookSchema, hooksSchema, UNSUPPORTED, workspaceSchema } from "./eval-file-schema.ts";
import { keyWarnings } from "./key-warnings.ts";
import { type PathBounds, resolveSuiteFolder, resolveSuitePath } from "./suite-path.ts";

const HOOK_FIELDS = {
  before_all: "beforeAll",
  before_each: "beforeEach",
  after_each: "afterEach",
  after_all: "afterAll",
} as const satisfies Record<(typeof HOOK_NAMES)[number], keyof WorkspaceHooks>;

const KNOWN_MODES = new Set(["pooled", "temp", "static"]);

/**
 * An inline agentv `workspace:` object at `path` (or a whole workspace file at `[]`) as a
 * WorkspaceSpec: a `template` makes it isolated (a fresh copy per execution), `mode: static`
 * with `path` runs in that folder, hooks alone an empty isolated folder, otherwise none. Paths resolve from the
 * folder of the file they are written in.
 */
export function parseWorkspace(
  source: YamlSource,
  path: ValuePath,
  bounds: PathBounds,
): { spec: WorkspaceSpec; warnings: ConfigWarning[] } {
  const fields = validateSource(source, workspaceSchema, path);
  const warnings = keyWarnings(source, path, workspaceSchema, "workspace", UNSUPPORTED.workspace);
  const baseDir = dirname(source.file);
  const problems: ConfigError[] = [];
  const templateDir = collectProblems(problems, () =>
    fields.template === undefined
      ? undefined
      : resolveSuiteFolder(
          fields.template,
          baseDir,
          bounds,
          source.positionOf([...path, "template"]),
          "workspace template",
        ),
  );
  const hooks = collectProblems(problems, () =>
    fields.hooks === undefined ? undefined : parseHooks(source, [...path, "hooks"], bounds, warnings),
  );
  const staticDir = collectProblems(problems, () => staticFolder(source, path, fields, bounds, warnings));
  throwProblems(problems);
  const withHooks = hooks === undefined ? {} : { hooks };
  if (staticDir !== undefined) return { spec: { mode: "none", cwd: staticDir, ...withHooks }, warnings };
  if (templateDir !== undefined) return { spec: { mode: "isolated", templateDir, ...withHooks }, warnings };
  // Hooks without a template get a folder of their own, as agentv makes one: never the checkout.
  if (hooks !== undefined) return { spec: { mode: "isolated", ...withHooks }, warnings };
  return { spec: { mode: "none", ...withHooks }, warnings };
}

function staticFolder(
  source: YamlSource,
  path: ValuePath,
  fields: { mode?: string | undefined; path?: string | undefined },
  bounds: PathBounds,
  warnings: ConfigWarning[],
): string | undefined {
  if (fields.mode !== undefined && !KNOWN_MODES.has(fields.mode)) {
    warnings.push({
      message: `workspace mode "${fields.mode}" is unknown and is ignored (pooled, temp or static)`,
      position: source.positionOf([...path, "mode"]),
    });
  }
  if (fields.mode !== "static") return undefined;
  if (fields.path === undefined) {
    throw new ConfigError("workspace mode static needs a path", {
      position: source.positionOf([...path, "mode"]),
      hint: "add path: ./the/folder/to/run/in, or use template: for a fresh copy per execution",
    });
  }
  return resolveSuiteFolder(
    fields.path,
    dirname(source.file),
    bounds,
    source.positionOf([...path, "path"]),
    "workspace path",
  );
}

/** `hooks:` (before_all, before_each, after_each, after_all) at `path`; undefined when `enabled: false`. */
export function parseHooks(
  source: YamlSource,
  path: ValuePath,
  bounds: PathBounds,
  warnings: ConfigWarning[],
): WorkspaceHooks | undefined {
  const fields = validateSource(source, hooksSchema, path);
  warnings.push(...keyWarnings(source, path, hooksSchema, "workspace hooks"));
  if (fields.enabled === false) return undefined;
  const problems: ConfigError[] = [];
  const hooks: WorkspaceHooks = {};
  for (const name of HOOK_NAMES) {
    if (fields[name] === undefined) continue;
    // agentv's after_each may be only `reset: fast|strict` (no command): nothing to run here.
    if (
      valueAt(source.value, [...path, name, "command"]) === undefined &&
      hasReset(source, [...path, name])
    ) {
      warnings.push(...keyWarnings(source, [...path, name], hookSchema, `hook ${name}`, UNSUPPORTED.hook));
      continue;
    }
    const hook = collectProblems(problems, () => parseHook(source, [...path, name], bounds, warnings));
    if (hook !== undefined) hooks[HOOK_FIELDS[name]] = hook;
  }
  throwProblems(problems);
  return hooks;
}

function hasReset(source: YamlSource, path: ValuePath): boolean {
  const reset = valueAt(source.value, [...path, "reset"]);
  return reset !== undefined && reset !== null;
}

function parseHook(
  source: YamlSource,
  path: ValuePath,
  bounds: PathBounds,
  warnings: ConfigWarning[],
): HookCommand {
  const command = valueAt(source.value, [...path, "command"]);
  if (typeof command === "string") {
    throw new ConfigError(`${path.join(".")}.command: a hook command is an argument array, not a string`, {
      position: source.positionOf([...path, "command"]),
      hint: `write command: ${JSON.stringify(command.split(/\s+/).filter(Boolean))} (arrays only; for shell syntax use ["bash", "-c", "..."])`,
    });
  }
  const fields = validateSource(source, hookSchema, path);
  warnings.push(...keyWarnings(source, path, hookSchema, `hook ${String(path.at(-1))}`, UNSUPPORTED.hook));
  return {
    command: fields.command,
    ...(fields.timeout_ms === undefined ? {} : { timeoutMs: fields.timeout_ms }),
    // As agentv: the hook's own cwd, else the folder of the file it is written in.
    cwd:
      fields.cwd === undefined
        ? dirname(source.file)
        : resolveSuitePath(fields.cwd, dirname(source.file), bounds, source.positionOf([...path, "cwd"])),
  };
}
