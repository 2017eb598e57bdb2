import nodeAssert from "node:assert/strict";
import { type CommandAssertions } from "./commands.js";
import { type FileReadAssertions } from "./file-reads.js";
import { type OutputAssertions } from "./output.js";
import { type SkillAssertions } from "./skills.js";
import { type ToolCallAssertions } from "./tool-calls.js";
type NodeAssert = typeof nodeAssert;
type AssertPredicate = Parameters<NodeAssert["throws"]>[1];
type SyncMethod = "ok" | "equal" | "notEqual" | "deepEqual" | "notDeepEqual" | "strictEqual" | "notStrictEqual" | "deepStrictEqual" | "notDeepStrictEqual" | "partialDeepStrictEqual" | "match" | "doesNotMatch" | "ifError";
/** A Node assertion with the same arguments that records its failure instead of throwing. */
type Softened<F> = F extends (...args: infer A) => unknown ? (...args: A) => void : never;
type SoftenedNodeMethods = {
    [K in SyncMethod]: Softened<NodeAssert[K]>;
};
/**
 * `node:assert/strict`, soft: each sync method records its failure and returns. They narrow no
 * types (the value may still be wrong afterwards) and `fail` returns, so unlike skillgym's
 * declaration they are typed `void`. `rejects` / `doesNotReject` stay hard, as in skillgym.
 */
export interface SoftNodeAssert extends SoftenedNodeMethods, Pick<NodeAssert, "rejects" | "doesNotReject" | "AssertionError" | "CallTracker" | "Assert"> {
    (value: unknown, message?: string | Error): void;
    throws(block: () => unknown, message?: string | Error): void;
    throws(block: () => unknown, error: AssertPredicate, message?: string | Error): void;
    doesNotThrow(block: () => unknown, message?: string | Error): void;
    doesNotThrow(block: () => unknown, error: AssertPredicate, message?: string | Error): void;
    fail(message?: string | Error): void;
}
/**
 * `assert.soft`: the same checks as `assert`, but a failure is collected and the case goes on;
 * all of them are reported together when the case's `assert` returns. Outside a running case a
 * soft failure throws at once.
 */
export type SoftAssert = SoftNodeAssert & {
    skills: SkillAssertions;
    commands: CommandAssertions;
    fileReads: FileReadAssertions;
    toolCalls: ToolCallAssertions;
    output: OutputAssertions;
};
export declare const softAssert: SoftAssert;
export {};
