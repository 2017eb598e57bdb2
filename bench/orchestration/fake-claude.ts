import { chmodSync, copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** A real Claude Code stream-json transcript (skill used, file written), replayed by the fake agent. */
export const CANNED_TRANSCRIPT = "/work/shared/fixtures/transcripts/claude/skill-used/stdout.jsonl";
/** Text in the transcript's final answer, so every tool's `contains` assertion passes. */
export const EXPECTED_TEXT = "report.txt";

/**
 * Writes `<dir>/claude`: a shell script that ignores its arguments, optionally sleeps, and prints
 * the canned transcript. Returns the script's path; its folder goes first on PATH.
 */
export function writeFakeClaude(dir: string, sleepSeconds: number): string {
  mkdirSync(dir, { recursive: true });
  const transcript = join(dir, "transcript.jsonl");
  copyFileSync(CANNED_TRANSCRIPT, transcript);
  const script = join(dir, "claude");
  const sleep = sleepSeconds > 0 ? `sleep ${sleepSeconds}\n` : "";
  writeFileSync(script, `#!/bin/sh\n${sleep}exec cat '${transcript}'\n`);
  chmodSync(script, 0o755);
  return script;
}
