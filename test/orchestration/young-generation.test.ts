import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { HELD_SEMI_SPACE_MB } from "../../src/orchestration/young-generation.ts";
import { REPO_ROOT, runDist } from "../support/run-dist.ts";

const helper = fileURLToPath(new URL("../../src/orchestration/young-generation.ts", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "young-generation-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const MiB = 1024 * 1024;

/**
 * The young generation's size before and after a burst of short-lived objects, in a fresh Node.
 * A busy machine can catch pages still in transit (2.25–5 MiB in 8 of 60 runs side by side): a minor
 * GC before reading settles them without changing the semi-spaces' size, held or grown.
 */
function youngGeneration(hold: boolean): { before: number; after: number } {
  const script = `
    import { getHeapSpaceStatistics } from "node:v8";
    const size = () => getHeapSpaceStatistics().find((space) => space.space_name === "new_space").space_size;
    if (${hold}) (await import(${JSON.stringify(helper)})).holdYoungGeneration();
    const before = size();
    let held = [];
    for (let i = 0; i < 400000; i += 1) {
      held.push({ i, text: "line " + i });
      if (held.length > 20000) held = [];
    }
    globalThis.gc({ type: "minor" });
    console.log(JSON.stringify({ before, after: size() }));`;
  return JSON.parse(
    execFileSync(process.execPath, ["--expose-gc", "--input-type=module", "-e", script], {
      encoding: "utf8",
    }),
  );
}

/** Its size when the process exits (both semi-spaces, in use by then, pages in transit settled), from a preload. */
function atExit(stderr: string): number {
  return Number(/young generation (\d+)/.exec(stderr)?.[1]);
}

describe("holdYoungGeneration", () => {
  it("stops V8 from growing the young generation after busy scavenges, from the call on", () => {
    const grown = youngGeneration(false);
    expect(grown.after).toBeGreaterThanOrEqual(8 * grown.before);
    const held = youngGeneration(true);
    expect(held.after).toBeLessThanOrEqual(2 * held.before);
  });

  it("leaves the built CLI, skill-test and action at the semi-spaces their loading grew", () => {
    const preload = join(dir, "young-generation.cjs");
    writeFileSync(
      preload,
      `process.on("exit", () => { globalThis.gc({ type: "minor" }); process.stderr.write("young generation " + require("node:v8").getHeapSpaceStatistics().find((space) => space.space_name === "new_space").space_size); });\n`,
    );
    const env = { NODE_OPTIONS: `--expose-gc --require ${preload}` };
    const held = 2 * HELD_SEMI_SPACE_MB * MiB;
    writeFileSync(join(dir, "summary.md"), "");
    const cli = runDist("cli.js", ["run", "examples/demo", "--out", join(dir, "cli")], { env });
    expect(cli.status, cli.stderr).toBe(0);
    expect(atExit(cli.stderr)).toBe(held);
    // The skill-test alias runs `main` too; a filter that matches nothing stops it before any agent.
    const skillTest = runDist("skill-test.js", ["examples/skill-test-showcase", "--filter", "no-such-case"], {
      env,
    });
    expect(skillTest.stderr).toContain("Nothing ran.");
    expect(atExit(skillTest.stderr)).toBe(held);
    const action = runDist("index.js", [], {
      env: {
        ...env,
        INPUT_MODE: "run",
        INPUT_PATHS: "examples/demo",
        "INPUT_OUTPUT-DIR": join(dir, "action"),
        GITHUB_STEP_SUMMARY: join(dir, "summary.md"),
        GITHUB_WORKSPACE: REPO_ROOT,
      },
    });
    expect(action.stdout, action.stderr).toContain("exit-code::0");
    expect(atExit(action.stderr)).toBe(held);
  }, 60_000);
});
