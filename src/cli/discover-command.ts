import { relative } from "node:path";
import type { Selection } from "../model/plan.ts";
import { describeWarning } from "../orchestration/describe-warning.ts";
import { prepareRun } from "../orchestration/prepare-run.ts";
import { selectForChange } from "../orchestration/select-for-change.ts";
import { alignColumns } from "../report/align-columns.ts";
import { terminalJson } from "../report/control-bytes.ts";
import { EXIT } from "../verdicts/exit-code.ts";
import type { CliIo } from "./cli-io.ts";
import { parseCliArgs } from "./parse-cli-args.ts";

export const DISCOVER_HELP = `Usage: skill-eval discover [paths...] [--config file] [--changed-since ref] [--json]

Lists the suites under paths (format, file, cases, runners) and the skill directories, with the
suites that test each skill. Loads suites without running any agent.

With --changed-since <ref>, also shows which suites the change since the merge base with ref
selects, and why (the suite's file, a case, its workspace template, a skill it tests, the config).
`;

export async function discoverCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCliArgs(args, {
    config: { type: "string", short: "c" },
    "changed-since": { type: "string" },
    json: { type: "boolean" },
    debug: { type: "boolean" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) {
    io.stdout(DISCOVER_HELP);
    return EXIT.passed;
  }
  const prepared = await prepareRun({ paths: positionals, configFile: values.config, cwd: io.cwd });
  for (const warning of prepared.warnings) io.stderr(`${describeWarning(warning, io.cwd)}\n`);
  const changedSince = values["changed-since"];
  const selection =
    changedSince === undefined ? undefined : await selectForChange(prepared, io.cwd, { changedSince });
  const reasons = new Map(selection?.suites.map((suite) => [suite.id, suite.reasons]));
  const relativePath = (path: string) => relative(io.cwd, path) || ".";
  const suites = prepared.plan.map(({ suite, runners }) => ({
    id: suite.id,
    format: suite.format,
    file: suite.relativePath,
    cases: suite.cases.length,
    runners: runners.map((runner) => runner.id),
    skills: suite.skills.map((skill) => skill.name),
    ...(selection === undefined
      ? {}
      : { selected: reasons.has(suite.id), selectedBecause: reasons.get(suite.id) ?? [] }),
  }));
  const skillDirs = [
    ...new Set([
      ...prepared.skillDirs,
      ...prepared.suites.flatMap((suite) => suite.skills.map((skill) => skill.dir)),
    ]),
  ].sort();
  const skills = skillDirs.map((dir) => ({
    dir: relativePath(dir),
    testedBy: prepared.suites
      .filter((suite) => suite.skills.some((skill) => skill.dir === dir))
      .map((suite) => suite.id),
  }));
  const selectionSummary = selection && {
    mode: selection.mode,
    reason: selection.reason,
    baseRef: selection.baseRef,
    mergeBase: selection.mergeBase,
    changedFiles: selection.changedFiles,
    selected: selection.suites.length,
    removedSuites: selection.removedSuites,
  };
  if (values.json) {
    io.stdout(
      `${terminalJson({ ...(selectionSummary ? { selection: selectionSummary } : {}), suites, skills })}\n`,
    );
    return EXIT.passed;
  }
  const rows = [
    ["FORMAT", "CASES", "SUITE", "RUNNERS"],
    ...suites.map((suite) => [suite.format, String(suite.cases), suite.file, suite.runners.join(", ")]),
  ];
  const skillRows = [
    ["SKILL", "TESTED BY"],
    ...skills.map((skill) => [skill.dir, skill.testedBy.join(", ") || "(no suite)"]),
  ];
  io.stdout(`${alignColumns(rows)}\n\n${alignColumns(skillRows)}\n`);
  if (selection !== undefined) io.stdout(`\n${renderSelection(selection)}`);
  return EXIT.passed;
}

function renderSelection(selection: Selection): string {
  const rows = [
    ["SELECTED", "BECAUSE"],
    ...selection.suites.map((suite) => [suite.id, suite.reasons.join("; ")]),
    ...selection.removedSuites.map((path) => [path, "removed"]),
  ];
  return `${selection.reason}\n${alignColumns(rows)}\n`;
}
