import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { liveResultsFile } from "../../src/orchestration/live-results-file.ts";
import { writeResults } from "../../src/report/write-results.ts";
import { makeResults } from "../compare/results-builder.ts";
import { makeProject, REPO_ROOT } from "../support/run-dist.ts";

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The version of the snapshot results.json holds (carried in `run.commit`), or undefined. */
function writtenVersion(outDir: string): string | undefined {
  const path = join(outDir, "results.json");
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")).run.commit : undefined;
}

async function until(check: () => boolean): Promise<void> {
  for (let tries = 0; tries < 100 && !check(); tries++) await sleep(20);
}

/** A writer whose snapshot is version `n` after the n-th change, counting the snapshots taken. */
function versionedWriter(outDir: string, intervalMs: number) {
  const state = { version: 0, snapshots: 0 };
  const live = liveResultsFile(
    outDir,
    () => {
      state.snapshots += 1;
      return makeResults([{ case: "c", outcomes: "p" }], { commit: `v${state.version}` });
    },
    intervalMs,
  );
  const change = () => {
    state.version += 1;
    live.changed();
  };
  return { live, state, change };
}

describe("results.json while a run goes on", () => {
  it("is written at the first change, then at most once per interval, with the latest executions", async () => {
    const outDir = makeProject({});
    const { live, state, change } = versionedWriter(outDir, 300);
    change();
    await until(() => writtenVersion(outDir) === "v1");
    expect(writtenVersion(outDir)).toBe("v1");
    for (let count = 0; count < 20; count++) change();
    await sleep(100);
    // Inside the interval: nothing rewritten yet.
    expect(writtenVersion(outDir)).toBe("v1");
    await until(() => writtenVersion(outDir) === "v21");
    expect(writtenVersion(outDir)).toBe("v21");
    expect(state.snapshots).toBe(2);
    await live.stop();
  });

  it("never lands after the final write once stopped", async () => {
    const outDir = makeProject({});
    const { live, change } = versionedWriter(outDir, 200);
    change();
    change();
    await live.stop();
    writeResults(outDir, makeResults([], { commit: "final" }));
    await sleep(350);
    expect(writtenVersion(outDir)).toBe("final");
  });

  it("writes what changed since the last rewrite when the run fails half-way (flush)", async () => {
    const outDir = makeProject({});
    const { live, change } = versionedWriter(outDir, 60_000);
    change();
    change();
    await live.flush();
    expect(writtenVersion(outDir)).toBe("v2");
  });

  it("writes what changed since the last rewrite when the process exits mid-run (a second Ctrl-C)", () => {
    const outDir = makeProject({});
    const script = join(makeProject({}), "exit-mid-run.ts");
    const source = (path: string) => JSON.stringify(join(REPO_ROOT, path));
    writeFileSync(
      script,
      `import { liveResultsFile } from ${source("src/orchestration/live-results-file.ts")};
import { makeResults } from ${source("test/compare/results-builder.ts")};
let version = 0;
const live = liveResultsFile(${JSON.stringify(outDir)}, () => makeResults([], { commit: "v" + version }), 60_000);
version = 1;
live.changed();
version = 2;
live.changed();
process.exit(3);
`,
    );
    const child = spawnSync(process.execPath, [script], { cwd: REPO_ROOT, encoding: "utf8" });
    expect(child.stderr).not.toMatch(/Error/);
    expect(child.status).toBe(3);
    expect(writtenVersion(outDir)).toBe("v2");
  });

  it("tries a failed rewrite again with the next change, leaves no temporary file, and stop does not throw", async () => {
    const outDir = makeProject({});
    // A folder where results.json should be: the rename fails (EISDIR) until it is gone.
    mkdirSync(join(outDir, "results.json"));
    const { live, change } = versionedWriter(outDir, 20);
    change();
    await sleep(100);
    rmSync(join(outDir, "results.json"), { recursive: true });
    change();
    await until(() => writtenVersion(outDir) === "v2");
    expect(writtenVersion(outDir)).toBe("v2");
    await expect(live.stop()).resolves.toBeUndefined();

    const failing = makeProject({});
    mkdirSync(join(failing, "results.json"));
    const stuck = versionedWriter(failing, 20);
    stuck.change();
    await sleep(100);
    await expect(stuck.live.stop()).resolves.toBeUndefined();
    expect(readdirSync(failing).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });
});
