/** Setting a runner's env for @actions/artifact in this process, and putting it back. */
import type { ActionsResultsDouble } from "./server.ts";

/**
 * The env a job of run `runId` gets from the runner, pointed at the double. Set it before the
 * first import of @actions/artifact: @actions/github reads GITHUB_API_URL when it loads.
 */
export function useRunnerEnv(double: ActionsResultsDouble, runId: number): () => void {
  return setEnv({
    ACTIONS_RESULTS_URL: `${double.url}/`,
    ACTIONS_RUNTIME_TOKEN: double.createJob(runId).runtimeToken,
    GITHUB_API_URL: double.url,
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_RETENTION_DAYS: undefined,
  });
}

/** A new job of run `runId` (another matrix leg): its own runtime token. */
export function switchJob(double: ActionsResultsDouble, runId: number): void {
  process.env.ACTIONS_RUNTIME_TOKEN = double.createJob(runId).runtimeToken;
}

function setEnv(values: Record<string, string | undefined>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  apply(values);
  return () => apply(previous);
}

function apply(values: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

/**
 * Drops what @actions/core prints (progress lines, `::debug::` and `::add-mask::` commands) while
 * a test talks to the double; returns the function that lets output through again.
 */
export function silenceActionsLog(): () => void {
  const write = process.stdout.write;
  process.stdout.write = (() => true) as typeof process.stdout.write;
  return () => {
    process.stdout.write = write;
  };
}
