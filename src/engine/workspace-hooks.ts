import type { HookCommand } from "../model/suite.ts";
import { firstLine } from "../report/format.ts";
import { runGraderCommand } from "./run-grader-command.ts";

const DEFAULT_HOOK_TIMEOUT_MS = 120_000;

export interface HookContext {
  workspaceDir: string;
  caseId?: string;
  runId: string;
  caseInput?: string;
  caseMetadata?: Record<string, unknown>;
}

/**
 * Runs an agentv workspace hook: its argument array, `{{workspace_path}}` and the other context
 * names filled in, in its `cwd` (else the workspace), with agentv's stdin JSON
 * `{workspace_path, test_id, eval_run_id, case_input, case_metadata}`. Returns a failure
 * message, or undefined when it exited 0.
 */
export async function runWorkspaceHook(
  name: string,
  hook: HookCommand,
  context: HookContext,
): Promise<string | undefined> {
  const stdin = JSON.stringify({
    workspace_path: context.workspaceDir,
    test_id: context.caseId ?? null,
    eval_run_id: context.runId,
    case_input: context.caseInput ?? null,
    case_metadata: context.caseMetadata ?? null,
  });
  const result = await runGraderCommand(interpolated(hook.command, context), {
    cwd: hook.cwd ?? context.workspaceDir,
    stdin,
    timeoutMs: hook.timeoutMs ?? DEFAULT_HOOK_TIMEOUT_MS,
  });
  if (result.timedOut) return `${name} hook timed out after ${hook.timeoutMs ?? DEFAULT_HOOK_TIMEOUT_MS} ms`;
  if (result.exitCode === 0) return undefined;
  const detail = firstLine(result.stderr || result.stdout);
  return `${name} hook \`${hook.command.join(" ")}\` exited ${result.exitCode ?? "abnormally"}${detail ? `: ${detail}` : ""}`;
}

/** `{{name}}` in each argument replaced by the context's value, as agentv does; unknown names stay. */
function interpolated(command: readonly string[], context: HookContext): string[] {
  const values: Record<string, string> = {
    workspace_path: context.workspaceDir,
    test_id: context.caseId ?? "",
    eval_run_id: context.runId,
    case_input: context.caseInput ?? "",
    case_metadata: context.caseMetadata === undefined ? "" : JSON.stringify(context.caseMetadata),
  };
  return command.map((arg) => arg.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match));
}
