import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runAgentProcess } from "../../src/engine/run-agent-process.ts";
import { SecretSet } from "../../src/report/redact.ts";
import { blankReportNormalizer } from "../../src/runners/registry.ts";

const SECRET = "sk-live-7f3a9c2e5b8d";

/** Runs `node -e script` with stderr stored up to `cap` bytes; returns the stored file. */
async function stored(script: string, cap: number) {
  const dir = mkdtempSync(join(tmpdir(), "stderr-cap-"));
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
      maxStoredStderrBytes: cap,
      secrets: new SecretSet([SECRET]),
    },
  );
  return {
    text: readFileSync(join(dir, "stderr.log"), "utf8"),
    files: readdirSync(dir).sort(),
    cutBytes: result.stderrCutBytes,
    tail: result.outcome.stderrTail,
  };
}

describe("stderr stored up to its cap", () => {
  it("keeps its first and last whole lines, with a line between saying how much was cut", async () => {
    // 100 lines of 10 bytes ("line 0042\n"), cap 95: 4 lines from the start, 4 from the end.
    const script = `for (let i = 0; i < 100; i++) process.stderr.write("line " + String(i).padStart(4, "0") + "\\n")`;
    const { text, files, cutBytes, tail } = await stored(script, 95);
    expect(text).toBe(
      [
        "line 0000",
        "line 0001",
        "line 0002",
        "line 0003",
        "[skill-eval: stderr.log stored up to 95 bytes, whole lines only: its first 40 and last 40 bytes; the 920 bytes between were cut]",
        "line 0096",
        "line 0097",
        "line 0098",
        "line 0099",
        "",
      ].join("\n"),
    );
    expect(cutBytes).toBe(920);
    expect(files).toEqual(["stderr.log", "stdout.jsonl"]);
    // The failure message quotes the agent's real last lines.
    expect(tail.endsWith("line 0098\nline 0099\n")).toBe(true);
  });

  it("keeps no part of a line the cut falls in: a secret in one endless line is not stored at all", async () => {
    const script = `process.stderr.write("leak ${SECRET} " + "e".repeat(200000))`;
    const { text, cutBytes, tail } = await stored(script, 1000);
    expect(text).toBe(
      "[skill-eval: stderr.log stored up to 1000 bytes, whole lines only: its first 0 and last 0 bytes; the 200026 bytes between were cut]\n",
    );
    expect(cutBytes).toBe(200_026);
    expect(tail).toBe("e".repeat(4096));
  });

  it("stores stderr under the cap as it came", async () => {
    const { text, cutBytes } = await stored(`process.stderr.write("a\\nb")`, 1000);
    expect(text).toBe("a\nb");
    expect(cutBytes).toBeUndefined();
  });
});
