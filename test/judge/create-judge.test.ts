import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { judgeConfigSchema } from "../../src/config/config-schema.ts";
import { createJudge } from "../../src/judge/anthropic-judge.ts";
import { ConfigError } from "../../src/model/errors.ts";
import { resultsSchema } from "../../src/model/results.ts";
import { type AnthropicModelServer, startAnthropicModelServer } from "../support/anthropic-model-server.ts";
import { startChatCompletionsServer } from "./chat-completions-server.ts";

// Issue 5: "one small client for the Anthropic Messages API and OpenAI-compatible chat APIs (base
// URL, model and key from config/env), structured verdict with reasoning, retries, a per-run cache
// keyed by prompt hash, its tokens and cost counted in the run ... a missing key gives a clear
// configuration error before any agent runs."

const FAKE_BIN = join(import.meta.dirname, "..", "fixtures", "seeds", "bin");
const noSleep = async () => {};
const verdict = '{"pass": true, "score": 0.9, "reasoning": "names the file"}';

let anthropic: AnthropicModelServer;
beforeAll(async () => {
  anthropic = await startAnthropicModelServer({
    sideText: verdict,
    usage: { input_tokens: 1000, output_tokens: 100 },
  });
});
afterAll(() => anthropic.close());

describe("createJudge: Anthropic Messages API", () => {
  it("asks with the configured model, key and base URL, and counts tokens and list-price cost", async () => {
    const judge = createJudge(judgeConfigSchema.parse({ baseUrl: anthropic.url }), {
      ANTHROPIC_API_KEY: "sk-a",
    });
    const answer = await judge?.ask({ prompt: "Does it name report.txt?", system: "You grade." });
    expect(answer?.text).toBe(verdict);
    const request = anthropic.requests.at(-1);
    expect(request?.path).toBe("/v1/messages");
    expect(request?.body?.model).toBe("claude-haiku-4-5");
    expect(request?.auth).toBe("x-api-key");
    // claude-haiku-4-5 lists at $1 in / $5 out per million tokens.
    expect(judge?.usage()).toEqual({
      backend: "anthropic",
      model: "claude-haiku-4-5",
      calls: 1,
      cachedCalls: 0,
      inputTokens: 1000,
      outputTokens: 100,
      costUsd: 0.0015,
    });
  });

  it("answers a repeated question from the per-run cache without a second request", async () => {
    const judge = createJudge(judgeConfigSchema.parse({ baseUrl: anthropic.url }), {
      ANTHROPIC_API_KEY: "sk-a",
    });
    const before = anthropic.requests.length;
    const question = { prompt: "Is the list numbered?", system: "You grade." };
    await Promise.all([judge?.ask(question), judge?.ask(question)]);
    await judge?.ask({ ...question, prompt: "Is the list sorted?" });
    expect(anthropic.requests.length - before).toBe(2);
    expect(judge?.usage()).toMatchObject({ calls: 3, cachedCalls: 1, inputTokens: 2000 });
  });

  it("takes the base URL from $ANTHROPIC_BASE_URL when the config names none", async () => {
    const judge = createJudge(judgeConfigSchema.parse({}), {
      ANTHROPIC_API_KEY: "k",
      ANTHROPIC_BASE_URL: anthropic.url,
    });
    expect((await judge?.ask({ prompt: "env base url?" }))?.text).toBe(verdict);
  });
});

describe("createJudge: OpenAI-compatible chat completions", () => {
  it("posts to <base>/chat/completions with a bearer key and the system prompt as a message", async () => {
    const server = await startChatCompletionsServer([{ text: verdict }]);
    try {
      const judge = createJudge(
        judgeConfigSchema.parse({
          provider: "openai",
          baseUrl: server.url,
          model: "gpt-5-mini",
          apiKeyEnv: "ROUTER_KEY",
        }),
        { ROUTER_KEY: "sk-o" },
      );
      expect((await judge?.ask({ prompt: "Grade this.", system: "You grade." }))?.text).toBe(verdict);
      expect(server.requests[0]?.path).toBe("/v1/chat/completions");
      expect(server.requests[0]?.authorization).toBe("Bearer sk-o");
      expect(server.requests[0]?.body.messages).toEqual([
        { role: "system", content: "You grade." },
        { role: "user", content: "Grade this." },
      ]);
      // gpt-5-mini lists at $0.25 in / $2 out per million tokens.
      expect(judge?.usage()).toMatchObject({ backend: "openai", inputTokens: 200, outputTokens: 30 });
      expect(judge?.usage().costUsd).toBeCloseTo(0.00011, 10);
    } finally {
      await server.close();
    }
  });

  it("retries rate limits and server errors, then answers", async () => {
    const server = await startChatCompletionsServer([
      { status: 429, message: "slow down", retryAfter: "0" },
      { status: 503, message: "overloaded" },
      { text: verdict },
    ]);
    try {
      const waits: number[] = [];
      const judge = createJudge(
        judgeConfigSchema.parse({ provider: "openai", baseUrl: server.url, retries: 2 }),
        { OPENAI_API_KEY: "k" },
        { sleep: async (ms) => void waits.push(ms) },
      );
      expect((await judge?.ask({ prompt: "p" }))?.text).toBe(verdict);
      expect(server.requests).toHaveLength(3);
      expect(waits).toEqual([0, 1000]);
    } finally {
      await server.close();
    }
  });

  it("gives up after the configured retries with the API's own message", async () => {
    const server = await startChatCompletionsServer([{ status: 429, message: "quota exceeded" }]);
    try {
      const judge = createJudge(
        judgeConfigSchema.parse({ provider: "openai", baseUrl: server.url, retries: 1 }),
        { OPENAI_API_KEY: "k" },
        { sleep: noSleep },
      );
      await expect(judge?.ask({ prompt: "p" })).rejects.toThrow(
        "judge request failed with HTTP 429 (rate_limit_error: quota exceeded)",
      );
      expect(server.requests).toHaveLength(2);
    } finally {
      await server.close();
    }
  });
});

describe("createJudge: configuration errors before any agent runs", () => {
  it("a configured API judge without its key is a ConfigError naming the variable", () => {
    const make = () => createJudge(judgeConfigSchema.parse({ provider: "openai" }), { PATH: "" });
    expect(make).toThrow(ConfigError);
    expect(make).toThrow("the openai judge needs an API key: $OPENAI_API_KEY is not set");
  });

  it("a claude-cli judge with no claude to run is a ConfigError", () => {
    expect(() =>
      createJudge(judgeConfigSchema.parse({ provider: "claude-cli" }), { PATH: "/nonexistent" }),
    ).toThrow('the claude-cli judge cannot find "claude"');
  });

  it("with nothing configured and neither a key nor claude there is no judge", () => {
    expect(createJudge(undefined, { PATH: "/nonexistent" })).toBeUndefined();
  });
});

describe("createJudge: claude-cli backend (skill-test's llm_eval ran `claude -p`)", () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  const withFakeClaude = () => {
    const folder = mkdtempSync(join(tmpdir(), "judge-cli-"));
    folders.push(folder);
    const log = join(folder, "calls.jsonl");
    return { log, env: { PATH: `${FAKE_BIN}${delimiter}${process.env.PATH ?? ""}`, FAKE_CLAUDE_LOG: log } };
  };

  it("runs claude -p with an argument array, the prompt on stdin, and reads its JSON result and cost", async () => {
    const { log, env } = withFakeClaude();
    const judge = createJudge(judgeConfigSchema.parse({ provider: "claude-cli" }), env);
    const answer = await judge?.ask({ prompt: "Does it list $HOME; `rm -rf`?", system: "You grade." });
    expect(answer?.text).toBe('{"pass": true, "score": 1, "reasoning": "lists three results"}');
    const call = JSON.parse(readFileSync(log, "utf8").trim());
    expect(call.args).toEqual([
      "-p",
      "--output-format",
      "json",
      "--model",
      "claude-haiku-4-5",
      "--max-turns",
      "1",
      "--system-prompt",
      "You grade.",
    ]);
    expect(call.stdin).toBe("Does it list $HOME; `rm -rf`?");
    expect(judge?.usage()).toMatchObject({
      backend: "claude-cli",
      inputTokens: 310,
      outputTokens: 24,
      costUsd: 0.0021,
    });
  });

  it("is the judge when nothing is configured, no API key is set and claude is on PATH", async () => {
    const { env } = withFakeClaude();
    const judge = createJudge(undefined, env);
    expect(judge?.usage().backend).toBe("claude-cli");
  });
});

describe("createJudge: usage fits results.json", () => {
  it("is what results.json's run.judge holds", async () => {
    const judge = createJudge(judgeConfigSchema.parse({ baseUrl: anthropic.url }), {
      ANTHROPIC_API_KEY: "k",
    });
    await judge?.ask({ prompt: "fits results?" });
    const run = { startedAt: "t", toolVersion: "v", complete: true, judge: judge?.usage() };
    expect(resultsSchema.shape.run.parse(run).judge).toMatchObject({ backend: "anthropic", calls: 1 });
  });
});
