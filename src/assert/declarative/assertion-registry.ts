import { didYouMean } from "../../model/did-you-mean.ts";
import type { AssertionSpec } from "../../model/suite.ts";
import { codeGraderEvaluators } from "./code-grader-evaluator.ts";
import type { AssertionEvaluator } from "./define-evaluator.ts";
import { execEvaluators } from "./exec-evaluator.ts";
import { evalsJsonJudgeEvaluators, judgeEvaluators, skillTestJudgeEvaluators } from "./judge-evaluators.ts";
import { metricsEvaluators } from "./metrics-evaluators.ts";
import { skillTestEvaluators } from "./skill-test-evaluators.ts";
import { skillTriggerEvaluators } from "./skill-trigger-evaluators.ts";
import { textEvaluators } from "./text-evaluators.ts";
import { toolTrajectoryEvaluators } from "./tool-trajectory-evaluator.ts";

/**
 * Every declarative type we evaluate, per dialect, each named once in its family's file. A type
 * is looked up by its canonical spelling: agentv's lower-case kebab (`contains_any` and
 * `contains-any` are one type, as agentv accepts both), skill-test's snake case.
 */
export const ASSERTION_REGISTRY = {
  agentv: {
    ...textEvaluators,
    ...metricsEvaluators,
    ...skillTriggerEvaluators,
    ...codeGraderEvaluators,
    ...toolTrajectoryEvaluators,
    ...judgeEvaluators,
  },
  "skill-test": { ...skillTestEvaluators, ...execEvaluators, ...skillTestJudgeEvaluators },
  "evals-json": { ...evalsJsonJudgeEvaluators },
} satisfies Record<AssertionSpec["dialect"], Record<string, AssertionEvaluator>>;

/** Older agentv names for the same evaluators (judge → grader, agentv #619; v5's `script`). */
const AGENTV_ALIASES: Record<string, keyof (typeof ASSERTION_REGISTRY)["agentv"]> = {
  "llm-judge": "llm-grader",
  "code-judge": "code-grader",
  script: "code-grader",
};

export function supportedTypes(dialect: AssertionSpec["dialect"]): string[] {
  return Object.keys(ASSERTION_REGISTRY[dialect]);
}

/** The evaluator for a spec's type, or a message naming the type and what is supported. */
export function findEvaluator(spec: Pick<AssertionSpec, "type" | "dialect">): AssertionEvaluator | string {
  const canonical = canonicalType(spec);
  const evaluators: Record<string, AssertionEvaluator> = ASSERTION_REGISTRY[spec.dialect];
  const evaluator =
    evaluators[canonical] ?? evaluators[spec.dialect === "agentv" ? (AGENTV_ALIASES[canonical] ?? "") : ""];
  if (evaluator !== undefined) return evaluator;
  const supported = supportedTypes(spec.dialect);
  const suggestion = didYouMean(canonical, supported);
  return [
    `unknown assertion type ${JSON.stringify(spec.type)} for ${spec.dialect} suites`,
    ...(suggestion === undefined ? [] : [`; did you mean ${JSON.stringify(suggestion)}?`]),
    `. Supported: ${supported.join(", ")}`,
  ].join("");
}

function canonicalType({ type, dialect }: Pick<AssertionSpec, "type" | "dialect">): string {
  const lower = type.trim().toLowerCase();
  return dialect === "skill-test" ? lower.replace(/-/g, "_") : lower.replace(/_/g, "-");
}

const JUDGE_EVALUATORS = new Set<AssertionEvaluator>([
  ...Object.values(judgeEvaluators),
  ...Object.values(skillTestJudgeEvaluators),
  ...Object.values(evalsJsonJudgeEvaluators),
]);

/** Whether the spec is graded by the judge model (rubrics, llm-grader, llm_eval, evals.json expectations). */
export function isJudgeGraded(spec: Pick<AssertionSpec, "type" | "dialect">): boolean {
  const evaluator = findEvaluator(spec);
  return typeof evaluator !== "string" && JUDGE_EVALUATORS.has(evaluator);
}

const FILE_CHANGE_READERS = new Set<AssertionEvaluator>([
  ...Object.values(codeGraderEvaluators),
  ...Object.values(judgeEvaluators),
]);

/**
 * Whether the spec is shown agentv's `file_changes` (the workspace diff): its code-grader gets it
 * on stdin, its llm-grader and rubrics in the judge's prompt. Only then is the workspace tracked.
 */
export function readsFileChanges(spec: Pick<AssertionSpec, "type" | "dialect">): boolean {
  const evaluator = findEvaluator(spec);
  return typeof evaluator !== "string" && FILE_CHANGE_READERS.has(evaluator);
}
