import { createHash } from "node:crypto";
import { lstatSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Modules that loaded in the child before, kept between runs in the user's cache folder:
 * how long each took and the hash of every file of its code. Best effort: a cache that cannot
 * be read or written only means the modules are checked again.
 */
interface LoadedModule {
  ms: number;
  code: Record<string, string>;
}

const MAX_REMEMBERED = 2000;
let remembered: Map<string, LoadedModule> | undefined;
let rememberedChanged = false;

/**
 * The cache file, in the user's cache folder (`$XDG_CACHE_HOME`, else `~/.cache`); undefined
 * when the cache is off or the folder is not the user's alone (another user could plant entries
 * or links there).
 */
function loadCacheFile(): string | undefined {
  if (process.env.SKILL_EVAL_LOAD_CACHE === "off") return undefined;
  const uid = process.getuid?.();
  try {
    const dir = join(process.env.XDG_CACHE_HOME || join(homedir(), ".cache"), "skill-eval", "loaded-modules");
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const folder = lstatSync(dir);
    const ours =
      folder.isDirectory() && (uid === undefined || folder.uid === uid) && (folder.mode & 0o077) === 0;
    return ours ? join(dir, "modules.json") : undefined;
  } catch {
    return undefined;
  }
}

function rememberedModules(): Map<string, LoadedModule> {
  if (remembered !== undefined) return remembered;
  remembered = new Map();
  const file = loadCacheFile();
  try {
    if (file !== undefined)
      for (const [module, entry] of Object.entries(JSON.parse(readFileSync(file, "utf8"))))
        if (isLoadedModule(entry)) remembered.set(module, entry);
  } catch {
    // None yet, or unreadable: start afresh.
  }
  return remembered;
}

function isLoadedModule(value: unknown): value is LoadedModule {
  if (typeof value !== "object" || value === null || !("ms" in value) || !("code" in value)) return false;
  const { ms, code } = value;
  return (
    typeof ms === "number" &&
    typeof code === "object" &&
    code !== null &&
    Object.values(code).every((hash) => typeof hash === "string")
  );
}

/**
 * The modules among `files` that loaded within `timeoutMs` before, with every file of their code
 * unchanged since. A file many modules share (a helper, a package) is hashed once.
 */
export function loadedBefore(files: readonly string[], timeoutMs: number): Set<string> {
  const hashes = new Map<string, string | undefined>();
  const current = (path: string) => {
    if (!hashes.has(path)) hashes.set(path, hashOf(path));
    return hashes.get(path);
  };
  return new Set(
    files.filter((file) => {
      const entry = rememberedModules().get(file);
      return (
        entry !== undefined &&
        entry.ms < timeoutMs &&
        Object.entries(entry.code).every(([path, hash]) => current(path) === hash)
      );
    }),
  );
}

/** Records a module that loaded in the child: its time and the files of its code (URLs). */
export function rememberLoaded(file: string, ms: number, codeUrls: readonly string[]): void {
  const code: Record<string, string> = {};
  for (const url of codeUrls) {
    const path = url.startsWith("file:") ? fileURLToPath(url) : undefined;
    const hash = path === undefined ? undefined : hashOf(path);
    if (path === undefined || hash === undefined) return;
    code[path] = hash;
  }
  const modules = rememberedModules();
  modules.delete(file);
  modules.set(file, { ms, code });
  rememberedChanged = true;
}

/** Writes what was recorded since the last save. */
export function saveLoadedModules(): void {
  const file = loadCacheFile();
  if (file === undefined || !rememberedChanged) return;
  rememberedChanged = false;
  const kept = [...rememberedModules()].slice(-MAX_REMEMBERED);
  try {
    const partial = `${file}.${process.pid}`;
    rmSync(partial, { force: true });
    writeFileSync(partial, JSON.stringify(Object.fromEntries(kept)), { flag: "wx" });
    renameSync(partial, file);
  } catch {
    // Not writable: the modules are checked again next run.
  }
}

function hashOf(path: string): string | undefined {
  try {
    return createHash("sha256").update(readFileSync(path)).digest("hex");
  } catch {
    return undefined;
  }
}
