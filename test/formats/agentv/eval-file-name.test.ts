import { describe, expect, it } from "vitest";
import { agentvSuiteId, isAgentvEvalFile } from "../../../src/formats/agentv/eval-file-name.ts";

describe("isAgentvEvalFile", () => {
  it.each([
    ["EVAL.yaml", true],
    ["EVAL.yml", true],
    ["benchmark.eval.yaml", true],
    ["benchmark.eval.yml", true],
    ["evals/nested/EVAL.yaml", true],
    // agentv's discovery: eval.yaml and *.eval.yaml, whatever the case (csv-analyzer.EVAL.yaml).
    ["eval.yaml", true],
    ["Eval.yaml", true],
    ["csv-analyzer.EVAL.yaml", true],
    [".eval.yaml", false],
    ["case.yaml", false],
    ["dataset.yaml", false],
    ["EVAL.json", false],
    ["benchmark.eval.ts", false],
  ])("%s → %s", (name, expected) => {
    expect(isAgentvEvalFile(name)).toBe(expected);
  });
});

describe("agentvSuiteId", () => {
  it.each([
    ["benchmark.eval.yaml", "benchmark"],
    ["evals/export.eval.yml", "evals/export"],
    ["evals/screening/EVAL.yaml", "evals/screening"],
    ["EVAL.yml", "EVAL"],
    ["skills/csv-analyzer.EVAL.yaml", "skills/csv-analyzer"],
    ["evals/eval.yaml", "evals"],
    ["evals/dataset.yaml", "evals/dataset"],
  ])("%s → %s", (relativePath, id) => {
    expect(agentvSuiteId(relativePath)).toBe(id);
  });
});
