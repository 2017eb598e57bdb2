import { describe, expect, it } from "vitest";
import { makeProject, runDist } from "../support/run-dist.ts";

/**
 * Every kind of malformed input, through the CLI as users meet it: exit code 2, the file, line
 * and column of the mistake, a hint, and no stack trace. The fixtures are the formats' own.
 */
const ERRORS: [folder: string, location: string, message: RegExp][] = [
  ["agentv/mistakes/bad-yaml", "agentv/mistakes/bad-yaml/EVAL.yaml:3:12", /Nested mappings/],
  [
    "agentv/mistakes/duplicate-ids",
    "agentv/mistakes/duplicate-ids/cases/beta/case.yaml:2:5",
    /duplicate case id "alpha"/,
  ],
  [
    "agentv/mistakes/empty-case",
    "agentv/mistakes/empty-case/cases/empty/case.yaml:1:1",
    /case\.yaml is empty/,
  ],
  ["agentv/mistakes/escaping", "agentv/mistakes/escaping/EVAL.yaml:1:12", /outside the repository root/],
  ["agentv/mistakes/missing-tests", "agentv/mistakes/missing-tests/EVAL.yaml:2:8", /does not exist/],
  ["agentv/mistakes/no-input", "agentv/mistakes/no-input/EVAL.yaml:4:5", /has no input/],
  [
    "agentv/mistakes/string-hook",
    "agentv/mistakes/string-hook/EVAL.yaml:4:16",
    /argument array, not a string/,
  ],
  [
    "agentv/mistakes/unknown-type",
    "agentv/mistakes/unknown-type/EVAL.yaml:7:9",
    /unknown assertion type "contians" for agentv suites; did you mean "contains"\?/,
  ],
  [
    "agentv/mistakes/wrong-type",
    "agentv/mistakes/wrong-type/cases/typed/case.yaml:2:11",
    /expected string, received number/,
  ],
  [
    "skill-test/errors/bad-config-value",
    "skill-test/errors/bad-config-value/skill-test.config.yaml:1:12",
    /threshold/,
  ],
  [
    "skill-test/errors/bad-yaml",
    "skill-test/errors/bad-yaml/skill-tests/test-bad.yaml:4:1",
    /Missing closing "quote/,
  ],
  [
    "skill-test/errors/circular",
    "skill-test/errors/circular/skill-tests/shared/b.yaml:1:9",
    /circular file reference/,
  ],
  [
    "skill-test/errors/custom-without-path",
    "skill-test/errors/custom-without-path/skill-test.config.yaml:1:7",
    /needs a hook file/,
  ],
  [
    "skill-test/errors/duplicate-case-ids",
    "skill-test/errors/duplicate-case-ids/skill-tests/test-cases.yaml:3:7",
    /duplicate test id/,
  ],
  [
    "skill-test/errors/duplicate-ids",
    "skill-test/errors/duplicate-ids/skill-tests/test-duplicates.yaml:7:7",
    /duplicate assertion id/,
  ],
  [
    "skill-test/errors/outside",
    "skill-test/errors/outside/skill-tests/test-outside.yaml:4:13",
    /outside the skill's skill-tests\//,
  ],
  [
    "skill-test/errors/undefined-name",
    "skill-test/errors/undefined-name/skill-tests/search.spec.yaml:10:9",
    /undefined assertion reference/,
  ],
  [
    "skill-test/errors/unknown-config-key",
    "skill-test/errors/unknown-config-key/skill-test.config.yaml:2:1",
    /Unrecognized key: "iteration"/,
  ],
  [
    "skill-test/errors/unknown-type",
    "skill-test/errors/unknown-type/skill-tests/test-type.yaml:5:13",
    /unknown assertion type "contians"/,
  ],
  [
    "skill-test/errors/wrong-type",
    "skill-test/errors/wrong-type/skill-tests/test-wrong-type.yaml:3:15",
    /expected number, received string/,
  ],
  ["evals-json/bad-json", "evals-json/bad-json/evals/evals.json:5:5", /Missing , or :/],
  ["evals-json/duplicate-ids", "evals-json/duplicate-ids/evals/evals.json:5:13", /duplicate eval id 1/],
  ["evals-json/outside", "evals-json/outside/evals/evals.json:4:41", /outside the skill directory/],
  ["evals-json/no-skill", "evals-json/no-skill/evals/evals.json", /not inside a skill/],
  ["evals-json/wrong-type", "evals-json/wrong-type/evals/evals.json:4:47", /expected array, received string/],
  [
    "skill-test/errors/unknown-keys",
    "skill-test/errors/unknown-keys/skill-tests/test-keys.yaml:3:3",
    /unknown field "iteration" in a test case/,
  ],
];

const WARNINGS: [folder: string, location: string, message: RegExp][] = [
  [
    "agentv/mistakes/skipped-folder",
    "agentv/mistakes/skipped-folder/EVAL.yaml:1:8",
    /skipped folder drafts\//,
  ],
  [
    "agentv/mistakes/unknown-keys",
    "agentv/mistakes/unknown-keys/EVAL.yaml:1:1",
    /did you mean "description"\?/,
  ],
  [
    "agentv/mistakes/ungraded",
    "agentv/mistakes/ungraded/EVAL.yaml:5:5",
    /test "forgotten" is skipped: nothing grades it/,
  ],
  [
    "skill-test/errors/missing-file",
    "skill-test/errors/missing-file/skill-tests/test-missing.yaml:4:13",
    /referenced assertion file not found/,
  ],
];

const config = makeProject({
  "skill-eval.config.yaml": "runners:\n  r:\n    agent: replay\n    transcripts: .\n",
});
const validate = (folder: string) =>
  runDist("cli.js", ["validate", `test/fixtures/${folder}`, "--config", `${config}/skill-eval.config.yaml`]);

describe("malformed inputs through `skill-eval validate`", () => {
  it.each(ERRORS)("%s: exit 2 at the mistake, with a hint and no stack", (folder, location, message) => {
    const run = validate(folder);
    expect(run.status).toBe(2);
    const line = run.stderr
      .split("\n")
      .find((candidate) => candidate.startsWith(`error: test/fixtures/${location}:`));
    expect(line, run.stderr).toBeDefined();
    expect(line).toMatch(message);
    expect(run.stderr).toMatch(/^ {2}hint: /m);
    expect(run.stderr).toMatch(/configuration problem\(s\); nothing ran\.|Nothing ran\./);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });

  it.each(WARNINGS)("%s: a warning at the spot, and the rest still loads", (folder, location, message) => {
    const run = validate(folder);
    expect(run.status).toBe(0);
    const line = run.stderr
      .split("\n")
      .find((candidate) => candidate.startsWith(`warning: test/fixtures/${location}:`));
    expect(line, run.stderr).toMatch(message);
    expect(run.stdout).toMatch(/^valid: 1 suite\(s\)/);
  });
});
