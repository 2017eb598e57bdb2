import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  execa,
  judgeConfigSchema
} from "./chunk-MTULFYZ2.js";
import {
  ConfigError
} from "./chunk-T4URU7YL.js";
import {
  external_exports
} from "./chunk-EWQYGJWM.js";

// src/runners/credentials.ts
var OPENCODE_PROVIDER_KEYS = {
  anthropic: ["ANTHROPIC_API_KEY"],
  openai: ["OPENAI_API_KEY"],
  google: ["GOOGLE_GENERATIVE_AI_API_KEY", "GEMINI_API_KEY"],
  openrouter: ["OPENROUTER_API_KEY"],
  groq: ["GROQ_API_KEY"],
  xai: ["XAI_API_KEY"],
  deepseek: ["DEEPSEEK_API_KEY"],
  mistral: ["MISTRAL_API_KEY"],
  "amazon-bedrock": ["AWS_BEARER_TOKEN_BEDROCK", "AWS_ACCESS_KEY_ID"],
  opencode: ["OPENCODE_API_KEY"]
};
function credentialNeed(config) {
  switch (config.agent) {
    case "claude-code":
      return {
        anyOf: [
          "ANTHROPIC_API_KEY",
          "ANTHROPIC_AUTH_TOKEN",
          "CLAUDE_CODE_OAUTH_TOKEN",
          "CLAUDE_CODE_USE_BEDROCK",
          "CLAUDE_CODE_USE_VERTEX"
        ]
      };
    case "codex":
      return {
        anyOf: config.provider?.envKey ? [config.provider.envKey] : ["CODEX_API_KEY", "OPENAI_API_KEY"]
      };
    case "gemini-cli":
      return { anyOf: ["GEMINI_API_KEY", "GOOGLE_API_KEY", "GOOGLE_GENAI_USE_VERTEXAI"] };
    case "opencode": {
      const provider = config.model?.split("/")[0];
      const keys = provider === void 0 ? void 0 : OPENCODE_PROVIDER_KEYS[provider];
      return keys === void 0 ? void 0 : { anyOf: keys };
    }
    case "cursor-agent":
      return { anyOf: ["CURSOR_API_KEY"] };
    case "copilot":
      return { anyOf: ["COPILOT_GITHUB_TOKEN", "GH_TOKEN", "GITHUB_TOKEN"] };
    case "command":
    case "replay":
      return void 0;
  }
}
function missingCredential(config, hostEnv) {
  const need = credentialNeed(config);
  if (need === void 0) return void 0;
  const runnerEnv = "env" in config ? config.env : {};
  const present = (name) => Boolean(hostEnv[name]) || Boolean(runnerEnv[name]);
  return need.anyOf.some(present) ? void 0 : need;
}
function localAuthFiles(agent) {
  switch (agent) {
    case "claude-code":
      return [".claude/.credentials.json"];
    case "codex":
      return [".codex/auth.json"];
    case "gemini-cli":
      return [".gemini/oauth_creds.json", ".gemini/google_accounts.json"];
    default:
      return [];
  }
}

// src/judge/anthropic-judge.ts
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, isAbsolute, join } from "node:path";

// src/judge/claude-cli-judge-args.ts
function claudeCliJudgeArgs(model, request) {
  return {
    args: [
      "-p",
      "--output-format",
      "json",
      "--model",
      model,
      "--max-turns",
      "1",
      ...request.system === void 0 ? [] : ["--system-prompt", request.system]
    ],
    stdin: request.prompt
  };
}
var resultEvent = external_exports.looseObject({
  type: external_exports.literal("result"),
  is_error: external_exports.boolean().optional(),
  result: external_exports.string().optional(),
  total_cost_usd: external_exports.number().optional(),
  usage: external_exports.looseObject({
    input_tokens: external_exports.number().optional(),
    output_tokens: external_exports.number().optional(),
    cache_read_input_tokens: external_exports.number().optional()
  }).optional()
});
function readClaudeCliJudgeAnswer(run) {
  const event = findResultEvent(run.stdout);
  if (event === void 0) {
    const why = run.stderr.trim().split("\n").at(-1) ?? "";
    throw new Error(
      `claude -p gave no result (exit code ${run.exitCode ?? "none"})${why === "" ? "" : `: ${why.slice(0, 300)}`}`
    );
  }
  if (event.is_error === true)
    throw new Error(`claude -p reported an error: ${(event.result ?? "").slice(0, 300)}`);
  const usage = event.usage;
  return {
    text: event.result ?? "",
    usage: {
      inputTokens: (usage?.input_tokens ?? 0) + (usage?.cache_read_input_tokens ?? 0),
      outputTokens: usage?.output_tokens ?? 0
    },
    ...event.total_cost_usd === void 0 ? {} : { costUsd: event.total_cost_usd }
  };
}
function findResultEvent(stdout) {
  let parsed;
  try {
    parsed = JSON.parse(stdout);
  } catch {
    parsed = stdout.split("\n").filter((line) => line.trim().startsWith("{")).flatMap((line) => {
      try {
        const value = JSON.parse(line);
        return [value];
      } catch {
        return [];
      }
    });
  }
  const events = Array.isArray(parsed) ? parsed : [parsed];
  for (const candidate of events.toReversed()) {
    const event = resultEvent.safeParse(candidate);
    if (event.success) return event.data;
  }
  return void 0;
}

// src/judge/judge-http-api.ts
var JudgeHttpError = class extends Error {
  status;
  retryable;
  retryAfterMs;
  constructor(status, detail, retryAfterMs2) {
    super(`judge request failed with HTTP ${status} (${detail})`);
    this.name = "JudgeHttpError";
    this.status = status;
    this.retryable = status === 408 || status === 409 || status === 429 || status >= 500;
    this.retryAfterMs = retryAfterMs2;
  }
};
var DEFAULT_BASE_URL = { anthropic: "https://api.anthropic.com", openai: "https://api.openai.com/v1" };
var BASE_URL_ENV = { anthropic: "ANTHROPIC_BASE_URL", openai: "OPENAI_BASE_URL" };
var MAX_TOKENS = 1024;
function judgeBaseUrl(provider, config, env) {
  const fromEnv = env[BASE_URL_ENV[provider]];
  return (config.baseUrl ?? (fromEnv || void 0) ?? DEFAULT_BASE_URL[provider]).replace(/\/+$/, "");
}
function buildJudgeHttpRequest(provider, target, request) {
  if (provider === "anthropic") {
    return {
      url: `${target.baseUrl}/v1/messages`,
      headers: {
        "content-type": "application/json",
        "x-api-key": target.apiKey,
        "anthropic-version": "2023-06-01"
      },
      body: JSON.stringify({
        model: target.model,
        max_tokens: MAX_TOKENS,
        temperature: 0,
        ...request.system === void 0 ? {} : { system: request.system },
        messages: [{ role: "user", content: request.prompt }]
      })
    };
  }
  return {
    url: `${target.baseUrl}/chat/completions`,
    headers: { "content-type": "application/json", authorization: `Bearer ${target.apiKey}` },
    body: JSON.stringify({
      model: target.model,
      max_tokens: MAX_TOKENS,
      temperature: 0,
      messages: [
        ...request.system === void 0 ? [] : [{ role: "system", content: request.system }],
        { role: "user", content: request.prompt }
      ]
    })
  };
}
var anthropicMessage = external_exports.object({
  content: external_exports.array(external_exports.looseObject({ type: external_exports.string(), text: external_exports.string().optional() })),
  usage: external_exports.looseObject({
    input_tokens: external_exports.number().optional(),
    output_tokens: external_exports.number().optional(),
    cache_read_input_tokens: external_exports.number().nullish()
  }).optional()
});
var chatCompletion = external_exports.object({
  choices: external_exports.array(external_exports.looseObject({ message: external_exports.looseObject({ content: external_exports.string().nullish() }) })).min(1),
  usage: external_exports.looseObject({ prompt_tokens: external_exports.number().optional(), completion_tokens: external_exports.number().optional() }).optional()
});
var anthropicError = external_exports.object({ error: external_exports.object({ type: external_exports.string(), message: external_exports.string() }) });
var openaiError = external_exports.object({
  error: external_exports.looseObject({ message: external_exports.string(), type: external_exports.string().nullish(), code: external_exports.unknown().optional() })
});
function readJudgeHttpAnswer(provider, response) {
  if (response.status < 200 || response.status >= 300) {
    throw new JudgeHttpError(response.status, errorDetail(response.body), retryAfterMs(response.retryAfter));
  }
  if (provider === "anthropic") {
    const message = anthropicMessage.safeParse(response.body);
    if (!message.success) throw new Error("judge answer is not a Messages API response");
    const usage = message.data.usage;
    return {
      text: message.data.content.flatMap((block) => block.text === void 0 ? [] : [block.text]).join(""),
      usage: {
        inputTokens: (usage?.input_tokens ?? 0) + (usage?.cache_read_input_tokens ?? 0),
        outputTokens: usage?.output_tokens ?? 0
      }
    };
  }
  const completion = chatCompletion.safeParse(response.body);
  if (!completion.success) throw new Error("judge answer is not a chat completions response");
  return {
    text: completion.data.choices[0]?.message.content ?? "",
    usage: {
      inputTokens: completion.data.usage?.prompt_tokens ?? 0,
      outputTokens: completion.data.usage?.completion_tokens ?? 0
    }
  };
}
function errorDetail(body) {
  const anthropic = anthropicError.safeParse(body);
  if (anthropic.success) return `${anthropic.data.error.type}: ${anthropic.data.error.message}`;
  const openai = openaiError.safeParse(body);
  if (openai.success) {
    const kind = openai.data.error.type ?? (typeof openai.data.error.code === "string" ? openai.data.error.code : void 0);
    return kind ? `${kind}: ${openai.data.error.message}` : openai.data.error.message;
  }
  return "no error details";
}
function retryAfterMs(header) {
  if (header === null || header === void 0) return void 0;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1e3 : void 0;
}

// src/judge/metered-judge.ts
import { createHash } from "node:crypto";

// src/runners/price-table.ts
var LIST_PRICES = {
  "gpt-5.5": { input: 5, cachedInput: 0.5, output: 30 },
  "gpt-5.4": { input: 2.5, cachedInput: 0.25, output: 15 },
  "gpt-5.4-mini": { input: 0.75, cachedInput: 0.075, output: 4.5 },
  "gpt-5.4-nano": { input: 0.2, cachedInput: 0.02, output: 1.25 },
  "gpt-5": { input: 1.25, output: 10 },
  "gpt-5-mini": { input: 0.25, output: 2 },
  "gemini-2.5-pro": { input: 1.25, output: 10 },
  "gemini-2.5-flash": { input: 0.3, output: 2.5 },
  "claude-opus-4-5": { input: 5, output: 25 },
  "claude-sonnet-4-5": { input: 3, output: 15 },
  "claude-haiku-4-5": { input: 1, output: 5 }
};
function estimateCostUsd(model, usage, overrides = {}) {
  if (model === void 0 || usage.inputTokens === void 0 || usage.outputTokens === void 0)
    return void 0;
  const bare = model.includes("/") ? model.slice(model.lastIndexOf("/") + 1) : model;
  const price = overrides[model] ?? overrides[bare] ?? LIST_PRICES[model] ?? LIST_PRICES[bare];
  if (price === void 0) return void 0;
  const cached = Math.min(usage.cacheReadTokens ?? usage.cacheTokens ?? 0, usage.inputTokens);
  const fresh = usage.inputTokens - cached;
  const perToken = 1 / 1e6;
  return fresh * price.input * perToken + cached * (price.cachedInput ?? price.input) * perToken + (usage.outputTokens + (usage.reasoningTokens ?? 0)) * price.output * perToken;
}

// src/judge/metered-judge.ts
function meteredJudge(backend, identity, prices = {}) {
  const cache = /* @__PURE__ */ new Map();
  const usage = { ...identity, calls: 0, cachedCalls: 0, inputTokens: 0, outputTokens: 0 };
  let pricedAll = true;
  let costUsd = 0;
  const ask = (request) => {
    usage.calls += 1;
    const key = createHash("sha256").update(JSON.stringify([identity.backend, identity.model, request.system ?? "", request.prompt])).digest("hex");
    const cached = cache.get(key);
    if (cached !== void 0) {
      usage.cachedCalls += 1;
      return cached;
    }
    const pending = backend(request).then((answer) => {
      const input = answer.usage?.inputTokens ?? 0;
      const output = answer.usage?.outputTokens ?? 0;
      usage.inputTokens += input;
      usage.outputTokens += output;
      const cost = answer.costUsd ?? estimateCostUsd(
        identity.model,
        {
          inputTokens: input,
          outputTokens: output,
          inputChars: 0,
          outputChars: 0,
          reasoningChars: 0,
          source: { input: "provider", output: "provider", reasoning: "provider" }
        },
        prices
      );
      if (cost === void 0) pricedAll = false;
      else costUsd += cost;
      return answer;
    });
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
    return pending;
  };
  return {
    ask,
    usage: () => ({ ...usage, ...pricedAll ? { costUsd } : {} })
  };
}

// src/judge/with-retries.ts
var BASE_DELAY_MS = 500;
var MAX_DELAY_MS = 3e4;
async function withRetries(attempt, options) {
  for (let tried = 0; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      const retryable = error instanceof JudgeHttpError ? error.retryable : options.isTransient?.(error) ?? false;
      if (!retryable || tried >= options.retries) throw error;
      const backoff = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** tried);
      const hinted = error instanceof JudgeHttpError ? error.retryAfterMs : void 0;
      await options.sleep(Math.min(MAX_DELAY_MS, hinted ?? backoff));
    }
  }
}

// src/judge/anthropic-judge.ts
function createJudge(configured, env, io = {}) {
  if (configured === void 0) {
    const fallback = judgeConfigSchema.parse({});
    if (nonEmpty(env[fallback.apiKeyEnv])) return createJudge(fallback, env, io);
    if (findExecutable("claude", env) !== void 0)
      return createJudge(judgeConfigSchema.parse({ provider: "claude-cli" }), env, io);
    return void 0;
  }
  const sleep = io.sleep ?? ((ms) => new Promise((done) => setTimeout(done, ms)));
  const backend = configured.provider === "claude-cli" ? claudeCliBackend(configured, env) : httpBackend(configured.provider, configured, env, io.fetch ?? fetch);
  const ask = (request) => withRetries(() => backend(request), {
    retries: configured.retries,
    sleep,
    isTransient: (error) => error instanceof TypeError || isTimeout(error)
  });
  return meteredJudge(ask, { backend: configured.provider, model: configured.model }, io.prices);
}
function createAnthropicJudge(config, env, fetchImpl = fetch) {
  if (config.provider === "anthropic" && !nonEmpty(env[config.apiKeyEnv])) return void 0;
  return createJudge(config, env, { fetch: fetchImpl })?.ask;
}
function httpBackend(provider, config, env, fetchImpl) {
  const apiKey = env[config.apiKeyEnv];
  if (!nonEmpty(apiKey)) {
    throw new ConfigError(`the ${provider} judge needs an API key: $${config.apiKeyEnv} is not set`, {
      hint: `set ${config.apiKeyEnv} (a repository secret in CI), name another variable with judge.apiKeyEnv, or use judge: { provider: claude-cli }`
    });
  }
  const target = { baseUrl: judgeBaseUrl(provider, config, env), model: config.model, apiKey };
  return async (request) => {
    const http = buildJudgeHttpRequest(provider, target, request);
    const response = await fetchImpl(http.url, {
      method: "POST",
      headers: http.headers,
      body: http.body,
      signal: AbortSignal.timeout(config.timeoutMs)
    });
    const body = await response.json().catch(() => void 0);
    return readJudgeHttpAnswer(provider, {
      status: response.status,
      body,
      retryAfter: response.headers.get("retry-after")
    });
  };
}
function claudeCliBackend(config, env) {
  const command = config.command ?? "claude";
  const executable = findExecutable(command, env);
  if (executable === void 0) {
    throw new ConfigError(`the claude-cli judge cannot find "${command}"`, {
      hint: "install Claude Code (npm i -g @anthropic-ai/claude-code) and log in, set judge.command to its path, or use an API judge (provider: anthropic or openai)"
    });
  }
  return async (request) => {
    const { args, stdin } = claudeCliJudgeArgs(config.model, request);
    const run = await execa(executable, args, {
      input: stdin,
      // Outside any project, so no CLAUDE.md or project settings reach the judge.
      cwd: tmpdir(),
      env: withoutNesting(env),
      extendEnv: false,
      reject: false,
      timeout: config.timeoutMs,
      killDescendants: true,
      forceKillAfterDelay: 2e3
    });
    if (run.timedOut) throw new Error(`claude -p timed out after ${config.timeoutMs} ms`);
    return readClaudeCliJudgeAnswer({
      exitCode: run.exitCode ?? null,
      stdout: String(run.stdout ?? ""),
      stderr: String(run.stderr ?? "")
    });
  };
}
function withoutNesting(env) {
  const clean = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== void 0 && name !== "CLAUDECODE" && name !== "CLAUDE_CODE_ENTRYPOINT")
      clean[name] = value;
  }
  return clean;
}
function findExecutable(command, env) {
  if (isAbsolute(command) || command.includes("/")) return existsSync(command) ? command : void 0;
  for (const dir of (env.PATH ?? "").split(delimiter)) {
    if (dir === "") continue;
    const candidate = join(dir, command);
    if (existsSync(candidate)) return candidate;
  }
  return void 0;
}
function nonEmpty(value) {
  return value !== void 0 && value !== "";
}
function isTimeout(error) {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

export {
  estimateCostUsd,
  missingCredential,
  localAuthFiles,
  createJudge,
  createAnthropicJudge
};
