// Child process of the normalization benchmark: streams a transcript file line by line through
// one agent's normalizer, JSON.parse alone, or JSON.parse keeping every parsed line alive (the
// garbage collector's cost of a report that holds every event), then prints bytes, time and peak RSS.
import { createReadStream, statSync } from "node:fs";
import { createInterface } from "node:readline";
import { BENCHED_NORMALIZERS, isBenchedAgent } from "./normalizers.ts";

const [file, mode = ""] = process.argv.slice(2);
if (file === undefined || (mode !== "json-parse" && mode !== "json-parse-kept" && !isBenchedAgent(mode))) {
  process.stderr.write(
    `usage: normalize-child.ts <transcript> json-parse|json-parse-kept|${Object.keys(BENCHED_NORMALIZERS).join("|")}\n`,
  );
  process.exit(2);
}

const normalizer = isBenchedAgent(mode)
  ? BENCHED_NORMALIZERS[mode]({
      runner: { id: "agent", pathKey: "agent", agent: { type: "claude-code", model: "claude-sonnet-4-5" } },
      prompt: "Do the task.",
      cwd: "/home/runner/ws",
      skillRoots: ["/home/runner/ws/.claude/skills", "/home/runner/ws/.agents/skills"],
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
  input: createReadStream(file, { highWaterMark: 1 << 20 }),
  crlfDelay: Infinity,
});
for await (const line of lines) push(line);
const events =
  normalizer !== undefined
    ? normalizer.finish({ exitCode: 0, signal: null, timedOut: false, stderrTail: "", durationMs: 0 }).events
        .length
    : parsed;
const elapsedMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
const cpuMs = (cpu.user + cpu.system) / 1000;
process.stdout.write(
  `${JSON.stringify({ bytes: statSync(file).size, elapsedMs, cpuMs, maxRssKb: process.resourceUsage().maxRSS, events })}\n`,
);
