/**
 * The API suite authors import, as `skill-eval-action` or as `skillgym`: a skillgym suite runs
 * unchanged, since both names resolve here. The surface mirrors skillgym's.
 *
 * @example
 * import { assert, type Case } from "skillgym";
 *
 * const suite: Case[] = [
 *   {
 *     id: "find-skills-expo",
 *     prompt: "Find a skill for upgrading Expo SDK and tell me how to install it.",
 *     assert(report, ctx) {
 *       assert.skills.has(report, "find-skills");
 *       assert.commands.includes(report, "npx skills find");
 *       assert.match(ctx.finalOutput(), /upgrading-expo/i);
 *     },
 *   },
 * ];
 *
 * export default suite;
 */
export type { 
/** The `assert` object: `node:assert/strict` plus `soft`, `skills`, `commands`, `fileReads`, `toolCalls`, `output`, `classify`. */
SkillEvalAssert, 
/** skillgym's name for the `assert` object's type. */
SkillEvalAssert as SkillGymAssert, } from "./assert/assert.js";
export { assert } from "./assert/assert.js";
export type { 
/** Options every grouped assertion takes: `message` is shown first when it fails. */
AssertionOptions, ExplainOptions, 
/** `assert.skills.*` options: `minConfidence` (`weak` < `medium` < `strong` < `explicit`). */
SkillAssertionOptions, 
/** How sure a skill detection is: `weak` < `medium` < `strong` < `explicit`. */
SkillConfidence, } from "./assert/assertion-options.js";
export type { AssertionClassifier } from "./assert/classify.js";
export type { 
/** What `commandMatcher(...)` builds: order-insensitive options, `--k v` = `--k=v`, `-abc` = `-a -b -c`. */
CommandMatcherBuilder, CommandMatcherBuilderLike, 
/** A string matches a command's argument or option value exactly, a RegExp when it tests true. */
CommandValueMatcher, 
/** skillgym's plain-object form: `{ executable, positionals, options: { "--watch": true }, strict }`. */
StructuredCommandMatcher, } from "./assert/command-matcher.js";
/** `commandMatcher("pnpm").arg("test").option("--filter", "unit").flag("--watch")`: a structured matcher for `assert.commands.*`. */
export { commandMatcher } from "./assert/command-matcher.js";
export type { CommandAssertions } from "./assert/commands.js";
export type { FileReadAssertions } from "./assert/file-reads.js";
export type { 
/** A string matches as a substring, a RegExp when it tests true. */
Matcher, 
/** `{ tool?: string | RegExp; where?(args, event) }`: a string tool is the exact tool name. */
ToolCallMatcher, } from "./assert/matchers.js";
export type { OutputAssertions } from "./assert/output.js";
export type { SkillAssertions } from "./assert/skills.js";
export type { 
/** `assert.soft`: failures are collected and reported together when the case's `assert` returns. */
SoftAssert, 
/** skillgym's name for `assert.soft`'s type. */
SoftAssert as SkillGymSoftAssert, } from "./assert/soft.js";
export type { ToolCallAssertions } from "./assert/tool-calls.js";
export type { 
/** The helpers a case's `assert(report, ctx)` receives as `ctx`; the report stays the source of truth. */
AssertionContext, 
/** One case: `id`, `prompt`, optional `tags`, `timeoutMs`, `expectedFail`, `classifyFailure`, and `assert(report, ctx)`. */
Case, 
/** skillgym's old name for `Case`. */
Case as TestCase, 
/** What `classifyFailure(result)` receives: skillgym's `RunnerResult`. */
CaseRunResult as RunnerResult, 
/** A suite module's `default` export: `Case[]` or a `Record<string, Case>`. */
SuiteDefinition as Suite, 
/** skillgym's old name for `Suite`. */
SuiteDefinition as TestSuite, 
/** A suite's optional `export const workspace`: where its executions run. */
SuiteWorkspaceConfig, 
/** A command run to prepare a workspace before the agent starts. */
WorkspaceBootstrapConfig, } from "./model/case.js";
export type { RunnerInfo, 
/** One normalized step of the agent's session: message, tool call, tool result, command, file read or write, skill signal. */
SessionEvent, 
/** The normalized agent session a case's `assert` checks: a superset of skillgym's. */
SessionReport, 
/** A skill the agent used, with `confidence` and `evidence`. */
SkillDetection, } from "./model/session-report.js";
export type { 
/** `{ id, label? }`: groups failing executions under one shared cause. */
FailureClass, 
/** The stage of an execution a failure came from. */
FailureOrigin as RunnerFailureOrigin, } from "./model/status.js";
