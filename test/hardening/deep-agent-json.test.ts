import { readFileSync } from "node:fs";
import { join } from "node:path";
import { serialize } from "node:v8";
import { describe, expect, it } from "vitest";
import type { NormalizerInput, TranscriptNormalizer } from "../../src/runners/adapter.ts";
import { createClaudeCodeNormalizer } from "../../src/runners/claude-code/normalize.ts";
import { createClaudeSessionNormalizer } from "../../src/runners/claude-session/normalize.ts";
import { createCodexNormalizer } from "../../src/runners/codex/normalize.ts";
import { createCodexRolloutNormalizer } from "../../src/runners/codex-rollout/normalize.ts";
import { createCursorAgentNormalizer } from "../../src/runners/cursor-agent/normalize.ts";
import { createGeminiCliNormalizer } from "../../src/runners/gemini-cli/normalize.ts";
import { createOpencodeNormalizer } from "../../src/runners/opencode/normalize.ts";
import { REPO_ROOT } from "../support/run-dist.ts";

const FIXTURES = join(REPO_ROOT, "test/fixtures");

/** A real transcript of each format the fixtures hold, with tool calls and their results. */
const TRANSCRIPTS: [string, (input: NormalizerInput) => TranscriptNormalizer, string][] = [
  ["claude-code", createClaudeCodeNormalizer, "transcripts/claude/skill-used/stdout.jsonl"],
  [
    "claude-session",
    createClaudeSessionNormalizer,
    "public/claude-session-jsonl/marot-spotter__tool_heavy.jsonl",
  ],
  ["codex", createCodexNormalizer, "transcripts/codex/skill-used/stdout.jsonl"],
  [
    "codex-rollout",
    createCodexRolloutNormalizer,
    "public/codex-rollout/madshn-localpush__rollout-2026-02-23T12-40-23-apply-patch.jsonl",
  ],
  [
    "cursor-agent",
    createCursorAgentNormalizer,
    "public/cursor-stream-json/reifying-cursor-hack__parallel-sleep.jsonl",
  ],
  ["gemini-cli", createGeminiCliNormalizer, "transcripts/gemini/skill-used/stdout.jsonl"],
  ["opencode", createOpencodeNormalizer, "transcripts/opencode/skill-used/stdout.jsonl"],
];

/** JSON text nested 20,000 levels deep: `JSON.parse` reads it, anything recursing over it overflows. */
const DEEP = `${"[".repeat(20_000)}1${"]".repeat(20_000)}`;

/** Every path in a parsed line to a value (each key of each object and array, at any depth). */
function valuePaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) => [
    [...prefix, key],
    ...valuePaths(item, [...prefix, key]),
  ]);
}

/** The line with the value at `path` replaced by the deep JSON. */
function withDeepValue(line: string, path: string[]): string {
  const copy = JSON.parse(line) as Record<string, unknown>;
  let holder: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
  holder[path.at(-1) ?? ""] = "\u0000deep\u0000";
  return JSON.stringify(copy).replace('"\\u0000deep\\u0000"', DEEP);
}

describe("every normalizer, on agent JSON nested 20,000 levels deep anywhere in a line", () => {
  for (const [format, create, file] of TRANSCRIPTS) {
    it(`${format}: reads the transcript into a report that can be written and stored`, () => {
      const lines = readFileSync(join(FIXTURES, file), "utf8")
        .split("\n")
        .filter((line) => line.trim() !== "")
        .slice(0, 25);
      let runs = 0;
      lines.forEach((line, index) => {
        for (const path of valuePaths(JSON.parse(line)).slice(0, 60)) {
          const normalizer = create({
            runner: { id: "agent", pathKey: "agent", agent: { type: format, model: "model" } },
            prompt: "Do the task.",
            cwd: "/home/runner/ws",
            skillRoots: ["/home/runner/ws/.claude/skills", "/home/runner/ws/.agents/skills"],
          });
          for (const [at, each] of lines.entries())
            normalizer.push(at === index ? withDeepValue(each, path) : each);
          const report = normalizer.finish({
            exitCode: 0,
            signal: null,
            timedOut: false,
            stderrTail: "",
            durationMs: 0,
          });
          const events = [...report.events];
          expect(
            () => JSON.stringify({ ...report, events }),
            `${format} line ${index} ${path.join(".")}`,
          ).not.toThrow();
          expect(() => serialize(events), `${format} line ${index} ${path.join(".")}`).not.toThrow();
          runs += 1;
        }
      });
      expect(runs).toBeGreaterThan(40);
    });
  }
});
