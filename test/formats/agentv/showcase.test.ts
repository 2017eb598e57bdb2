import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadAgentvSuite } from "../../../src/formats/agentv/load-agentv-suite.ts";

const showcase = join(import.meta.dirname, "..", "..", "..", "examples", "agentv-showcase");

describe("examples/agentv-showcase", () => {
  const suite = loadAgentvSuite(join(showcase, "EVAL.yaml"), showcase, []);

  it("loads cleanly: three discovered cases, one with its own workspace", () => {
    expect(suite.warnings).toEqual([]);
    expect(suite.id).toBe("EVAL");
    expect(suite.cases.map((spec) => [spec.id, spec.prompt, spec.templateDir])).toEqual([
      ["hello-file", "Show the files in this directory, then write hello.txt containing hello.", undefined],
      ["report-and-changelog", "Write the status report, then add a changelog entry for it.", undefined],
      [
        "status-report",
        "Create a short status report for this project.",
        join(showcase, "cases/status-report/workspace"),
      ],
    ]);
  });

  it("gives every case the suite-level assertion last", () => {
    for (const spec of suite.cases) {
      expect(spec.assertions.at(-1)).toMatchObject({ type: "regex", name: "names-the-file" });
    }
    // The showcase stays keyless: its one plain-string criterion (judge-graded) is commented out.
    expect(suite.cases.flatMap((spec) => spec.assertions).filter((a) => a.type === "rubric")).toEqual([]);
  });

  it("targets the replay runner its config defines, with a transcript per case", () => {
    const config: unknown = parse(readFileSync(join(showcase, "skill-eval.config.yaml"), "utf8"));
    expect(config).toMatchObject({
      runners: { "claude-replay": { agent: "replay", format: "claude-code", transcripts: "./transcripts" } },
      skills: ["./skills"],
    });
    expect(suite.runnerIds).toEqual(["claude-replay"]);
    for (const spec of suite.cases) {
      expect(existsSync(join(showcase, "transcripts", `${spec.id}.jsonl`))).toBe(true);
    }
  });
});
