import { writeSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { presentError } from "../../src/report/present-error.ts";

/** The error a write to a full disk raises, as Node raises it. */
function failedWrite(code: string): unknown {
  try {
    writeSync(-1, "x");
  } catch (error) {
    return Object.assign(error as Error, { code, message: `${code}: no room, write` });
  }
  throw new Error("unreachable");
}

describe("presentError", () => {
  it.each(["ENOSPC", "EFBIG", "EDQUOT"])(
    "says a %s write is the disk's state, not a bug, with no stack",
    (code) => {
      const { text, exitCode } = presentError(failedWrite(code), true);
      expect(text).toBe(
        `error: a file could not be written (${code}: no room, write): the disk is full or a file size limit was reached. Free space (or lift the limit) and run again`,
      );
      expect(exitCode).toBe(3);
    },
  );

  it("keeps other failures internal errors, their stack only with --debug", () => {
    const error = failedWrite("EBADF");
    expect(presentError(error, false).text).toBe(
      "internal error: EBADF: no room, write\n(run with --debug for the stack trace)",
    );
    expect(presentError(error, true).text).toMatch(/^internal error: EBADF: no room, write\n.*Error/);
  });
});
