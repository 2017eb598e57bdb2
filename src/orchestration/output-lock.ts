import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join, relative } from "node:path";
import { ConfigError } from "../model/errors.ts";

/** The file in an output folder that says which run is writing to it. */
export const LOCK_FILE = ".skill-eval.lock";

interface LockHolder {
  pid: number;
  startedAt: string;
}

/**
 * Claims `outDir` for this run: one run per output folder, so a second run can never move the
 * first one's executions aside while it writes them. A lock left by a process that is gone is
 * taken over. Returns the release (also done at exit).
 */
export function lockOutputDir(outDir: string, projectRoot: string, now: () => number = Date.now): () => void {
  // The project folder itself is refused by the output folder's own checks, without a lock left in it.
  const fromOut = relative(outDir, projectRoot);
  if (fromOut === "" || !fromOut.startsWith("..")) return () => undefined;
  makeOutputDir(outDir);
  const path = join(outDir, LOCK_FILE);
  const mine: LockHolder = { pid: process.pid, startedAt: new Date(now()).toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(path, "wx", 0o644);
      writeSync(fd, `${JSON.stringify(mine)}\n`);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 2) throw error;
      const holder = readHolder(path);
      if (holder !== undefined && holder.pid !== process.pid && isAlive(holder.pid)) {
        throw new ConfigError(
          `the output folder ${outDir} is in use by another skill-eval run (PID ${holder.pid}, started ${holder.startedAt})`,
          {
            position: { file: path },
            hint: `wait for that run to finish, or write to another folder with --out; if no such run exists, delete ${path}`,
          },
        );
      }
      // Left by a run that is gone (killed, or a crash): taken over.
      rmSync(path, { force: true });
    }
  }
  const release = () => {
    process.removeListener("exit", release);
    if (readHolder(path)?.pid === process.pid) rmSync(path, { force: true });
  };
  process.on("exit", release);
  return release;
}

/** The output folder, made if missing; a file in its place (or in a parent's) is the user's to fix. */
function makeOutputDir(outDir: string): void {
  try {
    mkdirSync(outDir, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EEXIST" && code !== "ENOTDIR") throw error;
    throw new ConfigError(`the output folder ${outDir} cannot be made: a file is in the way`, {
      position: { file: outDir },
      hint: "pass --out a folder (new or a previous run's), not a file",
    });
  }
}

function readHolder(path: string): LockHolder | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(path, "utf8"));
    if (typeof value !== "object" || value === null) return undefined;
    const { pid, startedAt } = value as Record<string, unknown>;
    return typeof pid === "number" && Number.isInteger(pid) && pid > 0
      ? { pid, startedAt: typeof startedAt === "string" ? startedAt : "at an unknown time" }
      : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
