import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  ConfigError,
  EXIT,
  FAIL_ON,
  INFRASTRUCTURE_CLASSES,
  RESULTS_FILE,
  RESULTS_SCHEMA_VERSION,
  SKILL_TEST_DEFAULTS,
  TOOL_VERSION,
  aggregateCaseResults,
  buildResults,
  caseKey,
  commentVerdict,
  compareResults,
  createAnthropicJudge,
  describeGate,
  describeWarning,
  execa,
  exitCodeOf,
  exitCodeUnder,
  firstLine,
  formatPercent,
  isAgentvEvalFile,
  isSkillgymSuiteFile,
  isStrictlyWithin,
  isWithin,
  judgeConfigSchema,
  matchesGlob,
  meanScoreGates,
  normalizers,
  parseStructured,
  prepareOutputDir,
  prepareRun,
  presentError,
  renderComment,
  renderMarkdownReport,
  resultsSchema,
  runEvals,
  runExecution,
  runPool,
  seedSummary,
  summarizeRunners,
  summarizeSkillTests,
  transcriptFormatOf,
  transcriptSidecars,
  verdictLine,
  withGates,
  writeFileAtomic,
  writeResults,
  writeRunReports
} from "./chunk-W42RILC7.js";
import {
  external_exports
} from "./chunk-6V2ZLZRW.js";

// src/cli/discover-command.ts
import { relative as relative2 } from "node:path";

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
    reason: `${files.length} file(s) changed since the merge base ${mergeBase.slice(0, 7)} with ${baseRef}`
  };
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

// src/report/align-columns.ts
function plainCell(text) {
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ");
  return flat.length > 100 ? `${flat.slice(0, 99)}\u2026` : flat;
}
function alignColumns(input) {
  const rows = input.map((row) => row.map(plainCell));
  const widths = [];
  for (const row of rows)
    for (const [index, cell] of row.entries()) widths[index] = Math.max(widths[index] ?? 0, cell.length);
  return rows.map(
    (row) => row.map((cell, index) => index === row.length - 1 ? cell : cell.padEnd(widths[index] ?? 0)).join("  ").trimEnd()
  ).join("\n");
}

// src/cli/parse-cli-args.ts
import { parseArgs } from "node:util";
function parseCliArgs(args, options) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true, allowNegative: true });
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error), {
      hint: "run `skill-eval --help` for the options"
    });
  }
}
function integerFlag(name, value, min) {
  if (value === void 0) return void 0;
  const number = Number(value);
  if (typeof value !== "string" || !Number.isInteger(number) || number < min) {
    throw new ConfigError(
      `--${name} must be a whole number of at least ${min}, not ${JSON.stringify(value)}`
    );
  }
  return number;
}
function choiceFlag(name, value, allowed) {
  if (value === void 0) return void 0;
  const match = allowed.find((candidate) => candidate === value);
  if (match === void 0) {
    throw new ConfigError(`--${name} must be one of ${allowed.join(", ")}, not ${JSON.stringify(value)}`);
  }
  return match;
}

// src/cli/discover-command.ts
var DISCOVER_HELP = `Usage: skill-eval discover [paths...] [--config file] [--changed-since ref] [--json]

Lists the suites under paths (format, file, cases, runners) and the skill directories, with the
suites that test each skill. Loads suites without running any agent.

With --changed-since <ref>, also shows which suites the change since the merge base with ref
selects, and why (the suite's file, a case, its workspace template, a skill it tests, the config).
`;
async function discoverCommand(args, io) {
  const { values, positionals } = parseCliArgs(args, {
    config: { type: "string", short: "c" },
    "changed-since": { type: "string" },
    json: { type: "boolean" },
    debug: { type: "boolean" },
    help: { type: "boolean", short: "h" }
  });
  if (values.help) {
    io.stdout(DISCOVER_HELP);
    return EXIT.passed;
  }
  const prepared = await prepareRun({ paths: positionals, configFile: values.config, cwd: io.cwd });
  for (const warning of prepared.warnings) io.stderr(`${describeWarning(warning, io.cwd)}
`);
  const changedSince = values["changed-since"];
  const selection = changedSince === void 0 ? void 0 : await selectForChange(prepared, io.cwd, { changedSince });
  const reasons = new Map(selection?.suites.map((suite) => [suite.id, suite.reasons]));
  const relativePath = (path) => relative2(io.cwd, path) || ".";
  const suites = prepared.plan.map(({ suite, runners }) => ({
    id: suite.id,
    format: suite.format,
    file: suite.relativePath,
    cases: suite.cases.length,
    runners: runners.map((runner) => runner.id),
    skills: suite.skills.map((skill) => skill.name),
    ...selection === void 0 ? {} : { selected: reasons.has(suite.id), selectedBecause: reasons.get(suite.id) ?? [] }
  }));
  const skillDirs = [
    .../* @__PURE__ */ new Set([
      ...prepared.skillDirs,
      ...prepared.suites.flatMap((suite) => suite.skills.map((skill) => skill.dir))
    ])
  ].sort();
  const skills = skillDirs.map((dir) => ({
    dir: relativePath(dir),
    testedBy: prepared.suites.filter((suite) => suite.skills.some((skill) => skill.dir === dir)).map((suite) => suite.id)
  }));
  const selectionSummary = selection && {
    mode: selection.mode,
    reason: selection.reason,
    baseRef: selection.baseRef,
    mergeBase: selection.mergeBase,
    changedFiles: selection.changedFiles,
    selected: selection.suites.length,
    removedSuites: selection.removedSuites
  };
  if (values.json) {
    io.stdout(
      `${JSON.stringify({ ...selectionSummary ? { selection: selectionSummary } : {}, suites, skills }, null, 2)}
`
    );
    return EXIT.passed;
  }
  const rows = [
    ["FORMAT", "CASES", "SUITE", "RUNNERS"],
    ...suites.map((suite) => [suite.format, String(suite.cases), suite.file, suite.runners.join(", ")])
  ];
  const skillRows = [
    ["SKILL", "TESTED BY"],
    ...skills.map((skill) => [skill.dir, skill.testedBy.join(", ") || "(no suite)"])
  ];
  io.stdout(`${alignColumns(rows)}

${alignColumns(skillRows)}
`);
  if (selection !== void 0) io.stdout(`
${renderSelection(selection)}`);
  return EXIT.passed;
}
function renderSelection(selection) {
  const rows = [
    ["SELECTED", "BECAUSE"],
    ...selection.suites.map((suite) => [suite.id, suite.reasons.join("; ")]),
    ...selection.removedSuites.map((path) => [path, "removed"])
  ];
  return `${selection.reason}
${alignColumns(rows)}
`;
}

// src/cli/plan-command.ts
import { relative as relative3, resolve as resolve3 } from "node:path";

// src/orchestration/create-plan.ts
import { resolve as resolve2 } from "node:path";

// src/model/plan.ts
var PLAN_SCHEMA_VERSION = 1;
var selectedSuiteSchema = external_exports.strictObject({
  id: external_exports.string(),
  path: external_exports.string(),
  reasons: external_exports.array(external_exports.string())
});
var selectionSchema = external_exports.strictObject({
  /** `all`: every suite (push, schedule, dispatch, or the changed files are unknown); `changed`: what the diff touches. */
  mode: external_exports.enum(["all", "changed"]),
  /** One sentence for the summary: why this mode ("PR #12 changed 3 files since merge base abc1234"). */
  reason: external_exports.string(),
  baseRef: external_exports.string().optional(),
  mergeBase: external_exports.string().optional(),
  changedFiles: external_exports.number().int().nonnegative().optional(),
  suites: external_exports.array(selectedSuiteSchema),
  /** Suite files the change deleted: reported as removed, never run. */
  removedSuites: external_exports.array(external_exports.string())
});
var shardSchema = external_exports.strictObject({
  index: external_exports.number().int().positive(),
  units: external_exports.array(external_exports.string()),
  /** The balancing estimate: baseline durations where known, else a default per execution. */
  estimatedMs: external_exports.number().nonnegative()
});
var planSchema = external_exports.strictObject({
  schemaVersion: external_exports.literal(PLAN_SCHEMA_VERSION),
  createdAt: external_exports.string(),
  commit: external_exports.string().optional(),
  totalShards: external_exports.number().int().positive(),
  selection: selectionSchema,
  shards: external_exports.array(shardSchema)
});

// src/plan/assign-shards.ts
import { createHash } from "node:crypto";
var DEFAULT_UNIT_MS = 6e4;
function assignShards(units, shards) {
  if (!Number.isInteger(shards) || shards < 1)
    throw new RangeError(`shards must be a positive integer, not ${shards}`);
  const known = units.flatMap((unit) => unit.estimatedMs === void 0 ? [] : [unit.estimatedMs]);
  const fallback = known.length > 0 ? Math.round(known.reduce((sum, ms) => sum + ms, 0) / known.length) : DEFAULT_UNIT_MS;
  const items = /* @__PURE__ */ new Map();
  for (const unit of units) {
    const id = unit.group === void 0 ? `unit:${unit.key}` : `group:${unit.group}`;
    const item = items.get(id) ?? { id, keys: [], estimatedMs: 0 };
    item.keys.push(unit.key);
    item.estimatedMs += Math.round(unit.estimatedMs ?? fallback);
    items.set(id, item);
  }
  const ordered = [...items.values()].map((item) => ({ ...item, hash: stableHash(item.id) })).sort((a, b) => b.estimatedMs - a.estimatedMs || compare2(a.hash, b.hash) || compare2(a.id, b.id));
  const result = Array.from({ length: shards }, (_, index) => ({
    index: index + 1,
    units: [],
    estimatedMs: 0
  }));
  for (const item of ordered) {
    const target = result.reduce((least, shard) => shard.estimatedMs < least.estimatedMs ? shard : least);
    target.units.push(...item.keys);
    target.estimatedMs += item.estimatedMs;
  }
  for (const shard of result) {
    shard.units.sort(compare2);
    shard.estimatedMs = Math.round(shard.estimatedMs);
  }
  return result;
}
function stableHash(text) {
  return createHash("sha256").update(text).digest("hex");
}
function compare2(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/plan/build-plan.ts
var MAX_MATRIX_JOBS = 256;
function buildPlan(input) {
  return {
    schemaVersion: PLAN_SCHEMA_VERSION,
    createdAt: input.createdAt,
    ...input.commit === void 0 ? {} : { commit: input.commit },
    totalShards: input.shards,
    selection: input.selection,
    shards: assignShards(input.units, input.shards)
  };
}
function shardCount(options) {
  if (options.shards !== void 0) return Math.max(1, options.shards);
  if (options.maxShards !== void 0) return Math.max(1, Math.min(options.maxShards, options.units));
  return 1;
}
function shardMatrix(plan) {
  return {
    include: Array.from({ length: plan.totalShards }, (_, index) => ({
      shard: index + 1,
      total: plan.totalShards
    }))
  };
}

// src/plan/plan-units.ts
function planUnits(plan, selectedSuiteIds, baseline) {
  const meanMs = new Map((baseline?.cases ?? []).map((result) => [result.key, result.durationMs.mean]));
  return plan.filter(({ suite }) => selectedSuiteIds.has(suite.id)).flatMap(({ suite, runners }) => {
    const hooks = suite.workspace.hooks;
    const whole = suite.workspace.mode === "shared" || hooks?.beforeAll !== void 0 || hooks?.afterAll !== void 0;
    return suite.cases.flatMap(
      (caseSpec) => runners.map((runner) => {
        const key = caseKey(suite.id, caseSpec.id, runner.id);
        const mean = meanMs.get(key);
        return {
          key,
          ...mean === void 0 || mean <= 0 ? {} : { estimatedMs: Math.round(mean * caseSpec.iterations) },
          ...whole ? { group: suite.id } : {}
        };
      })
    );
  });
}

// src/orchestration/read-plan-files.ts
import { existsSync, readFileSync } from "node:fs";
function readPlanFile(file) {
  return parseStructured(readExisting(file, "--plan"), file, planSchema);
}
function readBaselineResults(file) {
  return parseJson(readExisting(file, "--baseline"), file, resultsSchema);
}
function readExisting(file, flag) {
  if (!existsSync(file)) {
    throw new ConfigError(`${flag} ${file}: no such file`, {
      position: { file },
      hint: `check the ${flag} path`
    });
  }
  return readFileSync(file, "utf8");
}
function parseJson(text, file, schema) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`not JSON: ${error instanceof Error ? error.message : String(error)}`, {
      position: { file },
      hint: "pass the results.json a skill-eval run wrote"
    });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(
      `not a skill-eval results.json: ${issue?.path.join(".") || "(root)"}: ${issue?.message ?? "invalid"}`,
      { position: { file }, hint: "pass the results.json a skill-eval run wrote (same schema version)" }
    );
  }
  return parsed.data;
}

// src/orchestration/create-plan.ts
async function createPlan(options) {
  const requested = options.shards ?? options.maxShards;
  if (requested !== void 0 && requested > MAX_MATRIX_JOBS) {
    throw new ConfigError(
      `at most ${MAX_MATRIX_JOBS} shards: a GitHub matrix runs at most ${MAX_MATRIX_JOBS} jobs`
    );
  }
  const prepared = await prepareRun(options);
  const selection = await selectForChange(prepared, options.cwd, options);
  const baseline = options.baselineFile === void 0 ? void 0 : readBaselineResults(resolve2(options.cwd, options.baselineFile));
  const units = planUnits(prepared.plan, new Set(selection.suites.map((suite) => suite.id)), baseline);
  const plan = buildPlan({
    selection,
    units,
    shards: shardCount({ shards: options.shards, maxShards: options.maxShards, units: units.length }),
    createdAt: new Date((options.now ?? Date.now)()).toISOString(),
    commit: options.commit
  });
  return { plan, units: units.length, warnings: prepared.warnings };
}

// src/cli/plan-command.ts
var DEFAULT_PLAN_FILE = ".skill-eval-plan.json";
var PLAN_HELP = `Usage: skill-eval plan [paths...] [options]

Selects the suites to run and splits their case \xD7 runner units into shards; writes plan.json
for \`skill-eval run --plan <file> --shard i/n\` and prints the matrix for a GitHub workflow.

Options:
  -c, --config <file>       One config for every suite
      --changed-since <ref> Only suites the change since the merge base with ref affects
                            (default: every suite, as on push, schedule or manual runs)
      --shards <n>          Exactly n shards
      --max-shards <n>      At most n shards, and no more than there are units (default: 1 shard)
      --baseline <file>     A results.json whose durations balance the shards
      --out <file>          Where plan.json goes (default: ${DEFAULT_PLAN_FILE})
      --json                Print {matrix, shards, selected, units, hasWork, plan} as JSON
      --debug               Show stack traces of internal errors
`;
async function planCommand(args, io) {
  const { values, positionals } = parseCliArgs(args, {
    config: { type: "string", short: "c" },
    "changed-since": { type: "string" },
    shards: { type: "string" },
    "max-shards": { type: "string" },
    baseline: { type: "string" },
    out: { type: "string", short: "o" },
    json: { type: "boolean" },
    debug: { type: "boolean" },
    help: { type: "boolean", short: "h" }
  });
  if (values.help) {
    io.stdout(PLAN_HELP);
    return EXIT.passed;
  }
  if (values.shards !== void 0 && values["max-shards"] !== void 0) {
    throw new ConfigError("--shards and --max-shards exclude each other", {
      hint: "--shards n for exactly n shards, --max-shards n for at most n"
    });
  }
  const created = await createPlan({
    paths: positionals,
    configFile: values.config,
    cwd: io.cwd,
    changedSince: values["changed-since"],
    shards: integerFlag("shards", values.shards, 1),
    maxShards: integerFlag("max-shards", values["max-shards"], 1),
    baselineFile: values.baseline,
    commit: io.env.GITHUB_SHA
  });
  for (const warning of created.warnings) io.stderr(`${describeWarning(warning, io.cwd)}
`);
  const { plan } = created;
  const planPath = resolve3(io.cwd, values.out ?? DEFAULT_PLAN_FILE);
  writeFileAtomic(planPath, `${JSON.stringify(plan, null, 2)}
`);
  const summary = {
    matrix: shardMatrix(plan),
    shards: plan.totalShards,
    selected: plan.selection.suites.length,
    units: created.units,
    hasWork: created.units > 0,
    plan: shownPath(io.cwd, planPath)
  };
  if (values.json) {
    io.stdout(`${JSON.stringify(summary, null, 2)}
`);
    return EXIT.passed;
  }
  io.stdout(
    [
      plan.selection.reason,
      ...plan.selection.suites.map((suite) => `  ${suite.id}: ${suite.reasons.join("; ")}`),
      ...plan.selection.removedSuites.map((path) => `  removed: ${path}`),
      `${summary.units} unit(s) in ${summary.shards} shard(s): ${plan.shards.map((shard) => shard.units.length).join(", ")}`,
      `Plan: ${summary.plan}`,
      ""
    ].join("\n")
  );
  return EXIT.passed;
}
function shownPath(cwd, path) {
  const fromCwd = relative3(cwd, path);
  return fromCwd === "" || fromCwd.startsWith("..") ? path : fromCwd;
}

// src/orchestration/regrade-results.ts
import { cpSync, existsSync as existsSync3, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname as dirname2, join as join2, relative as relative4, resolve as resolve4 } from "node:path";

// src/orchestration/read-results-dir.ts
import { existsSync as existsSync2, readFileSync as readFileSync2 } from "node:fs";
import { join } from "node:path";
function readResultsDir(dir) {
  const file = join(dir, RESULTS_FILE);
  if (!existsSync2(file)) {
    throw new ConfigError(`${dir} is not a results folder: it has no ${RESULTS_FILE}`, {
      hint: "pass the output folder of `skill-eval run` (default .skill-eval)"
    });
  }
  let data;
  try {
    data = JSON.parse(readFileSync2(file, "utf8"));
  } catch (error) {
    throw new ConfigError(`${file} is not valid JSON: ${error instanceof Error ? error.message : error}`, {
      position: { file }
    });
  }
  const parsed = resultsSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(
      `${file} does not match the results schema: ${issue?.path.join(".") ?? ""} ${issue?.message ?? ""}`.trim(),
      { position: { file }, hint: "it must come from this version of skill-eval" }
    );
  }
  return parsed.data;
}

// src/orchestration/regrade-results.ts
var REGRADE_CONCURRENCY = 4;
async function regradeResults(options) {
  const now = options.now ?? Date.now;
  const startedAt = new Date(now()).toISOString();
  const inputDir = resolve4(options.cwd, options.resultsDir);
  const original = readResultsDir(inputDir);
  const outDir = resolve4(options.cwd, options.outDir ?? `${inputDir}-regraded`);
  if (isWithin(inputDir, outDir) || isWithin(outDir, inputDir)) {
    throw new ConfigError(`--out ${outDir} would overwrite the results being regraded`, {
      hint: "regrade writes a new folder; pick one outside the input (default <results-dir>-regraded)"
    });
  }
  const suitePaths = original.suites.map((suite) => suite.path).filter((path) => existsSync3(resolve4(options.cwd, path)));
  if (suitePaths.length === 0) {
    throw new ConfigError(`none of the suites in ${inputDir} exists under ${options.cwd}`, {
      hint: "run regrade from the project folder the original run used"
    });
  }
  const prepared = await prepareRun({ paths: suitePaths, configFile: options.configFile, cwd: options.cwd });
  prepareOutputDir(outDir, options.cwd);
  const staging = mkdtempSync(join2(tmpdir(), "skill-eval-regrade-"));
  try {
    const runners = regradeRunners(original, prepared.plan, staging);
    const plan = regradePlan(original, prepared.plan, runners);
    const suites = new Map(plan.map(({ suite }) => [suite.id, suite]));
    const environment = {
      root: options.cwd,
      outDir,
      hostEnv: options.hostEnv,
      defaultTimeoutMs: 6e4,
      judge: createAnthropicJudge(
        prepared.config?.config.judge ?? judgeConfigSchema.parse({}),
        options.hostEnv
      ),
      runId: startedAt,
      log: options.log,
      now
    };
    const tasks = original.executions.map((execution) => async () => {
      const suite = suites.get(execution.suite);
      const caseSpec = suite?.cases.find((candidate) => candidate.id === execution.case);
      const runner = runners.get(execution.runner);
      if (suite === void 0 || caseSpec === void 0 || runner === void 0) {
        options.log(`regrade: ${execution.key} is no longer in the suites; left out`);
        return [];
      }
      if (execution.status === "skipped" || execution.status === "error") {
        copyArtifacts(inputDir, outDir, execution.artifactDir);
        return [execution];
      }
      if (!stageTranscript(inputDir, staging, execution)) {
        return [
          {
            ...execution,
            status: "error",
            assertions: [],
            failure: {
              origin: "replay",
              class: INFRASTRUCTURE_CLASSES["replay-missing"],
              message: `no stored transcript to regrade: ${join2(execution.artifactDir, "stdout.jsonl")} is missing from ${inputDir}`
            }
          }
        ];
      }
      const regraded = await runExecution(
        { suite, caseSpec, runner, iteration: execution.iteration },
        environment
      );
      options.log(`regrade: ${execution.status} \u2192 ${regraded.status} ${execution.key}`);
      return [keepRunFacts(regraded, execution)];
    });
    const executions = (await runPool(tasks, REGRADE_CONCURRENCY)).flat();
    const built = buildResults({
      startedAt,
      endedAt: new Date(now()).toISOString(),
      toolVersion: TOOL_VERSION,
      commit: original.run.commit,
      complete: true,
      plan,
      executions
    });
    const gates = meanScoreGates(
      plan.map(({ suite }) => suite),
      executions
    );
    const results = {
      ...withGates(built, gates),
      runners: built.runners.map(
        (runner) => original.runners.find((candidate) => candidate.id === runner.id) ?? runner
      )
    };
    return { results, gates, ...writeRunReports(outDir, results) };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
function regradeRunners(original, plan, staging) {
  const configured = new Map(plan.flatMap(({ runners: runners2 }) => runners2.map((runner) => [runner.id, runner])));
  const runners = /* @__PURE__ */ new Map();
  for (const record of original.runners) {
    const current = configured.get(record.id);
    const format = current ? transcriptFormatOf(current.config) : formatOfAgent(record.agent);
    if (format === void 0) {
      throw new ConfigError(`runner ${record.id} (${record.agent}) is not in the config any more`, {
        hint: "regrade needs the runner's config to know how to read its transcripts; add it back"
      });
    }
    runners.set(record.id, {
      id: record.id,
      config: { agent: "replay", transcripts: staging, format, model: record.model },
      baseDir: staging
    });
  }
  return runners;
}
function formatOfAgent(agent) {
  return Object.keys(normalizers).find((format) => format === agent);
}
function regradePlan(original, plan, runners) {
  return plan.flatMap(({ suite }) => {
    const ran = new Set(
      original.executions.filter((execution) => execution.suite === suite.id).map((e) => e.runner)
    );
    const suiteRunners = [...ran].flatMap((id) => runners.get(id) ?? []);
    if (suiteRunners.length === 0) return [];
    return [{ suite: { ...suite, workspace: withoutSetup(suite.workspace) }, runners: suiteRunners }];
  });
}
function withoutSetup(workspace) {
  if (workspace.mode === "none") return { mode: "none", cwd: workspace.cwd };
  return { mode: "isolated", templateDir: workspace.templateDir };
}
function stageTranscript(inputDir, staging, execution) {
  const from = resolve4(inputDir, execution.artifactDir);
  const stdout = join2(from, "stdout.jsonl");
  const transcript = join2(staging, execution.suite, `${execution.case}.${execution.iteration}.jsonl`);
  if (!isStrictlyWithin(inputDir, from) || !isStrictlyWithin(staging, transcript) || !existsSync3(stdout))
    return false;
  mkdirSync(dirname2(transcript), { recursive: true });
  symlinkSync(stdout, transcript);
  const stderr = join2(from, "stderr.log");
  if (existsSync3(stderr)) symlinkSync(stderr, transcriptSidecars(transcript).stderr);
  return true;
}
function copyArtifacts(inputDir, outDir, artifactDir) {
  const from = resolve4(inputDir, artifactDir);
  if (artifactDir === "" || !isStrictlyWithin(inputDir, from) || !existsSync3(from)) return;
  cpSync(from, join2(outDir, relative4(inputDir, from)), { recursive: true, verbatimSymlinks: true });
}
function keepRunFacts(regraded, original) {
  return {
    ...regraded,
    durationMs: original.durationMs,
    usage: original.usage,
    costUsd: original.costUsd,
    costEstimated: original.costEstimated,
    turns: original.turns,
    agent: original.agent,
    agentVersion: original.agentVersion,
    model: original.model
  };
}

// src/report/render-terminal.ts
var PLAIN_VERDICTS = {
  passed: "PASS",
  failed: "FAIL",
  "expected-failed": "XFAIL",
  "unexpected-passed": "XPASS",
  error: "ERROR",
  skipped: "SKIP"
};
function renderTerminalTable(results, options = {}) {
  const caseRows = results.cases.map((result) => {
    const failure = results.executions.find(
      (execution) => execution.suite === result.suite && execution.case === result.case && execution.runner === result.runner && execution.failure
    )?.failure;
    return [
      PLAIN_VERDICTS[result.verdict],
      `${result.suite}/${result.case}`,
      result.runner,
      `${formatPercent(result.passRate)} (${result.passes}/${result.graded})`,
      failure && result.verdict !== "passed" ? firstLine(failure.message, 80) : ""
    ];
  });
  const runnerRows = summarizeRunners(results).map((summary) => [
    summary.runner,
    formatPercent(summary.passRate),
    `${summary.passed} passed, ${summary.failed} failed, ${summary.errors} errors, ${summary.expectedFailures} expected failures, ${summary.unexpectedPasses} unexpected passes`
  ]);
  return [
    alignColumns([["VERDICT", "CASE", "RUNNER", "PASS RATE", "DETAIL"], ...caseRows]),
    "",
    alignColumns([["RUNNER", "PASS RATE", "CASES"], ...runnerRows]),
    "",
    ...failureClassTable(results),
    ...options.verbose ? failureDetails(results) : [],
    ...options.suiteNotes ?? [],
    verdictLine(results),
    ...budgetLine(results),
    ""
  ].join("\n");
}
function budgetLine(results) {
  const skipped = results.executions.filter((execution) => execution.skipReason === "budget").length;
  return skipped === 0 ? [] : [`budget reached: ${skipped} execution(s) skipped`];
}
function failureDetails(results) {
  return results.executions.flatMap(
    (execution) => execution.failure === void 0 ? [] : [
      `--- ${execution.key} (${execution.failure.class.label ?? execution.failure.class.id})`,
      execution.failure.message,
      ""
    ]
  );
}
var BUDGET_CLASS = { id: "budget", label: "Skipped: budget reached" };
var LISTED_KEYS = 3;
function failureClassTable(results) {
  const groups = /* @__PURE__ */ new Map();
  for (const execution of results.executions) {
    const failureClass = execution.status === "failed" || execution.status === "error" ? execution.failure?.class : execution.skipReason === "budget" ? BUDGET_CLASS : void 0;
    if (failureClass === void 0) continue;
    const group = groups.get(failureClass.id) ?? { label: failureClass.label ?? failureClass.id, keys: [] };
    group.keys.push(execution.key);
    groups.set(failureClass.id, group);
  }
  if (groups.size === 0) return [];
  const rows = [...groups.entries()].sort(([idA, a], [idB, b]) => b.keys.length - a.keys.length || idA.localeCompare(idB)).map(([id, { label, keys }]) => [
    id,
    label,
    String(keys.length),
    keys.slice(0, LISTED_KEYS).join(", ") + (keys.length > LISTED_KEYS ? `, +${keys.length - LISTED_KEYS} more` : "")
  ]);
  return [alignColumns([["CLASS", "LABEL", "COUNT", "EXECUTIONS"], ...rows]), ""];
}

// src/cli/regrade-command.ts
var REGRADE_HELP = `Usage: skill-eval regrade <results-dir> [options]

Re-evaluates the current suites' assertions on the transcripts stored in a results folder,
without running any agent, and writes a new results folder with the same runner ids.
Skipped executions stay skipped; stored infrastructure errors stay errors.
Run it from the project folder the original run used.

Options:
  -o, --out <dir>         Output folder (default: <results-dir>-regraded; never the input)
  -c, --config <file>     One config for every suite (default: the nearest one, as for run)
      --format <f>        table (default) or json (results.json on stdout)
  -v, --verbose           Print each failure's full message
      --debug             Show stack traces of internal errors
`;
var FORMATS = ["table", "json"];
async function regradeCommand(args, io) {
  const { values, positionals } = parseCliArgs(args, {
    out: { type: "string", short: "o" },
    config: { type: "string", short: "c" },
    format: { type: "string" },
    verbose: { type: "boolean", short: "v" },
    debug: { type: "boolean" },
    help: { type: "boolean", short: "h" }
  });
  if (values.help) {
    io.stdout(REGRADE_HELP);
    return EXIT.passed;
  }
  const [resultsDir, ...extra] = positionals;
  if (resultsDir === void 0 || extra.length > 0) {
    throw new ConfigError("regrade takes exactly one results folder", {
      hint: "skill-eval regrade .skill-eval [--out .skill-eval-regraded]"
    });
  }
  const format = choiceFlag("format", values.format, FORMATS) ?? "table";
  const outcome = await regradeResults({
    resultsDir,
    outDir: values.out,
    configFile: values.config,
    cwd: io.cwd,
    hostEnv: io.env,
    log: (line) => io.stderr(`${line}
`)
  });
  if (format === "json") io.stdout(`${JSON.stringify(outcome.results, null, 2)}
`);
  else
    io.stdout(
      `
${renderTerminalTable(outcome.results, { verbose: values.verbose === true, suiteNotes: outcome.gates.map(describeGate) })}
Results: ${outcome.resultsPath}
Report:  ${outcome.reportPath}
`
    );
  return outcome.results.summary.exitCode;
}

// src/cli/report-command.ts
import { existsSync as existsSync4, readFileSync as readFileSync3, statSync } from "node:fs";
import { basename as basename2, join as join3, relative as relative5, resolve as resolve5 } from "node:path";

// src/report/merge-results.ts
function mergeShardResults(parts, options = {}) {
  const received = firstPerIndex(parts.flatMap((part) => "results" in part ? [part] : []));
  const failed = parts.flatMap(
    (part) => "failure" in part ? [{ index: part.index, reason: part.failure }] : []
  );
  const expected = options.expectedShards ?? parts.length;
  const missing = missingShards(options.expectedShards ?? 0, received, failed);
  const all = received.map((part) => part.results);
  const executions = uniqueBy(
    all.flatMap((results) => results.executions),
    (execution) => execution.key
  ).sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  const cases = aggregateCaseResults(
    uniqueBy(
      all.flatMap((results) => results.cases),
      (result) => result.key
    ),
    executions
  );
  const complete = missing.length === 0 && all.every((results) => results.run.complete);
  const ends = all.map((results) => results.run.endedAt);
  return {
    schemaVersion: RESULTS_SCHEMA_VERSION,
    run: {
      startedAt: all.map((results) => results.run.startedAt).sort()[0] ?? "",
      endedAt: ends.every((end) => end !== void 0) ? ends.sort().at(-1) : void 0,
      toolVersion: all[0]?.run.toolVersion ?? options.toolVersion ?? "unknown",
      commit: all.find((results) => results.run.commit !== void 0)?.run.commit,
      complete,
      shards: {
        expected,
        received: received.map((part) => part.index).sort((a, b) => a - b),
        missing
      }
    },
    runners: uniqueBy(
      all.flatMap((results) => results.runners),
      (runner) => runner.id
    ),
    suites: uniqueBy(
      all.flatMap((results) => results.suites),
      (suite) => suite.id
    ),
    executions,
    cases,
    summary: summarize(cases, executions, complete)
  };
}
function firstPerIndex(parts) {
  return uniqueBy(parts, (part) => String(part.index)).sort((a, b) => a.index - b.index);
}
function missingShards(expected, received, failed) {
  const have = new Set(received.map((part) => part.index));
  const reasons = /* @__PURE__ */ new Map();
  for (const failure of failed) if (!have.has(failure.index)) reasons.set(failure.index, failure.reason);
  for (let index = 1; index <= expected; index++)
    if (!have.has(index) && !reasons.has(index)) reasons.set(index, "no results were received");
  return [...reasons.entries()].sort(([a], [b]) => a - b).map(([index, reason]) => ({ index, reason }));
}
function summarize(cases, executions, complete) {
  const decided = cases.filter((result) => result.verdict !== "skipped");
  const meeting = decided.filter(
    (result) => result.verdict === "passed" || result.verdict === "expected-failed"
  );
  return {
    executions: countBy(executions.map((execution) => execution.status)),
    cases: countBy(cases.map((result) => result.verdict)),
    passRate: decided.length === 0 ? null : meeting.length / decided.length,
    exitCode: exitCodeOf({ complete, executions, cases })
  };
}
function countBy(values) {
  const counts = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
function uniqueBy(items, keyOf) {
  const seen = /* @__PURE__ */ new Map();
  for (const item of items) if (!seen.has(keyOf(item))) seen.set(keyOf(item), item);
  return [...seen.values()];
}

// src/cli/report-command.ts
var REPORT_HELP = `Usage: skill-eval report <results-dir>... [options]

Merges the results folders of a run's shards, compares them with a baseline, and writes the
merged results.json and report.md; optionally the PR comment's markdown.

Options:
      --baseline <file>       results.json of the base branch to compare with (default: no comparison)
      --markdown <file>       Write the PR comment (at most 65,536 characters) to file
  -o, --out <dir>             Output folder (default: .skill-eval/report)
      --expected-shards <n>   Shards the run had; a missing or corrupt one makes the report incomplete (exit 3)
      --fail-on <policy>      failure (default: any failing verdict), regression (only regressions), never
      --header <key>          Sticky comment key written into the comment's hidden marker
      --json                  Print a JSON summary on stdout
      --debug                 Show stack traces of internal errors
`;
var DEFAULT_OUT = join3(".skill-eval", "report");
async function reportCommand(args, io) {
  const { values, positionals } = parseCliArgs(args, {
    baseline: { type: "string" },
    markdown: { type: "string" },
    out: { type: "string", short: "o" },
    "expected-shards": { type: "string" },
    "fail-on": { type: "string" },
    header: { type: "string" },
    json: { type: "boolean" },
    debug: { type: "boolean" },
    help: { type: "boolean", short: "h" }
  });
  if (values.help) {
    io.stdout(REPORT_HELP);
    return EXIT.passed;
  }
  if (positionals.length === 0)
    throw new ConfigError("report needs at least one results folder", {
      hint: "skill-eval report .skill-eval  (or one folder per shard)"
    });
  const expectedShards = integerFlag("expected-shards", values["expected-shards"], 1);
  const failOn = choiceFlag("fail-on", values["fail-on"], FAIL_ON) ?? "failure";
  const dirs = positionals.map((dir) => resolve5(io.cwd, dir));
  const outDir = resolve5(io.cwd, values.out ?? DEFAULT_OUT);
  if (dirs.includes(outDir))
    throw new ConfigError(`--out ${values.out ?? DEFAULT_OUT} is one of the results folders being read`, {
      hint: "write the merged report to a folder of its own, e.g. --out .skill-eval/report"
    });
  const parts = dirs.map((dir, position) => readShard(dir, position, expectedShards !== void 0, io.cwd));
  const single = parts.length === 1 && expectedShards === void 0 ? parts[0] : void 0;
  const results = single !== void 0 && "results" in single ? single.results : mergeShardResults(parts, { expectedShards, toolVersion: TOOL_VERSION });
  const baselinePath = values.baseline === void 0 ? void 0 : resolve5(io.cwd, values.baseline);
  const base = baselinePath === void 0 ? void 0 : readBaseline(baselinePath);
  const comparison = compareResults(results, base, {
    baseline: base === void 0 || baselinePath === void 0 ? void 0 : { commit: base.run.commit, source: `file ${shownPath2(baselinePath, io.cwd)}` }
  });
  prepareOutputDir(outDir, io.cwd);
  const resultsPath = writeResults(outDir, results);
  const reportPath = join3(outDir, "report.md");
  writeFileAtomic(reportPath, renderMarkdownReport(results, { comparison, header: values.header }));
  const markdownPath = values.markdown === void 0 ? void 0 : resolve5(io.cwd, values.markdown);
  if (markdownPath !== void 0)
    writeFileAtomic(markdownPath, renderComment({ results, comparison }, { header: values.header }));
  const exitCode = exitCodeUnder(failOn, results, comparison);
  io.stderr(terminalSummary(results, comparison, { resultsPath, reportPath, markdownPath }));
  if (values.json)
    io.stdout(
      `${JSON.stringify(jsonSummary(results, comparison, { exitCode, resultsPath, reportPath, markdownPath }), null, 2)}
`
    );
  return exitCode;
}
function readShard(dir, position, shardsExpected, cwd) {
  const file = isFile(dir) ? dir : join3(dir, RESULTS_FILE);
  const index = shardIndexFromName(basename2(dir)) ?? position + 1;
  const read = readResultsFile(file);
  if ("results" in read) return { index: read.results.run.shard?.index ?? index, results: read.results };
  if (!shardsExpected)
    throw new ConfigError(read.failure, {
      position: { file },
      hint: "pass the folder a run or shard wrote (it holds results.json), or --expected-shards n to report a missing shard"
    });
  return { index, failure: `${shownPath2(file, cwd)}: ${read.failure}` };
}
function readBaseline(file) {
  const read = readResultsFile(file);
  if ("failure" in read)
    throw new ConfigError(`baseline ${read.failure}`, {
      position: { file },
      hint: "--baseline takes a results.json written by skill-eval run or report"
    });
  return read.results;
}
function readResultsFile(file) {
  if (!existsSync4(file)) return { failure: "results.json is missing" };
  let data;
  try {
    data = JSON.parse(readFileSync3(file, "utf8"));
  } catch (error) {
    return {
      failure: `results.json is not valid JSON (${error instanceof Error ? error.message : String(error)})`
    };
  }
  const parsed = resultsSchema.safeParse(data);
  if (parsed.success) return { results: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue === void 0 || issue.path.length === 0 ? "" : ` at ${issue.path.join(".")}`;
  return {
    failure: `results.json does not match the results schema${where}: ${issue?.message ?? "invalid"}`
  };
}
function shardIndexFromName(name) {
  const match = /shard[-_ .]?(\d+)/i.exec(name) ?? /(\d+)-of-\d+/i.exec(name);
  const index = match?.[1] === void 0 ? Number.NaN : Number(match[1]);
  return Number.isInteger(index) && index > 0 ? index : void 0;
}
function isFile(path) {
  return existsSync4(path) && statSync(path).isFile();
}
function shownPath2(file, cwd) {
  const inside = relative5(cwd, file);
  return inside !== "" && !inside.startsWith("..") ? inside : file;
}
function terminalSummary(results, comparison, written) {
  const regressions = comparison.cases.filter((entry) => entry.category === "regressed").map((entry) => `  regressed  ${entry.key} (${entry.evidence})`);
  const counts = comparison.counts;
  const compared = comparison.baseline === void 0 ? "No baseline: nothing compared." : `Against base: ${counts.regressed} regressed, ${counts.fixed} fixed, ${counts.flaky} flaky, ${counts.changed} changed (not significant), ${counts.new} new, ${counts.removed} removed.`;
  return [
    "",
    renderTerminalTable(results),
    compared,
    ...regressions,
    ...comparison.mismatches.map(
      (mismatch) => `warning: ${mismatch.runner}: ${mismatch.field} ${mismatch.base} \u2192 ${mismatch.head}`
    ),
    commentVerdict(results, comparison),
    `Results:  ${written.resultsPath}`,
    `Report:   ${written.reportPath}`,
    ...written.markdownPath === void 0 ? [] : [`Comment:  ${written.markdownPath}`],
    ""
  ].join("\n");
}
function jsonSummary(results, comparison, written) {
  return {
    exitCode: written.exitCode,
    verdict: commentVerdict(results, comparison),
    passRate: results.summary.passRate,
    complete: results.run.complete,
    shards: results.run.shards,
    baseline: comparison.baseline ?? null,
    counts: comparison.counts,
    regressions: comparison.cases.filter((entry) => entry.category === "regressed").map((entry) => ({ key: entry.key, evidence: entry.evidence, adjustedPValue: entry.adjustedPValue })),
    unexpectedPasses: results.cases.filter((result) => result.verdict === "unexpected-passed").map((result) => result.key),
    mismatches: comparison.mismatches,
    resultsPath: written.resultsPath,
    reportPath: written.reportPath,
    markdownPath: written.markdownPath ?? null
  };
}

// src/cli/run-command.ts
import { rmSync as rmSync2 } from "node:fs";
import { dirname as dirname3, join as join4 } from "node:path";

// src/formats/skill-test/seed-json.ts
function toSkillTestJson(results, suites) {
  const skills = summarizeSkillTests(results, suites);
  return {
    skills: skills.map((skill) => ({
      name: skill.name,
      path: skill.path,
      tests: skill.tests.map((test) => ({
        id: test.id,
        iterations: test.iterations,
        passed: test.passed,
        failed: test.failed,
        pass_rate: test.passRate,
        verdict: test.verdict,
        failures: test.failures,
        golden_failures: test.goldenFailures
      })),
      verdict: skill.verdict
    })),
    summary: seedSummary(skills)
  };
}
function renderSkillTestJson(results, suites) {
  return JSON.stringify(toSkillTestJson(results, suites), null, 2);
}

// src/orchestration/resolve-run-scope.ts
import { resolve as resolve6 } from "node:path";
async function resolveRunScope(options) {
  if (options.planFile !== void 0) return fromPlan(options.planFile, options);
  if (options.shard === void 0 && options.changedSince === void 0) return {};
  const prepared = await prepareRun({ ...options, units: void 0 });
  const selection = await selectForChange(prepared, options.cwd, { changedSince: options.changedSince });
  const units = planUnits(prepared.plan, new Set(selection.suites.map((suite) => suite.id)));
  if (options.shard === void 0) return { units: new Set(units.map((unit) => unit.key)), selection };
  const slice = assignShards(units, options.shard.total)[options.shard.index - 1];
  return { units: new Set(slice?.units ?? []), selection, shard: options.shard };
}
function fromPlan(planFile, options) {
  if (options.changedSince !== void 0) {
    throw new ConfigError("--plan and --changed-since exclude each other: the plan holds the selection", {
      hint: "pass --changed-since to `skill-eval plan` instead"
    });
  }
  const file = resolve6(options.cwd, planFile);
  const plan = readPlanFile(file);
  const shard = options.shard ?? (plan.totalShards === 1 ? { index: 1, total: 1 } : void 0);
  if (shard === void 0) {
    throw new ConfigError(`${planFile} has ${plan.totalShards} shards: say which one this run is`, {
      position: { file },
      hint: `pass --shard i/${plan.totalShards}`
    });
  }
  if (shard.total !== plan.totalShards) {
    throw new ConfigError(
      `--shard ${shard.index}/${shard.total} does not match ${planFile}, which has ${plan.totalShards} shard(s)`,
      {
        position: { file },
        hint: "use the matrix the same plan printed, so every shard reads the same plan.json"
      }
    );
  }
  const slice = plan.shards.find((candidate) => candidate.index === shard.index);
  return { units: new Set(slice?.units ?? []), selection: plan.selection, shard, plan };
}

// src/plan/shard-spec.ts
function parseShardSpec(text) {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = Number(match?.[1]);
  const total = Number(match?.[2]);
  if (match === null || index < 1 || total < 1 || index > total) {
    throw new ConfigError(`--shard must be i/n with 1 \u2264 i \u2264 n, e.g. 2/4, not ${JSON.stringify(text)}`, {
      hint: "pass the shard number and the shard count, e.g. from the matrix the plan printed"
    });
  }
  return { index, total };
}

// src/cli/run-command.ts
var RUN_HELP = `Usage: skill-eval run [paths...] [options]

Runs every suite found under paths (default: .) on its runners and writes .skill-eval/.

Options:
  -c, --config <file>     One config for every suite (default: each suite uses the nearest
                          skill-eval.config.* in its folder or above)
  -o, --out <dir>         Output folder (default: .skill-eval)
      --runner <id>       Only this runner (repeatable)
      --filter <text>     Only cases whose id contains text
      --case <glob>       Only cases whose id matches (repeatable)
      --tag <tags>        Only cases with one of these tags (repeatable, or comma-separated)
      --iterations <n>    Executions per case and runner
      --threshold <pct>   Pass-rate threshold in percent (skill-test's unit), e.g. 80
      --timeout <ms>      Timeout per execution
      --model <name>      Model for skill-test suites (Claude)
      --hook <strategy>   skill-test hook strategy: none, simple, forced, custom
      --hook-path <file>  Prompt template for --hook custom
      --strict            skill-test: a missing referenced file is an error
      --format <f>        table (default), json (results.json on stdout), skill-test-json (the seed's shape)
      --no-error-log      Do not write .skill-test-logs/ for failed skill-test executions
      --no-early-stop     Run every iteration even once a case's verdict can no longer change
      --budget-usd <n>    Skip executions not yet started once the run has spent this much
      --changed-since <ref>  Only suites the change since the merge base with ref affects
      --plan <file>       Run a shard of the plan.json \`skill-eval plan\` wrote (with --shard)
      --shard <i/n>       Run shard i of n: from --plan, else the same split by a stable hash
  -p, --parallel <n>      Case \xD7 runner groups run at once (default: config concurrency, else 4; 0 = one at a time)
  -v, --verbose           Print each failure's full message
      --no-color          Accepted; output has no colors
      --debug             Show stack traces of internal errors
`;
var PLAN_FILE = "plan.json";
var FORMATS2 = ["table", "json", "skill-test-json"];
var HOOKS = ["none", "simple", "forced", "custom"];
async function runCommand(args, io) {
  const { values, positionals } = parseCliArgs(args, {
    config: { type: "string", short: "c" },
    out: { type: "string", short: "o" },
    runner: { type: "string", multiple: true },
    filter: { type: "string" },
    case: { type: "string", multiple: true },
    tag: { type: "string", multiple: true },
    iterations: { type: "string" },
    threshold: { type: "string" },
    timeout: { type: "string" },
    model: { type: "string" },
    hook: { type: "string" },
    "hook-path": { type: "string" },
    strict: { type: "boolean" },
    format: { type: "string" },
    "error-log": { type: "boolean", default: true },
    "early-stop": { type: "boolean" },
    "budget-usd": { type: "string" },
    "changed-since": { type: "string" },
    plan: { type: "string" },
    shard: { type: "string" },
    parallel: { type: "string", short: "p" },
    verbose: { type: "boolean", short: "v" },
    color: { type: "boolean", default: true },
    debug: { type: "boolean" },
    help: { type: "boolean", short: "h" }
  });
  if (values.help) {
    io.stdout(RUN_HELP);
    return EXIT.passed;
  }
  const format = choiceFlag("format", values.format, FORMATS2) ?? "table";
  const parallel = integerFlag("parallel", values.parallel, 0);
  const overrides = readOverrides(values);
  const scope = await resolveRunScope({
    paths: positionals,
    configFile: values.config,
    cwd: io.cwd,
    overrides,
    planFile: values.plan,
    shard: values.shard === void 0 ? void 0 : parseShardSpec(values.shard),
    changedSince: values["changed-since"]
  });
  if (scope.selection !== void 0) io.stderr(describeSelection(scope.selection));
  const { plan, ...limits } = scope;
  const outcome = await runEvals({
    paths: positionals,
    configFile: values.config,
    outDir: values.out,
    cwd: io.cwd,
    overrides,
    ...limits,
    hostEnv: io.env,
    log: (line) => io.stderr(`${line}
`),
    liveStatus: io.stderrIsTTY ? io.stderr : void 0,
    writeErrorLogs: values["error-log"] !== false,
    earlyStop: values["early-stop"],
    budgetUsd: budgetFlag(values["budget-usd"]),
    signal: io.signal,
    // skill-test's -p: 0 means one at a time.
    concurrency: parallel === void 0 ? void 0 : Math.max(1, parallel)
  });
  if (format === "json") io.stdout(`${JSON.stringify(outcome.results, null, 2)}
`);
  else if (format === "skill-test-json") io.stdout(`${renderSkillTestJson(outcome.results)}
`);
  else
    io.stdout(
      `
${renderTerminalTable(outcome.results, { verbose: values.verbose === true, suiteNotes: outcome.gates.map(describeGate) })}
Results: ${outcome.resultsPath}
Report:  ${outcome.reportPath}
`
    );
  const planCopy = join4(dirname3(outcome.resultsPath), PLAN_FILE);
  if (plan !== void 0) writeFileAtomic(planCopy, `${JSON.stringify(plan, null, 2)}
`);
  else rmSync2(planCopy, { force: true });
  const missing = missingUnits(scope.units, outcome.results);
  if (missing.length > 0) {
    io.stderr(
      `warning: ${missing.length} planned case \xD7 runner unit(s) did not run here, e.g. ${missing[0]}: was the plan made for another commit, or are they filtered out?
`
    );
  }
  return outcome.exitCode;
}
function describeSelection(selection) {
  const lines = [`skill-eval: ${selection.reason}`];
  if (selection.mode === "changed") {
    for (const suite of selection.suites) lines.push(`  ${suite.id}: ${suite.reasons.join("; ")}`);
    for (const path of selection.removedSuites) lines.push(`  removed: ${path}`);
  }
  return `${lines.join("\n")}
`;
}
function missingUnits(units, results) {
  if (units === void 0) return [];
  const planned = new Set(results.cases.map((result) => result.key));
  return [...units].filter((key) => !planned.has(key)).sort();
}
function readOverrides(values) {
  const threshold = values.threshold === void 0 ? void 0 : Number(values.threshold);
  if (threshold !== void 0 && !(threshold >= 0 && threshold <= 100)) {
    throw new ConfigError(
      `--threshold is a percentage from 0 to 100, not ${JSON.stringify(values.threshold)}`
    );
  }
  const hook = choiceFlag("hook", values.hook, HOOKS);
  if (hook === "custom" && values["hook-path"] === void 0) {
    throw new ConfigError("--hook custom needs --hook-path <file>");
  }
  return {
    runners: values.runner,
    filter: values.filter,
    cases: values.case,
    // Repeated and comma-separated values, OR-matched (skillgym's --tag).
    tags: values.tag?.flatMap((tag) => tag.split(",")).map((tag) => tag.trim()).filter((tag) => tag !== ""),
    iterations: integerFlag("iterations", values.iterations, 1),
    threshold: threshold === void 0 ? void 0 : threshold / 100,
    timeoutMs: integerFlag("timeout", values.timeout, 1),
    model: values.model,
    hook,
    hookPath: values["hook-path"],
    strict: values.strict
  };
}
function budgetFlag(value) {
  if (value === void 0) return void 0;
  const amount = Number(value);
  if (value.trim() === "" || !Number.isFinite(amount) || amount <= 0) {
    throw new ConfigError(
      `--budget-usd must be a positive number of US dollars, not ${JSON.stringify(value)}`
    );
  }
  return amount;
}

// src/cli/validate-command.ts
var VALIDATE_HELP = `Usage: skill-eval validate [paths...] [--config file]

Loads the config and every suite under paths without running any agent, and reports every
problem with its file, line and column. Exit code 0 when all is valid, 2 otherwise.
`;
async function validateCommand(args, io) {
  const { values, positionals } = parseCliArgs(args, {
    config: { type: "string", short: "c" },
    debug: { type: "boolean" },
    help: { type: "boolean", short: "h" }
  });
  if (values.help) {
    io.stdout(VALIDATE_HELP);
    return EXIT.passed;
  }
  const prepared = await prepareRun({ paths: positionals, configFile: values.config, cwd: io.cwd });
  for (const warning of prepared.warnings) io.stderr(`${describeWarning(warning, io.cwd)}
`);
  const cases = prepared.plan.reduce((sum, { suite }) => sum + suite.cases.length, 0);
  io.stdout(
    `valid: ${prepared.plan.length} suite(s), ${cases} case(s)` + (prepared.warnings.length > 0 ? `, ${prepared.warnings.length} warning(s)
` : "\n")
  );
  return EXIT.passed;
}

// src/cli/main.ts
var HELP = `Usage: skill-eval <command> [options]

Commands:
  run [paths...]       Run the suites under paths on their runners; write .skill-eval/
  validate [paths...]  Load config and suites without running agents; report every problem
  discover [paths...]  List suites, their cases and runners, and the skills they test
  report <dirs...>     Merge shard results, compare with a baseline, write report.md and the PR comment
  plan [paths...]      Select the suites a change affects and split them into shards (plan.json)
  regrade <results>    Re-grade a results folder's transcripts with the current assertions

Run \`skill-eval <command> --help\` for a command's options.

Exit codes: 0 passed, 1 a verdict failed, 2 configuration error, 3 infrastructure error.
`;
var COMMANDS = {
  run: { handler: runCommand, help: RUN_HELP },
  validate: { handler: validateCommand, help: VALIDATE_HELP },
  discover: { handler: discoverCommand, help: DISCOVER_HELP },
  report: { handler: reportCommand, help: REPORT_HELP },
  plan: { handler: planCommand, help: PLAN_HELP },
  regrade: { handler: regradeCommand, help: REGRADE_HELP }
};
async function main(io) {
  const debug = io.argv.includes("--debug");
  try {
    const [command, ...rest] = io.argv;
    if (command === void 0) {
      io.stderr(HELP);
      return EXIT.configError;
    }
    if (command === "--help" || command === "-h" || command === "help") {
      io.stdout(HELP);
      return EXIT.passed;
    }
    if (command === "--version" || command === "-v") {
      io.stdout(`${TOOL_VERSION}
`);
      return EXIT.passed;
    }
    const known = Object.entries(COMMANDS).find(([name]) => name === command)?.[1];
    if (known === void 0) {
      throw new ConfigError(`unknown command "${command}"`, {
        hint: "run `skill-eval --help` for the commands"
      });
    }
    return await known.handler(rest, io);
  } catch (error) {
    const { text, exitCode } = presentError(error, debug, io.cwd);
    io.stderr(`${text}
`);
    return exitCode;
  }
}

export {
  main
};
