/**
 * Where a pinned agent comes from: this machine's earlier install, the Actions cache, or npm (a
 * stub `npm` first on PATH records each install). A cache here is a folder per key.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { type AgentCache, agentCacheKey } from "../../src/github/install-agents/agent-cache.ts";
import { agentInstallDir, ensureAgent } from "../../src/github/install-agents/install-agent.ts";
import { installFakeNpm } from "../support/fake-npm.ts";

const pin = { agent: "codex", version: "0.169.0" } as const;
const npm = installFakeNpm("codex", "codex-cli %s");
const originalPath = process.env.PATH;
process.env.PATH = `${npm.binDir}:${originalPath}`;
afterAll(() => {
  process.env.PATH = originalPath;
});

/** An Actions cache stand-in: each saved folder copied under its key; entries are immutable. */
function folderCache(): AgentCache & { saved: string[]; store: string } {
  const store = mkdtempSync(join(tmpdir(), "skill-eval-agent-cache-"));
  const saved: string[] = [];
  return {
    store,
    saved,
    async restore(dir, key) {
      const entry = join(store, encodeURIComponent(key));
      if (!existsSync(entry)) return false;
      cpSync(entry, dir, { recursive: true, verbatimSymlinks: true });
      return true;
    },
    async save(dir, key) {
      saved.push(key);
      if (existsSync(join(store, encodeURIComponent(key)))) return;
      cpSync(dir, join(store, encodeURIComponent(key)), { recursive: true, verbatimSymlinks: true });
    },
  };
}

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "skill-eval-tool-cache-"));
});

const log = () => {};
const npmInstalls = () => npm.calls().filter((call) => call.startsWith("install "));

describe("ensureAgent", () => {
  it("installs from npm on a fresh runner and saves the install to the cache", async () => {
    const before = npmInstalls().length;
    const cache = folderCache();
    const agent = await ensureAgent(pin, root, log, cache);
    expect(agent).toMatchObject({
      source: "installed",
      binary: join(agentInstallDir(root, pin), "node_modules/.bin/codex"),
    });
    expect(npmInstalls().slice(before)).toEqual([
      `install --no-save --no-audit --no-fund --prefix ${agentInstallDir(root, pin)} @openai/codex@0.169.0`,
    ]);
    expect(cache.saved).toEqual([agentCacheKey(pin)]);
    expect(agentCacheKey(pin)).toBe(
      `skill-eval-agent-${process.platform}-${process.arch}-@openai/codex@0.169.0`,
    );
  });

  it("reuses this machine's install without npm or the cache", async () => {
    const cache = folderCache();
    await ensureAgent(pin, root, log, cache);
    const before = npmInstalls().length;
    const again = await ensureAgent(pin, root, log, cache);
    expect(again.source).toBe("tool-cache");
    expect(npmInstalls().length).toBe(before);
    expect(cache.saved).toHaveLength(1);
  });

  it("restores a fresh runner's agent from the cache, not from npm", async () => {
    const cache = folderCache();
    const first = await ensureAgent(pin, root, log, cache);
    rmSync(root, { recursive: true, force: true });
    const before = npmInstalls().length;
    const restored = await ensureAgent(pin, root, log, cache);
    expect(restored).toEqual({ ...first, source: "actions-cache" });
    expect(npmInstalls().length).toBe(before);
    expect(cache.saved).toHaveLength(1);
  });

  it("installs again when the cached install does not answer --version with the pin", async () => {
    const cache = folderCache();
    await ensureAgent(pin, root, log, cache);
    const cachedCli = join(
      cache.store,
      encodeURIComponent(agentCacheKey(pin)),
      "node_modules/fake-agent/cli.sh",
    );
    writeFileSync(cachedCli, '#!/bin/sh\necho "codex-cli 0.1.0"\n');
    rmSync(root, { recursive: true, force: true });
    const lines: string[] = [];
    const before = npmInstalls().length;
    const agent = await ensureAgent(pin, root, (line) => lines.push(line), cache);
    expect(agent.source).toBe("installed");
    expect(npmInstalls().length).toBe(before + 1);
    expect(lines.join("\n")).toContain("does not answer --version 0.169.0; installing again");
    expect(readFileSync(agent.binary, "utf8")).toContain("0.169.0");
  });

  it("installs from npm when there is no cache", async () => {
    const agent = await ensureAgent(pin, root, log);
    expect(agent.source).toBe("installed");
  });
});
