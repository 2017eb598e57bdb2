import { closeSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cappedStdoutWriter } from "../../src/engine/capped-stdout-file.ts";
import { runAgentProcess } from "../../src/engine/run-agent-process.ts";
import { blankReportNormalizer } from "../../src/runners/registry.ts";

const SECRET = "sk-live-7f3a9c2e5b8d";

/** Runs `node -e script` with stdout stored up to `cap` bytes; returns the stored file. */
async function stored(script: string, cap: number): Promise<{ text: string; cutBytes?: number }> {
  const dir = mkdtempSync(join(tmpdir(), "stdout-cap-"));
  const result = await runAgentProcess(
    {
      command: process.execPath,
      args: ["-e", script],
      env: { PATH: process.env.PATH ?? "" },
      cwd: dir,
      skillsDir: join(dir, "skills"),
    },
    blankReportNormalizer({
      runner: { id: "sh", pathKey: "sh", agent: { type: "command", model: "default" } },
      prompt: "p",
      cwd: dir,
      skillRoots: [],
    }),
    {
      stdoutPath: join(dir, "stdout.jsonl"),
      stderrPath: join(dir, "stderr.log"),
      timeoutMs: 20_000,
      maxStoredStdoutBytes: cap,
    },
  );
  return { text: readFileSync(join(dir, "stdout.jsonl"), "utf8"), cutBytes: result.stdoutCutBytes };
}

describe("stdout stored up to its cap", () => {
  it("keeps whole lines only: no part of a secret in the line the cap falls in is stored", async () => {
    // The cap falls inside the secret on the second line.
    const script = `process.stdout.write("first line\\n" + "token=${SECRET} and more\\n" + "third\\n")`;
    const { text, cutBytes } = await stored(script, "first line\n".length + "token=sk-live".length);
    expect(text).toBe(
      "first line\n[skill-eval: stdout stored up to 24 bytes, whole lines only; the 42 bytes after were cut]\n",
    );
    expect(cutBytes).toBe(42);
  });

  it("takes back a line begun in an earlier chunk when the cap falls at a chunk's end", async () => {
    const script = `process.stdout.write("ok\\ntoken=${SECRET.slice(0, 10)}"); setTimeout(() => process.stdout.write("${SECRET.slice(10)}\\n"), 200)`;
    const { text } = await stored(script, "ok\ntoken=".length + 10);
    expect(text).toMatch(
      /^ok\n\[skill-eval: stdout stored up to 19 bytes, whole lines only; the \d+ bytes after were cut\]\n$/,
    );
    expect(text).not.toContain("sk-live");
  });

  it("stores everything under the cap as it came", async () => {
    const { text, cutBytes } = await stored(`process.stdout.write("a\\nb")`, 1000);
    expect(text).toBe("a\nb");
    expect(cutBytes).toBeUndefined();
  });
});

describe("stdout that cannot be written", () => {
  it("is not thrown: write says false from then on and finish names the failure and what was not stored", () => {
    const full = openSync("/dev/full", "w");
    try {
      const writer = cappedStdoutWriter(full, 1000);
      expect(writer.write(Buffer.from("a line\n"))).toBe(false);
      expect(writer.write(Buffer.from("another\n"))).toBe(false);
      expect(writer.finish()).toEqual({
        cutBytes: 15,
        failure: expect.stringMatching(/^stdout\.jsonl could not be written past 0 bytes \(ENOSPC/),
      });
    } finally {
      closeSync(full);
    }
  });
});
