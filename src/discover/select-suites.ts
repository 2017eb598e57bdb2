import { basename, dirname, relative, resolve } from "node:path";
import type { SelectionConfig } from "../config/config-schema.ts";
import { suiteFormats } from "../formats/registry.ts";
import { matchesGlob } from "../formats/skill-test/glob-pattern.ts";
import { isWithin } from "../model/path-within.ts";
import type { Selection } from "../model/plan.ts";
import type { Suite } from "../model/suite.ts";
import type { ChangedFiles } from "./changed-file-list.ts";

/** A config file in effect: a change to it selects every suite; its `selection:` adds paths. */
export interface SelectionScope {
  /** Absolute path of the config file. */
  file: string;
  /** Absolute folder its relative paths resolve against. */
  dir: string;
  selection?: SelectionConfig;
}

export interface SelectSuitesInput {
  /** Absolute project root: suite paths are relative to it, and so are the paths in reasons. */
  root: string;
  /** Every suite loaded at HEAD. */
  suites: readonly Suite[];
  configs: readonly SelectionScope[];
  changed: ChangedFiles;
}

/** At most this many reasons per suite are listed; the rest are counted. */
const MAX_REASONS = 5;

/**
 * Maps changed files to the suites they affect (DESIGN §5), each with its reasons: the suite's
 * own file, its case files and folders, its workspace templates, files of the skills it tests
 * (`SKILL.md` and everything in the skill's folder), a config (→ every suite), and the config's
 * `selection.extraPaths` / `selection.global`. Deleted suite files are reported as removed. An
 * incomplete list selects everything, saying why. Pure.
 */
export function selectSuites(input: SelectSuitesInput): Selection {
  const { changed } = input;
  if (!changed.complete) {
    return selectEverything(input.suites, `every suite runs: ${changed.reason}`, changed);
  }
  const paths = changed.files.flatMap((file) => [
    resolve(changed.root, file.path),
    ...(file.previousPath === undefined ? [] : [resolve(changed.root, file.previousPath)]),
  ]);
  const reasons = new Map<string, Set<string>>();
  const add = (suite: Suite, reason: string) => {
    const set = reasons.get(suite.id) ?? new Set<string>();
    set.add(reason);
    reasons.set(suite.id, set);
  };
  const index = ownershipIndex(input.suites, input.root);
  const shown = (path: string) => toPosix(relative(input.root, path));

  for (const path of paths) {
    for (const everything of globalReasons(path, input.configs, shown)) {
      for (const suite of input.suites) add(suite, everything);
    }
    const folders = foldersHolding(path);
    // Per suite, the first kind wins: its exact files, then its deepest folder holding the path.
    const kinds = new Map<Suite, string>();
    const owners = [
      ...(index.exact.get(path) ?? []),
      ...folders.flatMap((folder) => index.dirs.get(folder) ?? []),
    ];
    for (const { suite, kind } of owners) if (!kinds.has(suite)) kinds.set(suite, kind);
    for (const [suite, kind] of kinds) add(suite, `${kind} changed: ${shown(path)}`);
    if (!index.exact.has(path)) {
      for (const { suite, name } of folders.flatMap((folder) => index.skills.get(folder) ?? [])) {
        add(suite, `skill ${name} changed: ${shown(path)}`);
      }
    }
    for (const { suite, glob } of extraPathMatches(path, input.suites, input.configs)) {
      add(suite, `extra path changed: ${shown(path)} (${glob})`);
    }
  }

  const present = new Set(input.suites.map((suite) => resolve(suite.file)));
  const removedSuites = changed.files
    .flatMap((file) =>
      file.status === "deleted"
        ? [file.path]
        : file.status === "renamed" && file.previousPath
          ? [file.previousPath]
          : [],
    )
    .map((path) => resolve(changed.root, path))
    .filter((path) => !present.has(path) && looksLikeSuiteFile(path))
    .map(shown)
    .sort();
  const suites = input.suites
    .filter((suite) => reasons.has(suite.id))
    .map((suite) => ({
      id: suite.id,
      path: suite.relativePath,
      reasons: capped([...(reasons.get(suite.id) ?? [])]),
    }))
    .sort((a, b) => compare(a.id, b.id));
  return {
    mode: "changed",
    reason: `${changed.reason}; ${suites.length} of ${input.suites.length} suite(s) affected`,
    baseRef: changed.baseRef,
    mergeBase: changed.mergeBase,
    changedFiles: changed.files.length,
    suites,
    removedSuites: [...new Set(removedSuites)],
  };
}

/** Every suite, each with the same reason: no base to compare with, or the change is not fully known. */
export function selectEverything(
  suites: readonly Suite[],
  reason: string,
  changed?: Pick<ChangedFiles, "baseRef" | "mergeBase" | "files" | "complete">,
): Selection {
  return {
    mode: "all",
    reason,
    baseRef: changed?.baseRef,
    mergeBase: changed?.mergeBase,
    changedFiles: changed?.complete ? changed.files.length : undefined,
    suites: suites
      .map((suite) => ({ id: suite.id, path: suite.relativePath, reasons: [reason] }))
      .sort((a, b) => compare(a.id, b.id)),
    removedSuites: [],
  };
}

interface OwnedFiles {
  exact: { path: string; kind: string }[];
  dirs: { path: string; kind: string }[];
}

interface OwnershipIndex {
  /** Each suite's own files, by absolute path, with the kind each suite gives it. */
  exact: Map<string, { suite: Suite; kind: string }[]>;
  /** Folders whose every file is a suite's (case folders, workspace templates). */
  dirs: Map<string, { suite: Suite; kind: string }[]>;
  /** Skill folders, with the suites testing each and the skill's name. */
  skills: Map<string, { suite: Suite; name: string }[]>;
}

/** Who owns what, keyed by absolute path, so a changed path is looked up instead of tested against every suite. */
function ownershipIndex(suites: readonly Suite[], root: string): OwnershipIndex {
  const index: OwnershipIndex = { exact: new Map(), dirs: new Map(), skills: new Map() };
  const push = <T>(map: Map<string, T[]>, key: string, value: T) => {
    const list = map.get(key) ?? [];
    list.push(value);
    map.set(key, list);
  };
  for (const suite of suites) {
    const files = ownedFiles(suite, root);
    for (const { path, kind } of files.exact) push(index.exact, path, { suite, kind });
    for (const { path, kind } of files.dirs) push(index.dirs, path, { suite, kind });
    for (const skill of suite.skills) push(index.skills, resolve(skill.dir), { suite, name: skill.name });
  }
  return index;
}

/** The path itself and every folder above it, deepest first: each folder it is within. */
function foldersHolding(path: string): string[] {
  const folders = [path];
  for (let folder = dirname(path); folder !== folders[folders.length - 1]; folder = dirname(folder))
    folders.push(folder);
  return folders;
}

/** The files and folders that belong to one suite, absolute. */
function ownedFiles(suite: Suite, root: string): OwnedFiles {
  const exact = [{ path: resolve(root, suite.file), kind: "suite file" }];
  const dirs: OwnedFiles["dirs"] = [];
  const workspace = suite.workspace;
  if (workspace.mode !== "none" && workspace.templateDir !== undefined) {
    dirs.push({ path: resolve(root, workspace.templateDir), kind: "workspace template" });
  }
  for (const caseSpec of suite.cases) {
    const source = caseSpec.source?.file;
    if (source !== undefined) {
      exact.push({ path: resolve(root, source), kind: "case file" });
      // agentv's case folders (`cases/<id>/case.yaml`): a case added or deleted there is the suite's.
      if (basename(source) === "case.yaml")
        dirs.push({ path: resolve(root, dirname(dirname(source))), kind: "case folder" });
    }
    for (const assertion of caseSpec.assertions) {
      exact.push({ path: resolve(root, assertion.source.file), kind: "case file" });
    }
    for (const input of caseSpec.inputFiles ?? [])
      exact.push({ path: resolve(root, input.from), kind: "case file" });
    if (caseSpec.templateDir !== undefined) {
      dirs.push({ path: resolve(root, caseSpec.templateDir), kind: "workspace template" });
    }
  }
  // First kind wins: the suite's own file stays a "suite file" when its cases point at it too.
  // The deepest folder names the change best (a case's workspace/ sits inside its cases/ folder):
  // selection looks folders up from the changed path upwards.
  return { exact: dedupe(exact), dirs: dedupe(dirs) };
}

function globalReasons(
  path: string,
  configs: readonly SelectionScope[],
  shown: (path: string) => string,
): string[] {
  const found: string[] = [];
  for (const config of configs) {
    if (resolve(config.file) === path) found.push(`config changed: ${shown(path)}`);
    if (!isWithin(config.dir, path)) continue;
    const relativePath = toPosix(relative(config.dir, path));
    for (const glob of config.selection?.global ?? []) {
      if (matchesGlob(relativePath, glob)) found.push(`global path changed: ${shown(path)} (${glob})`);
    }
  }
  return found;
}

function extraPathMatches(
  path: string,
  suites: readonly Suite[],
  configs: readonly SelectionScope[],
): { suite: Suite; glob: string }[] {
  const matches: { suite: Suite; glob: string }[] = [];
  for (const config of configs) {
    if (!isWithin(config.dir, path)) continue;
    const relativePath = toPosix(relative(config.dir, path));
    for (const [suitePattern, globs] of Object.entries(config.selection?.extraPaths ?? {})) {
      const glob = globs.find((candidate) => matchesGlob(relativePath, candidate));
      if (glob === undefined) continue;
      for (const suite of suites) {
        const suitePath = toPosix(relative(config.dir, suite.file));
        if (matchesGlob(suitePath, suitePattern) || matchesGlob(suite.id, suitePattern))
          matches.push({ suite, glob });
      }
    }
  }
  return matches;
}

/** Would discovery have found a suite at this path? (Only the name is left of a deleted file.) */
function looksLikeSuiteFile(path: string): boolean {
  return suiteFormats.some((format) => format.namesSuiteFile(path));
}

function capped(reasons: string[]): string[] {
  const sorted = reasons.sort(compare);
  if (sorted.length <= MAX_REASONS) return sorted;
  return [...sorted.slice(0, MAX_REASONS), `… and ${sorted.length - MAX_REASONS} more`];
}

function dedupe<T extends { path: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.path) && seen.add(item.path));
}

function toPosix(path: string): string {
  return path.split("\\").join("/");
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
