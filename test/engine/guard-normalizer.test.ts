import { describe, expect, it } from "vitest";
import { guardNormalizer } from "../../src/engine/guard-normalizer.ts";
import type { SessionReport } from "../../src/model/session-report.ts";
import type { ProcessOutcome, TranscriptNormalizer } from "../../src/runners/adapter.ts";
import { sessionReport } from "../support/session-report-builder.ts";

const OUTCOME: ProcessOutcome = { exitCode: 0, timedOut: false, stderrTail: "", durationMs: 1 };
const EMPTY = sessionReport().build();
const FULL: SessionReport = sessionReport().command("ls").output("done").build();

/** A normalizer that throws on the line "bad" (or in finish), counting the lines it was given. */
function fragile(options: { finishThrows?: boolean } = {}) {
  const seen: string[] = [];
  const normalizer: TranscriptNormalizer = {
    push(line) {
      if (line === "bad") throw new Error("unexpected event shape");
      seen.push(line);
    },
    stepsSoFar: () => seen.length,
    finish() {
      if (options.finishThrows) throw new TypeError("cannot read usage");
      return FULL;
    },
  };
  return { normalizer, seen };
}

describe("guardNormalizer", () => {
  it("passes everything through while the normalizer works", () => {
    const { normalizer, seen } = fragile();
    const guarded = guardNormalizer(normalizer, () => EMPTY);
    guarded.push("a");
    guarded.push("b");
    expect(guarded.stepsSoFar()).toBe(2);
    expect(guarded.finish(OUTCOME)).toBe(FULL);
    expect(guarded.failure()).toBeUndefined();
    expect(seen).toEqual(["a", "b"]);
  });

  it("records the first exception, ignores the rest of the stream and finishes with no session", () => {
    const { normalizer, seen } = fragile();
    const guarded = guardNormalizer(normalizer, () => EMPTY);
    guarded.push("a");
    expect(() => guarded.push("bad")).not.toThrow();
    guarded.push("c");
    expect(seen).toEqual(["a"]);
    expect(guarded.finish(OUTCOME)).toBe(EMPTY);
    expect(guarded.failure()).toBe("unexpected event shape");
  });

  it("catches a finish that throws", () => {
    const guarded = guardNormalizer(fragile({ finishThrows: true }).normalizer, () => EMPTY);
    expect(guarded.finish(OUTCOME)).toBe(EMPTY);
    expect(guarded.failure()).toBe("cannot read usage");
  });
});
