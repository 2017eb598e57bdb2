import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { filesHolding } from "../support/files-holding.ts";
import { makeProject, runDistAsync } from "../support/run-dist.ts";

// A host credential the suite hands its bootstrap, and one the suite itself names as a credential.
const HOST_TOKEN = "ghp_B00tstrapH0stT0ken1234567890abcdef";
const SUITE_TOKEN = "npm_B00tstrapSu1teT0ken0987654321";
const SECRET_FORMS = [HOST_TOKEN, SUITE_TOKEN].flatMap((token) => [
  token,
  Buffer.from(token).toString("base64"),
]);

// The bootstrap: `BOOT_LINES` lines of 100 bytes on each stream, then both credentials on each
// (raw and in base64), and exits `BOOT_EXIT`.
const BOOTSTRAP = `const line = "a".repeat(99) + "\\n";
for (let i = 0; i < Number(process.env.BOOT_LINES); i++) { process.stdout.write(line); process.stderr.write(line); }
const { GITHUB_TOKEN: host, NPM_TOKEN: suite } = process.env;
const both = [host, suite, Buffer.from(host).toString("base64"), Buffer.from(suite).toString("base64")].join(" ");
process.stdout.write("logged in with " + both + "\\n");
process.stderr.write("cannot log in with " + both + "\\n");
process.exitCode = Number(process.env.BOOT_EXIT);
`;

/** Runs a one-case suite whose workspace is bootstrapped by BOOTSTRAP, with HOST_TOKEN in the run's env. */
async function run(mode: "isolated" | "shared", boot: { lines: number; exit: number }) {
  const node = JSON.stringify(process.execPath);
  const dir = makeProject({
    "boot.mjs": BOOTSTRAP,
    "agent.mjs": 'console.log("done");\n',
    "template/.keep": "",
  });
  const env = `{ GITHUB_TOKEN: process.env.GITHUB_TOKEN, NPM_TOKEN: ${JSON.stringify(SUITE_TOKEN)}, BOOT_LINES: "${boot.lines}", BOOT_EXIT: "${boot.exit}" }`;
  writeFileSync(
    join(dir, "skill-eval.config.yaml"),
    `runners:\n  sh:\n    agent: command\n    command: [${node}, ${JSON.stringify(join(dir, "agent.mjs"))}]\n`,
  );
  writeFileSync(
    join(dir, "b.suite.mjs"),
    `export const workspace = { mode: "${mode}", templateDir: "./template", bootstrap: { command: ${node}, args: ["./boot.mjs"], env: ${env} } };
export default [{ id: "one", prompt: "p", assert() {} }];
`,
  );
  const result = await runDistAsync("cli.js", ["run", "-p", "0"], {
    cwd: dir,
    env: { GITHUB_TOKEN: HOST_TOKEN },
  });
  const out = join(dir, ".skill-eval");
  const results = resultsSchema.parse(JSON.parse(readFileSync(join(out, "results.json"), "utf8")));
  const execution = results.executions[0];
  const sharedSetup = join(out, "workspaces/shared-setup");
  const logDir =
    mode === "isolated"
      ? join(out, execution?.artifactDir ?? "")
      : join(sharedSetup, readdirSync(sharedSetup)[0] ?? "");
  const log = (name: string) => readFileSync(join(logDir, `bootstrap.${name}.log`), "utf8");
  return { ...result, out, execution, log, logPath: (name: string) => join(logDir, `bootstrap.${name}.log`) };
}

describe("a bootstrap's stored output", () => {
  for (const mode of ["isolated", "shared"] as const) {
    it(`(${mode}) holds none of the credentials it printed: logs, failure, results.json, report.md`, async () => {
      const { out, execution, log, stdout, stderr } = await run(mode, { lines: 0, exit: 1 });
      expect(execution).toMatchObject({ status: "error", failure: { class: { id: "bootstrap" } } });
      expect(execution?.failure?.message).toMatch(/exited 1: cannot log in with \[REDACTED\] \[REDACTED\]/);
      // (A base64 form can leave its last character or two: bits shared with what follows.)
      expect(log("stdout")).toMatch(
        /^logged in with \[REDACTED\] \[REDACTED\] \[REDACTED\]\S* \[REDACTED\]\S*\n$/,
      );
      expect(log("stderr")).toMatch(
        /^cannot log in with \[REDACTED\] \[REDACTED\] \[REDACTED\]\S* \[REDACTED\]\S*\n$/,
      );
      // Markdown-escaped there.
      expect(readFileSync(join(out, "report.md"), "utf8")).toContain("cannot log in with \\[REDACTED\\]");
      for (const secret of SECRET_FORMS) {
        expect(filesHolding(out, secret), secret).toEqual([]);
        expect(stdout + stderr).not.toContain(secret);
      }
    }, 60_000);
  }

  it("of 3 MB a stream is read to the end (its exit 0 decides) and stored as its first and last lines", async () => {
    const { execution, log, logPath, out } = await run("isolated", { lines: 30_000, exit: 0 });
    expect(execution?.failure?.message).toBeUndefined();
    expect(execution?.status).toBe("passed");
    for (const name of ["stdout", "stderr"]) {
      const text = log(name);
      expect(statSync(logPath(name)).size).toBeLessThanOrEqual(1024 * 1024 + 200);
      expect(text.startsWith(`${"a".repeat(99)}\n`)).toBe(true);
      expect(text).toMatch(
        new RegExp(
          `^\\[skill-eval: ${name} stored up to 1048576 bytes, whole lines only: .* were cut\\]$`,
          "m",
        ),
      );
      expect(text).toMatch(/in with \[REDACTED\] \[REDACTED\] \[REDACTED\]\S* \[REDACTED\]\S*\n$/);
    }
    for (const secret of SECRET_FORMS) expect(filesHolding(out, secret), secret).toEqual([]);
  }, 60_000);
});
