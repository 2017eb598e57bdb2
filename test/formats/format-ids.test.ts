import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { SUITE_FORMAT_REGISTRY } from "../../src/formats/registry.ts";
import { SUITE_FORMATS } from "../../src/model/suite.ts";

const SRC = join(import.meta.dirname, "..", "..", "src");

/**
 * Where a format id may be written: its own folder, the registry, model's list, and the
 * declarative assertions, whose dialects are named after the formats that wrote them.
 */
function allowed(file: string, id: string): boolean {
  return (
    file.startsWith(`formats/${id}/`) ||
    file === "formats/registry.ts" ||
    file === "model/suite.ts" ||
    file.startsWith("assert/declarative/")
  );
}

/**
 * Format-specific behaviour not yet behind a descriptor. The list may only shrink: a new file
 * (or a new id in a listed file) fails, and so does an entry no longer true.
 */
const NOT_YET_IN_A_DESCRIPTOR: Record<string, string[]> = {
  "formats/case-annotations.ts": ["agentv", "skill-test"],
  "formats/skill-test/summarize-skill-tests.ts": ["evals-json"],
  "orchestration/run-evals.ts": ["skill-test"],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** Format ids written as string literals in code (comments and assertion dialects aside). */
function formatIdsIn(text: string): string[] {
  const code = text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("//") && !line.includes("dialect"))
    .join("\n");
  return SUITE_FORMATS.filter((id) => code.includes(`"${id}"`) || code.includes(`'${id}'`));
}

describe("suite format ids", () => {
  it("has one descriptor per format, each under its own id", () => {
    expect(Object.keys(SUITE_FORMAT_REGISTRY).sort()).toEqual([...SUITE_FORMATS].sort());
    for (const [id, descriptor] of Object.entries(SUITE_FORMAT_REGISTRY)) expect(descriptor.id).toBe(id);
  });

  it("are written only in their folder, the registry and model's list", () => {
    const found: Record<string, string[]> = {};
    for (const path of sourceFiles(SRC)) {
      const file = relative(SRC, path).split("\\").join("/");
      const ids = formatIdsIn(readFileSync(path, "utf8")).filter((id) => !allowed(file, id));
      if (ids.length > 0) found[file] = ids;
    }
    expect(found).toEqual(NOT_YET_IN_A_DESCRIPTOR);
  });

  it("would catch an id written elsewhere", () => {
    expect(formatIdsIn('if (suite.format === "agentv") return;\n')).toEqual(["agentv"]);
    expect(formatIdsIn('// a comment about "agentv"\n/* and "skillgym" */\n')).toEqual([]);
  });
});
