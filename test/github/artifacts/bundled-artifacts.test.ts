/**
 * The artifact code as the action ships it: bundled by esbuild (as scripts/build.mjs does) and
 * run in a child Node process with a runner's env, against the results-service double. Catches
 * what in-process tests cannot: a dependency of @actions/artifact that breaks when bundled.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { build } from "esbuild";
import { afterAll, expect, it } from "vitest";
import { startActionsResultsDouble } from "../../support/actions-results-double/server.ts";
import { writeShardOutput } from "./shard-output.ts";

const SOURCES = join(import.meta.dirname, "..", "..", "..", "src", "github", "artifacts");
const scratch = mkdtempSync(join(tmpdir(), "bundled-artifacts-test-"));
const double = await startActionsResultsDouble();
afterAll(async () => {
  await double.close();
  rmSync(scratch, { recursive: true, force: true });
});

// Bundling @actions/artifact and its dependencies takes seconds on a shared machine.
it("uploads and downloads a shard from the bundled code in a child process", {
  timeout: 60_000,
}, async () => {
  const bundle = join(scratch, "artifacts.mjs");
  await build({
    stdin: {
      contents: 'export * from "./upload-shard-artifacts.ts"; export * from "./download-shard-results.ts";',
      resolveDir: SOURCES,
      loader: "ts",
    },
    outfile: bundle,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node22",
    banner: {
      js: 'import { createRequire as __r } from "node:module"; const require = __r(import.meta.url);',
    },
    logLevel: "silent",
  });
  const outDir = join(scratch, "out");
  writeShardOutput(outDir, 2, [{ dir: "x--00000001", status: "failed", workspace: { ".env": "A=1\n" } }]);
  const script = `
    const { uploadShardArtifacts, downloadShardResults } = await import(${JSON.stringify(bundle)});
    const upload = await uploadShardArtifacts({ outDir: ${JSON.stringify(outDir)}, shard: { index: 2, total: 2 }, uploadWorkspaces: "failed" });
    const download = await downloadShardResults({ into: ${JSON.stringify(join(scratch, "in"))}, expectedShards: 2 });
    process.stderr.write(JSON.stringify({ workspaces: upload.workspaces.files, download }));`;

  const child = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script], {
    env: {
      PATH: process.env.PATH,
      ACTIONS_RESULTS_URL: double.url,
      ACTIONS_RUNTIME_TOKEN: double.createJob(1).runtimeToken,
      GITHUB_API_URL: double.url,
    },
  });

  expect(JSON.parse(child.stderr)).toEqual({
    workspaces: ["x--00000001.tar.gz"],
    download: {
      dirs: [{ index: 2, dir: join(scratch, "in", "shard-2") }],
      missing: [{ index: 1, reason: "no artifact named skill-eval-results-shard-1-of-2 in this run" }],
    },
  });
  expect(
    readFileSync(join(scratch, "in", "shard-2", "results.json")).equals(
      readFileSync(join(outDir, "results.json")),
    ),
  ).toBe(true);
  expect(double.rejected).toEqual([]);
});
