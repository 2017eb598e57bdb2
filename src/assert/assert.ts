import nodeAssert from "node:assert/strict";
import { throwFailure } from "./assertion-failure.ts";
import { type AssertionClassifier, classify } from "./classify.ts";
import { type CommandAssertions, createCommandAssertions } from "./commands.ts";
import { createFileReadAssertions, type FileReadAssertions } from "./file-reads.ts";
import { createOutputAssertions, type OutputAssertions } from "./output.ts";
import { createSkillAssertions, type SkillAssertions } from "./skills.ts";
import { type SoftAssert, softAssert } from "./soft.ts";
import { createToolCallAssertions, type ToolCallAssertions } from "./tool-calls.ts";

/** `node:assert/strict` plus the grouped helpers: skillgym's `SkillGymAssert`. */
export type SkillEvalAssert = typeof nodeAssert & {
  soft: SoftAssert;
  skills: SkillAssertions;
  commands: CommandAssertions;
  fileReads: FileReadAssertions;
  toolCalls: ToolCallAssertions;
  output: OutputAssertions;
  classify: AssertionClassifier;
};

/**
 * The `assert` suites import. Callable like Node's (`assert(value)`), with every
 * `node:assert/strict` function, plus grouped helpers over the session report. Each helper's
 * failure is an `AssertionError` whose message gives your `message` first, then what was
 * expected, then what the session showed.
 *
 * @example
 * assert.skills.has(report, "find-skills", { minConfidence: "strong" });
 * assert.commands.includes(report, "npx skills find");
 * assert.match(report.finalOutput, /upgrading-expo/i);
 */
export const assert: SkillEvalAssert = Object.assign(
  // A new function rather than Node's own, which is shared and must not gain our properties.
  // Bound, not wrapped: a bound function adds no stack frame, so Node's generated message still
  // quotes the suite's own line (`assert(1 > 2)`), not ours.
  nodeAssert.ok.bind(undefined),
  nodeAssert,
  {
    soft: softAssert,
    skills: createSkillAssertions(throwFailure),
    commands: createCommandAssertions(throwFailure),
    fileReads: createFileReadAssertions(throwFailure),
    toolCalls: createToolCallAssertions(throwFailure),
    output: createOutputAssertions(throwFailure),
    classify,
  },
);
