import { chmodSync, closeSync, mkdirSync, openSync, readFileSync, writeFileSync, writeSync } from "node:fs";
import { basename, join } from "node:path";
import type { Figure } from "../lib/figure.ts";
import { failureTail, timedSpawn } from "../lib/timed-spawn.ts";
import { CANNED_TRANSCRIPT } from "../orchestration/fake-claude.ts";
import { DIST_CLI } from "../orchestration/tools.ts";
import { writeOursSuite } from "../orchestration/write-suites.ts";

const MB = 1024 * 1024;
const PEAK_RSS = join(import.meta.dirname, "peak-rss.cjs");

interface Scenario {
  name: string;
  executions: number;
  transcriptBytes: number;
  concurrency: number;
  targetMb: number;
}

/** Issue 23 item 1: the whole CLI's peak RSS when agents print long transcripts. */
const SCENARIOS: Scenario[] = [
  {
    name: "memory: 200 executions × 2 MB transcripts, c=4, peak RSS",
    executions: 200,
    transcriptBytes: 2 * MB,
    concurrency: 4,
    targetMb: 200,
  },
  {
    name: "memory: 200 MB of output per agent, 4 agents at c=4, peak RSS",
    executions: 4,
    transcriptBytes: 200 * MB,
    concurrency: 4,
    targetMb: 300,
  },
];

/**
 * Runs `dist/cli.js run` on suites whose fake Claude prints a real transcript repeated to the
 * given size (every line a real Claude Code line), and reads the summed peak RSS of the CLI's own
 * processes (the main one and its agent launcher; agents not counted).
 */
export function benchMemory(root: string, log: (line: string) => void): Figure[] {
  return SCENARIOS.map((scenario, index) => {
    const dir = join(root, `scenario-${index}`);
    const agent = writeTranscriptAgent(join(dir, "agent"), scenario.transcriptBytes);
    const suite = join(dir, "suite");
    writeOursSuite(suite, agent, scenario.executions);
    const rssFile = join(dir, "peak-rss.txt");
    log(`${scenario.name}: running`);
    const run = timedSpawn(process.execPath, [DIST_CLI, "run", "-p", String(scenario.concurrency)], {
      cwd: suite,
      env: { ...process.env, NODE_OPTIONS: `--require ${PEAK_RSS}`, BENCH_PEAK_RSS_FILE: rssFile },
      timeoutMs: 20 * 60 * 1000,
    });
    if (run.status !== 0) {
      return {
        name: scenario.name,
        value: "failed",
        target: `≤ ${scenario.targetMb} MB`,
        met: false,
        note: failureTail(run),
      };
    }
    const peaks = peakRssByScript(rssFile);
    const peakMb = sumKib([...peaks.values()].map((peak) => peak.rssKib)) / 1024;
    const each = [...peaks]
      .map(([script, peak]) => `${script} ${(peak.rssKib / 1024).toFixed(0)} MB`)
      .join(" + ");
    return {
      name: scenario.name,
      value: `${peakMb.toFixed(0)} MB`,
      target: `≤ ${scenario.targetMb} MB`,
      met: peakMb <= scenario.targetMb,
      note: `${each} (${sharedNote(peaks)}); ${(scenario.transcriptBytes / MB).toFixed(0)} MB × ${scenario.executions}; wall ${(run.wallMs / 1000).toFixed(1)} s`,
    };
  });
}

interface ProcessPeak {
  rssKib: number;
  /** Of its RSS at exit, pages other processes map too (0 where /proc cannot tell). */
  sharedKib: number;
}

/** The peak RSS of each of the run's own Node processes, by script (agents are shell scripts). */
function peakRssByScript(file: string): Map<string, ProcessPeak> {
  const peaks = new Map<string, ProcessPeak>();
  for (const line of readFileSync(file, "utf8").trim().split("\n")) {
    const [script = "node", rss = "0", shared = "0"] = line.split(" ");
    const before = peaks.get(script);
    if (before === undefined || Number(rss) > before.rssKib)
      peaks.set(script, { rssKib: Number(rss), sharedKib: Number(shared) });
  }
  return peaks;
}

const sumKib = (values: readonly number[]) => values.reduce((sum, kib) => sum + kib, 0);

/**
 * Summed RSS counts twice the pages both processes map (the Node binary they both run): the main
 * process's peak plus the launcher's pages that no other process maps is nearer to what the run
 * takes. About: "shared" is with any process, and taken at exit, not at the peak. Context only;
 * the figure itself stays the summed RSS.
 */
function sharedNote(peaks: ReadonlyMap<string, ProcessPeak>): string {
  const main = peaks.get(basename(DIST_CLI));
  const others = [...peaks].filter(([script]) => script !== basename(DIST_CLI)).map(([, peak]) => peak);
  if (main === undefined || others.length === 0) return "a process wrote no peak";
  if (others.every((peak) => peak.sharedKib === 0)) return "shared pages unknown";
  const shared = sumKib(others.map((peak) => peak.sharedKib));
  const once = (main.rssKib + sumKib(others.map((peak) => peak.rssKib - peak.sharedKib))) / 1024;
  return `${(shared / 1024).toFixed(0)} shared, about ${once.toFixed(0)} MB counted once`;
}

/** A fake `claude` that prints the canned transcript's lines repeated to at least `bytes` bytes. */
function writeTranscriptAgent(dir: string, bytes: number): string {
  mkdirSync(dir, { recursive: true });
  const transcript = join(dir, "transcript.jsonl");
  const block = readFileSync(CANNED_TRANSCRIPT);
  const fd = openSync(transcript, "w");
  for (let written = 0; written < bytes; written += block.length) writeSync(fd, block);
  closeSync(fd);
  const script = join(dir, "claude");
  writeFileSync(script, `#!/bin/sh\nexec cat '${transcript}'\n`);
  chmodSync(script, 0o755);
  return script;
}
