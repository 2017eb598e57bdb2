import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeProject, runDistAsync } from "../support/run-dist.ts";

/** Every file below a folder, as paths relative to it. */
function filesUnder(folder: string, prefix = ""): string[] {
  return readdirSync(join(folder, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix === "" ? entry.name : `${prefix}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(folder, path) : [path];
  });
}

const config = (secret: string) =>
  [
    "runners:",
    "  leaky:",
    "    agent: command",
    `    command: [${JSON.stringify(process.execPath)}, "-e", "process.stdout.write('found ' + process.env.RUNNER_SECRET + '\\\\n')"]`,
    "    env:",
    `      RUNNER_SECRET: ${JSON.stringify(secret)}`,
    "",
  ].join("\n");

// The case id holds the env value of its own config's runner (as secret-in-ids.test.ts has it).
const suite = (id: string, caseId: string) =>
  [
    `export const id = ${JSON.stringify(id)};`,
    `export default [{ id: ${JSON.stringify(caseId)}, prompt: "p", assert(report) { throw new Error("said: " + report.finalOutput); } }];`,
    "",
  ].join("\n");

describe("two config files, each with a runner of the same id and its own env:", () => {
  it("redacts both runners' env values everywhere, folder names included", async () => {
    const secretA = "first-config-S3cretValue-aaaa";
    const secretB = "second-config-S3cretValue-bbbb";
    const dir = makeProject({
      "a/skill-eval.config.yaml": config(secretA),
      "a/one.suite.mjs": suite("one", `case-${secretA}`),
      "b/skill-eval.config.yaml": config(secretB),
      "b/two.suite.mjs": suite("two", `case-${secretB}`),
    });
    const run = await runDistAsync("cli.js", ["run", "a", "b", "--out", "out"], { cwd: dir });
    const out = join(dir, "out");
    const texts: Record<string, string> = { stdout: run.stdout, stderr: run.stderr };
    texts["file names"] = filesUnder(out).join("\n");
    for (const file of filesUnder(out)) {
      if (statSync(join(out, file)).isFile()) texts[file] = readFileSync(join(out, file), "latin1");
    }
    // Both agents ran and printed their secret (else the check below proves nothing).
    expect(Object.keys(texts).filter((file) => file.endsWith("stdout.jsonl"))).toHaveLength(2);
    const leaks = Object.entries(texts).flatMap(([where, text]) =>
      [secretA, secretB].filter((secret) => text.includes(secret)).map((secret) => `${where}: ${secret}`),
    );
    expect(leaks).toEqual([]);
  }, 120_000);
});
