import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findCaseLine } from "../../src/formats/skillgym/case-line.ts";
import { prepareRun } from "../../src/orchestration/prepare-run.ts";
import { buildResults } from "../../src/report/build-results.ts";
import { REPO_ROOT } from "../support/run-dist.ts";

/** results.json's `source` of every case of an example project, as the check run's annotations use it. */
async function sourcesOf(example: string, cwd = join(REPO_ROOT, "examples", example)) {
  const prepared = await prepareRun({ paths: [], cwd });
  const results = buildResults({
    startedAt: "2026-11-24T00:00:00.000Z",
    toolVersion: "test",
    complete: true,
    plan: prepared.plan,
    executions: [],
  });
  return results.cases.map((result) => {
    const source = result.source;
    const line = source && readFileSync(join(cwd, source.path), "utf8").split("\n")[source.line - 1];
    return { case: result.case, path: source?.path, line };
  });
}

describe("where each case is written", () => {
  it("finds skillgym cases in the TypeScript suite by their id", async () => {
    const sources = await sourcesOf("demo");
    expect(sources.length).toBeGreaterThan(3);
    for (const { case: id, path, line } of sources) {
      expect(path).toBe("demo.suite.ts");
      expect(line).toContain(`id: "${id}"`);
    }
  });

  it("keeps the YAML and JSON positions of skill-test and evals.json cases", async () => {
    const sources = await sourcesOf("skill-test-showcase");
    const paths = new Set(sources.map((source) => source.path));
    expect(paths).toEqual(
      new Set([
        "skill-tests/breaking-changes.spec.yaml",
        "skill-tests/test-commit-messages.yaml",
        "evals/evals.json",
      ]),
    );
    for (const { case: id, path, line } of sources) {
      // A list entry starts at its `- id:` line, a scenario at its key, an evals.json entry at its `{`.
      if (path?.endsWith(".json")) expect(line?.trim()).toBe("{");
      else expect(line).toContain(id);
    }
  });

  it("points agentv directory cases at their case.yaml", async () => {
    const sources = await sourcesOf("agentv-showcase");
    for (const { case: id, path } of sources) expect(path).toBe(`cases/${id}/case.yaml`);
  });

  it("places an agentv case.yaml at its id: line, else at its first key past a comment header", async () => {
    const sources = await sourcesOf("", join(REPO_ROOT, "test/fixtures/agentv/case-lines"));
    expect(sources).toEqual([
      { case: "commented", path: "cases/commented/case.yaml", line: "input: Write the report." },
      { case: "greet-below", path: "cases/id-below/case.yaml", line: "id: greet-below" },
    ]);
  });

  it("finds an id property or a record key, and nothing for an id not written literally", () => {
    const text = 'export default {\n  first: { prompt: "p" },\n  other: {\n    id: "second",\n  },\n};\n';
    expect(findCaseLine(text, "first")).toBe(2);
    expect(findCaseLine(text, "second")).toBe(4);
    expect(findCaseLine(text, "third")).toBeUndefined();
    expect(findCaseLine("[{ id: 'a.b' }]", "a.b")).toBe(1);
    expect(findCaseLine("[{ id: 'aXb' }]", "a.b")).toBeUndefined();
  });
});
