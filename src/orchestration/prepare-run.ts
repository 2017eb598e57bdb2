import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { type LoadedConfig, loadConfig } from "../config/load-config.ts";
import { discoverSources } from "../discover/discover-sources.ts";
import { findSkillDirectories } from "../discover/find-skills.ts";
import { ConfigError } from "../model/errors.ts";
import type { ConfigWarning, Suite } from "../model/suite.ts";
import { loadSuites } from "./load-suites.ts";
import { resolveRunners, type SuitePlan } from "./resolve-runners.ts";
import { applyOverrides, type RunOverrides } from "./run-overrides.ts";

export interface PrepareOptions {
  /** Suite files or folders to search; empty means the working directory. */
  paths: readonly string[];
  configFile?: string;
  /** The project root: suite ids are paths relative to it. */
  cwd: string;
  overrides?: RunOverrides;
}

export interface PreparedRun {
  config: LoadedConfig | undefined;
  /** Every suite loaded, before filters. */
  suites: Suite[];
  /** What will run: each selected suite with its runners. */
  plan: SuitePlan[];
  skillDirs: string[];
  warnings: ConfigWarning[];
}

/** Everything up to the first agent: config, discovery, loading, overrides, runners. */
export async function prepareRun(options: PrepareOptions): Promise<PreparedRun> {
  const overrides = options.overrides ?? {};
  const paths =
    options.paths.length > 0 ? options.paths.map((path) => resolve(options.cwd, path)) : [options.cwd];
  const folders = paths.filter((path) => existsSync(path) && statSync(path).isDirectory());
  const config = await loadConfig({
    explicitFile: options.configFile === undefined ? undefined : resolve(options.cwd, options.configFile),
    searchDirs: [...folders, options.cwd],
  });
  const skills = config ? findSkillDirectories(config.config.skills, config.dir, config.file) : [];
  const tree = discoverSources(paths);
  if (tree.sources.length === 0) {
    throw new ConfigError(`no suites found under ${paths.join(", ")}`, {
      hint: "suites are *.suite.ts / *-suite.ts modules, EVAL.yaml / *.eval.yaml files, or skill folders with skill-tests/ or evals/evals.json",
    });
  }
  const suites = await loadSuites(tree.sources, { root: options.cwd, skills, overrides });
  const selected = applyOverrides(suites, overrides);
  if (selected.length === 0) {
    throw new ConfigError(`no case matches --filter ${JSON.stringify(overrides.filter ?? "")}`, {
      hint: "the filter keeps cases whose id contains the text",
    });
  }
  const plan = resolveRunners(selected, config?.config, config?.file, overrides.runners);
  return {
    config,
    suites,
    plan,
    skillDirs: tree.skillDirs,
    warnings: suites.flatMap((suite) => suite.warnings),
  };
}
