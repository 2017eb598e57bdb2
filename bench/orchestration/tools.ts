import { join } from "node:path";
import { peerBin } from "../lib/peers.ts";
import { EXPECTED_TEXT } from "./fake-claude.ts";
import { writeAgentvSuite, writeOursSuite, writePromptfooSuite, writeSkillgymSuite } from "./write-suites.ts";

export const DIST_CLI = join(import.meta.dirname, "..", "..", "dist", "cli.js");

/** How to run one tool on its generated suite; every tool runs under this Node. */
export interface ToolRun {
  tool: string;
  cwd: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

export interface SuiteSpec {
  root: string;
  claude: string;
  cases: number;
  concurrency: number;
}

function envWithFakeOnPath(claude: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const fakeDir = join(claude, "..");
  return { ...process.env, PATH: `${fakeDir}:${process.env.PATH ?? ""}`, ...extra };
}

export function oursRun(spec: SuiteSpec, name = "ours"): ToolRun {
  const cwd = join(spec.root, name);
  writeOursSuite(cwd, spec.claude, spec.cases);
  const args = [DIST_CLI, "run", ".", "--config", "skill-eval.config.yaml", "-p", String(spec.concurrency)];
  return { tool: "skill-eval", cwd, args, env: envWithFakeOnPath(spec.claude) };
}

export function agentvRun(spec: SuiteSpec): ToolRun {
  const cwd = join(spec.root, "agentv");
  writeAgentvSuite(cwd, spec.claude, spec.cases);
  const args = [peerBin("agentv"), "eval", "EVAL.yaml", "--workers", String(spec.concurrency)];
  return { tool: "agentv", cwd, args, env: envWithFakeOnPath(spec.claude) };
}

export function promptfooRun(spec: SuiteSpec): ToolRun {
  const cwd = join(spec.root, "promptfoo");
  writePromptfooSuite(cwd, spec.claude, spec.cases);
  const args = [
    peerBin("promptfoo"),
    ...["eval", "-c", "promptfooconfig.yaml", "--max-concurrency", String(spec.concurrency)],
    ...["--no-cache", "--no-write", "--no-table", "--no-progress-bar"],
  ];
  // Telemetry and the update check off (documented switches); its state stays in the temp dir. Its
  // debug/error log files off too: 0.123.1 otherwise crashes at exit ("write after end", exit 1).
  const env = envWithFakeOnPath(spec.claude, {
    PROMPTFOO_DISABLE_TELEMETRY: "1",
    PROMPTFOO_DISABLE_UPDATE: "1",
    PROMPTFOO_DISABLE_DEBUG_LOG: "1",
    PROMPTFOO_DISABLE_ERROR_LOG: "1",
    PROMPTFOO_CONFIG_DIR: join(spec.root, "promptfoo-home"),
  });
  return { tool: "promptfoo", cwd, args, env };
}

/** Starting Node and the agents and reading their output, nothing else (spawn-floor.mjs). */
export function floorRun(spec: SuiteSpec): ToolRun {
  const args = [
    join(import.meta.dirname, "spawn-floor.mjs"),
    spec.claude,
    String(spec.cases),
    String(spec.concurrency),
    EXPECTED_TEXT,
  ];
  return { tool: "floor", cwd: spec.root, args, env: envWithFakeOnPath(spec.claude) };
}

/** Part of the work DESIGN.md asks of each execution, done by hand the cheapest way (design-floor.mjs). */
export function designFloorRun(spec: SuiteSpec): ToolRun {
  const cwd = join(spec.root, "design-floor");
  writeOursSuite(cwd, spec.claude, spec.cases);
  const args = [
    join(import.meta.dirname, "design-floor.mjs"),
    cwd,
    spec.claude,
    String(spec.concurrency),
    EXPECTED_TEXT,
  ];
  return { tool: "design floor", cwd, args, env: envWithFakeOnPath(spec.claude) };
}

export function skillgymRun(spec: SuiteSpec): ToolRun {
  const cwd = join(spec.root, "skillgym");
  writeSkillgymSuite(cwd, spec.claude, spec.cases, spec.concurrency);
  return {
    tool: "skillgym",
    cwd,
    args: [peerBin("skillgym"), "run", "./bench.suite.ts"],
    env: envWithFakeOnPath(spec.claude),
  };
}
