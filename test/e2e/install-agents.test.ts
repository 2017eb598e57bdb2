/**
 * The action's `install-agents` against the npm registry: a pinned agent CLI is installed into a
 * fresh folder, answers `--version`, lands on PATH, and is reused from that folder the next time.
 * Saved to the Actions cache (the real @actions/cache client against the local results double), a
 * real install is restored on a fresh runner with the registry out of reach.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { actionsAgentCache } from "../../src/github/install-agents/actions-agent-cache.ts";
import { installAgents } from "../../src/github/install-agents/install-agents.ts";
import { silenceActionsLog, useRunnerEnv } from "../support/actions-results-double/runner-env.ts";
import { startActionsResultsDouble } from "../support/actions-results-double/server.ts";
import { AGENT_PINS } from "./agents.ts";

const root = mkdtempSync(join(tmpdir(), "skill-eval-install-agents-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("install-agents", () => {
  it("installs a pinned CLI that runs, then reuses it", { timeout: 300_000 }, async () => {
    const pin = `codex@${AGENT_PINS.codex.version}`;
    const paths: string[] = [];
    const options = { root, log: () => {}, addPath: (dir: string) => paths.push(dir) };
    const [first] = await installAgents(pin, options);
    expect(first).toMatchObject({ agent: "codex", source: "installed" });
    expect(first?.binary.startsWith(root)).toBe(true);
    expect(paths).toEqual([dirname(first?.binary ?? "")]);
    const version = await execa(first?.binary ?? "", ["--version"]);
    expect(version.stdout.trim()).toBe(`codex-cli ${AGENT_PINS.codex.version}`);

    const [second] = await installAgents(pin, options);
    expect(second).toMatchObject({ source: "tool-cache", binary: first?.binary });
  });

  it("restores a real install from the Actions cache on a fresh runner", { timeout: 300_000 }, async () => {
    const double = await startActionsResultsDouble();
    const restoreEnv = useRunnerEnv(double, 41);
    const restoreLog = silenceActionsLog();
    const saved = { ...process.env };
    Object.assign(process.env, {
      ACTIONS_CACHE_SERVICE_V2: "True",
      GITHUB_WORKSPACE: join(root, "workspace"),
      RUNNER_TEMP: join(root, "temp"),
    });
    mkdirSync(join(root, "workspace"), { recursive: true });
    mkdirSync(join(root, "temp"), { recursive: true });
    const toolCache = join(root, "hostedtoolcache");
    try {
      const pin = `gemini-cli@${AGENT_PINS["gemini-cli"].version}`;
      const options = async () => ({
        root: toolCache,
        log: () => {},
        addPath: () => {},
        cache: await actionsAgentCache(() => {}),
      });
      const [first] = await installAgents(pin, await options());
      expect(first?.source).toBe("installed");
      expect(double.cacheEntries()).toHaveLength(1);

      rmSync(toolCache, { recursive: true, force: true });
      process.env.npm_config_registry = "http://127.0.0.1:9/";
      const [restored] = await installAgents(pin, await options());
      expect(restored).toMatchObject({ source: "actions-cache", binary: first?.binary });
      const version = await execa(restored?.binary ?? "", ["--version"]);
      expect(version.stdout.trim()).toBe(AGENT_PINS["gemini-cli"].version);
      expect(double.rejected).toEqual([]);
    } finally {
      restoreLog();
      restoreEnv();
      for (const name of [
        "ACTIONS_CACHE_SERVICE_V2",
        "GITHUB_WORKSPACE",
        "RUNNER_TEMP",
        "npm_config_registry",
      ]) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
      await double.close();
    }
  });
});
