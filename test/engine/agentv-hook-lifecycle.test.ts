// agentv's lifecycle (workspace-architecture.mdx): template copy, then before_all in that
// workspace, then each test; a hook runs in its cwd, else the folder of the file it is written in,
// with `{{workspace_path}}` filled in (script-executor.ts). Never in the user's checkout.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { makeProject, runDistAsync } from "../support/run-dist.ts";

function project(workspace: string[]): string {
  return makeProject({
    "skill-eval.config.yaml": [
      "runners:",
      "  sh:",
      "    agent: command",
      "    command: [sh, -c, 'cat .claude/marker 2>/dev/null || echo no-marker']",
      "",
    ].join("\n"),
    "evals/scripts/setup.sh": 'mkdir -p "$1/.claude" && echo "set up by before_all" > "$1/.claude/marker"\n',
    "evals/templates/app/README.md": "template\n",
    "evals/EVAL.yaml": [
      "workspace:",
      ...workspace,
      "tests:",
      "  - id: one",
      "    input: Go.",
      "    assertions: [{ type: contains, value: set up by before_all }]",
      "  - id: two",
      "    input: Go.",
      "    assertions: [{ type: contains, value: set up by before_all }]",
      "",
    ].join("\n"),
  });
}

async function run(dir: string) {
  const result = await runDistAsync("cli.js", ["run", "evals"], { cwd: dir });
  const results = resultsSchema.parse(
    JSON.parse(readFileSync(join(dir, ".skill-eval/results.json"), "utf8")),
  );
  return { ...result, verdicts: results.cases.map((entry) => `${entry.case}:${entry.verdict}`) };
}

describe("agentv before_all", () => {
  it.each([
    ["with a template", ["  template: ./templates/app"]],
    ["without one", []],
  ])(
    "runs in the workspace its tests see (%s), from the eval file's folder, never in the checkout",
    async (_, template) => {
      const dir = project([
        ...template,
        "  hooks:",
        "    before_all:",
        '      command: [sh, ./scripts/setup.sh, "{{workspace_path}}"]',
      ]);
      const { status, stderr, verdicts } = await run(dir);
      expect(verdicts, stderr).toEqual(["one:passed", "two:passed"]);
      expect(status).toBe(0);
      expect(existsSync(join(dir, ".claude"))).toBe(false);
      expect(existsSync(join(dir, "evals", ".claude"))).toBe(false);
    },
  );
});
