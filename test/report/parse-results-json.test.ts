import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readResultsFile } from "../../src/orchestration/read-results-file.ts";
import { parseResultsJson } from "../../src/report/parse-results-json.ts";
import { makeResults } from "../compare/results-builder.ts";

const results = makeResults([{ case: "summarize", outcomes: "pf" }]);

describe("parseResultsJson", () => {
  it("returns results that match the schema", () => {
    expect(parseResultsJson(JSON.stringify(results), "results.json")).toEqual({ results });
  });

  it("names the input and the line and column of broken JSON", () => {
    expect(parseResultsJson('{\n  "schemaVersion": 1,\n  run }', "the baseline file b.json")).toMatchObject({
      problem: expect.stringMatching(/^the baseline file b\.json is not valid JSON \(.*\)$/),
      line: 3,
      column: 3,
    });
    const truncated = parseResultsJson("", "results.json");
    expect(truncated).toEqual({ problem: "results.json is not valid JSON (Unexpected end of JSON input)" });
  });

  it("refuses results that list a case or an execution twice", () => {
    const [first] = results.cases;
    const [execution] = results.executions;
    if (first === undefined || execution === undefined) throw new Error("no case");
    const edited = (changes: Partial<typeof results>) =>
      parseResultsJson(JSON.stringify({ ...results, ...changes }), "base.json");
    expect(edited({ cases: [first, { ...first, verdict: "passed" }] })).toEqual({
      problem:
        "base.json is not a results.json as skill-eval writes it (edited or corrupt): cases lists demo/summarize/claude more than once",
    });
    expect(edited({ executions: [...results.executions, execution] })).toEqual({
      problem: `base.json is not a results.json as skill-eval writes it (edited or corrupt): executions lists ${execution.key} more than once`,
    });
  });

  it("names the first field that breaks the schema", () => {
    const { run: _run, ...withoutRun } = results;
    expect(parseResultsJson(JSON.stringify(withoutRun), "shard 2")).toEqual({
      problem: expect.stringMatching(/^shard 2 is not a skill-eval results\.json: run: /),
    });
    expect(parseResultsJson("[]", "x")).toEqual({
      problem: expect.stringMatching(/^x is not a skill-eval results\.json: \(root\): /),
    });
  });
});

describe("readResultsFile", () => {
  const dir = mkdtempSync(join(tmpdir(), "read-results-"));

  it("reads, and names the file in every problem", () => {
    writeFileSync(join(dir, "good.json"), JSON.stringify(results));
    writeFileSync(join(dir, "bad.json"), "{");
    mkdirSync(join(dir, "folder.json"));
    expect(readResultsFile(join(dir, "good.json"))).toEqual({ results });
    expect(readResultsFile(join(dir, "bad.json"))).toMatchObject({
      problem: expect.stringMatching(/bad\.json is not valid JSON/),
    });
    expect(readResultsFile(join(dir, "none.json"), "results.json")).toEqual({
      problem: "results.json is missing",
    });
    expect(readResultsFile(join(dir, "folder.json"), "folder.json")).toEqual({
      problem: expect.stringMatching(/^folder\.json cannot be read: EISDIR/),
    });
  });
});
