import { z } from "zod";

/**
 * Anthropic skill-creator's `evals/evals.json` (`references/schemas.md`). Objects are loose: a
 * seed format's unknown keys are warned about, not rejected.
 */
export const evalsFileSchema = z.looseObject({
  skill_name: z.string().optional(),
  evals: z.array(z.unknown()),
});

export const evalEntrySchema = z.looseObject({
  id: z.union([z.number(), z.string().min(1, "an id cannot be empty")]),
  prompt: z.string().refine((text) => text.trim() !== "", "a prompt cannot be empty"),
  expected_output: z.string().optional(),
  /** Input files, relative to the skill directory. */
  files: z.array(z.string().min(1)).optional(),
  /** Verifiable statements a judge grades the run against (schemas.md). */
  expectations: z.array(z.string().min(1, "an expectation cannot be empty")).optional(),
  /**
   * The same, as skill-creator's SKILL.md and the Agent Skills guide write them: a string is a
   * statement for the judge; an object with `type` is a typed check (agentv's types), one with
   * only `text` (grading.json's shape) a statement.
   */
  assertions: z
    .array(z.union([z.string().min(1, "an assertion cannot be empty"), z.looseObject({})]))
    .optional(),
});
export type EvalEntry = z.infer<typeof evalEntrySchema>;

export const KNOWN_FILE_KEYS = ["skill_name", "evals"] as const;
export const KNOWN_EVAL_KEYS = [
  "id",
  "prompt",
  "expected_output",
  "files",
  "expectations",
  "assertions",
] as const;
