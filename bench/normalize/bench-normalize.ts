import { rmSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { HELD_SEMI_SPACE_MB } from "../../src/orchestration/young-generation.ts";
import type { Figure } from "../lib/figure.ts";
import { median, megabytes } from "../lib/stats.ts";
import { failureTail, timedSpawn } from "../lib/timed-spawn.ts";
import { generateTranscript } from "./generate-transcript.ts";
import { BENCHED_AGENTS, type BenchedAgent } from "./normalizers.ts";

const SIZE = 500 * 1024 * 1024;
/** Per agent: large enough that start-up is noise, small enough for eight agents on a shared machine. */
const AGENT_SIZE = 128 * 1024 * 1024;
/** Issue 23 item 2: each normalizer at this share of JSON.parse's throughput on the same lines. */
const RATIO_TARGET = 0.85;
const CHILD = join(import.meta.dirname, "normalize-child.ts");
const childResultSchema = z.object({
  bytes: z.number(),
  elapsedMs: z.number(),
  cpuMs: z.number(),
  maxRssKb: z.number(),
  events: z.number(),
});
type ChildResult = z.infer<typeof childResultSchema>;
type Mode = BenchedAgent | "json-parse" | "json-parse-kept";

function runChild(file: string, mode: Mode, store: "file" | "dropped" = "file"): ChildResult | string {
  // The young generation of the CLI's process, from the start (young-generation.ts).
  const youngGeneration = `--min-semi-space-size=${HELD_SEMI_SPACE_MB}`;
  const run = timedSpawn(process.execPath, [youngGeneration, CHILD, file, mode, store], {
    cwd: import.meta.dirname,
  });
  if (run.status !== 0) return failureTail(run);
  return childResultSchema.parse(JSON.parse(run.stdout));
}

const megabytesPer = (result: ChildResult, ms: number) => result.bytes / 1024 / 1024 / (ms / 1000);
const wallRate = (results: readonly ChildResult[]) =>
  median(results.map((r) => megabytesPer(r, r.elapsedMs)));
const cpuRate = (results: readonly ChildResult[]) => median(results.map((r) => megabytesPer(r, r.cpuMs)));
const percentOf = (results: readonly ChildResult[], of: readonly ChildResult[]) =>
  `${((cpuRate(results) / cpuRate(of)) * 100).toFixed(0)}%`;
const peakRss = (results: readonly ChildResult[]) => median(results.map((r) => r.maxRssKb / 1024));

/** Item 3: a 500 MB transcript of real Claude lines, normalized vs JSON.parse alone, each in a child process. */
export function benchNormalize(root: string, rounds: number, log: (line: string) => void): Figure[] {
  const file = join(root, "transcript.jsonl");
  try {
    log(`normalization: ${megabytes(generateTranscript(file, SIZE))} transcript, ${rounds} round(s)`);
    const results: Record<"claude-code" | "json-parse", ChildResult[]> = {
      "claude-code": [],
      "json-parse": [],
    };
    for (let round = 1; round <= rounds; round++) {
      for (const mode of ["claude-code", "json-parse"] as const) {
        const result = runChild(file, mode);
        if (typeof result === "string") {
          return [{ name: `normalize (${mode})`, value: "failed", target: "", met: false, note: result }];
        }
        results[mode].push(result);
        log(
          `  ${mode} round ${round}: ${Math.round(result.elapsedMs)} ms wall, ${Math.round(result.cpuMs)} ms CPU`,
        );
      }
    }
    const ours = results["claude-code"];
    const limit = results["json-parse"];
    return [
      {
        name: "normalize: Claude normalizer, MB per CPU second",
        value: `${cpuRate(ours).toFixed(0)} MB/s`,
        target: "≥ 150 MB/s",
        met: cpuRate(ours) >= 150,
        note: `wall clock: ${wallRate(ours).toFixed(0)} MB/s (shared machine)`,
      },
      {
        name: "normalize: JSON.parse of every line alone",
        value: `${cpuRate(limit).toFixed(0)} MB/s`,
        target: "",
        note: `wall clock: ${wallRate(limit).toFixed(0)} MB/s; ours = ${((cpuRate(ours) / cpuRate(limit)) * 100).toFixed(0)}% of it`,
      },
      {
        name: "normalize: normalizer peak RSS",
        value: `${peakRss(ours).toFixed(0)} MB`,
        target: "≤ 150 MB",
        met: peakRss(ours) <= 150,
        note: `JSON.parse alone: ${peakRss(limit).toFixed(0)} MB; ${ours[0]?.events ?? 0} events, all but the last few on disk`,
      },
      ...benchEachAgent(root, rounds, log),
    ];
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * Issue 23 item 2: every agent's normalizer against JSON.parse alone of the same lines (its own real
 * transcripts repeated), read by the same line reader. Beside them JSON.parse keeping every line, and
 * the normalizer with its event store dropped; the four run in turn, in reverse every other round.
 */
function benchEachAgent(root: string, rounds: number, log: (line: string) => void): Figure[] {
  return BENCHED_AGENTS.map((agent) => {
    const file = join(root, `${agent}.jsonl`);
    try {
      generateTranscript(file, AGENT_SIZE, agent);
      const ours: ChildResult[] = [];
      const limit: ChildResult[] = [];
      const kept: ChildResult[] = [];
      const storeDropped: ChildResult[] = [];
      for (let round = 1; round <= rounds; round++) {
        const modes =
          round % 2 === 1
            ? ([agent, "json-parse", "json-parse-kept", "dropped"] as const)
            : (["dropped", "json-parse-kept", "json-parse", agent] as const);
        for (const mode of modes) {
          const result = mode === "dropped" ? runChild(file, agent, "dropped") : runChild(file, mode);
          if (typeof result === "string") {
            return {
              name: `normalize ÷ JSON.parse: ${agent}`,
              value: "failed",
              target: "",
              met: false,
              note: `${mode}: ${result}`,
            };
          }
          if (mode === "json-parse") limit.push(result);
          else if (mode === "json-parse-kept") kept.push(result);
          else if (mode === "dropped") storeDropped.push(result);
          else ours.push(result);
        }
      }
      const ratio = cpuRate(ours) / cpuRate(limit);
      log(`  ${agent}: ${cpuRate(ours).toFixed(0)} MB/s vs JSON.parse ${cpuRate(limit).toFixed(0)} MB/s`);
      return {
        name: `normalize ÷ JSON.parse: ${agent}`,
        value: `${(ratio * 100).toFixed(0)}%`,
        target: `≥ ${RATIO_TARGET * 100}%`,
        met: ratio >= RATIO_TARGET,
        // Within the table's 100 characters: "kept", JSON.parse keeping every line; "no store", the
        // normalizer with its event store dropping what it is given.
        note: `${cpuRate(ours).toFixed(0)} vs ${cpuRate(limit).toFixed(0)} MB/CPU s, ${megabytes(AGENT_SIZE)} of its lines; kept ${percentOf(kept, limit)}, no store ${percentOf(storeDropped, limit)}`,
      };
    } finally {
      rmSync(file, { force: true });
    }
  });
}
