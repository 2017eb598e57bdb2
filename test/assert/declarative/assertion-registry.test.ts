import { describe, expect, it } from "vitest";
import {
  ASSERTION_REGISTRY,
  findEvaluator,
  supportedTypes,
} from "../../../src/assert/declarative/assertion-registry.ts";
import { codeGraderEvaluators } from "../../../src/assert/declarative/code-grader-evaluator.ts";
import { judgeEvaluators } from "../../../src/assert/declarative/judge-evaluators.ts";
import { metricsEvaluators } from "../../../src/assert/declarative/metrics-evaluators.ts";
import { skillTriggerEvaluators } from "../../../src/assert/declarative/skill-trigger-evaluators.ts";
import { textEvaluators } from "../../../src/assert/declarative/text-evaluators.ts";
import { toolTrajectoryEvaluators } from "../../../src/assert/declarative/tool-trajectory-evaluator.ts";

describe("assertion registry", () => {
  it("lists every agentv type the reference names for strings, metrics, skills and graders", () => {
    expect(supportedTypes("agentv").sort()).toEqual(
      [
        "contains",
        "contains-any",
        "contains-all",
        "icontains",
        "icontains-any",
        "icontains-all",
        "starts-with",
        "ends-with",
        "regex",
        "equals",
        "is-json",
        "execution-metrics",
        "latency",
        "cost",
        "token-usage",
        "skill-trigger",
        "skill-used",
        "not-skill-used",
        "code-grader",
        "tool-trajectory",
        "rubric",
        "rubrics",
        "llm-grader",
      ].sort(),
    );
    expect(supportedTypes("skill-test").sort()).toEqual(
      ["contains", "exec", "line_count", "llm_eval", "regex", "tool_called"].sort(),
    );
    expect(supportedTypes("evals-json")).toEqual(["rubric"]);
  });

  it("has no agentv type defined by two families (a spread would silently keep one)", () => {
    const families = [
      textEvaluators,
      metricsEvaluators,
      skillTriggerEvaluators,
      codeGraderEvaluators,
      toolTrajectoryEvaluators,
      judgeEvaluators,
    ];
    const total = families.reduce((sum, family) => sum + Object.keys(family).length, 0);
    expect(Object.keys(ASSERTION_REGISTRY.agentv)).toHaveLength(total);
  });

  it("finds types by their canonical spelling", () => {
    expect(typeof findEvaluator({ type: "Contains_Any", dialect: "agentv" })).toBe("function");
    expect(typeof findEvaluator({ type: "line-count", dialect: "skill-test" })).toBe("function");
    expect(typeof findEvaluator({ type: "llm-judge", dialect: "agentv" })).toBe("function");
    expect(typeof findEvaluator({ type: "script", dialect: "skill-test" })).toBe("string");
  });
});
