import { dirname, isAbsolute, resolve } from "node:path";
import { z } from "zod";
import type { SessionEvent, ToolCallEvent } from "../../model/session-report.ts";
import type { AssertionSpec } from "../../model/suite.ts";
import { type AssertionVerdict, assertionError, scored } from "./assertion-verdict.ts";
import type { DeclarativeContext } from "./declarative-context.ts";
import { type AssertionEvaluator, defineEvaluator } from "./define-evaluator.ts";
import { excerpt, quote } from "./excerpt.ts";
import {
  buildCustomJudgePrompt,
  buildJudgePrompt,
  describeToolCalls,
  type JudgeVerdict,
  limitOutput,
  parseJudgeAnswer,
} from "./judge-prompt.ts";

/**
 * Assertions graded by the judge model:
 * - agentv `rubric` (a plain-string criterion, `params.criterion`): scores the judge's 0–1 score.
 * - agentv `llm-grader` (formerly `llm-judge`): the case's `criteria`, or its own `prompt` (text
 *   or a file path, with `{{output}}`, `{{input}}`, `{{criteria}}`, `{{expected_output}}` filled in).
 * - agentv `rubrics`: `criteria: [{ id, outcome, weight, required, operator, min_score }]`
 *   (strings allowed; `score_ranges` and unknown fields are refused at load), one judge
 *   call per criterion; score = weight of satisfied criteria ÷ total weight, as agentv's rubric
 *   evaluator computes it. A failed `required` criterion fails the assertion, whatever its score.
 * - skill-test `llm_eval`: the suite's own prompt (`pattern`, with `{{output}}`); `expect: pass`
 *   passes when the judge says pass, `expect: fail` when it says fail.
 * - evals.json `rubric`: one expectation, pass or fail.
 * Without a judge they fail, never pass silently.
 */

export const NO_JUDGE_MESSAGE = "no judge configured: set judge: in skill-eval.config.yaml";

const criterionText = z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1));

const rubricItem = z.union([
  criterionText.transform((outcome) => ({
    id: undefined,
    outcome,
    weight: 1,
    required: false,
    operator: "correctness" as const,
    minScore: undefined,
  })),
  // Strict: a rubric field we do not implement (score_ranges) is refused at load, never ignored.
  z
    .strictObject({
      id: z.union([z.string(), z.number()]).transform(String).optional(),
      outcome: criterionText.optional(),
      description: criterionText.optional(),
      text: criterionText.optional(),
      weight: z.number().nonnegative().default(1),
      required: z.boolean().default(false),
      operator: z
        .enum(["correctness", "contradiction"], { error: "operator must be correctness or contradiction" })
        .default("correctness"),
      min_score: z.number().min(0).max(1).optional(),
      /** Deprecated in agentv for min_score, on a 0–10 scale. */
      required_min_score: z.number().min(0).max(10).optional(),
      score_ranges: z
        .never({
          error:
            "score_ranges (score-range rubrics) is not supported: write each criterion as an outcome the judge passes or fails, with min_score for its pass mark",
        })
        .optional(),
    })
    .refine((item) => (item.outcome ?? item.description ?? item.text) !== undefined, {
      message: 'each criterion needs "outcome" (or "description")',
    })
    .transform((item) => ({
      id: item.id,
      outcome: item.outcome ?? item.description ?? item.text ?? "",
      weight: item.weight,
      required: item.required,
      operator: item.operator,
      minScore:
        item.min_score ?? (item.required_min_score === undefined ? undefined : item.required_min_score / 10),
    })),
]);
type RubricItem = z.output<typeof rubricItem>;

/**
 * What the judge is asked for one criterion (rubrics.mdx, "Criterion Operators"): `correctness`
 * asks that the answer satisfy the outcome; `contradiction` is a guard that passes unless the
 * answer makes a claim incompatible with it, even when the answer does not mention it at all.
 */
function criterionQuestion(item: RubricItem): string {
  if (item.operator === "correctness") return item.outcome;
  return `The answer does not contradict the following statement (it passes when it makes no claim incompatible with it, even if it never mentions it): ${item.outcome}`;
}

const singleCriterion = z
  .object({
    criterion: criterionText.optional(),
    value: criterionText.optional(),
    criteria: criterionText.optional(),
    outcome: criterionText.optional(),
    text: criterionText.optional(),
  })
  .transform((params) => params.criterion ?? params.value ?? params.criteria ?? params.outcome ?? params.text)
  .refine((criterion) => criterion !== undefined, {
    message: 'field "criterion" is required (the text to judge)',
  });

export const judgeEvaluators = {
  rubric: defineEvaluator(singleCriterion, async (criterion, _spec, context) => {
    const answer = await askJudge(context, buildJudgePrompt(question(context, criterion ?? "")));
    if ("kind" in answer) return answer;
    return judged(answer, criterion ?? "", answer.score);
  }),
  "llm-grader": defineEvaluator(
    z.object({ prompt: z.string().min(1).optional(), criteria: criterionText.optional() }),
    async (params, spec, context) => {
      if (params.prompt !== undefined) {
        const instructions = await loadPrompt(params.prompt, spec, context);
        if (typeof instructions !== "string") return instructions;
        const answer = await askJudge(context, buildCustomJudgePrompt(fillTemplate(instructions, context)));
        if ("kind" in answer) return answer;
        return judged(answer, `the grader prompt ${quote(params.prompt)}`, answer.score);
      }
      const criterion = params.criteria ?? context.caseInput.criteria;
      if (criterion === undefined || criterion.trim() === "") {
        return assertionError(
          `${spec.type}: nothing to grade against: the case has no criteria and the grader no prompt`,
        );
      }
      const answer = await askJudge(context, buildJudgePrompt(question(context, criterion)));
      if ("kind" in answer) return answer;
      return judged(answer, criterion, answer.score);
    },
  ),
  rubrics: defineEvaluator(
    z.object({ criteria: z.array(rubricItem).min(1) }),
    async ({ criteria }, _spec, context) => {
      const lines: string[] = [];
      let earned = 0;
      let total = 0;
      const failedRequired: string[] = [];
      for (const [index, item] of criteria.entries()) {
        const label = item.id ?? `#${index + 1}`;
        const answer = await askJudge(context, buildJudgePrompt(question(context, criterionQuestion(item))));
        if ("kind" in answer) {
          return answer.kind === "error"
            ? { ...answer, message: `criterion ${label}: ${answer.message}` }
            : answer;
        }
        total += item.weight;
        const met = item.minScore === undefined ? answer.pass : answer.score >= item.minScore;
        if (met) earned += item.weight;
        else if (item.required) failedRequired.push(label);
        lines.push(
          `[${label}] ${met ? "met" : "not met"}: ${item.operator === "contradiction" ? "not contradicted: " : ""}${item.outcome}${answer.reasoning ? ` (${answer.reasoning})` : ""}`,
        );
      }
      const score = total > 0 ? earned / total : 0;
      const verdict = scored(
        score,
        `rubric criteria met (weighted): ${criteria.map((item, index) => item.id ?? `#${index + 1}`).join(", ")}`,
        `${earned} of ${total} weight met${failedRequired.length > 0 ? `; required criteria not met: ${failedRequired.join(", ")}` : ""}`,
        lines.join("\n"),
      );
      return failedRequired.length > 0 && verdict.kind === "scored"
        ? { ...verdict, failed: `required rubric criteria not met: ${failedRequired.join(", ")}` }
        : verdict;
    },
    { checkAtLoad: true },
  ),
} satisfies Record<string, AssertionEvaluator>;

export const skillTestJudgeEvaluators = {
  llm_eval: defineEvaluator(
    z
      .object({
        pattern: z.string().min(1).optional(),
        prompt: z.string().min(1).optional(),
        expect: z.enum(["pass", "fail"]).default("pass"),
      })
      .refine((params) => (params.pattern ?? params.prompt) !== undefined, {
        message: 'field "pattern" is required (the judge prompt, with {{output}})',
      }),
    async (params, _spec, context) => {
      const template = params.pattern ?? params.prompt ?? "";
      const output = limitOutput(context.report.finalOutput);
      const instructions = /\{\{\s*output\s*\}\}/.test(template)
        ? template.replace(/\{\{\s*output\s*\}\}/g, () => output)
        : `${template}\n\nOutput:\n${output}`;
      const answer = await askJudge(context, buildCustomJudgePrompt(instructions), { yesNo: true });
      if ("kind" in answer) return answer;
      return scored(
        answer.pass === (params.expect === "pass"),
        `judge to answer ${params.expect} for ${quote(template)}`,
        `judge answered ${answer.pass ? "pass" : "fail"}${answer.reasoning ? `: ${answer.reasoning}` : ""}`,
        answer.reasoning || undefined,
      );
    },
  ),
} satisfies Record<string, AssertionEvaluator>;

export const evalsJsonJudgeEvaluators = {
  rubric: defineEvaluator(singleCriterion, async (criterion, _spec, context) => {
    const answer = await askJudge(context, buildJudgePrompt(question(context, criterion ?? "")));
    if ("kind" in answer) return answer;
    return judged(answer, criterion ?? "", answer.pass ? 1 : 0);
  }),
} satisfies Record<string, AssertionEvaluator>;

function question(context: DeclarativeContext, criterion: string) {
  return {
    criterion,
    output: context.report.finalOutput,
    toolCalls: describeToolCalls(toolCallsOf(context.report.events)),
    task: context.caseInput.prompt,
    ...(context.fileChanges === undefined ? {} : { fileChanges: context.fileChanges }),
    ...(context.caseInput.expectedOutput === undefined
      ? {}
      : { expectedOutput: context.caseInput.expectedOutput }),
  };
}

/** The judge's verdict, or the reason there is none. */
async function askJudge(
  context: DeclarativeContext,
  request: { system: string; prompt: string },
  options: { yesNo?: boolean } = {},
): Promise<JudgeVerdict | AssertionVerdict> {
  if (context.judge === undefined) return assertionError(NO_JUDGE_MESSAGE);
  let text: string;
  try {
    text = (await context.judge(request)).text;
  } catch (error) {
    return assertionError(`judge call failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const verdict = parseJudgeAnswer(text, options);
  if (verdict === undefined) {
    return assertionError(
      'judge answer unreadable: expected a JSON object like {"pass": true, "score": 1}',
      excerpt(text),
    );
  }
  return verdict;
}

function judged(answer: JudgeVerdict, criterion: string, score: number): AssertionVerdict {
  return scored(
    score,
    `judge to find the output meets ${quote(criterion)}`,
    `judge: ${answer.pass ? "pass" : "fail"} (score ${round(answer.score)})${answer.reasoning ? `: ${answer.reasoning}` : ""}`,
    answer.reasoning || undefined,
  );
}

function round(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * An `llm-grader` prompt: inline text, or a file (a single line ending in .md/.txt, or starting
 * with ./ or ../) read through the injected reader, relative to the suite file.
 */
async function loadPrompt(
  prompt: string,
  spec: AssertionSpec,
  context: DeclarativeContext,
): Promise<string | AssertionVerdict> {
  const looksLikeFile =
    !prompt.includes("\n") && (/\.(md|txt|prompt)$/i.test(prompt) || /^\.\.?\//.test(prompt));
  if (!looksLikeFile) return prompt;
  const path = isAbsolute(prompt) ? prompt : resolve(dirname(spec.source.file), prompt);
  if (context.readTextFile === undefined) {
    return assertionError(`${spec.type}: prompt file ${path} cannot be read: no file reader was provided`);
  }
  try {
    return await context.readTextFile(path);
  } catch (error) {
    return assertionError(
      `${spec.type}: prompt file ${path} cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Fills agentv's template variables; the output is appended when the template never shows it. */
function fillTemplate(template: string, context: DeclarativeContext): string {
  const output = limitOutput(context.report.finalOutput);
  const values: Record<string, string> = {
    output,
    output_text: output,
    answer: output,
    input: context.caseInput.prompt,
    input_text: context.caseInput.prompt,
    question: context.caseInput.prompt,
    criteria: context.caseInput.criteria ?? "",
    expected_output: context.caseInput.expectedOutput ?? "",
    expected_output_text: context.caseInput.expectedOutput ?? "",
    file_changes: limitOutput(context.fileChanges ?? ""),
  };
  const showsOutput = /\{\{\s*(output|output_text|answer)\s*\}\}/.test(template);
  const filled = template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
  return showsOutput ? filled : `${filled}\n\n<agent_output>\n${output}\n</agent_output>`;
}

function* toolCallsOf(events: Iterable<SessionEvent>): Generator<ToolCallEvent> {
  for (const event of events) if (event.type === "toolCall") yield event;
}
