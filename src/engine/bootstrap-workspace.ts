import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { WorkspaceBootstrapConfig } from "../model/case.ts";
import { firstLine } from "../report/format.ts";
import { type SecretSet, secretValues } from "../report/redact.ts";
import { runGraderCommand } from "./run-grader-command.ts";

const DEFAULT_BOOTSTRAP_TIMEOUT_MS = 120_000;

export interface BootstrapContext {
  workspaceDir: string;
  outDir: string;
  /** Where `bootstrap.stdout.log` and `bootstrap.stderr.log` go. */
  logDir: string;
  /** Only for a per-execution (isolated) workspace, as skillgym. */
  caseId?: string;
  runnerId?: string;
  /** The run's redactor: the logs are stored through it, and learn the bootstrap's own credentials. */
  secrets: SecretSet;
}

/**
 * The variables a bootstrap sees: ours, plus skillgym's names so its scripts run unchanged
 * (reference §1.10: `SKILLGYM_WORKSPACE`, `_OUTPUT_DIR`, `_ARTIFACT_DIR`; isolated adds
 * `_CASE_ID`, `_RUNNER_ID`).
 */
export function bootstrapEnv(context: BootstrapContext): Record<string, string> {
  const env: Record<string, string> = {};
  const set = (name: string, value: string | undefined) => {
    if (value === undefined) return;
    env[`SKILL_EVAL_${name}`] = value;
    env[`SKILLGYM_${name}`] = value;
  };
  set("WORKSPACE", context.workspaceDir);
  set("OUTPUT_DIR", context.outDir);
  set("ARTIFACT_DIR", context.logDir);
  set("CASE_ID", context.caseId);
  set("RUNNER_ID", context.runnerId);
  return env;
}

/**
 * Runs a workspace's `bootstrap` in the workspace (no shell, own process group, killed whole at
 * its timeout), keeping its output beside the execution, capped as runGraderCommand keeps it and
 * redacted before it reaches the disk: the host's credentials it was handed in `env`, and the
 * values `env` itself names as credentials (`NPM_TOKEN`), which the run redacts everywhere from
 * then on. Returns a failure message, or undefined when it exited 0.
 */
export async function runBootstrap(
  bootstrap: WorkspaceBootstrapConfig,
  context: BootstrapContext,
): Promise<string | undefined> {
  const timeoutMs = bootstrap.timeoutMs ?? DEFAULT_BOOTSTRAP_TIMEOUT_MS;
  const command = [bootstrap.command, ...(bootstrap.args ?? [])];
  const { secrets } = context;
  secrets.add(secretValues(bootstrap.env ?? {}, {}));
  const result = await runGraderCommand(command, {
    cwd: context.workspaceDir,
    timeoutMs,
    env: { ...bootstrap.env, ...bootstrapEnv(context) },
  });
  mkdirSync(context.logDir, { recursive: true });
  writeFileSync(join(context.logDir, "bootstrap.stdout.log"), secrets.redact(result.stdout));
  writeFileSync(join(context.logDir, "bootstrap.stderr.log"), secrets.redact(result.stderr));
  if (result.timedOut) return `bootstrap \`${command.join(" ")}\` timed out after ${timeoutMs} ms`;
  if (result.exitCode === 0) return undefined;
  const detail = firstLine(secrets.redact(result.stderr || result.stdout));
  return `bootstrap \`${command.join(" ")}\` exited ${result.exitCode ?? "abnormally"}${detail ? `: ${detail}` : ""}`;
}
