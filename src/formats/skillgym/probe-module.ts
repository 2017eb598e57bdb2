import { spawn } from "node:child_process";
import { getCompileCacheDir } from "node:module";
import { dirname } from "node:path";
import { pathToFileURL } from "node:url";
import { ConfigError } from "../../model/errors.ts";
import { loadedBefore, rememberLoaded, saveLoadedModules } from "./load-cache.ts";
import { publicApiUrl } from "./module-hook.ts";

/** How long a config or suite module may take to load (`--load-timeout`). */
export const DEFAULT_LOAD_TIMEOUT_MS = 30_000;
let loadTimeoutMs = DEFAULT_LOAD_TIMEOUT_MS;

export function setLoadTimeout(ms: number): void {
  loadTimeoutMs = ms;
}

type Kind = "config" | "suite";
/** A module's verdict: undefined when it loads (or merely throws, which the import here reports). */
type Verdict = ConfigError | undefined;

const verdicts = new Map<string, Promise<Verdict>>();
const MAX_REPORT_CHARS = 1_000_000;

/**
 * Runs in the child: maps the public API as the module hook does, then for each module says it
 * starts, imports it, reads every export five levels deep (a throwing getter throws here), says
 * how long it took and which files its code came from when it loaded, and says it is done.
 */
const PROBE = `
import { registerHooks } from "node:module";
const [apiUrl, ...fileUrls] = process.argv.slice(1);
const api = new Set(["skillgym", "skill-eval-action"]);
const imports = new Map();
registerHooks({
  resolve: (specifier, context, next) => {
    if (api.has(specifier)) return { url: apiUrl, format: "module", shortCircuit: true };
    const resolved = next(specifier, context);
    if (context.parentURL !== undefined && resolved.url.startsWith("file:")) {
      const found = imports.get(context.parentURL) ?? new Set();
      imports.set(context.parentURL, found.add(resolved.url));
    }
    return resolved;
  },
});
const codeOf = (url) => {
  const seen = new Set([url]);
  for (const from of seen) for (const to of imports.get(from) ?? []) seen.add(to);
  return [...seen];
};
const touch = (value, depth) => {
  if (depth > 4 || value === null || typeof value !== "object") return;
  for (const key of Object.keys(value)) touch(value[key], depth + 1);
};
for (const [index, fileUrl] of fileUrls.entries()) {
  process.stdout.write("\\0S" + index + "\\0");
  const started = performance.now();
  try {
    const namespace = await import(fileUrl);
    for (const key of Object.keys(namespace)) touch(namespace[key], 0);
    const ms = Math.ceil(performance.now() - started);
    process.stdout.write("\\0F" + ms + " " + JSON.stringify(codeOf(fileUrl)) + "\\0");
  } catch {}
  process.stdout.write("\\0D" + index + "\\0");
}
process.exit(0);
`;

/**
 * Loads user modules (configs, suites) once in a child process with a time limit per module,
 * before they are imported here: an endless loop, a top-level await that never settles or
 * `process.exit()` at import is a configuration error naming the file, never a hang or a silent
 * exit. A module that merely throws passes, so the import here reports its error with line and
 * column. One child loads many modules in turn; the results are kept for the imports that follow.
 * A module that loaded in time before, with every file of its code unchanged since (by hash), is
 * not tried again: it is loaded once, here.
 */
export function probeModules(files: readonly string[], kind: Kind): void {
  const unseen = [...new Set(files)].filter((file) => !verdicts.has(file));
  const known = loadedBefore(unseen, loadTimeoutMs);
  for (const file of known) verdicts.set(file, Promise.resolve(undefined));
  const pending = unseen.filter((file) => !known.has(file));
  if (pending.length === 0) return;
  const batch = probeBatch(pending, kind).finally(saveLoadedModules);
  for (const [index, file] of pending.entries())
    verdicts.set(
      file,
      batch.then((found) => found[index]),
    );
}

/** Throws the module's configuration error, probing it first if no batch did. */
export async function probeModule(file: string, kind: Kind): Promise<void> {
  probeModules([file], kind);
  const verdict = await verdicts.get(file);
  if (verdict !== undefined) throw verdict;
}

async function probeBatch(files: readonly string[], kind: Kind): Promise<Verdict[]> {
  const found: Verdict[] = [];
  let from = 0;
  while (from < files.length) {
    const run = await probeRun(files.slice(from), rememberLoaded);
    found.push(...run.verdicts);
    from += run.verdicts.length;
    if (run.stuck === undefined) {
      // The child ended before starting the next module (it could not start at all): what is left
      // is imported here as before.
      if (run.verdicts.length === 0) break;
      continue;
    }
    const file = files[from] as string;
    // Another module's timer may have ended the child meanwhile: an exit is confirmed alone.
    const confirmed =
      run.stuck.reason === "exit" && files.length > 1 ? (await probeRun([file], () => {})).stuck : run.stuck;
    found.push(confirmed === undefined ? undefined : stuckError(file, kind, confirmed));
    from += 1;
  }
  return files.map((_, index) => found[index]);
}

interface Stuck {
  reason: "timeout" | "exit";
  code: number | null;
}

/**
 * One child over `files` in turn, until it ends: the verdicts so far, and the module it was stuck
 * in. Each module that loaded is reported to `loaded` with its time and the URLs of its code.
 */
function probeRun(
  files: readonly string[],
  loaded: (file: string, ms: number, codeUrls: string[]) => void,
): Promise<{ verdicts: Verdict[]; stuck?: Stuck }> {
  const child = spawn(
    process.execPath,
    ["--input-type=module", "-e", PROBE, publicApiUrl(), ...files.map((file) => pathToFileURL(file).href)],
    { stdio: ["ignore", "pipe", "ignore"], detached: true, env: withCompileCache(process.env) },
  );
  const done: Verdict[] = [];
  let started = -1;
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, loadTimeoutMs);
  };
  arm();
  let buffer = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    buffer += chunk;
    const marker = /\0(?:([SD])(\d+)|F(\d+ \[[^\0]*\]))\0/g;
    let consumed = 0;
    for (let match = marker.exec(buffer); match !== null; match = marker.exec(buffer)) {
      const [, kind, index, report = ""] = match;
      if (kind === "S") {
        started = Number(index);
        arm();
      } else if (kind === "D") done.push(undefined);
      else reportLoaded(files[started], report, loaded);
      consumed = marker.lastIndex;
    }
    // What a module printed itself is dropped; a marker cut between two chunks is kept whole
    // (a long report only up to a size: dropping it costs the module a new check next time).
    const rest = buffer.slice(consumed);
    const open = rest.lastIndexOf("\0");
    buffer = open === -1 ? "" : rest.slice(open).slice(-MAX_REPORT_CHARS);
  });
  return new Promise((resolve) => {
    child.once("error", () => resolve({ verdicts: done }));
    child.once("close", (code) => {
      clearTimeout(timer);
      // Whatever the modules started (a timer, a server) ends with the child.
      killGroup(child.pid);
      const inside = started >= done.length && started >= 0;
      if (!inside) resolve({ verdicts: done });
      else resolve({ verdicts: done, stuck: { reason: timedOut ? "timeout" : "exit", code } });
    });
  });
}

/**
 * The child compiles (and strips types from) the same modules on every run: it shares our compile
 * cache when one is on. Node keeps a versioned folder inside the folder it is given.
 */
function withCompileCache(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const dir = getCompileCacheDir();
  return dir === undefined || env.NODE_COMPILE_CACHE !== undefined
    ? env
    : { ...env, NODE_COMPILE_CACHE: dirname(dir) };
}

function reportLoaded(
  file: string | undefined,
  payload: string,
  loaded: (file: string, ms: number, codeUrls: string[]) => void,
): void {
  const space = payload.indexOf(" ");
  try {
    const urls: unknown = JSON.parse(payload.slice(space + 1));
    if (file !== undefined && Array.isArray(urls))
      loaded(file, Number(payload.slice(0, space)), urls.map(String));
  } catch {
    // A garbled report only costs the module a new check next time.
  }
}

function stuckError(file: string, kind: Kind, stuck: Stuck): ConfigError {
  const position = { file };
  if (stuck.reason === "timeout") {
    return new ConfigError(`the ${kind} module did not finish loading within ${loadTimeoutMs} ms`, {
      position,
      hint: "look for an endless loop or a top-level await that never settles; raise the limit with --load-timeout <ms>",
    });
  }
  if (stuck.code === 13) {
    return new ConfigError(`the ${kind} module has a top-level await that never settles`, {
      position,
      hint: "make sure every promise awaited at the top level of the module resolves",
    });
  }
  return new ConfigError(
    `the ${kind} module ended the process while loading (exit code ${stuck.code ?? "unknown"})`,
    { position, hint: "remove the process.exit() (or process.kill) call from the module's top level" },
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
