type Env = Readonly<Record<string, string | undefined>>;

/** Whether the step runs on a GitHub runner that can upload artifacts (the runtime token and results service are set). */
export function onGithubRunner(env: Env): boolean {
  return Boolean(env.ACTIONS_RUNTIME_TOKEN && env.ACTIONS_RESULTS_URL);
}
