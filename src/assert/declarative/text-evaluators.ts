import { z } from "zod";
import { compilePattern } from "../../model/compile-pattern.ts";
import { assertionError, scored } from "./assertion-verdict.ts";
import { type AssertionEvaluator, defineEvaluator } from "./define-evaluator.ts";
import { excerpt, quote } from "./excerpt.ts";

/**
 * agentv's deterministic string and format checks over the agent's final output
 * (reference/seed-systems.md §2.1, "String and format checks"). Each scores 1 or 0. As in agentv,
 * `contains*` compare as written (the `i` variants lower-case both sides), while `starts-with`,
 * `ends-with` and `equals` trim both sides first; `is-json` is `JSON.parse` succeeding.
 */

/** YAML reads `value: 42` as a number; agentv compares it as the text it was written as. */
const text = z.union([z.string(), z.number(), z.boolean()]).transform(String);
const single = z.object({ value: text });
const several = z.object({
  value: z.union([text.transform((value) => [value]), z.array(text).min(1)]),
});

/** Every field of these checks is known up front: a missing or mistyped one is refused when the suite loads. */
function checkedEvaluator<Schema extends z.ZodType>(
  schema: Schema,
  evaluate: Parameters<typeof defineEvaluator<Schema>>[1],
): AssertionEvaluator {
  return defineEvaluator(schema, evaluate, { checkAtLoad: true });
}

export const textEvaluators = {
  contains: checkedEvaluator(single, ({ value }, _spec, { report }) =>
    containment(report.finalOutput, [value], "all", false),
  ),
  "contains-any": checkedEvaluator(several, ({ value }, _spec, { report }) =>
    containment(report.finalOutput, value, "any", false),
  ),
  "contains-all": checkedEvaluator(several, ({ value }, _spec, { report }) =>
    containment(report.finalOutput, value, "all", false),
  ),
  icontains: checkedEvaluator(single, ({ value }, _spec, { report }) =>
    containment(report.finalOutput, [value], "all", true),
  ),
  "icontains-any": checkedEvaluator(several, ({ value }, _spec, { report }) =>
    containment(report.finalOutput, value, "any", true),
  ),
  "icontains-all": checkedEvaluator(several, ({ value }, _spec, { report }) =>
    containment(report.finalOutput, value, "all", true),
  ),
  "starts-with": checkedEvaluator(single, ({ value }, _spec, { report }) => {
    const output = report.finalOutput.trim();
    return scored(
      output.startsWith(value.trim()),
      `output to start with ${quote(value)}`,
      `it starts with ${quote(output.slice(0, Math.max(value.trim().length, 40)))}`,
      excerpt(report.finalOutput),
    );
  }),
  "ends-with": checkedEvaluator(single, ({ value }, _spec, { report }) => {
    const output = report.finalOutput.trim();
    return scored(
      output.endsWith(value.trim()),
      `output to end with ${quote(value)}`,
      `it ends with ${quote(output.slice(-Math.max(value.trim().length, 40)))}`,
      excerpt(report.finalOutput),
    );
  }),
  equals: checkedEvaluator(single, ({ value }, _spec, { report }) =>
    scored(
      report.finalOutput.trim() === value.trim(),
      `output to equal ${quote(value)} (trimmed)`,
      `output is ${quote(report.finalOutput.trim())}`,
      excerpt(report.finalOutput),
    ),
  ),
  regex: checkedEvaluator(
    z.object({
      value: z.string(),
      flags: z
        .string()
        .regex(/^[dgimsuvy]*$/)
        .optional(),
    }),
    ({ value, flags }, _spec, { report }) => {
      const pattern = compilePattern(value, flags);
      if (!(pattern instanceof RegExp))
        return assertionError(`regex: invalid pattern /${value}/: ${pattern.error}`);
      const match = pattern.exec(report.finalOutput);
      return scored(
        match !== null,
        `output to match /${value}/${flags ?? ""}`,
        match === null ? "no match" : `matched ${quote(match[0])} at character ${match.index}`,
        excerpt(report.finalOutput),
      );
    },
  ),
  "is-json": checkedEvaluator(z.object({}), (_params, _spec, { report }) => {
    const problem = jsonProblem(report.finalOutput);
    return scored(
      problem === undefined,
      "output to be valid JSON",
      problem === undefined ? "it parses as JSON" : `it does not parse: ${problem}`,
      excerpt(report.finalOutput),
    );
  }),
} satisfies Record<string, AssertionEvaluator>;

function containment(output: string, values: readonly string[], mode: "any" | "all", ignoreCase: boolean) {
  const haystack = ignoreCase ? output.toLowerCase() : output;
  const found = values.filter((value) => haystack.includes(ignoreCase ? value.toLowerCase() : value));
  const missing = values.filter((value) => !found.includes(value));
  const passed = mode === "any" ? found.length > 0 : missing.length === 0;
  const how = ignoreCase ? " (ignoring case)" : "";
  const expected =
    values.length === 1
      ? `output to contain ${quote(values[0] ?? "")}${how}`
      : `output to contain ${mode} of ${quote(values)}${how}`;
  const observed =
    values.length === 1
      ? found.length === 1
        ? "found"
        : "not found"
      : mode === "any"
        ? found.length === 0
          ? "none of them found"
          : `found ${quote(found)}`
        : missing.length === 0
          ? "all found"
          : `missing ${quote(missing)}`;
  return scored(passed, expected, observed, excerpt(output));
}

function jsonProblem(output: string): string | undefined {
  try {
    JSON.parse(output);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
