import { spawnSync } from "node:child_process";
import {
  chownSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { REPO_ROOT } from "../support/run-dist.ts";

/**
 * An agent that takes away its own access (`chmod 000` on a folder it made, or on its workspace)
 * must not stop the run nor leave folders behind. Permissions bind only a user who is not root,
 * so under root (CI) the CLI runs as `nobody` (setpriv, util-linux).
 */
const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;
// Not under the tests' own temporary root: only its owner may enter that.
const base = mkdtempSync(join(asRoot ? "/tmp" : tmpdir(), "skill-eval-unreadable-"));
if (asRoot) chownSync(base, NOBODY, NOBODY);
afterAll(() => {
  spawnSync("chmod", ["-R", "u+rwx", base]);
  rmSync(base, { recursive: true, force: true });
});

function writeOwned(path: string, content: string, mode = 0o644): void {
  writeFileSync(path, content, { mode });
  if (asRoot) chownSync(path, NOBODY, NOBODY);
}

function makeDir(path: string): string {
  mkdirSync(path, { recursive: true });
  if (asRoot) chownSync(path, NOBODY, NOBODY);
  return path;
}

function runAsUser(cwd: string, temporary: string) {
  const command = [process.execPath, join(REPO_ROOT, "dist", "cli.js"), "run", "-p", "1"];
  const env = { PATH: process.env.PATH ?? "", HOME: temporary, TMPDIR: temporary };
  const [file, ...args] = asRoot
    ? ["setpriv", `--reuid=${NOBODY}`, `--regid=${NOBODY}`, "--clear-groups", ...command]
    : command;
  return spawnSync(file ?? "", args, { cwd, env, encoding: "utf8", timeout: 60_000 });
}

describe("an agent that makes its workspace unreadable", () => {
  const project = makeDir(join(base, "project"));
  const temporary = makeDir(join(base, "tmp"));
  makeDir(join(project, "tpl"));
  writeOwned(join(project, "tpl", "notes.txt"), "seed\n");
  // "locked" locks a folder inside its workspace and fails (its workspace is kept); "sealed"
  // locks the workspace itself and passes (its workspace is removed).
  writeOwned(
    join(project, "agent.sh"),
    '#!/bin/sh\necho hi\nmkdir -p ro/deep\nchmod 000 ro\n[ "$1" = sealed ] && chmod 000 "$PWD"\nexit 0\n',
    0o755,
  );
  writeOwned(
    join(project, "EVAL.yaml"),
    [
      "execution: { target: fake }",
      "workspace: ./tpl",
      "tests:",
      "  - { id: locked, input: locked, assertions: [{ type: contains, value: never-printed }] }",
      "  - { id: sealed, input: sealed, assertions: [{ type: contains, value: hi }] }",
      "",
    ].join("\n"),
  );
  writeOwned(
    join(project, "skill-eval.config.yaml"),
    `runners:\n  fake:\n    agent: command\n    command: [${JSON.stringify(join(project, "agent.sh"))}, "{prompt}"]\n`,
  );
  const first = runAsUser(project, temporary);
  // The next run must clear the kept workspace with its locked folder.
  const second = runAsUser(project, temporary);
  const out = join(project, ".skill-eval");

  it("grades both executions and ends with the case verdicts (exit 1), twice", () => {
    for (const run of [first, second]) {
      expect(run.stderr).not.toMatch(/internal error|EACCES/);
      expect(run.status, run.stderr).toBe(1);
    }
    const results = resultsSchema.parse(JSON.parse(readFileSync(join(out, "results.json"), "utf8")));
    expect(results.cases.map((result) => [result.case, result.verdict])).toEqual([
      ["locked", "failed"],
      ["sealed", "passed"],
    ]);
  });

  it("leaves no temporary folder, and the output folder holds only this run's outputs", () => {
    expect(readdirSync(temporary).filter((name) => name.startsWith("skill-eval-"))).toEqual([]);
    expect(readdirSync(out).filter((name) => name.startsWith(".previous-run-"))).toEqual([]);
  });

  it("keeps the failed execution's workspace readable, its locked folder included", () => {
    const [kept] = readdirSync(join(out, "workspaces"));
    const locked = lstatSync(join(out, "workspaces", kept ?? "", "ro"));
    expect(locked.mode & 0o700).toBe(0o700);
  });
});
