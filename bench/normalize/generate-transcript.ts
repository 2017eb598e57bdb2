import { closeSync, openSync, readdirSync, readFileSync, writeSync } from "node:fs";
import { join } from "node:path";

const FIXTURES = "/work/shared/fixtures";

/** Every line of the real Claude stream-json transcripts in the shared fixtures, in recorded order. */
function fixtureLines(): string[] {
  const recorded = join(FIXTURES, "transcripts", "claude");
  const files = [
    ...readdirSync(recorded).map((scenario) => join(recorded, scenario, "stdout.jsonl")),
    ...readdirSync(join(FIXTURES, "public", "claude-stream-json"))
      .filter((name) => name.endsWith(".jsonl") || name.endsWith(".ndjson"))
      .map((name) => join(FIXTURES, "public", "claude-stream-json", name)),
  ];
  return files.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => line.trim() !== ""),
  );
}

/** Writes a transcript of at least `bytes` bytes by repeating the real lines; returns its size. */
export function generateTranscript(path: string, bytes: number): number {
  const block = Buffer.from(`${fixtureLines().join("\n")}\n`);
  const fd = openSync(path, "w");
  let written = 0;
  try {
    while (written < bytes) written += writeSync(fd, block);
  } finally {
    closeSync(fd);
  }
  return written;
}
