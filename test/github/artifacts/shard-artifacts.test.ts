/**
 * The real @actions/artifact client against the local double of the Actions results service:
 * three shards upload, the report job lists and downloads them back byte for byte; absent,
 * corrupt and hostile shards are reported missing with a reason, never silently merged.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildZip } from "../../support/actions-results-double/build-zip.ts";
import {
  silenceActionsLog,
  switchJob,
  useRunnerEnv,
} from "../../support/actions-results-double/runner-env.ts";
import { startActionsResultsDouble } from "../../support/actions-results-double/server.ts";
import { writeShardOutput } from "./shard-output.ts";

const double = await startActionsResultsDouble();
const restoreEnv = useRunnerEnv(double, 1);
const restoreLog = silenceActionsLog();
// After the env is set: @actions/github reads GITHUB_API_URL when it loads.
const { uploadShardArtifacts } = await import("../../../src/github/artifacts/upload-shard-artifacts.ts");
const { downloadShardResults } = await import("../../../src/github/artifacts/download-shard-results.ts");
const { downloadArtifactFromRun } = await import(
  "../../../src/github/artifacts/download-artifact-from-run.ts"
);

const scratch = mkdtempSync(join(tmpdir(), "shard-artifacts-test-"));
afterAll(async () => {
  restoreLog();
  restoreEnv();
  await double.close();
  rmSync(scratch, { recursive: true, force: true });
});

let nextRun = 100;
/** Runs each shard's upload as its own matrix job of a fresh run; returns the run id and the output folders. */
async function uploadShards(
  shards: readonly number[],
  total: number,
): Promise<{ runId: number; outDirs: string[] }> {
  const runId = nextRun++;
  const outDirs: string[] = [];
  for (const index of shards) {
    switchJob(double, runId);
    const outDir = join(scratch, `run-${runId}`, `out-${index}`);
    writeShardOutput(outDir, index, [
      { dir: `suite-${index}-case-0--aaaa0000`, status: "passed" },
      {
        dir: `suite-${index}-case-1--bbbb1111`,
        status: "failed",
        workspace: { "notes.txt": `shard ${index}\n` },
      },
    ]);
    await uploadShardArtifacts({ outDir, shard: { index, total }, uploadWorkspaces: "failed" });
    outDirs.push(outDir);
  }
  switchJob(double, runId);
  return { runId, outDirs };
}

function tree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files.set(relative(dir, path), readFileSync(path));
    }
  }
  return files;
}

describe("shard artifacts through the real @actions/artifact client", () => {
  it("uploads three shards and downloads every one back byte for byte", async () => {
    const { runId, outDirs } = await uploadShards([1, 2, 3], 3);
    const into = join(scratch, `merged-${runId}`);

    const download = await downloadShardResults({ into, expectedShards: 3 });

    expect(download.missing).toEqual([]);
    expect(download.dirs).toEqual([1, 2, 3].map((index) => ({ index, dir: join(into, `shard-${index}`) })));
    for (const [position, outDir] of outDirs.entries()) {
      const uploaded = tree(outDir);
      uploaded.delete(join("workspaces", `suite-${position + 1}-case-1--bbbb1111`, "notes.txt"));
      const downloaded = tree(join(into, `shard-${position + 1}`));
      expect([...downloaded.keys()].sort()).toEqual([...uploaded.keys()].sort());
      for (const [path, bytes] of uploaded) expect(downloaded.get(path)?.equals(bytes), path).toBe(true);
    }
    expect(double.artifactsOf(runId).map((artifact) => artifact.name)).toEqual([
      "skill-eval-results-shard-1-of-3",
      "skill-eval-workspaces-shard-1-of-3",
      "skill-eval-results-shard-2-of-3",
      "skill-eval-workspaces-shard-2-of-3",
      "skill-eval-results-shard-3-of-3",
      "skill-eval-workspaces-shard-3-of-3",
    ]);
    const expiresInDays =
      (Date.parse(double.artifactsOf(runId)[0]?.expiresAt ?? "") - Date.now()) / 86_400_000;
    expect(Math.round(expiresInDays)).toBe(7);
    expect(double.rejected).toEqual([]);
  });

  it("refuses a retention outside 1–90 days and an output folder without results.json, uploading nothing", async () => {
    const runId = nextRun++;
    switchJob(double, runId);
    const outDir = join(scratch, `refused-${runId}`);
    writeShardOutput(outDir, 1, []);
    for (const retentionDays of [0, 91, 2.5]) {
      await expect(uploadShardArtifacts({ outDir, uploadWorkspaces: "none", retentionDays })).rejects.toThrow(
        `retention-days ${retentionDays} is not a whole number of days from 1 to 90`,
      );
    }
    rmSync(join(outDir, "results.json"));
    await expect(uploadShardArtifacts({ outDir, uploadWorkspaces: "none" })).rejects.toThrow(
      `no results.json in ${outDir}`,
    );
    expect(double.artifactsOf(runId)).toEqual([]);
  });

  it("refuses an expected shard count that no plan can have", async () => {
    for (const expectedShards of [0, 257, 1.5]) {
      await expect(downloadShardResults({ into: join(scratch, "never"), expectedShards })).rejects.toThrow(
        `expected shard count ${expectedShards} is not a whole number from 1 to 256`,
      );
    }
  });

  it("reports a shard whose artifact was never uploaded as missing", async () => {
    const { runId } = await uploadShards([1, 3], 3);

    const download = await downloadShardResults({
      into: join(scratch, `merged-${runId}`),
      expectedShards: 3,
    });

    expect(download.dirs.map((shard) => shard.index)).toEqual([1, 3]);
    expect(download.missing).toEqual([
      { index: 2, reason: "no artifact named skill-eval-results-shard-2-of-3 in this run" },
    ]);
  });

  it("takes the shard count from the artifact names when the plan's is not given", async () => {
    const { runId } = await uploadShards([2], 2);

    const download = await downloadShardResults({ into: join(scratch, `merged-${runId}`) });

    expect(download.dirs.map((shard) => shard.index)).toEqual([2]);
    expect(download.missing.map((shard) => shard.index)).toEqual([1]);
  });

  it("does not take a shard of a plan with another shard count for the one expected", async () => {
    const { runId } = await uploadShards([1, 2], 2);

    const download = await downloadShardResults({
      into: join(scratch, `merged-${runId}`),
      expectedShards: 3,
    });

    expect(download.dirs).toEqual([]);
    expect(download.missing[0]).toEqual({
      index: 1,
      reason:
        "no artifact named skill-eval-results-shard-1-of-3 in this run (found skill-eval-results-shard-1-of-2, from a plan with another shard count)",
    });
    expect(download.missing.map((shard) => shard.index)).toEqual([1, 2, 3]);
  });

  it("reports shards with corrupt, invalid or absent results.json as missing, with the reason", async () => {
    const { runId } = await uploadShards([1], 4);
    double.putArtifact(
      runId,
      "skill-eval-results-shard-2-of-4",
      buildZip([{ name: "results.json", content: "{not json" }]),
    );
    double.putArtifact(
      runId,
      "skill-eval-results-shard-3-of-4",
      buildZip([{ name: "results.json", content: '{"schemaVersion":9}' }]),
    );
    double.putArtifact(
      runId,
      "skill-eval-results-shard-4-of-4",
      buildZip([{ name: "report.md", content: "# hi" }]),
    );
    const into = join(scratch, `merged-${runId}`);

    const download = await downloadShardResults({ into, expectedShards: 4 });

    expect(download.dirs.map((shard) => shard.index)).toEqual([1]);
    expect(download.missing).toEqual([
      {
        index: 2,
        reason: expect.stringMatching(
          /^results\.json in artifact skill-eval-results-shard-2-of-4 is not valid JSON/,
        ),
      },
      {
        index: 3,
        reason: expect.stringMatching(
          /^results\.json in artifact skill-eval-results-shard-3-of-4 is not a skill-eval results\.json: schemaVersion/,
        ),
      },
      { index: 4, reason: "results.json in artifact skill-eval-results-shard-4-of-4 is missing" },
    ]);
    // A shard that cannot be used leaves nothing behind for a merge to pick up by mistake.
    expect(existsSync(join(into, "shard-2"))).toBe(false);
  });

  it("refuses a results artifact whose zip entry climbs out with '../'", async () => {
    const runId = nextRun++;
    switchJob(double, runId);
    const hostile = buildZip([
      { name: "results.json", content: "{}" },
      { name: "../escaped.txt", content: "pwned" },
    ]);
    double.putArtifact(runId, "skill-eval-results", hostile);
    const into = join(scratch, `merged-${runId}`, "nested");

    const download = await downloadShardResults({ into });

    expect(download.dirs).toEqual([]);
    expect(download.missing).toEqual([
      { index: 1, reason: expect.stringContaining(`zip entry "../escaped.txt" climbs out with '..'`) },
    ]);
    expect(existsSync(join(into, "escaped.txt"))).toBe(false);
    expect(existsSync(join(into, "shard-1", "results.json"))).toBe(false);
  });

  it("downloads a named artifact of another run through the REST API, and refuses a hostile one", async () => {
    const { runId, outDirs } = await uploadShards([1], 1);
    switchJob(double, nextRun++);
    const { owner, repo } = double.repository;
    const into = join(scratch, `baseline-${runId}`);

    const found = await downloadArtifactFromRun({
      runId,
      name: "skill-eval-results-shard-1-of-1",
      token: double.apiToken,
      owner,
      repo,
      into,
    });

    expect(found?.dir).toBe(into);
    expect(
      readFileSync(join(into, "results.json")).equals(readFileSync(join(outDirs[0] ?? "", "results.json"))),
    ).toBe(true);
    const absent = await downloadArtifactFromRun({
      runId,
      name: "no-such-artifact",
      token: double.apiToken,
      owner,
      repo,
      into: join(scratch, "absent"),
    });
    expect(absent).toBeUndefined();

    double.putArtifact(runId, "fork-results", buildZip([{ name: "/etc/cron.d/evil", content: "x" }]));
    await expect(
      downloadArtifactFromRun({
        runId,
        name: "fork-results",
        token: double.apiToken,
        owner,
        repo,
        into: join(scratch, "fork"),
      }),
    ).rejects.toThrow(`zip entry "/etc/cron.d/evil" has an absolute path`);
    expect(double.rejected).toEqual([]);
  });
});
