import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { CaseSpec, Suite } from "../model/suite.ts";
import type { Runner } from "../runners/runner-config.ts";

/**
 * What an execution's outcome depends on, hashed: the suite file and the case, the skill files
 * under test, and the runner's config (its env by names only: values are secrets). The agent CLI
 * version is compared apart, as the agent reports it (see reuse). Paths are project-relative, so
 * a checkout elsewhere gives the same fingerprint.
 */
export function executionFingerprint(suite: Suite, caseSpec: CaseSpec, runner: Runner, root: string): string {
  const hash = createHash("sha256");
  const relativePaths = (_key: string, value: unknown) =>
    typeof value === "string" && value.startsWith(`${root}/`) ? relative(root, value) : value;
  hash.update(JSON.stringify({ suite: suite.relativePath, content: suite.contentHash }));
  hash.update(JSON.stringify(caseSpec, relativePaths));
  for (const skill of [...suite.skills].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    hash.update(`skill ${skill.name}\n`);
    for (const file of filesUnder(skill.dir)) {
      hash.update(`${file}\n`);
      hash.update(readFileSync(join(skill.dir, file)));
    }
  }
  const env = "env" in runner.config ? Object.keys(runner.config.env).sort() : [];
  hash.update(JSON.stringify({ runner: { ...runner.config, env } }, relativePaths));
  return `sha256:${hash.digest("hex")}`;
}

function filesUnder(dir: string, prefix = ""): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => {
      const path = prefix === "" ? entry.name : `${prefix}/${entry.name}`;
      if (entry.isDirectory()) return filesUnder(dir, path);
      return entry.isFile() ? [path] : [];
    });
}
