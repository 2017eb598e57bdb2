import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  SKILL_TEST_DEFAULTS,
  execa,
  isAgentvEvalFile,
  isSkillgymSuiteFile,
  matchesGlob
} from "./chunk-MTULFYZ2.js";
import {
  isWithin
} from "./chunk-ZNN7HAMQ.js";

// src/discover/changed-file-list.ts
function parseNameStatus(output) {
  const fields = output.split("\0");
  const files = [];
  let index = 0;
  while (index < fields.length) {
    const code = fields[index] ?? "";
    index += 1;
    if (code === "") continue;
    const letter = code[0];
    if (letter === "R" || letter === "C") {
      const previousPath = fields[index] ?? "";
      const path = fields[index + 1] ?? "";
      index += 2;
      files.push({ path, status: letter === "R" ? "renamed" : "copied", previousPath });
    } else {
      const path = fields[index] ?? "";
      index += 1;
      files.push({ path, status: GIT_STATUS[letter ?? ""] ?? "modified" });
    }
  }
  return files;
}
var GIT_STATUS = {
  A: "added",
  M: "modified",
  D: "deleted",
  T: "type-changed"
};

// src/discover/changed-files.ts
async function changedFilesSince(cwd, baseRef, options = {}) {
  const topLevel = await git(cwd, ["rev-parse", "--show-toplevel"]);
  if (!topLevel.ok) return unknown(cwd, baseRef, `${cwd} is not a git repository (${topLevel.error})`);
  const root = topLevel.output;
  const base = await resolveBase(root, baseRef);
  if (base === void 0) {
    return unknown(root, baseRef, `the base ref "${baseRef}" does not exist here, even after fetching it`);
  }
  const mergeBase = await findMergeBase(root, base, options);
  if (mergeBase === void 0) {
    return unknown(
      root,
      baseRef,
      `HEAD and "${baseRef}" have no common ancestor, even with the full history`
    );
  }
  const diff = await git(root, ["diff", "--name-status", "-M", "-z", `${mergeBase}...HEAD`]);
  if (!diff.ok) return unknown(root, baseRef, `git diff failed: ${diff.error}`);
  const files = parseNameStatus(diff.output);
  return {
    files,
    complete: true,
    root,
    baseRef,
    mergeBase,
    reason: `${files.length} file${files.length === 1 ? "" : "s"} changed since ${describeMergeBase(mergeBase, baseRef, base.commit)}`
  };
}
function describeMergeBase(mergeBase, baseRef, baseCommit) {
  const short = mergeBase.slice(0, 7);
  if (!/^[0-9a-f]{40}$/.test(baseRef)) return `the merge base ${short} with ${baseRef}`;
  if (mergeBase === baseCommit) return `the base commit ${short}`;
  return `${short}, the merge base with the base commit ${baseRef.slice(0, 7)}`;
}
function unknown(root, baseRef, reason) {
  return { files: [], complete: false, root, baseRef, reason };
}
async function resolveBase(root, baseRef) {
  const remotes = await git(root, ["remote"]);
  const names = remotes.ok ? remotes.output.split("\n").filter((name) => name !== "") : [];
  const [first, ...rest] = baseRef.split("/");
  const remote = first !== void 0 && names.includes(first) && rest.length > 0 ? first : names[0];
  const branch = remote === first ? rest.join("/") : baseRef;
  const isCommit = /^[0-9a-f]{40}$/.test(baseRef);
  const refspec = isCommit ? baseRef : `+refs/heads/${branch}:refs/remotes/${remote}/${branch}`;
  const local = await commitOf(root, baseRef);
  if (local !== void 0)
    return { commit: local, remote, refspec: remote === void 0 ? void 0 : refspec };
  if (remote === void 0) return void 0;
  const shallow = await isShallow(root);
  await git(root, ["fetch", "--no-tags", ...shallow ? ["--depth=1"] : [], remote, refspec]);
  const fetched = await commitOf(root, isCommit ? baseRef : `refs/remotes/${remote}/${branch}`);
  return fetched === void 0 ? void 0 : { commit: fetched, remote, refspec };
}
async function findMergeBase(root, base, options) {
  const first = await mergeBaseOf(root, base.commit);
  if (first !== void 0 || base.remote === void 0 || !await isShallow(root)) return first;
  const refspecs = base.refspec === void 0 ? [] : [base.refspec];
  let deepen = options.initialDeepen ?? 50;
  for (let round = 0; round < (options.maxDeepenRounds ?? 6); round++) {
    const fetched = await git(root, ["fetch", "--no-tags", `--deepen=${deepen}`, base.remote, ...refspecs]);
    const found = await mergeBaseOf(root, base.commit);
    if (found !== void 0) return found;
    if (!fetched.ok || !await isShallow(root)) return void 0;
    deepen *= 2;
  }
  await git(root, ["fetch", "--no-tags", "--unshallow", base.remote, ...refspecs]);
  return mergeBaseOf(root, base.commit);
}
async function mergeBaseOf(root, base) {
  const result = await git(root, ["merge-base", base, "HEAD"]);
  return result.ok && result.output !== "" ? result.output : void 0;
}
async function commitOf(root, ref) {
  const result = await git(root, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`]);
  return result.ok && result.output !== "" ? result.output : void 0;
}
async function isShallow(root) {
  const result = await git(root, ["rev-parse", "--is-shallow-repository"]);
  return result.ok && result.output === "true";
}
async function git(cwd, args) {
  const result = await execa("git", args, {
    cwd,
    reject: false,
    stripFinalNewline: false,
    env: { GIT_TERMINAL_PROMPT: "0" }
  });
  if (result.failed) {
    const detail = String(result.stderr ?? "").trim() || (result.shortMessage ?? "git failed");
    return { ok: false, error: detail.split("\n")[0] ?? "git failed" };
  }
  return { ok: true, output: String(result.stdout).replace(/\n$/, "") };
}

// src/discover/select-suites.ts
import { basename, dirname, relative, resolve } from "node:path";
var MAX_REASONS = 5;
function selectSuites(input) {
  const { changed } = input;
  if (!changed.complete) {
    return selectEverything(input.suites, `every suite runs: ${changed.reason}`, changed);
  }
  const paths = changed.files.flatMap((file) => [
    resolve(changed.root, file.path),
    ...file.previousPath === void 0 ? [] : [resolve(changed.root, file.previousPath)]
  ]);
  const reasons = /* @__PURE__ */ new Map();
  const add = (suite, reason) => {
    const set = reasons.get(suite.id) ?? /* @__PURE__ */ new Set();
    set.add(reason);
    reasons.set(suite.id, set);
  };
  const owned = input.suites.map((suite) => ({ suite, files: ownedFiles(suite, input.root) }));
  const ownedByAny = new Set(owned.flatMap(({ files }) => files.exact.map((file) => file.path)));
  const shown = (path) => toPosix(relative(input.root, path));
  for (const path of paths) {
    for (const everything of globalReasons(path, input.configs, shown)) {
      for (const suite of input.suites) add(suite, everything);
    }
    for (const { suite, files } of owned) {
      const kind = files.exact.find((file) => file.path === path)?.kind ?? files.dirs.find((dir) => isWithin(dir.path, path))?.kind;
      if (kind !== void 0) add(suite, `${kind} changed: ${shown(path)}`);
      if (!ownedByAny.has(path)) {
        for (const skill of suite.skills) {
          if (isWithin(skill.dir, path)) add(suite, `skill ${skill.name} changed: ${shown(path)}`);
        }
      }
    }
    for (const { suite, glob } of extraPathMatches(path, input.suites, input.configs)) {
      add(suite, `extra path changed: ${shown(path)} (${glob})`);
    }
  }
  const present = new Set(input.suites.map((suite) => resolve(suite.file)));
  const removedSuites = changed.files.flatMap(
    (file) => file.status === "deleted" ? [file.path] : file.status === "renamed" && file.previousPath ? [file.previousPath] : []
  ).map((path) => resolve(changed.root, path)).filter((path) => !present.has(path) && looksLikeSuiteFile(path)).map(shown).sort();
  const suites = input.suites.filter((suite) => reasons.has(suite.id)).map((suite) => ({
    id: suite.id,
    path: suite.relativePath,
    reasons: capped([...reasons.get(suite.id) ?? []])
  })).sort((a, b) => compare(a.id, b.id));
  return {
    mode: "changed",
    reason: `${changed.reason}; ${suites.length} of ${input.suites.length} suite(s) affected`,
    baseRef: changed.baseRef,
    mergeBase: changed.mergeBase,
    changedFiles: changed.files.length,
    suites,
    removedSuites: [...new Set(removedSuites)]
  };
}
function selectEverything(suites, reason, changed) {
  return {
    mode: "all",
    reason,
    baseRef: changed?.baseRef,
    mergeBase: changed?.mergeBase,
    changedFiles: changed?.complete ? changed.files.length : void 0,
    suites: suites.map((suite) => ({ id: suite.id, path: suite.relativePath, reasons: [reason] })).sort((a, b) => compare(a.id, b.id)),
    removedSuites: []
  };
}
function ownedFiles(suite, root) {
  const exact = [{ path: resolve(root, suite.file), kind: "suite file" }];
  const dirs = [];
  const workspace = suite.workspace;
  if (workspace.mode !== "none" && workspace.templateDir !== void 0) {
    dirs.push({ path: resolve(root, workspace.templateDir), kind: "workspace template" });
  }
  for (const caseSpec of suite.cases) {
    const source = caseSpec.source?.file;
    if (source !== void 0) {
      exact.push({ path: resolve(root, source), kind: "case file" });
      if (basename(source) === "case.yaml")
        dirs.push({ path: resolve(root, dirname(dirname(source))), kind: "case folder" });
    }
    for (const assertion of caseSpec.assertions) {
      exact.push({ path: resolve(root, assertion.source.file), kind: "case file" });
    }
    for (const input of caseSpec.inputFiles ?? [])
      exact.push({ path: resolve(root, input.from), kind: "case file" });
    if (caseSpec.templateDir !== void 0) {
      dirs.push({ path: resolve(root, caseSpec.templateDir), kind: "workspace template" });
    }
  }
  return { exact: dedupe(exact), dirs: dedupe(dirs).sort((a, b) => b.path.length - a.path.length) };
}
function globalReasons(path, configs, shown) {
  const found = [];
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
function extraPathMatches(path, suites, configs) {
  const matches = [];
  for (const config of configs) {
    if (!isWithin(config.dir, path)) continue;
    const relativePath = toPosix(relative(config.dir, path));
    for (const [suitePattern, globs] of Object.entries(config.selection?.extraPaths ?? {})) {
      const glob = globs.find((candidate) => matchesGlob(relativePath, candidate));
      if (glob === void 0) continue;
      for (const suite of suites) {
        const suitePath = toPosix(relative(config.dir, suite.file));
        if (matchesGlob(suitePath, suitePattern) || matchesGlob(suite.id, suitePattern))
          matches.push({ suite, glob });
      }
    }
  }
  return matches;
}
var SKILL_TEST_FILE = SKILL_TEST_DEFAULTS.testPatterns;
function looksLikeSuiteFile(path) {
  const name = basename(path);
  if (isSkillgymSuiteFile(name) || isAgentvEvalFile(name)) return true;
  if (name === "evals.json" && basename(dirname(path)) === "evals") return true;
  const inSkillTests = toPosix(path).split("/").indexOf("skill-tests");
  if (inSkillTests === -1) return false;
  const fromSkill = toPosix(path).split("/").slice(inSkillTests).join("/");
  return SKILL_TEST_FILE.some((pattern) => matchesGlob(fromSkill, pattern));
}
function capped(reasons) {
  const sorted = reasons.sort(compare);
  if (sorted.length <= MAX_REASONS) return sorted;
  return [...sorted.slice(0, MAX_REASONS), `\u2026 and ${sorted.length - MAX_REASONS} more`];
}
function dedupe(items) {
  const seen = /* @__PURE__ */ new Set();
  return items.filter((item) => !seen.has(item.path) && seen.add(item.path));
}
function toPosix(path) {
  return path.split("\\").join("/");
}
function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/orchestration/select-for-change.ts
async function selectForChange(prepared, cwd, change) {
  const planned = new Set(prepared.plan.map(({ suite }) => suite.id));
  const suites = prepared.suites.filter((suite) => planned.has(suite.id));
  const changed = change.changed ?? (change.changedSince === void 0 ? void 0 : await changedFilesSince(cwd, change.changedSince));
  if (changed === void 0) {
    return selectEverything(
      suites,
      "every suite runs: no base to compare with (push, schedule or manual run)"
    );
  }
  return selectSuites({
    root: cwd,
    suites,
    configs: prepared.configs.map((config) => ({
      file: config.file,
      dir: config.dir,
      selection: config.config.selection
    })),
    changed
  });
}

export {
  selectForChange
};
