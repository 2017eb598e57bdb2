import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { filesHolding } from "../support/files-holding.ts";
import { makeProject, REPO_ROOT, runDistAsync } from "../support/run-dist.ts";

const TOKEN = "ghp_Repl4yedSt0rederrT0ken1234567890abcd";
const SESSION = readFileSync(
  join(REPO_ROOT, "test/fixtures/transcripts/claude/skill-used/stdout.jsonl"),
  "utf8",
);
// 11 MiB of 100-byte lines between a first and a last line that name the token.
const LINE = `${"r".repeat(99)}\n`;
const SIDECAR = `first ${TOKEN}\n${LINE.repeat((11 * 1024 * 1024) / LINE.length)}last ${TOKEN}\n`;

describe("a replayed stderr sidecar", () => {
  it("is stored as a live agent's stderr is: up to 10 MB, its first and last lines, redacted", async () => {
    const dir = makeProject({
      "skill-eval.config.yaml": "runners:\n  replay:\n    agent: replay\n    transcripts: ./transcripts\n",
      "r.suite.mjs": 'export default [{ id: "one", prompt: "p", assert() {} }];\n',
      "transcripts/one.jsonl": SESSION,
      "transcripts/one.stderr.log": SIDECAR,
    });
    const run = await runDistAsync("cli.js", ["run"], { cwd: dir, env: { GITHUB_TOKEN: TOKEN } });
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(
      /warning: r\/one\/replay#1: stderr\.log stored up to its cap, its first and last lines; the \d+ bytes between were cut/,
    );
    const executions = join(dir, ".skill-eval/executions");
    const stored = join(executions, readdirSync(executions)[0] ?? "", "stderr.log");
    expect(statSync(stored).size).toBeLessThanOrEqual(10 * 1024 * 1024 + 200);
    const text = readFileSync(stored, "utf8");
    expect(text.startsWith(`first [REDACTED]\n${LINE}`)).toBe(true);
    expect(text).toMatch(
      /^\[skill-eval: stderr\.log stored up to 10485760 bytes, whole lines only: .* were cut\]$/m,
    );
    expect(text.endsWith(`${LINE}last [REDACTED]\n`)).toBe(true);
    expect(filesHolding(join(dir, ".skill-eval"), TOKEN)).toEqual([]);
  }, 60_000);
});
