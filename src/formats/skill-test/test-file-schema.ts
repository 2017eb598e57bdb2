import { z } from "zod";
import { iterationsSchema, timeoutMsSchema } from "../../model/limits.ts";

/**
 * The shapes of skill-test test files (list and scenarios formats) and of their assertions.
 * Objects are loose: seed formats warn about keys they do not know (see `knownKeys`) rather than
 * reject them, and an assertion keeps every field it was written with.
 */

const caseId = z.union([z.string().min(1, "an id cannot be empty"), z.number()]).transform(String);
const prompt = z.string().refine((text) => text.trim() !== "", "a prompt cannot be empty");
const iterations = iterationsSchema;
const presence = z.enum(["present", "absent"]);
const timeoutMs = timeoutMsSchema;

/** One entry of a list-format file. */
export const listCaseSchema = z.looseObject({
  id: caseId,
  desc: z.string().optional(),
  prompt,
  iterations: iterations.optional(),
  assertions: z.array(z.unknown()).optional(),
  golden_assertions: z.array(z.unknown()).optional(),
});

/** One value of a scenarios-format file's `scenarios:` map (the key is its id). */
export const scenarioSchema = z.looseObject({
  desc: z.string().optional(),
  prompt,
  iterations: iterations.optional(),
  assertions: z.array(z.unknown()).optional(),
  golden_assertions: z.array(z.unknown()).optional(),
});

export const scenariosFileSchema = z.looseObject({
  desc: z.string().optional(),
  assertions: z.record(z.string(), z.unknown()).optional(),
  scenarios: z.record(z.string(), z.unknown()),
});

/** `- file: ./x.yaml` or `- file: [./a.yaml, ./b.yaml]`. */
export const fileReferenceSchema = z.strictObject({
  file: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
});

const patternAssertion = {
  pattern: z.string(),
  expect: presence.optional(),
};

const execExpect = z.union([
  z.string().regex(/^(?:exit_code:\s*-?\d+|output_contains:[\s\S]*)$/, 'expected "exit_code:<n>"'),
  z.strictObject({ output_contains: z.string() }),
  z.strictObject({ exit_code: z.number().int() }),
]);

/** Fields by assertion type, besides `id`, `type` and `desc`. */
export const assertionFieldSchemas = {
  regex: z.looseObject(patternAssertion),
  contains: z.looseObject(patternAssertion),
  line_count: z
    .looseObject({
      min: z.number().int().nonnegative().optional(),
      max: z.number().int().nonnegative().optional(),
    })
    .refine((value) => value.min !== undefined || value.max !== undefined, "line_count needs min or max")
    .refine(
      (value) => value.min === undefined || value.max === undefined || value.min <= value.max,
      "min is greater than max",
    ),
  exec: z.looseObject({
    command: z.string().min(1),
    language: z.string().optional(),
    timeout_ms: timeoutMs.optional(),
    expect: execExpect.optional(),
    output_contains: z.string().optional(),
    exit_code: z.number().int().optional(),
  }),
  llm_eval: z
    .looseObject({
      pattern: z.string().optional(),
      prompt: z.string().optional(),
      expect: z.enum(["pass", "fail"]).optional(),
      timeout_ms: timeoutMs.optional(),
    })
    .refine((value) => value.pattern !== undefined || value.prompt !== undefined, {
      message: "llm_eval needs its judge prompt in pattern",
    }),
  tool_called: z.looseObject(patternAssertion),
} as const;

export type AssertionType = keyof typeof assertionFieldSchemas;
export const ASSERTION_TYPES: readonly AssertionType[] = [
  "regex",
  "contains",
  "line_count",
  "exec",
  "llm_eval",
  "tool_called",
];

export function isAssertionType(value: unknown): value is AssertionType {
  return typeof value === "string" && ASSERTION_TYPES.some((type) => type === value);
}

/** Keys each object may carry without a warning. */
export const knownKeys = {
  listCase: ["id", "desc", "prompt", "iterations", "assertions", "golden_assertions"],
  scenario: ["desc", "prompt", "iterations", "assertions", "golden_assertions"],
  scenariosFile: ["desc", "assertions", "scenarios"],
  assertion: {
    regex: ["pattern", "expect"],
    contains: ["pattern", "expect"],
    line_count: ["min", "max"],
    exec: ["command", "language", "timeout_ms", "expect", "output_contains", "exit_code"],
    llm_eval: ["pattern", "prompt", "expect", "timeout_ms", "json_schema"],
    tool_called: ["pattern", "expect"],
  } satisfies Record<AssertionType, readonly string[]>,
  /** Every assertion also takes these. */
  assertionCommon: ["id", "type", "desc"],
} as const;
