import { join } from "node:path";
import type { Figure } from "../lib/figure.ts";
import { peerBin } from "../lib/peers.ts";
import { seededRandom } from "../lib/seeded-random.ts";
import { median, ms, pairedRatio, ratio } from "../lib/stats.ts";
import { type ToolTimes, timeTools } from "./time-tools.ts";
import { DIST_CLI, type ToolRun } from "./tools.ts";
import {
  type ScenarioCase,
  writeOursScenario,
  writeSkillgymScenario,
  writeSleepingClaude,
} from "./write-scenario-suites.ts";

const CASES = 60;
const SUITES = 20;
/** Always set in CI: makes ours redact every stored file (issue 23's +30 % CPU). */
const CREDENTIAL = { GITHUB_TOKEN: "bench-token-not-a-secret-0123456789" };

function caseId(index: number): string {
  return `case-${String(index + 1).padStart(3, "0")}`;
}

function oursScenario(
  root: string,
  name: string,
  claude: string,
  cases: readonly ScenarioCase[],
  run: { suites: number; iterations: number; concurrency: number; env?: Record<string, string> },
): ToolRun {
  const cwd = join(root, name);
  writeOursScenario(cwd, claude, cases, run.suites);
  const args = [DIST_CLI, "run", ".", "--config", "skill-eval.config.yaml", "-p", String(run.concurrency)];
  if (run.iterations > 1) args.push("--iterations", String(run.iterations));
  return { tool: name, cwd, args, env: withFake(claude, run.env) };
}

function withFake(claude: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, PATH: `${join(claude, "..")}:${process.env.PATH ?? ""}`, ...extra };
}

function failed(name: string, entries: readonly ToolTimes[]): Figure[] {
  const broken = entries.find((entry) => entry.failure !== undefined);
  return broken === undefined
    ? []
    : [{ name: `${name}: ${broken.tool}`, value: "failed", target: "", met: false, note: broken.failure }];
}

/** Issue 23 item 6: 60 one-second executions at -p 8, as 20 suites of 3 cases against one suite. */
export function benchPool(root: string, rounds: number, log: (line: string) => void): Figure[] {
  const claude = writeSleepingClaude(join(root, "fake"));
  const cases = Array.from({ length: CASES }, (_, index) => ({ id: caseId(index), sleepSeconds: 1 }));
  const runs = [
    oursScenario(root, "one-suite", claude, cases, { suites: 1, iterations: 1, concurrency: 8 }),
    oursScenario(root, "20-suites", claude, cases, { suites: SUITES, iterations: 1, concurrency: 8 }),
  ];
  log(`pool: ${CASES} one-second executions at -p 8, one suite against ${SUITES} suites, ${rounds} rounds`);
  const [one, many] = timeTools(runs, rounds, log);
  const broken = failed("pool", [one!, many!]);
  if (broken.length > 0) return broken;
  const value = pairedRatio(many!.wallMs, one!.wallMs);
  return [
    {
      name: "pool: 60 × 1 s at -p 8, one suite",
      value: ms(median(one!.wallMs)),
      target: "",
      note: "ideal 8 s",
    },
    { name: `pool: the same as ${SUITES} suites of 3`, value: ms(median(many!.wallMs)), target: "" },
    {
      name: `pool: ${SUITES} suites ÷ one suite`,
      value: ratio(value),
      target: "≤ 1.05×",
      met: value <= 1.05,
      note: "median of per-round ratios",
    },
  ];
}

/**
 * Issue 23 item 9: 60 cases × 3 iterations whose agents sleep a seeded 0.5–3 s, at concurrency 4:
 * wall time against the ideal, and the tool's own CPU time and peak RSS, ours beside skillgym's.
 */
export function benchScenario(root: string, rounds: number, log: (line: string) => void): Figure[] {
  const random = seededRandom(23);
  const cases = Array.from({ length: CASES }, (_, index) => ({
    id: caseId(index),
    sleepSeconds: Math.round((0.5 + 2.5 * random()) * 100) / 100,
  }));
  const iterations = 3;
  const concurrency = 4;
  const totalWorkMs = cases.reduce((sum, entry) => sum + entry.sleepSeconds * 1000 * iterations, 0);
  const longestMs = Math.max(...cases.map((entry) => entry.sleepSeconds * 1000 * iterations));
  const idealMs = Math.max(totalWorkMs / concurrency, longestMs);
  const claude = writeSleepingClaude(join(root, "fake"));
  const settings = { iterations, concurrency };
  const skillgymDir = join(root, "skillgym");
  writeSkillgymScenario(skillgymDir, claude, cases, { concurrency, repeat: iterations });
  const runs: ToolRun[] = [
    oursScenario(root, "skill-eval", claude, cases, { ...settings, suites: 1 }),
    oursScenario(root, `skill-eval, ${SUITES} suites`, claude, cases, { ...settings, suites: SUITES }),
    oursScenario(root, "skill-eval, GITHUB_TOKEN set", claude, cases, {
      ...settings,
      suites: 1,
      env: CREDENTIAL,
    }),
    {
      tool: "skillgym",
      cwd: skillgymDir,
      args: [peerBin("skillgym"), "run", "./bench.suite.ts"],
      env: withFake(claude),
    },
  ];
  log(
    `scenario: ${CASES} cases × ${iterations} iterations, agents sleeping 0.5–3 s (seeded), c=${concurrency}, ideal ${ms(idealMs)}, ${rounds} rounds`,
  );
  const times = timeTools(runs, rounds, log);
  const broken = failed("scenario", times);
  if (broken.length > 0) return broken;
  const [ours, oursSuites, oursCredential, skillgym] = times as [ToolTimes, ToolTimes, ToolTimes, ToolTimes];
  const figures: Figure[] = times.map((entry) => ({
    name: `scenario: ${entry.tool}`,
    value: ms(median(entry.wallMs)),
    target: "",
    note: `wall ÷ ideal ${ratio(median(entry.wallMs) / idealMs)}; CPU ${ms(median(entry.cpuMs))}; peak RSS ${Math.round(median(entry.peakRssMb))} MB`,
  }));
  const wallRatio = median(ours.wallMs) / idealMs;
  const suitesRatio = median(oursSuites.wallMs) / idealMs;
  const cpu = pairedRatio(ours.cpuMs, skillgym.cpuMs);
  const cpuCredential = pairedRatio(oursCredential.cpuMs, skillgym.cpuMs);
  const rss = pairedRatio(ours.peakRssMb, skillgym.peakRssMb);
  figures.push(
    {
      name: "scenario: ours wall ÷ ideal",
      value: ratio(wallRatio),
      target: "≤ 1.05×",
      met: wallRatio <= 1.05,
      note: `ideal ${ms(idealMs)} (work ÷ ${concurrency}); skillgym ${ratio(median(skillgym.wallMs) / idealMs)}`,
    },
    {
      name: `scenario: ours as ${SUITES} suites, wall ÷ ideal`,
      value: ratio(suitesRatio),
      target: "≤ 1.05×",
      met: suitesRatio <= 1.05,
    },
    {
      name: "scenario: CPU seconds ours ÷ skillgym",
      value: ratio(cpu),
      target: "≤ 1×",
      met: cpu <= 1,
      note: `${ms(median(ours.cpuMs))} vs ${ms(median(skillgym.cpuMs))}; median of per-round ratios`,
    },
    {
      name: "scenario: CPU ours (GITHUB_TOKEN set) ÷ skillgym",
      value: ratio(cpuCredential),
      target: "≤ 1×",
      met: cpuCredential <= 1,
      note: `${ms(median(oursCredential.cpuMs))} vs ${ms(median(skillgym.cpuMs))}`,
    },
    {
      name: "scenario: peak RSS ours ÷ skillgym",
      value: ratio(rss),
      target: "",
      note: `${Math.round(median(ours.peakRssMb))} MB vs ${Math.round(median(skillgym.peakRssMb))} MB`,
    },
  );
  return figures;
}
