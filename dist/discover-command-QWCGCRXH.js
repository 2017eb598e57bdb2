import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  alignColumns
} from "./chunk-WWZ34YXK.js";
import {
  selectForChange
} from "./chunk-4O3XOO76.js";
import {
  parseCliArgs
} from "./chunk-MWVIAZI7.js";
import {
  describeWarning
} from "./chunk-5BCQPDJA.js";
import {
  prepareRun
} from "./chunk-MTULFYZ2.js";
import "./chunk-ZNN7HAMQ.js";
import {
  EXIT
} from "./chunk-T4URU7YL.js";
import "./chunk-EWQYGJWM.js";
import "./chunk-43A2QHN3.js";

// src/cli/discover-command.ts
import { relative } from "node:path";
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
  const relativePath = (path) => relative(io.cwd, path) || ".";
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
export {
  DISCOVER_HELP,
  discoverCommand
};
