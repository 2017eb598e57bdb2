import { describe, expect, it } from "vitest";
import { agentvSuiteId, isAgentvEvalFile } from "../../../src/formats/agentv/eval-file-name.ts";

describe("isAgentvEvalFile", () => {
  it.each([
    ["EVAL.yaml", true],
    ["EVAL.yml", true],
    ["benchmark.eval.yaml", true],
    ["benchmark.eval.yml", true],
    ["evals/nested/EVAL.yaml", true],
    ["eval.yaml", false],
    [".eval.yaml", false],
    ["case.yaml", false],
    ["EVAL.json", false],
    ["benchmark.eval.ts", false],
    ["Eval.yaml", false],
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
  ])("%s → %s", (relativePath, id) => {
    expect(agentvSuiteId(relativePath)).toBe(id);
  });
});
