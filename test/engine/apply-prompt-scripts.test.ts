import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { applyPromptScripts } from "../../src/engine/apply-prompt-scripts.ts";
import { ConfigErrors } from "../../src/model/errors.ts";
import type { CaseSpec, PromptScript, Suite } from "../../src/model/suite.ts";

function caseWith(id: string, prompt: string, promptScript?: PromptScript): CaseSpec {
  return {
    id,
    prompt,
    tags: [],
    expectedFail: false,
    iterations: 1,
    threshold: 1,
    assertions: [],
    metadata: {},
    ...(promptScript === undefined ? {} : { promptScript }),
  };
}

function suiteOf(id: string, cases: CaseSpec[]): Suite {
  return {
    id,
    format: "skill-test",
    file: `/repo/${id}.yaml`,
    relativePath: `${id}.yaml`,
    contentHash: "0".repeat(64),
    skills: [],
    workspace: { mode: "isolated" },
    cases,
    warnings: [],
  };
}

/** A hook script that logs each prompt it gets to `runs.log` in its folder and prints it upper-cased. */
function countingScript(): PromptScript {
  const dir = mkdtempSync(join(tmpdir(), "prompt-script-"));
  const text = '#!/bin/sh\nprompt=$(cat)\necho "$prompt" >> runs.log\necho "$prompt" | tr a-z A-Z\n';
  const file = join(dir, "hook.sh");
  writeFileSync(file, text);
  return { file, display: "skill/hook.sh", text, cwd: dir };
}

describe("applyPromptScripts", () => {
  it("puts each script's output in the prompt, runs it once per prompt, and drops the description", () => {
    const script = countingScript();
    const [first, second] = applyPromptScripts([
      suiteOf("a", [caseWith("one", "fix it", script), caseWith("two", "fix it", script)]),
      suiteOf("b", [caseWith("three", "test it", script), caseWith("plain", "as written")]),
    ]);
    expect(first?.cases.map((caseSpec) => caseSpec.prompt)).toEqual(["FIX IT", "FIX IT"]);
    expect(second?.cases.map((caseSpec) => caseSpec.prompt)).toEqual(["TEST IT", "as written"]);
    expect([...(first?.cases ?? []), ...(second?.cases ?? [])].some((c) => "promptScript" in c)).toBe(false);
    expect(readFileSync(join(script.cwd, "runs.log"), "utf8")).toBe("fix it\ntest it\n");
  });

  it("returns a suite without scripts as it was", () => {
    const suite = suiteOf("a", [caseWith("one", "as written")]);
    expect(applyPromptScripts([suite])[0]).toBe(suite);
  });

  it("reports the first failing script of every suite at once, at the script's first line", () => {
    const dir = mkdtempSync(join(tmpdir(), "prompt-script-"));
    const text = "#!/bin/sh\necho nope >&2\nexit 4\n";
    writeFileSync(join(dir, "bad.sh"), text);
    const bad: PromptScript = { file: join(dir, "bad.sh"), display: "skill/bad.sh", text, cwd: dir };
    let thrown: unknown;
    try {
      applyPromptScripts([
        suiteOf("a", [caseWith("one", "x", bad), caseWith("two", "y", bad)]),
        suiteOf("b", [caseWith("three", "z", bad)]),
      ]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigErrors);
    const problems = thrown instanceof ConfigErrors ? thrown.errors : [];
    expect(problems.map((problem) => `${problem.location} ${problem.message}`)).toEqual([
      "skill/bad.sh:1:1 the hook script exited with code 4: nope",
      "skill/bad.sh:1:1 the hook script exited with code 4: nope",
    ]);
  });
});
