import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const REPO_ROOT = resolve(import.meta.dirname, "../..");

export type DistEntry = "cli.js" | "index.js" | "skill-test.js";

export interface DistRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a bundled entry (dist/cli.js or dist/index.js) under this Node, as users and GitHub do. */
export function runDist(
  entry: DistEntry,
  args: readonly string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): DistRun {
  const result = spawnSync(process.execPath, [join(REPO_ROOT, "dist", entry), ...args], {
    cwd: options.cwd ?? REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "/tmp",
      ...temporaryRoot(),
      ...options.env,
    },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const projects: string[] = [];
process.on("exit", () => {
  for (const dir of projects) rmSync(dir, { recursive: true, force: true });
});

/** A temporary project folder with the given files (paths relative to it), removed when the tests end. */
export function makeProject(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "skill-eval-test-"));
  projects.push(dir);
  for (const [path, content] of Object.entries(files)) {
    const file = join(dir, path);
    mkdirp(file);
    writeFileSync(file, content);
  }
  return dir;
}

function mkdirp(file: string): void {
  mkdirSync(resolve(file, ".."), { recursive: true });
}

/**
 * Like runDist, without blocking the event loop (needed when the test also serves requests).
 * Past `timeoutMs` (default 300 s) the run gets SIGTERM, and SIGKILL 5 s later. `wrapper` is a
 * command the run is started under (e.g. `["prlimit", "--fsize=2000000", "--"]`).
 */
export async function runDistAsync(
  entry: DistEntry,
  args: readonly string[],
  options: {
    cwd?: string;
    env?: Record<string, string>;
    nodeOptions?: string[];
    timeoutMs?: number;
    wrapper?: readonly string[];
  } = {},
): Promise<DistRun> {
  const { execa } = await import("execa");
  const [command = process.execPath, ...prefix] = [...(options.wrapper ?? []), process.execPath];
  const result = await execa(
    command,
    [...prefix, ...(options.nodeOptions ?? []), join(REPO_ROOT, "dist", entry), ...args],
    {
      cwd: options.cwd ?? REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "/tmp",
        ...temporaryRoot(),
        ...options.env,
      },
      extendEnv: false,
      reject: false,
      timeout: options.timeoutMs ?? 300_000,
    },
  );
  return { status: result.exitCode ?? null, stdout: String(result.stdout), stderr: String(result.stderr) };
}

/** The test run's temporary folder (test/support/temporary-root-setup.ts), passed on to the CLI. */
function temporaryRoot(): Record<string, string> {
  return process.env.TMPDIR === undefined ? {} : { TMPDIR: process.env.TMPDIR };
}
