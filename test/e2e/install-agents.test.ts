/**
 * The action's `install-agents` against the npm registry: a pinned agent CLI is installed into a
 * fresh folder, answers `--version`, lands on PATH, and is reused from that folder the next time.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { installAgents } from "../../src/github/install-agents/install-agents.ts";
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
    expect(second).toMatchObject({ source: "cache", binary: first?.binary });
  });
});
