import { createHash } from "node:crypto";
import { type Dirent, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { join, relative } from "node:path";
import type { CaseSpec, Suite } from "../model/suite.ts";
import type { Runner } from "../runners/runner-config.ts";
import { workspaceFor } from "./execution-context.ts";

/** What a failed skill-test run writes into its skill's folder: not part of the skill. */
const FAILURE_LOGS = ".skill-test-logs";

/**
 * What an execution's outcome depends on, hashed: the suite file and the case, the files the agent
 * starts from (the workspace template, the case's input files), the skill files under test, and
 * the runner's config (its env by names only: values are secrets). The agent CLI version is
 * compared apart, as the agent reports it (see reuse). Paths are project-relative, so a checkout
 * elsewhere gives the same fingerprint. One fingerprinter per run: a folder (a suite's template, a
 * skill) is read once for all its cases and runners.
 */
export function createFingerprinter(
  root: string,
): (suite: Suite, caseSpec: CaseSpec, runner: Runner) => string {
  const folders = new Map<string, string>();
  const folderDigest = (dir: string, keep?: (path: string) => boolean) => {
    const key = `${keep === undefined ? "all" : "skill"}\u0000${dir}`;
    let digest = folders.get(key);
    if (digest === undefined) {
      digest = digestOfFolder(dir, keep);
      folders.set(key, digest);
    }
    return digest;
  };
  const relativePaths = (_key: string, value: unknown) =>
    typeof value === "string" && value.startsWith(`${root}/`) ? relative(root, value) : value;
  return (suite, caseSpec, runner) => {
    const hash = createHash("sha256");
    hash.update(JSON.stringify({ suite: suite.relativePath, content: suite.contentHash }));
    hash.update(JSON.stringify(caseSpec, relativePaths));
    const workspace = workspaceFor(suite, caseSpec);
    if (workspace.mode !== "none" && workspace.templateDir !== undefined) {
      hash.update(`template ${folderDigest(workspace.templateDir)}\n`);
    }
    for (const { from } of caseSpec.inputFiles ?? []) {
      hash.update(`input ${relative(root, from)}\n`);
      hash.update(contentOf(from));
    }
    for (const skill of [...suite.skills].sort((a, b) => (a.name < b.name ? -1 : 1))) {
      hash.update(`skill ${skill.name} ${folderDigest(skill.dir, isSkillFile)}\n`);
    }
    const env = "env" in runner.config ? Object.keys(runner.config.env).sort() : [];
    hash.update(JSON.stringify({ runner: { ...runner.config, env } }, relativePaths));
    return `sha256:${hash.digest("hex")}`;
  };
}

function isSkillFile(path: string): boolean {
  return path !== FAILURE_LOGS;
}

/** Each file's path and content, and each link's target, in a stable order. */
function digestOfFolder(dir: string, keep: (path: string) => boolean = () => true): string {
  const hash = createHash("sha256");
  for (const { path, link } of entriesUnder(dir, keep)) {
    hash.update(`${path}\n`);
    hash.update(link ? `-> ${readlinkSync(join(dir, path))}` : contentOf(join(dir, path)));
  }
  return hash.digest("hex");
}

function entriesUnder(
  dir: string,
  keep: (path: string) => boolean,
  prefix = "",
): { path: string; link: boolean }[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(join(dir, prefix), { withFileTypes: true });
  } catch {
    // A folder gone or unreadable: the execution says so; the fingerprint only has to differ.
    return [{ path: `${prefix}/?`, link: false }];
  }
  return entries
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => {
      const path = prefix === "" ? entry.name : `${prefix}/${entry.name}`;
      if (!keep(path)) return [];
      if (entry.isDirectory()) return entriesUnder(dir, keep, path);
      if (entry.isSymbolicLink()) return [{ path, link: true }];
      return entry.isFile() ? [{ path, link: false }] : [];
    });
}

function contentOf(file: string): Buffer | string {
  try {
    return readFileSync(file);
  } catch {
    return "(unreadable)";
  }
}
