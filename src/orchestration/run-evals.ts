import { existsSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadConfig } from "../config/load-config.ts";
import { findSkillDirectories } from "../discover/find-skills.ts";
import { findSuiteFiles } from "../discover/find-suite-files.ts";
import { runExecution } from "../engine/run-execution.ts";
import { ConfigError } from "../model/errors.ts";
import type { ExecutionResult, Results } from "../model/results.ts";
import type { Runner } from "../model/runner-config.ts";
import { buildResults } from "../report/build-results.ts";
import { renderMarkdownReport } from "../report/render-markdown.ts";
import { writeFileAtomic, writeResults } from "../report/write-results.ts";
import { TOOL_VERSION } from "../version.ts";
import { loadSuites } from "./load-suites.ts";

const DEFAULT_TIMEOUT_MS = 10 * 60 * 1000;
export const DEFAULT_OUT_DIR = ".skill-eval";

export interface RunEvalsOptions {
  /** Suite files or folders to search; empty means the working directory. */
  paths: readonly string[];
  configFile?: string;
  outDir?: string;
  /** The project root: suite ids are paths relative to it. */
  cwd: string;
  hostEnv: Readonly<Record<string, string | undefined>>;
  /** Human progress, one line at a time. */
  log: (line: string) => void;
  commit?: string;
  now?: () => number;
}

export interface RunEvalsOutcome {
  results: Results;
  resultsPath: string;
  reportPath: string;
  markdown: string;
  exitCode: number;
}

/** The main job, shared by the CLI and the action: load, run every case × runner, write reports. */
export async function runEvals(options: RunEvalsOptions): Promise<RunEvalsOutcome> {
  const now = options.now ?? Date.now;
  const startedAt = new Date(now()).toISOString();
  const paths =
    options.paths.length > 0 ? options.paths.map((path) => resolve(options.cwd, path)) : [options.cwd];
  const folders = paths.filter((path) => existsSync(path) && statSync(path).isDirectory());
  const {
    config,
    dir: configDir,
    file: configFile,
  } = loadConfig({
    explicitFile: options.configFile === undefined ? undefined : resolve(options.cwd, options.configFile),
    searchDirs: [...folders, options.cwd],
  });
  const skills = findSkillDirectories(config.skills, configDir, configFile);
  const suiteFiles = findSuiteFiles(paths);
  if (suiteFiles.length === 0) {
    throw new ConfigError(`no suites found under ${paths.join(", ")}`, {
      hint: "suite files are named *.suite.ts or *-suite.ts (also .mts, .js, .mjs); or pass a file",
    });
  }
  const suites = await loadSuites(suiteFiles, options.cwd, skills);
  const runners: Runner[] = Object.entries(config.runners).map(([id, runnerConfig]) => ({
    id,
    config: runnerConfig,
  }));

  const outDir = resolve(
    options.outDir ??
      (config.outputDir ? resolve(configDir, config.outputDir) : join(options.cwd, DEFAULT_OUT_DIR)),
  );
  for (const stale of ["executions", "workspaces", "results.json", "report.md"]) {
    rmSync(join(outDir, stale), { recursive: true, force: true });
  }

  const executions: ExecutionResult[] = [];
  const snapshot = (complete: boolean) =>
    buildResults({
      startedAt,
      endedAt: complete ? new Date(now()).toISOString() : undefined,
      toolVersion: TOOL_VERSION,
      commit: options.commit,
      complete,
      suites,
      runners,
      executions,
    });

  const environment = {
    root: options.cwd,
    outDir,
    configDir,
    hostEnv: options.hostEnv,
    defaultTimeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    now,
  };
  const total =
    suites.reduce((sum, suite) => sum + suite.cases.reduce((n, caseSpec) => n + caseSpec.iterations, 0), 0) *
    runners.length;
  options.log(
    `skill-eval: ${suites.length} suite(s), ${total} execution(s) on ${runners.map((runner) => runner.id).join(", ")}`,
  );
  for (const suite of suites) {
    for (const caseSpec of suite.cases) {
      for (const runner of runners) {
        for (let iteration = 1; iteration <= caseSpec.iterations; iteration++) {
          const execution = await runExecution({ suite, caseSpec, runner, iteration }, environment);
          executions.push(execution);
          writeResults(outDir, snapshot(false));
          options.log(`[${executions.length}/${total}] ${execution.status.padEnd(17)} ${execution.key}`);
        }
      }
    }
  }

  const results = snapshot(true);
  const resultsPath = writeResults(outDir, results);
  const markdown = renderMarkdownReport(results);
  const reportPath = join(outDir, "report.md");
  writeFileAtomic(reportPath, markdown);
  return { results, resultsPath, reportPath, markdown, exitCode: results.summary.exitCode };
}
