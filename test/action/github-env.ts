import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { GithubDouble } from "../support/github-double/github-double.ts";
import { makeProject, REPO_ROOT, runDistAsync } from "../support/run-dist.ts";

interface WebhookExample {
  name: string;
  examples: Record<string, unknown>[];
}

/** A real payload from @octokit/webhooks-examples: the `index`-th example of that event and action. */
export function webhookExample(
  event: string,
  pick: (example: Record<string, unknown>) => boolean,
): Record<string, unknown> {
  const all: WebhookExample[] = JSON.parse(
    readFileSync(
      createRequire(import.meta.url).resolve("@octokit/webhooks-examples/api.github.com/index.json"),
      "utf8",
    ),
  );
  const found = all.find((entry) => entry.name === event)?.examples.find(pick);
  if (found === undefined) throw new Error(`no ${event} example matches`);
  return structuredClone(found);
}

/** Reads `$GITHUB_OUTPUT` as @actions/core writes it: `name<<delimiter\nvalue\ndelimiter`. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) outputs[match[1] ?? ""] = match[3] ?? "";
  return outputs;
}

export interface ActionRunOptions {
  eventName: string;
  payload: unknown;
  workspace?: string;
  double?: GithubDouble;
  /** More runner env, e.g. ACTIONS_RESULTS_URL and ACTIONS_RUNTIME_TOKEN for artifacts. */
  env?: Record<string, string>;
}

/** Runs dist/index.js as the runner does: INPUT_*, GITHUB_EVENT_PATH, output and summary files, the API URL. */
export async function runActionDist(inputs: Record<string, string>, options: ActionRunOptions) {
  const files = makeProject({
    "output.txt": "",
    "summary.md": "",
    "event.json": JSON.stringify(options.payload),
  });
  const workspace = options.workspace ?? REPO_ROOT;
  const env: Record<string, string> = {
    GITHUB_ACTIONS: "true",
    GITHUB_WORKSPACE: workspace,
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: join(files, "event.json"),
    GITHUB_OUTPUT: join(files, "output.txt"),
    GITHUB_STEP_SUMMARY: join(files, "summary.md"),
    GITHUB_SHA: "0123456789abcdef0123456789abcdef01234567",
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_RUN_ID: "777",
    RUNNER_TEMP: files,
  };
  if (options.double) {
    env.GITHUB_API_URL = options.double.url;
    env.GITHUB_REPOSITORY = options.double.repo;
    env["INPUT_GITHUB-TOKEN"] = options.double.token;
  }
  Object.assign(env, options.env);
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const run = await runDistAsync("index.js", [], { cwd: workspace, env });
  return {
    ...run,
    outputs: parseOutputs(readFileSync(join(files, "output.txt"), "utf8")),
    summary: readFileSync(join(files, "summary.md"), "utf8"),
  };
}

export function writeJson(path: string, value: unknown): void {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}
