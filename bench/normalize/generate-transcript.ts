import { closeSync, openSync, readdirSync, readFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import type { BenchedAgent } from "./normalizers.ts";

const FIXTURES = "/work/shared/fixtures";

const recorded = (cli: string) =>
  readdirSync(join(FIXTURES, "transcripts", cli)).map((scenario) =>
    join(FIXTURES, "transcripts", cli, scenario, "stdout.jsonl"),
  );
const captured = (folder: string) =>
  readdirSync(join(FIXTURES, "public", folder))
    .filter((name) => name.endsWith(".jsonl") || name.endsWith(".ndjson"))
    .map((name) => join(FIXTURES, "public", folder, name));

/** The real transcripts of each agent's format (Copilot has none recorded: the bench's own session). */
const SOURCES: Record<BenchedAgent, () => string[]> = {
  "claude-code": () => [...recorded("claude"), ...captured("claude-stream-json")],
  "claude-session": () => captured("claude-session-jsonl"),
  codex: () => [...recorded("codex"), ...captured("codex-exec-json")],
  "codex-rollout": () => captured("codex-rollout"),
  copilot: () => [join(import.meta.dirname, "copilot-session.jsonl")],
  "cursor-agent": () => captured("cursor-stream-json"),
  "gemini-cli": () => recorded("gemini"),
  opencode: () => [...recorded("opencode"), ...captured("opencode-json")],
};

/** Every line of the agent's real transcripts, in recorded order. */
function fixtureLines(agent: BenchedAgent): string[] {
  return SOURCES[agent]().flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => line.trim() !== ""),
  );
}

/** Writes a transcript of at least `bytes` bytes by repeating the agent's real lines; returns its size. */
export function generateTranscript(path: string, bytes: number, agent: BenchedAgent = "claude-code"): number {
  const block = Buffer.from(`${fixtureLines(agent).join("\n")}\n`);
  const fd = openSync(path, "w");
  let written = 0;
  try {
    while (written < bytes) written += writeSync(fd, block);
  } finally {
    closeSync(fd);
  }
  return written;
}
