// Child process of the normalization benchmark: streams a transcript file line by line through
// one agent's normalizer, JSON.parse alone, or JSON.parse keeping every parsed line alive (the
// garbage collector's cost of a report that holds every event), then prints bytes, time and peak RSS.
// With `dropped` after an agent, its event store drops what it is given instead of writing it:
// the normalizer's cost without the store (a measurement only: the older events are lost).
import { createReadStream, statSync } from "node:fs";
import { createInterface } from "node:readline";
import { holdHeapNearLive } from "../../src/orchestration/hold-heap-near-live.ts";
import { holdYoungGeneration } from "../../src/orchestration/young-generation.ts";

// As in every process of a run. The entry points hold the young generation at the size their
// loading gave it; bench-normalize.ts starts this process at that size, so it is held from here.
holdHeapNearLive();
holdYoungGeneration();
const { eventSpillFile } = await import("../../src/engine/event-spill-file.ts");
const { streamedEvents } = await import("../../src/runners/lazy-events.ts");
const { BENCHED_NORMALIZERS, isBenchedAgent } = await import("./normalizers.ts");

const [file, mode = "", store = "file"] = process.argv.slice(2);
if (
  file === undefined ||
  (mode !== "json-parse" && mode !== "json-parse-kept" && !isBenchedAgent(mode)) ||
  (store !== "file" && store !== "dropped")
) {
  process.stderr.write(
    `usage: normalize-child.ts <transcript> json-parse|json-parse-kept|${Object.keys(BENCHED_NORMALIZERS).join("|")} [file|dropped]\n`,
  );
  process.exit(2);
}

// As a run does: the session's older events go to a file, not memory.
const eventStore = store === "file" ? eventSpillFile() : { append() {}, batch: () => [], remove() {} };
const normalizer = isBenchedAgent(mode)
  ? BENCHED_NORMALIZERS[mode]({
      runner: { id: "agent", pathKey: "agent", agent: { type: "claude-code", model: "claude-sonnet-4-5" } },
      prompt: "Do the task.",
      cwd: "/home/runner/ws",
      skillRoots: ["/home/runner/ws/.claude/skills", "/home/runner/ws/.agents/skills"],
      eventStore,
    })
  : undefined;
let parsed = 0;
const kept: unknown[] = [];
const push =
  normalizer !== undefined
    ? (line: string) => normalizer.push(line)
    : mode === "json-parse-kept"
      ? (line: string) => {
          if (line !== "") parsed = kept.push(JSON.parse(line));
        }
      : (line: string) => {
          if (line !== "") parsed += JSON.parse(line) === null ? 0 : 1;
        };

const started = performance.now();
const cpuBefore = process.cpuUsage();
const lines = createInterface({
  // 64 KiB: the chunk size an agent's stdout pipe delivers in a run.
  input: createReadStream(file, { highWaterMark: 1 << 16 }),
  crlfDelay: Infinity,
});
for await (const line of lines) push(line);
const elapsedMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
const report = normalizer?.finish({
  exitCode: 0,
  signal: null,
  timedOut: false,
  stderrTail: "",
  durationMs: 0,
});
// The normalizer's peak, before anything reads the events back.
const maxRssKb = process.resourceUsage().maxRSS;
const events = report === undefined ? parsed : parsed + streamedEvents(report.events).length;
eventStore.remove();
const cpuMs = (cpu.user + cpu.system) / 1000;
process.stdout.write(
  `${JSON.stringify({ bytes: statSync(file).size, elapsedMs, cpuMs, maxRssKb, events })}\n`,
);
