import { isAgentCliRunner } from "../runners/registry.ts";
import type { Runner } from "../runners/runner-config.ts";

const PROBE_TIMEOUT_MS = 15_000;

/**
 * The agent CLI's `--version` answer (its first line), or undefined for runners without a CLI
 * (command, replay) and CLIs that do not answer. Run once per runner, before any reuse.
 */
export async function probeAgentVersion(runner: Runner): Promise<string | undefined> {
  const { config } = runner;
  if (!isAgentCliRunner(config)) return undefined;
  const { execa } = await import("execa");
  const result = await execa(config.command, ["--version"], {
    reject: false,
    timeout: PROBE_TIMEOUT_MS,
    stdin: "ignore",
    killDescendants: true,
  });
  if (result.exitCode !== 0) return undefined;
  const first = String(result.stdout ?? "")
    .split("\n")
    .map((line) => line.trim())
    .find((line) => line !== "");
  return first;
}
