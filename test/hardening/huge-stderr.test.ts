import { chmodSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { filesHolding } from "../support/files-holding.ts";
import { makeProject, runDistAsync } from "../support/run-dist.ts";

const SECRET = "sk-live-AbC123xyz789QQ";

describe("an agent that floods stderr", () => {
  it("stores stderr.log cut to its cap, its first and last lines, redacted, with a warning; nothing of the secret is kept", async () => {
    const dir = makeProject({
      // 40 MB on one line that starts with the secret, 20 MB of ordinary lines, the secret again.
      "evil.sh": [
        "#!/bin/sh",
        `printf 'leak %s ' "$MY_API_TOKEN" >&2`,
        "head -c 40000000 /dev/zero | tr '\\0' 'e' >&2",
        "echo >&2",
        "yes 'an ordinary line of stderr' | head -c 20000000 >&2",
        `echo "last words $MY_API_TOKEN" >&2`,
        "",
      ].join("\n"),
      "skill-eval.config.yaml": [
        "runners:",
        "  evil:",
        "    agent: command",
        '    command: ["./evil.sh"]',
        "    timeoutMs: 120000",
        "    env:",
        `      MY_API_TOKEN: ${SECRET}`,
        "",
      ].join("\n"),
      "x.suite.ts": 'export default [{ id: "c", prompt: "p", assert() { throw new Error("fail"); } }];\n',
    });
    chmodSync(join(dir, "evil.sh"), 0o755);

    const run = await runDistAsync("cli.js", ["run", ".", "-o", "out"], { cwd: dir });

    expect(run.stderr).not.toContain("uncaught exception");
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toMatch(
      /warning: .*stderr\.log stored up to its cap, its first and last lines; the \d+ bytes between were cut/,
    );
    const out = join(dir, "out");
    expect(filesHolding(out, SECRET)).toEqual([]);
    const [execution] = readdirSync(join(out, "executions"));
    const stderrLog = join(out, "executions", execution ?? "", "stderr.log");
    expect(statSync(stderrLog).size).toBeLessThan(10 * 1024 * 1024 + 1000);
    expect(filesHolding(stderrLog, "an ordinary line of stderr")).toHaveLength(1);
    expect(filesHolding(stderrLog, "last words [REDACTED]")).toHaveLength(1);
    expect(filesHolding(stderrLog, "eeeeeeee")).toEqual([]);
  }, 120_000);
});
