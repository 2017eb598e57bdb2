/**
 * The `install-agents` input as GitHub runs it: the bundled action under Node 24 on two fresh
 * runners in a row. The first installs the pinned CLI (a stub `npm` stands in for the registry)
 * and saves it to the Actions cache (the real @actions/cache client against the local results
 * double); the second restores it from there without npm.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentCacheKey } from "../../src/github/install-agents/agent-cache.ts";
import {
  type ActionsResultsDouble,
  startActionsResultsDouble,
} from "../support/actions-results-double/server.ts";
import { installFakeNpm } from "../support/fake-npm.ts";
import { REPO_ROOT } from "../support/run-dist.ts";
import { runActionDist, webhookExample } from "./github-env.ts";

const npm = installFakeNpm("codex", "codex-cli %s");
// Every runner of the repository has the same tool cache path, emptied for each new job.
const toolCache = mkdtempSync(join(tmpdir(), "skill-eval-hostedtoolcache-"));
let double: ActionsResultsDouble;
beforeAll(async () => {
  double = await startActionsResultsDouble();
});
afterAll(async () => {
  await double.close();
  rmSync(toolCache, { recursive: true, force: true });
});

async function freshRunner(runId: number) {
  rmSync(toolCache, { recursive: true, force: true });
  const workspace = mkdtempSync(join(tmpdir(), "skill-eval-job-"));
  cpSync(join(REPO_ROOT, "examples/demo"), join(workspace, "evals"), { recursive: true });
  return runActionDist(
    { paths: "evals", "install-agents": "codex@0.169.0", comment: "off" },
    {
      eventName: "workflow_dispatch",
      payload: webhookExample("workflow_dispatch", () => true),
      workspace,
      env: {
        PATH: `${npm.binDir}:${process.env.PATH}`,
        RUNNER_TOOL_CACHE: toolCache,
        ACTIONS_CACHE_SERVICE_V2: "True",
        ACTIONS_RESULTS_URL: double.url,
        ACTIONS_RUNTIME_TOKEN: double.createJob(runId).runtimeToken,
        GITHUB_RUN_ID: String(runId),
      },
    },
  );
}

describe("install-agents with the Actions cache", { timeout: 180_000 }, () => {
  it("installs on the first runner, restores on the next without npm", async () => {
    const key = agentCacheKey({ agent: "codex", version: "0.169.0" });
    const first = await freshRunner(801);
    expect(first.status, first.stdout).toBe(0);
    expect(first.stdout).toContain("install-agents: codex@0.169.0 from installed");
    expect(npm.calls()).toHaveLength(1);
    expect(double.cacheEntries().map((entry) => entry.key)).toEqual([key]);

    const second = await freshRunner(802);
    expect(second.status, second.stdout).toBe(0);
    expect(second.stdout).toContain("install-agents: codex@0.169.0 from actions-cache");
    expect(npm.calls()).toHaveLength(1);
    expect(double.cacheEntries()).toHaveLength(1);
    expect(double.rejected).toEqual([]);
  });
});
