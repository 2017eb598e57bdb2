import { describe, expect, it } from "vitest";
import type { NormalizerInput, ProcessOutcome } from "../../src/runners/adapter.ts";
import { jsonRecords, normalizerOf } from "../../src/runners/normalizer-skeleton.ts";
import { SessionBuilder } from "../../src/runners/session-builder.ts";

const input: NormalizerInput = {
  runner: { id: "agent", pathKey: "agent", agent: { type: "claude-code", model: "m" } },
  prompt: "Do it.",
  cwd: "/ws",
  skillRoots: ["/ws/.claude/skills"],
};
const outcome: ProcessOutcome = { exitCode: 0, signal: null, timedOut: false, stderrTail: "", durationMs: 7 };

/** A toy format: `{"say": "..."}` lines become assistant messages; `{"skip": true}` is not of the format. */
const createToyNormalizer = normalizerOf(
  (given: NormalizerInput) => ({ session: new SessionBuilder(given), said: 0 }),
  jsonRecords,
  (state, json) => {
    if (typeof json.say !== "string") return false;
    state.said += 1;
    state.session.message("assistant", json.say);
    return true;
  },
  (state) => state.said,
  (state, end) =>
    state.session.report(end, {
      finalOutput: "",
      usage: state.session.usage({}, ""),
      isError: false,
    }),
);

describe("normalizerOf", () => {
  it("skips blank lines and counts unreadable, non-object and refused lines as unparsed", () => {
    const normalizer = createToyNormalizer(input);
    for (const line of [
      '{"say":"hi"}',
      "",
      "   ",
      "not json",
      "[1,2]",
      "null",
      '{"skip":true}',
      '{"say":"bye"}',
    ]) {
      normalizer.push(line);
    }
    expect(normalizer.stepsSoFar()).toBe(2);
    const report = normalizer.finish(outcome);
    expect(report.unparsedLines).toBe(4);
    expect(report.events.map((event) => (event.type === "message" ? event.text : event.type))).toEqual([
      "hi",
      "bye",
    ]);
    expect(report.durationMs).toBe(7);
  });
});

describe("SessionBuilder", () => {
  it("settles a skill call that never got a result as attempted, not used", () => {
    const session = new SessionBuilder(input);
    session.toolCall("Skill", { skill: "pdf" }, "c1");
    session.calls.set("c1", { tool: "Skill", skill: session.skillCall("pdf", "Skill") });
    session.closeDanglingCalls();
    const report = session.report(outcome, { finalOutput: "", usage: session.usage({}, ""), isError: false });
    expect(report.detectedSkills).toEqual([]);
    expect(report.attemptedSkills.map((skill) => skill.skill)).toEqual(["pdf"]);
  });

  it("totals tokens only when the agent gave both input and output, unless it gave its own total", () => {
    const session = new SessionBuilder(input);
    expect(session.usage({ input: 10 }, "ok").totalTokens).toBeUndefined();
    expect(session.usage({ input: 10, output: 5 }, "ok").totalTokens).toBe(15);
    expect(session.usage({ input: 10, output: 5, total: 20 }, "ok").totalTokens).toBe(20);
    expect(session.usage({ reasoning: 3 }, "ok", "derived").source.reasoning).toBe("derived");
  });
});
