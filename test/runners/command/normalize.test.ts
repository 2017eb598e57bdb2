import { describe, expect, it } from "vitest";
import { type SessionReport, sessionReportSchema } from "../../../src/model/session-report.ts";
import type { NormalizerInput, ProcessOutcome } from "../../../src/runners/adapter.ts";
import { createTextNormalizer } from "../../../src/runners/command/normalize.ts";
import { outcome as harnessOutcome, normalizeWith } from "../../support/normalizer-harness.ts";

const runner = { id: "mine", pathKey: "mine", agent: { type: "command", model: "default" } };
const input: NormalizerInput = { runner, prompt: "Say hi", cwd: "/ws", skillRoots: [] };

function outcome(overrides: Partial<ProcessOutcome> = {}): ProcessOutcome {
  return harnessOutcome({ durationMs: 250, ...overrides });
}

function normalize(lines: Iterable<string>, end: ProcessOutcome = outcome()): SessionReport {
  return normalizeWith(createTextNormalizer)(lines, input, end);
}

describe("createTextNormalizer", () => {
  it("all of stdout is the final output, trailing whitespace trimmed, leading kept", () => {
    const report = normalize(["  Hello,", "", "world!  ", "", ""]);
    expect(report.finalOutput).toBe("  Hello,\n\nworld!");
    expect(report.events).toEqual([
      { type: "message", role: "assistant", phase: "final", text: "  Hello,\n\nworld!" },
    ]);
    expect(report.isError).toBe(false);
    expect(report.errorKind).toBeUndefined();
    expect(report.errorMessage).toBeUndefined();
    expect(sessionReportSchema.safeParse(report).success).toBe(true);
  });

  it("keeps JSON-looking and odd lines as text, never counting them unparsed", () => {
    const report = normalize(['{"type":"result"}', "not json", "\u001b[1mbold\u001b[0m"]);
    expect(report.finalOutput).toBe('{"type":"result"}\nnot json\n\u001b[1mbold\u001b[0m');
    expect(report.unparsedLines).toBe(0);
  });

  it("drops the carriage return a CRLF program leaves", () => {
    expect(normalize(["one\r", "two\r"]).finalOutput).toBe("one\ntwo");
  });

  it("no output: empty final output and no message event", () => {
    const report = normalize([]);
    expect(report.finalOutput).toBe("");
    expect(report.events).toEqual([]);
  });

  it("a non-zero exit is a crash, with stderr in the message; the output is kept", () => {
    const report = normalize(["partial"], outcome({ exitCode: 3, stderrTail: "bad flag\n" }));
    expect([report.isError, report.errorKind, report.errorMessage]).toEqual([
      true,
      "crash",
      "The command exited with code 3: bad flag",
    ]);
    expect(report.finalOutput).toBe("partial");
  });

  it("a signal is a crash; a timeout is a timeout", () => {
    const killed = normalize([], outcome({ exitCode: null, signal: "SIGKILL" }));
    expect([killed.errorKind, killed.errorMessage]).toEqual(["crash", "The command was killed (SIGKILL)"]);
    const slow = normalize(
      ["so far"],
      outcome({ exitCode: null, signal: "SIGTERM", timedOut: true, durationMs: 60000 }),
    );
    expect([slow.isError, slow.errorKind, slow.errorMessage]).toEqual([
      true,
      "timeout",
      "Timed out after 60000 ms",
    ]);
  });

  it("reports characters for usage, nothing about tools, files or skills", () => {
    const report = normalize(["Hi there"]);
    expect(report.usage).toEqual({
      inputChars: "Say hi".length,
      outputChars: "Hi there".length,
      reasoningChars: 0,
      source: { input: "chars", output: "chars", reasoning: "chars" },
    });
    expect(report.files).toEqual({ observedReads: [], observedSkillReads: [], observedWrites: [] });
    expect(report.detectedSkills).toEqual([]);
    expect(report.attemptedSkills).toEqual([]);
    expect(report.runner).toEqual(runner);
    expect(report.prompt).toBe("Say hi");
    expect(report.durationMs).toBe(250);
  });
});
