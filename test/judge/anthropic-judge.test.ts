import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { judgeConfigSchema } from "../../src/config/config-schema.ts";
import { createAnthropicJudge } from "../../src/judge/anthropic-judge.ts";
import { type AnthropicModelServer, startAnthropicModelServer } from "../support/anthropic-model-server.ts";

let server: AnthropicModelServer;

beforeAll(async () => {
  server = await startAnthropicModelServer({
    sideText: '{"pass": true, "score": 1, "reasoning": "mentions the file"}',
    scripts: [],
  });
});

afterAll(async () => {
  await server.close();
});

describe("createAnthropicJudge", () => {
  const config = judgeConfigSchema.parse({ model: "claude-haiku-4-5" });

  it("is undefined without an API key, so nothing is called unasked", () => {
    expect(createAnthropicJudge(config, {})).toBeUndefined();
  });

  it("asks the Messages API and returns the answer's text", async () => {
    const judge = createAnthropicJudge(config, {
      ANTHROPIC_API_KEY: "sk-test",
      ANTHROPIC_BASE_URL: server.url,
    });
    const answer = await judge?.({ prompt: "Does the output name report.txt?", system: "You grade." });
    expect(answer?.text).toBe('{"pass": true, "score": 1, "reasoning": "mentions the file"}');
    const request = server.requests.at(-1);
    expect(request?.path).toBe("/v1/messages");
    expect(request?.body?.model).toBe("claude-haiku-4-5");
    expect(request?.auth).toBe("x-api-key");
  });

  it("reports HTTP errors with their status and message", async () => {
    const failing = await startAnthropicModelServer({
      turns: [{ http_status: 529, error: { type: "overloaded_error", message: "Overloaded" }, repeat: true }],
    });
    try {
      const judge = createAnthropicJudge(judgeConfigSchema.parse({ baseUrl: failing.url }), {
        ANTHROPIC_API_KEY: "k",
      });
      // Tool-less requests are side queries for the scripted server; send one with tools to hit the script.
      const fetchWithTools: typeof fetch = (input, init) =>
        fetch(input, {
          ...init,
          body: String(init?.body).replace('"messages"', '"tools":[{"name":"x"}],"messages"'),
        });
      const withTools = createAnthropicJudge(
        judgeConfigSchema.parse({ baseUrl: failing.url }),
        { ANTHROPIC_API_KEY: "k" },
        fetchWithTools,
      );
      expect(judge).toBeDefined();
      await expect(withTools?.({ prompt: "p" })).rejects.toThrow(
        "judge request failed with HTTP 529 (overloaded_error: Overloaded)",
      );
    } finally {
      await failing.close();
    }
  });
});
