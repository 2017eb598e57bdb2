import nodeAssert from "node:assert/strict";
import { type AssertionClassifier } from "./classify.js";
import { type CommandAssertions } from "./commands.js";
import { type FileReadAssertions } from "./file-reads.js";
import { type OutputAssertions } from "./output.js";
import { type SkillAssertions } from "./skills.js";
import { type SoftAssert } from "./soft.js";
import { type ToolCallAssertions } from "./tool-calls.js";
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
export declare const assert: SkillEvalAssert;
