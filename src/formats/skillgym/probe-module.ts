import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import { ConfigError } from "../../model/errors.ts";
import { publicApiUrl } from "./module-hook.ts";

/** How long a config or suite module may take to load (`--load-timeout`). */
export const DEFAULT_LOAD_TIMEOUT_MS = 30_000;
let loadTimeoutMs = DEFAULT_LOAD_TIMEOUT_MS;

export function setLoadTimeout(ms: number): void {
  loadTimeoutMs = ms;
}

const LOADED = "\0skill-eval:loaded\0";
const FAILED = "\0skill-eval:failed\0";

const probed = new Map<string, Promise<void>>();

/**
 * Runs in the child: maps the public API as the module hook does, imports the module, reads every
 * export five levels deep (a throwing getter throws here), and says how it went.
 */
const PROBE = `
import { registerHooks } from "node:module";
const [apiUrl, fileUrl] = process.argv.slice(1);
const api = new Set(["skillgym", "skill-eval-action"]);
registerHooks({
  resolve: (specifier, context, next) =>
    api.has(specifier) ? { url: apiUrl, format: "module", shortCircuit: true } : next(specifier, context),
});
const touch = (value, depth) => {
  if (depth > 4 || value === null || typeof value !== "object") return;
  for (const key of Object.keys(value)) touch(value[key], depth + 1);
};
try {
  const namespace = await import(fileUrl);
  for (const key of Object.keys(namespace)) touch(namespace[key], 0);
  process.stdout.write(${JSON.stringify(LOADED)});
} catch {
  process.stdout.write(${JSON.stringify(FAILED)});
}
process.exit(0);
`;

/**
 * Loads a user's module (a config or a suite) once in a child process with a time limit, before
 * it is imported here: an endless loop, a top-level await that never settles or `process.exit()`
 * at import is a configuration error naming the file, never a hang or a silent exit. A module
 * that merely throws passes, so the import here reports its error with line and column.
 */
export function probeModule(file: string, kind: "config" | "suite"): Promise<void> {
  let probe = probed.get(file);
  if (probe === undefined) {
    probe = probeOnce(file, kind);
    probed.set(file, probe);
  }
  return probe;
}

async function probeOnce(file: string, kind: "config" | "suite"): Promise<void> {
  const child = spawn(
    process.execPath,
    ["--input-type=module", "-e", PROBE, publicApiUrl(), pathToFileURL(file).href],
    { stdio: ["ignore", "pipe", "ignore"], detached: true },
  );
  let output = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    output += chunk;
    if (output.length > 4096) output = output.slice(-4096);
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    killGroup(child.pid);
  }, loadTimeoutMs);
  const code = await new Promise<number | null>((resolve) => {
    child.once("error", () => resolve(null));
    child.once("close", (exitCode) => resolve(exitCode));
  });
  clearTimeout(timer);
  // Whatever the module started (a timer, a server) ends with it.
  killGroup(child.pid);
  if (output.includes(LOADED) || output.includes(FAILED)) return;
  const position = { file };
  if (timedOut) {
    throw new ConfigError(`the ${kind} module did not finish loading within ${loadTimeoutMs} ms`, {
      position,
      hint: "look for an endless loop or a top-level await that never settles; raise the limit with --load-timeout <ms>",
    });
  }
  if (code === 13) {
    throw new ConfigError(`the ${kind} module has a top-level await that never settles`, {
      position,
      hint: "make sure every promise awaited at the top level of the module resolves",
    });
  }
  throw new ConfigError(
    `the ${kind} module ended the process while loading (exit code ${code ?? "unknown"})`,
    {
      position,
      hint: "remove the process.exit() (or process.kill) call from the module's top level",
    },
  );
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}
