import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { replaySession } from "../../src/engine/replay-session.ts";
import type { Session } from "../../src/engine/session-outcome.ts";
import type { CaseSpec } from "../../src/model/suite.ts";
import { SecretSet } from "../../src/report/redact.ts";
import type { ReplayRunnerConfig } from "../../src/runners/runner-config.ts";
import { REPO_ROOT } from "../support/run-dist.ts";

const SESSION = readFileSync(
  join(REPO_ROOT, "test/fixtures/transcripts/claude/skill-used/stdout.jsonl"),
  "utf8",
);
const [FIRST = "", SECOND = ""] = SESSION.split("\n");
// Falls inside the third line: every assistant message and the result line come after it.
const CAP = FIRST.length + SECOND.length + 2 + 100;
const CONFIG: ReplayRunnerConfig = { agent: "replay", transcripts: "./transcripts", format: "claude-code" };

/** Replays `transcript` as case `one` with stdout stored up to `CAP` bytes. */
async function replay(transcript: string): Promise<{ session: Session; stored: string; log: string[] }> {
  const root = mkdtempSync(join(tmpdir(), "replay-stdout-cap-"));
  mkdirSync(join(root, "transcripts"));
  writeFileSync(join(root, "transcripts/one.jsonl"), transcript);
  const artifactDir = join(root, "artifacts");
  mkdirSync(artifactDir);
  const caseSpec: CaseSpec = {
    id: "one",
    prompt: "p",
    tags: [],
    expectedFail: false,
    iterations: 1,
    threshold: 1,
    assertions: [],
    metadata: {},
  };
  const log: string[] = [];
  const session = await replaySession(
    CONFIG,
    {
      suite: {
        id: "r",
        format: "skillgym",
        file: join(root, "r.suite.mjs"),
        relativePath: "r.suite.mjs",
        contentHash: "0".repeat(64),
        skills: [],
        workspace: { mode: "none" },
        cases: [caseSpec],
        warnings: [],
      },
      caseSpec,
      runner: {
        id: "replay",
        config: CONFIG,
        baseDir: root,
      },
      iteration: 1,
    },
    { id: "replay", pathKey: "replay", agent: { type: "replay", model: "default" } },
    root,
    artifactDir,
    {
      root,
      outDir: root,
      hostEnv: {},
      defaultTimeoutMs: 10_000,
      runId: "run",
      log: (line) => log.push(line),
      now: () => 0,
      secrets: new SecretSet(),
    },
    { maxStoredStdoutBytes: CAP },
  );
  return { session, stored: readFileSync(join(artifactDir, "stdout.jsonl"), "utf8"), log };
}

describe("a replayed transcript past the stdout cap", () => {
  it("is stored as a live agent's stdout is: whole lines up to the cap and a note, with a warning", async () => {
    const { session, stored, log } = await replay(SESSION);
    const cut = SESSION.length - (FIRST.length + SECOND.length + 2);
    expect(stored).toBe(
      `${FIRST}\n${SECOND}\n[skill-eval: stdout stored up to ${CAP} bytes, whole lines only; the ${cut} bytes after were cut]\n`,
    );
    expect(log).toEqual([
      `warning: r/one/replay#1: stdout.jsonl stored up to its cap; the last ${cut} bytes were cut`,
    ]);
    // The normalizer still read the lines past the cap, the result line last among them.
    expect(session.infrastructureFailure).toBeUndefined();
    expect(session.report.finalOutput).toBe("Created report.txt with the project status (green).");
    expect(session.report.costUsd).toBe(0.0018000000000000002);
  });

  it("with CRLF line ends, normalizes as with LF and stores whole CRLF lines", async () => {
    const transcript = SESSION.replaceAll("\n", "\r\n");
    const crlf = await replay(transcript);
    const lf = await replay(SESSION);
    const kept = `${FIRST}\r\n${SECOND}\r\n`;
    expect(crlf.stored).toBe(
      `${kept}[skill-eval: stdout stored up to ${CAP} bytes, whole lines only; the ${transcript.length - kept.length} bytes after were cut]\n`,
    );
    const { rawArtifacts: _crlfPaths, ...crlfReport } = crlf.session.report;
    const { rawArtifacts: _lfPaths, ...lfReport } = lf.session.report;
    expect(crlfReport).toEqual(lfReport);
    expect(crlfReport.finalOutput).toBe("Created report.txt with the project status (green).");
  });
});
