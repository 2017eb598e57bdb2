import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, isAbsolute, join } from "node:path";
import { type JudgeConfig, judgeConfigSchema } from "../config/config-schema.ts";
import { ConfigError } from "../model/errors.ts";
import type { ModelPrice } from "../runners/price-table.ts";
import { claudeCliJudgeArgs, readClaudeCliJudgeAnswer } from "./claude-cli-judge-args.ts";
import { buildJudgeHttpRequest, judgeBaseUrl, readJudgeHttpAnswer } from "./judge-http-api.ts";
import type { Judge, JudgeClient } from "./judge-types.ts";
import { meteredJudge } from "./metered-judge.ts";
import { withRetries } from "./with-retries.ts";

export type { Judge, JudgeAnswer, JudgeClient, JudgeRequest, JudgeUsage } from "./judge-types.ts";

type Env = Readonly<Record<string, string | undefined>>;

export interface JudgeIo {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  prices?: Readonly<Record<string, ModelPrice>>;
}

/**
 * The run's judge, the I/O edge of `judge/`. With `judge:` configured, that backend, and a
 * missing API key (or a claude-cli judge with no `claude` to run) is a configuration error, raised
 * before any agent runs. With nothing configured: Anthropic when ANTHROPIC_API_KEY is set, else
 * `claude -p` when a `claude` executable is on PATH (as skill-test's llm_eval ran it), else none,
 * and judge assertions say "no judge configured".
 */
export function createJudge(
  configured: JudgeConfig | undefined,
  env: Env,
  io: JudgeIo = {},
): JudgeClient | undefined {
  if (configured === undefined) {
    const fallback = judgeConfigSchema.parse({});
    if (nonEmpty(env[fallback.apiKeyEnv])) return createJudge(fallback, env, io);
    if (findExecutable("claude", env) !== undefined)
      return createJudge(judgeConfigSchema.parse({ provider: "claude-cli" }), env, io);
    return undefined;
  }
  const sleep = io.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const backend =
    configured.provider === "claude-cli"
      ? claudeCliBackend(configured, env)
      : httpBackend(configured.provider, configured, env, io.fetch ?? fetch);
  const ask: Judge = (request) =>
    withRetries(() => backend(request), {
      retries: configured.retries,
      sleep,
      isTransient: (error) => error instanceof TypeError || isTimeout(error),
    });
  return meteredJudge(ask, { backend: configured.provider, model: configured.model }, io.prices);
}

/**
 * The Anthropic judge as the engine has called it so far: undefined without an API key.
 * @deprecated call `createJudge(config?.judge, env)`, which also knows openai and claude-cli.
 */
export function createAnthropicJudge(
  config: JudgeConfig,
  env: Env,
  fetchImpl: typeof fetch = fetch,
): Judge | undefined {
  if (config.provider === "anthropic" && !nonEmpty(env[config.apiKeyEnv])) return undefined;
  return createJudge(config, env, { fetch: fetchImpl })?.ask;
}

function httpBackend(
  provider: "anthropic" | "openai",
  config: JudgeConfig,
  env: Env,
  fetchImpl: typeof fetch,
): Judge {
  const apiKey = env[config.apiKeyEnv];
  if (!nonEmpty(apiKey)) {
    throw new ConfigError(`the ${provider} judge needs an API key: $${config.apiKeyEnv} is not set`, {
      hint: `set ${config.apiKeyEnv} (a repository secret in CI), name another variable with judge.apiKeyEnv, or use judge: { provider: claude-cli }`,
    });
  }
  const target = { baseUrl: judgeBaseUrl(provider, config, env), model: config.model, apiKey };
  return async (request) => {
    const http = buildJudgeHttpRequest(provider, target, request);
    const response = await fetchImpl(http.url, {
      method: "POST",
      headers: http.headers,
      body: http.body,
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    const body: unknown = await response.json().catch(() => undefined);
    return readJudgeHttpAnswer(provider, {
      status: response.status,
      body,
      retryAfter: response.headers.get("retry-after"),
    });
  };
}

function claudeCliBackend(config: JudgeConfig, env: Env): Judge {
  const command = config.command ?? "claude";
  const executable = findExecutable(command, env);
  if (executable === undefined) {
    throw new ConfigError(`the claude-cli judge cannot find "${command}"`, {
      hint: "install Claude Code (npm i -g @anthropic-ai/claude-code) and log in, set judge.command to its path, or use an API judge (provider: anthropic or openai)",
    });
  }
  return async (request) => {
    const { args, stdin } = claudeCliJudgeArgs(config.model, request);
    const { execa } = await import("execa");
    const run = await execa(executable, args, {
      input: stdin,
      // Outside any project, so no CLAUDE.md or project settings reach the judge.
      cwd: tmpdir(),
      env: withoutNesting(env),
      extendEnv: false,
      reject: false,
      timeout: config.timeoutMs,
      killDescendants: true,
      forceKillAfterDelay: 2000,
    });
    if (run.timedOut) throw new Error(`claude -p timed out after ${config.timeoutMs} ms`);
    return readClaudeCliJudgeAnswer({
      exitCode: run.exitCode ?? null,
      stdout: String(run.stdout ?? ""),
      stderr: String(run.stderr ?? ""),
    });
  };
}

/** Claude Code refuses to start inside another Claude Code session unless these are unset. */
function withoutNesting(env: Env): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && name !== "CLAUDECODE" && name !== "CLAUDE_CODE_ENTRYPOINT")
      clean[name] = value;
  }
  return clean;
}

function findExecutable(command: string, env: Env): string | undefined {
  if (isAbsolute(command) || command.includes("/")) return existsSync(command) ? command : undefined;
  for (const dir of (env.PATH ?? "").split(delimiter)) {
    if (dir === "") continue;
    const candidate = join(dir, command);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

function nonEmpty(value: string | undefined): value is string {
  return value !== undefined && value !== "";
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}
