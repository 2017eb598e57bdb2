/**
 * The real @actions/cache client (cache service v2) saving and restoring an agent's install folder
 * through the local double of the Actions results service.
 */
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { actionsAgentCache } from "../../src/github/install-agents/actions-agent-cache.ts";
import { silenceActionsLog, useRunnerEnv } from "../support/actions-results-double/runner-env.ts";
import {
  type ActionsResultsDouble,
  startActionsResultsDouble,
} from "../support/actions-results-double/server.ts";

let double: ActionsResultsDouble;
let restoreEnv: () => void;
let restoreLog: () => void;
const scratch = mkdtempSync(join(tmpdir(), "skill-eval-actions-cache-"));

beforeAll(async () => {
  double = await startActionsResultsDouble();
  restoreEnv = useRunnerEnv(double, 31);
  process.env.ACTIONS_CACHE_SERVICE_V2 = "True";
  process.env.GITHUB_WORKSPACE = join(scratch, "workspace");
  process.env.RUNNER_TEMP = join(scratch, "temp");
  mkdirSync(process.env.GITHUB_WORKSPACE, { recursive: true });
  mkdirSync(process.env.RUNNER_TEMP, { recursive: true });
  restoreLog = silenceActionsLog();
});
afterEach(() => {
  expect(double.rejected).toEqual([]);
});
afterAll(async () => {
  restoreLog();
  restoreEnv();
  delete process.env.ACTIONS_CACHE_SERVICE_V2;
  await double.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** An install folder as npm leaves it: a package, and a .bin symlink to its executable. */
function fakeInstall(dir: string): void {
  mkdirSync(join(dir, "node_modules/fake-agent"), { recursive: true });
  mkdirSync(join(dir, "node_modules/.bin"), { recursive: true });
  writeFileSync(join(dir, "node_modules/fake-agent/cli.sh"), '#!/bin/sh\necho "fake 1.2.3"\n', {
    mode: 0o755,
  });
  symlinkSync("../fake-agent/cli.sh", join(dir, "node_modules/.bin/fake"));
  writeFileSync(join(dir, "skill-eval-agent.json"), '{"agent":"codex"}\n');
}

describe("actionsAgentCache", () => {
  it("saves an install folder and restores it on a fresh runner, symlinks and modes kept", async () => {
    const cache = await actionsAgentCache(() => {});
    if (cache === undefined) throw new Error("the Actions cache should be available");
    const dir = join(scratch, "tool-cache/fake@1.2.3");
    fakeInstall(dir);
    await cache.save(dir, "skill-eval-agent-test-fake@1.2.3");
    expect(double.cacheEntries().map((entry) => entry.key)).toEqual(["skill-eval-agent-test-fake@1.2.3"]);

    rmSync(join(scratch, "tool-cache"), { recursive: true });
    expect(await cache.restore(dir, "skill-eval-agent-test-fake@1.2.3")).toBe(true);
    expect(readlinkSync(join(dir, "node_modules/.bin/fake"))).toBe("../fake-agent/cli.sh");
    expect(statSync(join(dir, "node_modules/fake-agent/cli.sh")).mode & 0o111).not.toBe(0);
    expect(readFileSync(join(dir, "skill-eval-agent.json"), "utf8")).toBe('{"agent":"codex"}\n');
  });

  it("misses a key never saved, and a key saved for another folder", async () => {
    const cache = await actionsAgentCache(() => {});
    expect(await cache?.restore(join(scratch, "nowhere"), "skill-eval-agent-test-never")).toBe(false);
    // The entry's version hashes the cached paths: another folder cannot restore it.
    expect(await cache?.restore(join(scratch, "elsewhere"), "skill-eval-agent-test-fake@1.2.3")).toBe(false);
  });

  it("does not fail the run when the service refuses, and leaves the saved entry as it was", async () => {
    const token = process.env.ACTIONS_RUNTIME_TOKEN;
    process.env.ACTIONS_RUNTIME_TOKEN = "forged.token.value";
    try {
      const cache = await actionsAgentCache(() => {});
      const dir = join(scratch, "other");
      fakeInstall(dir);
      await expect(cache?.save(dir, "skill-eval-agent-test-forged")).resolves.toBeUndefined();
      expect(await cache?.restore(dir, "skill-eval-agent-test-fake@1.2.3")).toBe(false);
    } finally {
      process.env.ACTIONS_RUNTIME_TOKEN = token;
      double.rejected.length = 0;
    }
    expect(double.cacheEntries().map((entry) => entry.key)).toEqual(["skill-eval-agent-test-fake@1.2.3"]);
  });

  it("is absent outside Actions", async () => {
    const url = process.env.ACTIONS_RESULTS_URL;
    delete process.env.ACTIONS_RESULTS_URL;
    try {
      expect(await actionsAgentCache(() => {})).toBeUndefined();
    } finally {
      process.env.ACTIONS_RESULTS_URL = url;
    }
  });
});
