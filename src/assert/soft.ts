import nodeAssert from "node:assert/strict";
import { inspect } from "node:util";
import { type CommandAssertions, createCommandAssertions } from "./commands.ts";
import { createFileReadAssertions, type FileReadAssertions } from "./file-reads.ts";
import { createOutputAssertions, type OutputAssertions } from "./output.ts";
import { createSkillAssertions, type SkillAssertions } from "./skills.ts";
import { recordSoftFailure } from "./soft-scope.ts";
import { createToolCallAssertions, type ToolCallAssertions } from "./tool-calls.ts";

type NodeAssert = typeof nodeAssert;
type AssertPredicate = Parameters<NodeAssert["throws"]>[1];

type SyncMethod =
  | "ok"
  | "equal"
  | "notEqual"
  | "deepEqual"
  | "notDeepEqual"
  | "strictEqual"
  | "notStrictEqual"
  | "deepStrictEqual"
  | "notDeepStrictEqual"
  | "partialDeepStrictEqual"
  | "match"
  | "doesNotMatch"
  | "ifError";

/** A Node assertion with the same arguments that records its failure instead of throwing. */
type Softened<F> = F extends (...args: infer A) => unknown ? (...args: A) => void : never;
type SoftenedNodeMethods = { [K in SyncMethod]: Softened<NodeAssert[K]> };

/**
 * `node:assert/strict`, soft: each sync method records its failure and returns. They narrow no
 * types (the value may still be wrong afterwards) and `fail` returns, so unlike skillgym's
 * declaration they are typed `void`. `rejects` / `doesNotReject` stay hard, as in skillgym.
 */
export interface SoftNodeAssert
  extends SoftenedNodeMethods,
    Pick<NodeAssert, "rejects" | "doesNotReject" | "AssertionError" | "CallTracker" | "Assert"> {
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

export const softAssert: SoftAssert = Object.assign(softOk.bind(undefined), {
  ok: softOk,
  equal: soften(nodeAssert.equal),
  notEqual: soften(nodeAssert.notEqual),
  deepEqual: soften(nodeAssert.deepEqual),
  notDeepEqual: soften(nodeAssert.notDeepEqual),
  strictEqual: soften(nodeAssert.strictEqual),
  notStrictEqual: soften(nodeAssert.notStrictEqual),
  deepStrictEqual: soften(nodeAssert.deepStrictEqual),
  notDeepStrictEqual: soften(nodeAssert.notDeepStrictEqual),
  partialDeepStrictEqual: soften(nodeAssert.partialDeepStrictEqual),
  match: soften(nodeAssert.match),
  doesNotMatch: soften(nodeAssert.doesNotMatch),
  ifError: soften(nodeAssert.ifError),
  throws: soften(nodeAssert.throws),
  doesNotThrow: soften(nodeAssert.doesNotThrow),
  fail: soften(nodeAssert.fail),
  rejects: nodeAssert.rejects,
  doesNotReject: nodeAssert.doesNotReject,
  AssertionError: nodeAssert.AssertionError,
  CallTracker: nodeAssert.CallTracker,
  Assert: nodeAssert.Assert,
  skills: createSkillAssertions(recordSoftFailure),
  commands: createCommandAssertions(recordSoftFailure),
  fileReads: createFileReadAssertions(recordSoftFailure),
  toolCalls: createToolCallAssertions(recordSoftFailure),
  output: createOutputAssertions(recordSoftFailure),
});

/**
 * Node words a failed `ok` by quoting its caller's source line, which here would be our wrapper,
 * so a soft `ok` states the value instead.
 */
function softOk(value: unknown, message?: string | Error): void {
  if (value) return;
  recordSoftFailure(
    message instanceof Error
      ? message
      : new nodeAssert.AssertionError({
          message: message ?? `The expression evaluated to a falsy value: ${inspect(value)}`,
          actual: value,
          expected: true,
          operator: "==",
          stackStartFn: softOk,
        }),
  );
}

/** Only assertion failures are softened: any other error is a bug in the suite and stops the case. */
function soften(method: (...args: never[]) => unknown): (...args: unknown[]) => void {
  return (...args) => {
    try {
      Reflect.apply(method, nodeAssert, args);
    } catch (error) {
      if (!(error instanceof nodeAssert.AssertionError)) throw error;
      recordSoftFailure(error);
    }
  };
}
