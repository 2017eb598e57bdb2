import { closeSync, type Dirent, existsSync, openSync, readdirSync, readSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { type SuiteSource, suiteFormats } from "../formats/registry.ts";
import { type MetAs, sourcePath } from "../formats/suite-format.ts";
import { ConfigError } from "../model/errors.ts";
import { RESULTS_FILE, startsAsResults } from "../model/results-file.ts";
import type { SuiteFormat } from "../model/suite.ts";

/** A file that lists more suites of its format (see `SuiteFormatDescriptor.listings`). */
export interface Listing {
  format: SuiteFormat;
  file: string;
}

export interface DiscoveredTree {
  sources: SuiteSource[];
  /** Every folder holding a SKILL.md, tested or not. */
  skillDirs: string[];
  /** Files met on the way that list more suites (`skillgym.config.*` with `suites:` globs), sorted. */
  listings: Listing[];
}

const SKIPPED_DIRS = new Set([
  "node_modules",
  ".git",
  "dist",
  ".skill-eval",
  ".tools",
  "coverage",
  ".skill-test-logs",
]);
// A skill's own tests are read by its format's loader, never as separate suites.
const OWN_FOLDERS = new Set(suiteFormats.flatMap((format) => format.ownFolders));

/**
 * Walks the given paths for suites of every format: skillgym modules (`*.suite.ts`,
 * `*-suite.ts`), agentv eval files (`EVAL.yaml`, `eval.yaml`, `*.eval.yaml`, any case), skill directories (a `SKILL.md`)
 * with `skill-tests/` or `evals/evals.json`. A file given explicitly is taken by its name; a
 * skill directory given explicitly is taken whole. An output folder of skill-eval's met on the way
 * (any `--out`: one holding a results.json we wrote) is passed over, as `.skill-eval/` is: its
 * kept workspaces and copies are no suites. Sorted, so runs are reproducible.
 */
export function discoverSources(paths: readonly string[]): DiscoveredTree {
  const sources = new Map<string, SuiteSource>();
  const skillDirs = new Set<string>();
  const listings = new Map<string, Listing>();
  for (const path of paths) {
    const absolute = resolve(path);
    if (!existsSync(absolute)) {
      throw new ConfigError(`path not found: ${path}`, { hint: "pass an existing suite file or folder" });
    }
    if (statSync(absolute).isFile()) addFile(absolute, sources, true);
    else walk(absolute, sources, skillDirs, listings, true);
  }
  return {
    sources: [...sources.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, source]) => source),
    skillDirs: [...skillDirs].sort(),
    listings: [...listings.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)),
  };
}

function walk(
  dir: string,
  sources: Map<string, SuiteSource>,
  skillDirs: Set<string>,
  listings: Map<string, Listing>,
  given: boolean,
): void {
  const entries = readdirSync(dir, { withFileTypes: true });
  if (!given && isOutputFolder(dir, entries)) return;
  if (entries.some((entry) => entry.isFile() && entry.name === "SKILL.md")) {
    skillDirs.add(dir);
    for (const format of suiteFormats) {
      const marker = format.skillFolderMarker === undefined ? undefined : join(dir, format.skillFolderMarker);
      if (marker !== undefined && existsSync(marker)) add(sources, format.claims(marker, "skill-folder"));
    }
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !OWN_FOLDERS.has(entry.name))
        walk(path, sources, skillDirs, listings, false);
    } else if (entry.isFile()) {
      for (const format of suiteFormats)
        if (format.listings?.named(entry.name)) listings.set(path, { format: format.id, file: path });
      addFile(path, sources, false);
    }
  }
}

function isOutputFolder(dir: string, entries: readonly Dirent[]): boolean {
  if (!entries.some((entry) => entry.isFile() && entry.name === RESULTS_FILE)) return false;
  const head = Buffer.alloc(64);
  let length = 0;
  try {
    const descriptor = openSync(join(dir, RESULTS_FILE), "r");
    try {
      length = readSync(descriptor, head, 0, head.length, 0);
    } finally {
      closeSync(descriptor);
    }
  } catch {
    return false;
  }
  return startsAsResults(head.subarray(0, length).toString("utf8"));
}

function addFile(file: string, sources: Map<string, SuiteSource>, explicit: boolean): void {
  const metAs: MetAs = explicit ? "explicit" : "walked";
  const claimed = suiteFormats.reduce<SuiteSource | undefined>(
    (found, format) => found ?? format.claims(file, metAs),
    undefined,
  );
  if (claimed !== undefined) add(sources, claimed);
  else if (explicit) {
    throw new ConfigError(`not a suite file: ${file}`, {
      hint: "pass a *.suite.ts module, an agentv eval file (.yaml), an evals/evals.json, or a folder",
    });
  }
}

/** A folder met whole (walked, or named itself) loads whole; files of it named alone add up. */
function add(sources: Map<string, SuiteSource>, source: SuiteSource | undefined): void {
  if (source === undefined) return;
  const key = sourcePath(source);
  const known = sources.get(key);
  if (known !== undefined && "skillDir" in known && "skillDir" in source && known.format === source.format) {
    const only =
      known.only === undefined || source.only === undefined
        ? undefined
        : [...new Set([...known.only, ...source.only])];
    sources.set(key, { ...source, only });
    return;
  }
  sources.set(key, source);
}
