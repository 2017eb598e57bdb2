/**
 * Kept workspaces go up as one .tar.gz each, through the real client and the results-service
 * double: modes, dotfiles, `.git` and links survive, node_modules stays out, secrets are
 * redacted in the copy only, and the size cap skips the rest with a note.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { placeholderText } from "../../../src/engine/redact-workspace.ts";
import { extractZip } from "../../../src/github/artifacts/extract-zip.ts";
import {
  silenceActionsLog,
  switchJob,
  useRunnerEnv,
} from "../../support/actions-results-double/runner-env.ts";
import { startActionsResultsDouble } from "../../support/actions-results-double/server.ts";
import { type ShardExecution, writeShardOutput } from "./shard-output.ts";

const double = await startActionsResultsDouble();
const restoreEnv = useRunnerEnv(double, 1);
const restoreLog = silenceActionsLog();
const { uploadShardArtifacts } = await import("../../../src/github/artifacts/upload-shard-artifacts.ts");

const scratch = mkdtempSync(join(tmpdir(), "workspace-artifacts-test-"));
afterAll(async () => {
  restoreLog();
  restoreEnv();
  await double.close();
  rmSync(scratch, { recursive: true, force: true });
});

const SECRET = "tok-9f8e7d6c5b4a3210";
let nextRun = 500;

function newRun(): { runId: number; outDir: string } {
  const runId = nextRun++;
  switchJob(double, runId);
  return { runId, outDir: join(scratch, `run-${runId}`) };
}

/** The workspaces artifact of a run, unzipped and every tarball unpacked: folder name → path. */
async function unpackedWorkspaces(runId: number): Promise<string> {
  const artifact = double.artifactsOf(runId).find((stored) => stored.name.includes("-workspaces"));
  if (artifact === undefined) throw new Error("no workspaces artifact");
  const zip = join(scratch, `ws-${runId}.zip`);
  writeFileSync(zip, artifact.content);
  const tarballs = join(scratch, `ws-${runId}-tarballs`);
  const names = await extractZip(zip, tarballs);
  const unpacked = join(scratch, `ws-${runId}-unpacked`);
  mkdirSync(unpacked);
  for (const name of names) execFileSync("tar", ["-xzf", join(tarballs, name), "-C", unpacked]);
  return unpacked;
}

describe("workspace tarballs", () => {
  it("keep modes, dotfiles, .git and links, leave node_modules out, and replace files holding secrets", async () => {
    const { runId, outDir } = newRun();
    const dir = "suite-case-0--cafe0000";
    writeShardOutput(outDir, 1, [
      {
        dir,
        status: "failed",
        workspace: {
          ".env.local": `API_TOKEN=${SECRET}\n`,
          ".git/HEAD": "ref: refs/heads/main\n",
          "run.sh": "#!/bin/sh\necho hi\n",
          "notes-crlf.txt": `line one\r\nkey ${SECRET} here\r\n`,
          "node_modules/pkg/index.js": "module.exports = 1;\n",
          "packages/a/node_modules/x.js": "x\n",
          "packages/a/index.ts": "export {};\n",
        },
      },
    ]);
    const workspace = join(outDir, "workspaces", dir);
    chmodSync(join(workspace, "run.sh"), 0o755);
    writeFileSync(join(workspace, "blob.bin"), Buffer.concat([Buffer.from([0, 1, 2]), Buffer.from(SECRET)]));
    symlinkSync("run.sh", join(workspace, "link-inside"));
    symlinkSync("/etc/hostname", join(workspace, "link-outside"));
    process.env.SKILL_EVAL_TEST_API_TOKEN = SECRET;

    let upload: Awaited<ReturnType<typeof uploadShardArtifacts>>;
    try {
      upload = await uploadShardArtifacts({ outDir, uploadWorkspaces: "failed" });
    } finally {
      delete process.env.SKILL_EVAL_TEST_API_TOKEN;
    }

    expect(upload.workspaces?.files).toEqual([`${dir}.tar.gz`]);
    const unpacked = join(await unpackedWorkspaces(runId), dir);
    expect(readFileSync(join(unpacked, ".git", "HEAD"), "utf8")).toBe("ref: refs/heads/main\n");
    // A file holding a secret, text or binary, is replaced whole by a placeholder that says so.
    expect(readFileSync(join(unpacked, ".env.local"), "utf8")).toBe(
      placeholderText(`API_TOKEN=${SECRET}\n`.length),
    );
    expect(readFileSync(join(unpacked, "notes-crlf.txt"), "utf8")).toMatch(
      /^\[REDACTED\] skill-eval replaced this file/,
    );
    expect(readFileSync(join(unpacked, "blob.bin"), "utf8")).toMatch(
      /^\[REDACTED\] skill-eval replaced this file/,
    );
    expect(lstatSync(join(unpacked, "run.sh")).mode & 0o777).toBe(0o755);
    expect(readlinkSync(join(unpacked, "link-inside"))).toBe("run.sh");
    expect(lstatSync(join(unpacked, "link-outside")).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(unpacked, "link-outside"))).toBe("/etc/hostname");
    expect(() => lstatSync(join(unpacked, "node_modules"))).toThrow(/ENOENT/);
    expect(() => lstatSync(join(unpacked, "packages", "a", "node_modules"))).toThrow(/ENOENT/);
    expect(readFileSync(join(unpacked, "packages", "a", "index.ts"), "utf8")).toBe("export {};\n");
    // The output folder keeps what the agent left; only the uploaded copy is redacted.
    expect(readFileSync(join(workspace, ".env.local"), "utf8")).toContain(SECRET);
    expect(double.rejected).toEqual([]);
  });

  it("uploads only the failing executions' workspaces for 'failed', every kept one for 'all', none for 'none'", async () => {
    const executions: ShardExecution[] = [
      { dir: "a--00000001", status: "passed" as const, workspace: { "a.txt": "a" } },
      { dir: "b--00000002", status: "error" as const, workspace: { "b.txt": "b" } },
      { dir: "c--00000003", status: "unexpected-passed" as const, workspace: { "c.txt": "c" } },
    ];
    const failed = newRun();
    writeShardOutput(failed.outDir, 1, executions);
    const onlyFailing = await uploadShardArtifacts({ outDir: failed.outDir, uploadWorkspaces: "failed" });
    const all = newRun();
    writeShardOutput(all.outDir, 1, executions);
    const everyKept = await uploadShardArtifacts({ outDir: all.outDir, uploadWorkspaces: "all" });
    const none = newRun();
    writeShardOutput(none.outDir, 1, executions);
    const noWorkspaces = await uploadShardArtifacts({ outDir: none.outDir, uploadWorkspaces: "none" });

    expect(onlyFailing.workspaces?.files).toEqual(["b--00000002.tar.gz", "c--00000003.tar.gz"]);
    expect(everyKept.workspaces?.files).toEqual([
      "a--00000001.tar.gz",
      "b--00000002.tar.gz",
      "c--00000003.tar.gz",
    ]);
    expect(noWorkspaces.workspaces).toBeUndefined();
    expect(double.artifactsOf(none.runId).map((artifact) => artifact.name)).toEqual(["skill-eval-results"]);
  });

  it("skips the workspaces past the size cap and says so", async () => {
    const { runId, outDir } = newRun();
    // Random bytes do not compress: each tarball is a little over 40 kB.
    const executions = ["w1--00000001", "w2--00000002", "w3--00000003"].map((dir) => ({
      dir,
      status: "failed" as const,
      workspace: { "data.bin": randomBytes(40_000).toString("base64") },
    }));
    writeShardOutput(outDir, 1, executions);

    const upload = await uploadShardArtifacts({
      outDir,
      uploadWorkspaces: "failed",
      workspaceSizeCap: 120_000,
    });

    expect(upload.workspaces?.files).toEqual(["w1--00000001.tar.gz", "w2--00000002.tar.gz"]);
    expect(upload.skippedWorkspaces).toEqual(["w3--00000003"]);
    expect(upload.notes).toEqual([
      "workspace size cap of 0.11 MB reached: 1 of 3 workspaces not uploaded (w3--00000003)",
    ]);
    const unpacked = await unpackedWorkspaces(runId);
    expect(() => lstatSync(join(unpacked, "w3--00000003"))).toThrow(/ENOENT/);
  });

  it("notes a failed workspaces upload and keeps the shard's results uploaded", async () => {
    const { runId, outDir } = newRun();
    writeShardOutput(outDir, 1, [{ dir: "f--00000001", status: "failed", workspace: { "a.txt": "a" } }]);
    // An earlier attempt of this job left the name taken: GitHub answers 409 Conflict.
    double.putArtifact(runId, "skill-eval-workspaces", Buffer.from("taken"));

    const upload = await uploadShardArtifacts({ outDir, uploadWorkspaces: "failed" });

    expect(upload.workspaces).toBeUndefined();
    expect(upload.notes).toEqual([
      expect.stringMatching(/^could not upload artifact skill-eval-workspaces: .*409/),
    ]);
    expect(upload.results.name).toBe("skill-eval-results");
    expect(double.artifactsOf(runId).map((artifact) => artifact.name)).toContain("skill-eval-results");
    expect(double.rejected.at(-1)).toMatch(/already_exists/);
  });
});
