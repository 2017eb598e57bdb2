import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeProject, REPO_ROOT } from "../support/run-dist.ts";

/**
 * `npx skill-eval-action` (and `skill-test`) on a Node older than 22.18: one line naming the Node
 * it needs and how to get it, exit 2, never a SyntaxError from the bundle. The bins are checked
 * under this Node with `process.versions.node` set to an older one before they start, and under
 * the machine's own older Node when it has one (Ubuntu's /usr/bin/node).
 */

function runAs(version: string, bin: string, args: string[]) {
  const dir = makeProject({
    "old-node.cjs": `Object.defineProperty(process.versions, "node", { value: "${version}" });\n`,
  });
  return spawnSync(
    process.execPath,
    ["--require", join(dir, "old-node.cjs"), join(REPO_ROOT, "dist", bin), ...args],
    {
      encoding: "utf8",
    },
  );
}

const NEEDS =
  /^skill-eval needs Node\.js 22\.18 or newer, and this is (\S+): install Node 24 from https:\/\/nodejs\.org \(or: nvm install 24\) and run it again\.\n$/;

describe("the bins' Node version guard", () => {
  it.each([
    ["cli.js", "20.11.1"],
    ["cli.js", "22.17.0"],
    ["skill-test.js", "18.19.0"],
  ])("%s on Node %s: one line, exit 2", (bin, version) => {
    const run = runAs(version, bin, ["--version"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(NEEDS);
    expect(run.stderr).toContain(`this is ${version}:`);
    expect(run.stdout).toBe("");
  });

  it("lets 22.18 and newer through", () => {
    const run = runAs("22.18.0", "cli.js", ["--version"]);
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  const system = spawnSync("/usr/bin/node", ["--version"], { encoding: "utf8" });
  const [major = 99, minor = 99] = (system.stdout ?? "").replace(/^v/, "").split(".").map(Number);
  const older = system.status === 0 && (major < 22 || (major === 22 && minor < 18));
  it.runIf(older)("a real older Node parses the guard and stops there", () => {
    const run = spawnSync("/usr/bin/node", [join(REPO_ROOT, "dist", "cli.js"), "run"], { encoding: "utf8" });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(NEEDS);
  });
});
