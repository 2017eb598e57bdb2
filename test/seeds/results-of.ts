import type { Results } from "../../src/model/results.ts";
import type { Suite } from "../../src/model/suite.ts";
import { buildResults } from "../../src/report/build-results.ts";
import { runnerConfigSchema } from "../../src/runners/runner-config.ts";

/** results.json for a loaded suite on one Claude Code runner, before anything ran. */
export function resultsOf(suite: Suite, runnerId = "claude"): Results {
  return buildResults({
    startedAt: "2026-01-30T14:30:21.123Z",
    toolVersion: "test",
    complete: true,
    plan: [
      {
        suite,
        runners: [{ id: runnerId, config: runnerConfigSchema.parse({ agent: "claude-code" }), baseDir: "/" }],
      },
    ],
    executions: [],
  });
}
