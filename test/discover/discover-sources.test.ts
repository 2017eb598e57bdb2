import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { discoverSources } from "../../src/discover/discover-sources.ts";
import { makeProject } from "../support/run-dist.ts";

const OURS = '{\n  "schemaVersion": 1,\n  "run": {\n    "startedAt": "2026-01-01T00:00:00.000Z"\n  }\n}\n';
const EVAL = "tests:\n  - id: one\n    input: hi\n    assertions: [{ type: contains, value: x }]\n";

describe("discoverSources", () => {
  it("passes over a skill-eval output folder whatever its name, with its kept workspaces", () => {
    const project = makeProject({
      "evals/EVAL.yaml": EVAL,
      "results/results.json": OURS,
      "results/workspaces/evals-one-sh-1--0a1b2c3d/notes.eval.yaml": EVAL,
      "results/workspaces/evals-one-sh-1--0a1b2c3d/skills/s/SKILL.md": "---\nname: s\n---\n",
    });
    const tree = discoverSources([project]);
    expect(tree.sources).toEqual([{ format: "agentv", file: join(project, "evals/EVAL.yaml") }]);
    expect(tree.skillDirs).toEqual([]);
  });

  it("walks a folder whose results.json another tool wrote, and an output folder given by name", () => {
    const project = makeProject({
      "fixtures/results.json": '{ "passed": 3 }',
      "fixtures/EVAL.yaml": EVAL,
      "results/results.json": OURS,
      "results/EVAL.yaml": EVAL,
    });
    expect(discoverSources([project]).sources).toEqual([
      { format: "agentv", file: join(project, "fixtures/EVAL.yaml") },
    ]);
    expect(discoverSources([join(project, "results")]).sources).toEqual([
      { format: "agentv", file: join(project, "results/EVAL.yaml") },
    ]);
  });

  it("takes a file under skill-tests/ named on the command line as that skill's test file, not agentv's", () => {
    const project = makeProject({
      "skill/SKILL.md": "---\nname: s\n---\n",
      "skill/skill-tests/test-a.yaml": "- id: a\n",
      "skill/skill-tests/test-b.yaml": "- id: b\n",
      "skill/skill-test.config.yaml": "iterations: 1\n",
    });
    const a = join(project, "skill/skill-tests/test-a.yaml");
    const b = join(project, "skill/skill-tests/test-b.yaml");
    const skillDir = join(project, "skill");
    expect(discoverSources([a, b]).sources).toEqual([{ format: "skill-test", skillDir, only: [a, b] }]);
    // The skill folder named too, or its skill-test.config.yaml: the whole skill, whichever comes first.
    expect(discoverSources([a, skillDir]).sources).toEqual([{ format: "skill-test", skillDir }]);
    expect(discoverSources([skillDir, a]).sources).toEqual([{ format: "skill-test", skillDir }]);
    expect(discoverSources([join(skillDir, "skill-test.config.yaml"), a]).sources).toEqual([
      { format: "skill-test", skillDir },
    ]);
  });
});
