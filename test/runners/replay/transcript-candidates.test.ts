import { describe, expect, it } from "vitest";
import {
  transcriptCandidates,
  transcriptSidecars,
} from "../../../src/runners/replay/transcript-candidates.ts";

describe("transcriptCandidates", () => {
  it("prefers the suite folder and the numbered file", () => {
    expect(transcriptCandidates("/t", "suite", "case", 2)).toEqual([
      "/t/suite/case.2.jsonl",
      "/t/suite/case.jsonl",
      "/t/case.2.jsonl",
      "/t/case.jsonl",
    ]);
  });

  it("never leaves the transcript folder", () => {
    expect(transcriptCandidates("/t", "s", "../../etc/passwd", 1)).toEqual([]);
  });

  it("names sidecars after the transcript", () => {
    expect(transcriptSidecars("/t/case.2.jsonl")).toEqual({
      exitCode: "/t/case.2.exit-code.txt",
      stderr: "/t/case.2.stderr.log",
      fileChanges: "/t/case.2.file_changes.diff",
    });
  });
});
