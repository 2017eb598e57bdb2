import { dirname, relative, resolve } from "node:path";
import { type DiscoveredTree, discoverSources } from "../discover/discover-sources.ts";
import { findSkillDirectories } from "../discover/find-skills.ts";
import { applyPromptScripts } from "../engine/apply-prompt-scripts.ts";
import { type SuiteSource, suiteFormat } from "../formats/registry.ts";
import { sourcePath } from "../formats/suite-format.ts";
import { ConfigError, ConfigErrors } from "../model/errors.ts";
import { suiteCaseKeys } from "../model/execution-key.ts";
import { isWithin } from "../model/path-within.ts";
import type { ConfigWarning, Suite } from "../model/suite.ts";
import { restrictToUnits } from "../plan/restrict-to-units.ts";
import { countOf, formatFew } from "../report/format.ts";
import { narrowToFilteredUnits } from "./case-filters.ts";
import type { NeedsScope } from "./check-run-needs.ts";
import { describeWarning } from "./describe-warning.ts";
import { findConfigFile, findNearestConfig, type LoadedConfig, loadConfig } from "./load-config.ts";
import { loadSuites } from "./load-suites.ts";
import { type ConfigScope, resolveRunners, runnersOf, type SuitePlan } from "./resolve-runners.ts";
import { applyOverrides, type RunOverrides } from "./run-overrides.ts";
import { writtenKeys } from "./run-secrets.ts";

export interface PrepareOptions {
  /** Suite files or folders to search; empty means the working directory. */
  paths: readonly string[];
  /** One config for every suite; otherwise each suite uses the nearest config above it. */
  configFile?: string;
  /** The project root: suite ids are paths relative to it. */
  cwd: string;
  overrides?: RunOverrides;
  /**
   * Run only these case × runner units (`suite/case/runner`), e.g. one shard's; an empty set runs
   * nothing. As written (writtenKeys): an id holding a credential is redacted.
   */
  units?: ReadonlySet<string>;
  /** The host's environment: its credentials are among those redacted in written ids. */
  hostEnv?: Readonly<Record<string, string | undefined>>;
  /** The plan.json the units come from: a unit this checkout does not have is refused, naming it. */
  unitsFrom?: PlanOrigin;
}

export interface PlanOrigin {
  /** As the user gave it, for the message. */
  file: string;
  path: string;
  commit?: string;
}

export interface PreparedRun {
  /** The config whose run-wide settings apply (output folder, timeout, judge). */
  config: LoadedConfig | undefined;
  /** Every suite loaded, before filters. */
  suites: Suite[];
  /** What will run: each selected suite with its runners. */
  plan: SuitePlan[];
  skillDirs: string[];
  warnings: ConfigWarning[];
  /** Every config in effect (a change to one selects every suite). */
  configs: LoadedConfig[];
}

/**
 * Everything up to the first agent: discovery, configs, loading, overrides, runners. When some
 * suites cannot load, `alsoCheck` (what the run needs: credentials, transcripts) still runs on the
 * ones that did, and its problems are thrown with theirs: one try lists every mistake.
 */
export async function prepareRun(
  options: PrepareOptions,
  alsoCheck?: (loaded: NeedsScope) => readonly ConfigError[],
): Promise<PreparedRun> {
  const overrides = options.overrides ?? {};
  const paths =
    options.paths.length > 0 ? options.paths.map((path) => resolve(options.cwd, path)) : [options.cwd];
  const tree = await withListedSuites(discoverSources(paths));
  if (tree.sources.length === 0) {
    throw new ConfigError(`no suites found under ${paths.join(", ")}`, {
      hint: "suites are *.suite.ts / *-suite.ts modules, EVAL.yaml / *.eval.yaml files, or skill folders with skill-tests/ or evals/evals.json",
    });
  }
  const explicit =
    options.configFile === undefined
      ? undefined
      : await loadConfig({ explicitFile: resolve(options.cwd, options.configFile), searchDirs: [] });
  const groups = await groupByConfig(tree.sources, explicit, options.cwd);

  const suites: Suite[] = [];
  const plan: SuitePlan[] = [];
  const problems: ConfigError[] = [];
  const knownRunners = new Set<string>();
  for (const { config, sources } of groups) {
    try {
      const scope: ConfigScope = {
        config: config?.config,
        file: config?.file,
        dir: config?.dir ?? options.cwd,
        ...(config?.skippedRunners === undefined ? {} : { skipped: config.skippedRunners }),
      };
      const skills = config ? findSkillDirectories(config.config.skills, config.dir, config.file) : [];
      const outcome = await loadSuites(sources, { root: options.cwd, skills, overrides });
      problems.push(...outcome.problems);
      const loaded = applyPromptScripts(outcome.suites);
      suites.push(...loaded);
      const runners = runnersOf(scope, loaded);
      // agentv's execution.targets variants run under their own names: --runner may pick one.
      const runnerIds = [
        ...runners.map((runner) => runner.id),
        ...loaded.flatMap((suite) => (suite.runnerVariants ?? []).map((variant) => variant.id)),
      ];
      for (const id of runnerIds) knownRunners.add(id);
      const selection = { ...overrides, tags: overrides.tags ?? config?.config.tags };
      const resolved = resolveRunners(
        applyOverrides(loaded, selection, runnerIds),
        runners,
        scope,
        overrides.runners,
      );
      plan.push(...narrowToFilteredUnits(resolved, overrides));
    } catch (error) {
      if (error instanceof ConfigErrors) problems.push(...error.errors);
      else if (error instanceof ConfigError) problems.push(error);
      else throw error;
    }
  }
  problems.push(...duplicateSuiteIds(suites), ...collidingCaseKeys(suites));
  const config = explicit ?? primaryConfig(groups);
  const written = writtenKeys(options.hostEnv ?? {}, config, plan);
  if (options.unitsFrom !== undefined && options.units !== undefined && problems.length === 0)
    problems.push(...unitsNotHere(options.units, suites, knownRunners, options.unitsFrom, written));
  const unknownRunners = (overrides.runners ?? []).filter((id) => !knownRunners.has(id));
  if (unknownRunners.length > 0 && problems.length === 0) {
    problems.push(
      new ConfigError(`--runner ${unknownRunners.join(", ")}: no such runner`, {
        hint: `configured runners: ${[...knownRunners].join(", ")}`,
      }),
    );
  }
  const configs = groups.flatMap((group) => (group.config === undefined ? [] : [group.config]));
  const planned = options.units === undefined ? plan : restrictToUnits(plan, options.units, written);
  if (problems.length > 0)
    throw new ConfigErrors([...problems, ...(alsoCheck?.({ config, plan: planned, configs }) ?? [])]);
  if (plan.length === 0 && options.units === undefined)
    throw nothingToRun(tree.sources, suites, overrides, groups, options.cwd);
  return {
    config,
    suites,
    plan: planned,
    skillDirs: tree.skillDirs,
    warnings: [
      ...groups.flatMap((group) => group.config?.warnings ?? []),
      ...suites.flatMap((suite) => suite.warnings),
    ],
    configs,
  };
}

/** Adds the suites that listing files name (a skillgym config's `suites:` globs: any file name, not only `*.suite.*`). */
async function withListedSuites(tree: DiscoveredTree): Promise<DiscoveredTree> {
  const known = new Set(tree.sources.map(sourcePath));
  const added: SuiteSource[] = [];
  for (const listing of tree.listings) {
    for (const source of (await suiteFormat(listing.format).listings?.sources(listing.file)) ?? []) {
      if (known.has(sourcePath(source))) continue;
      known.add(sourcePath(source));
      added.push(source);
    }
  }
  return added.length === 0 ? tree : { ...tree, sources: [...tree.sources, ...added] };
}

interface ConfigGroup {
  config: LoadedConfig | undefined;
  sources: SuiteSource[];
}

/** Each source with the nearest config at or above its folder, up to the project root. */
async function groupByConfig(
  sources: readonly SuiteSource[],
  explicit: LoadedConfig | undefined,
  root: string,
): Promise<ConfigGroup[]> {
  // Sibling suites share their folders' lookups, and every folder under one config its one read.
  const inFolder = new Map<string, string | undefined>();
  const configIn = (dir: string) => {
    if (!inFolder.has(dir)) inFolder.set(dir, findConfigFile(dir));
    return inFolder.get(dir);
  };
  const byFile = new Map<string, Promise<LoadedConfig | undefined>>();
  const nearest = (dir: string) => {
    const file = findNearestConfig(foldersUpTo(dir, root), configIn);
    if (file === undefined) return undefined;
    const found = byFile.get(file) ?? loadConfig({ explicitFile: file, searchDirs: [] });
    byFile.set(file, found);
    return found;
  };
  const groups = new Map<string, ConfigGroup>();
  for (const source of sources) {
    const config = explicit ?? (await nearest(sourceDir(source)));
    const key = config?.file ?? "";
    const group = groups.get(key) ?? { config, sources: [] };
    group.sources.push(source);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function sourceDir(source: SuiteSource): string {
  return "skillDir" in source ? source.skillDir : dirname(source.file);
}

/**
 * `dir` and its parents up to `root` (inclusive); for a folder outside the project, its parents
 * up to the file system's root, then `root`.
 */
function foldersUpTo(dir: string, root: string): string[] {
  const inside = isWithin(root, dir);
  const folders: string[] = [];
  for (let current = dir; ; current = dirname(current)) {
    folders.push(current);
    if (current === root || dirname(current) === current) break;
    if (inside && !isWithin(root, dirname(current))) break;
  }
  return folders.includes(root) ? folders : [...folders, root];
}

/** Why the plan is empty: the filters given, or, with none, the suites themselves. */
function nothingToRun(
  sources: readonly SuiteSource[],
  suites: readonly Suite[],
  overrides: RunOverrides,
  groups: readonly ConfigGroup[],
  root: string,
): ConfigError {
  const filtered =
    (overrides.filter?.length ?? 0) > 0 ||
    (overrides.cases?.length ?? 0) > 0 ||
    (overrides.tags?.length ?? 0) > 0 ||
    (overrides.runners?.length ?? 0) > 0 ||
    groups.some((group) => (group.config?.config.tags?.length ?? 0) > 0);
  if (filtered) {
    const ids = suites.flatMap((suite) => suite.cases.map((caseSpec) => `${suite.id}/${caseSpec.id}`));
    const found =
      ids.length === 0 ? "" : `; the ${countOf(ids.length, "case", "cases")} found: ${formatFew(ids, 5)}`;
    return new ConfigError("nothing to run: no case matches the filters", {
      hint: `--filter keeps cases whose id or suite/case id contains the text (a glob when it has * or ?), and a suite/case/runner key that case on that runner; --runner keeps the runners named${found}`,
    });
  }
  const untested = sources.flatMap((source) =>
    "skillDir" in source &&
    !suites.some((suite) => suite.format === source.format && isWithin(source.skillDir, suite.file))
      ? [relative(root, source.skillDir) || "."]
      : [],
  );
  if (untested.length > 0) {
    return new ConfigError(
      `nothing to run: no test file in ${untested.map((dir) => `${dir}/skill-tests/`).join(", ")} matches the test patterns`,
      {
        hint: "name test files skill-tests/**/test-*.yaml or skill-tests/**/*.spec.yaml, or set test-patterns in skill-test.config.yaml",
      },
    );
  }
  const emptySuites = suites.filter((suite) => suite.cases.length === 0);
  const empty = emptySuites.map((suite) => relative(root, suite.file));
  const named = empty.length === 0 ? "" : `: ${formatFew(empty, 5)}`;
  // A case left out at load (an agentv test nothing grades) says why here, where the run stops.
  const why = emptySuites.flatMap((suite) => suite.warnings).map((warning) => describeWarning(warning, root));
  const shown = why.slice(0, 5).concat(why.length > 5 ? ["…"] : []);
  return new ConfigError(`nothing to run: the suites found have no cases${named}`, {
    hint: `add cases to the suites (an EVAL.yaml's tests, a skill-test file's entries, a *.suite.ts's default export)${why.length === 0 ? "" : `; their warnings:\n    ${shown.join("\n    ")}`}`,
  });
}

/**
 * Keys join the suite and case ids with "/", and both may hold one: case "x/c" of suite "evals"
 * and case "c" of suite "evals/x" would share results, folders and baselines.
 */
function collidingCaseKeys(suites: readonly Suite[]): ConfigError[] {
  const seen = new Map<string, { suite: Suite; caseId: string }>();
  const problems: ConfigError[] = [];
  for (const suite of suites) {
    for (const caseSpec of suite.cases) {
      const key = `${suite.id}/${caseSpec.id}`;
      const other = seen.get(key);
      if (other !== undefined && other.suite.id !== suite.id) {
        problems.push(
          new ConfigError(
            `case "${caseSpec.id}" of suite ${suite.id} and case "${other.caseId}" of suite ${other.suite.id} have the same key ${key}`,
            {
              position: caseSpec.source ?? { file: suite.file },
              hint: "rename one of the cases: keys join the suite and case ids with /",
            },
          ),
        );
      }
      seen.set(key, { suite, caseId: caseSpec.id });
    }
  }
  return problems;
}

function primaryConfig(groups: readonly ConfigGroup[]): LoadedConfig | undefined {
  const files = new Set(groups.map((group) => group.config?.file));
  return files.size === 1 ? groups[0]?.config : undefined;
}

/**
 * A plan's units that name a suite, case or runner this checkout does not have: the shard would
 * run without them and its report read green, as if they had passed. Units left out by a filter
 * (`--runner`, `--case`) do exist, and are not refused here.
 */
function unitsNotHere(
  units: ReadonlySet<string>,
  suites: readonly Suite[],
  runners: ReadonlySet<string>,
  origin: PlanOrigin,
  written: (key: string) => string,
): ConfigError[] {
  const here = new Set(suites.flatMap((suite) => suiteCaseKeys(suite, [...runners]).map(written)));
  const missing = [...units].filter((unit) => !here.has(unit)).sort();
  if (missing.length === 0) return [];
  const made = origin.commit === undefined ? "" : ` (it was made at commit ${origin.commit.slice(0, 12)})`;
  return [
    new ConfigError(
      `${origin.file} names ${missing.length} case × runner unit${missing.length === 1 ? "" : "s"} this checkout does not have, e.g. ${missing[0]}${made}`,
      {
        position: { file: origin.path },
        hint: "make the plan again from this checkout (`skill-eval plan`, or the action's `mode: plan` in the same workflow run), so every shard runs the commit it was planned for",
      },
    ),
  ];
}

function duplicateSuiteIds(suites: readonly Suite[]): ConfigError[] {
  const seen = new Map<string, string>();
  const problems: ConfigError[] = [];
  for (const suite of suites) {
    const other = seen.get(suite.id);
    if (other !== undefined) {
      problems.push(
        new ConfigError(`two suites share the id "${suite.id}": ${other} and ${suite.relativePath}`, {
          position: { file: suite.file },
          hint: "rename one of the files",
        }),
      );
    }
    seen.set(suite.id, suite.relativePath);
  }
  return problems;
}
