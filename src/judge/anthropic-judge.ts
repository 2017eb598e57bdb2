import { z } from "zod";
import type { JudgeConfig } from "../config/config-schema.ts";

export type JudgeRequest = { prompt: string; system?: string };
export type JudgeAnswer = { text: string };
export type Judge = (request: JudgeRequest) => Promise<JudgeAnswer>;

const messageSchema = z.object({
  content: z.array(z.looseObject({ type: z.string(), text: z.string().optional() })),
});
const errorSchema = z.object({ error: z.object({ type: z.string(), message: z.string() }) });

const DEFAULT_BASE_URL = "https://api.anthropic.com";

/**
 * A judge over Anthropic's Messages API (non-streaming). Undefined when no API key is available,
 * so judge assertions fail with "no judge configured" instead of calling out unasked.
 */
export function createAnthropicJudge(
  config: JudgeConfig,
  env: Readonly<Record<string, string | undefined>>,
  fetchImpl: typeof fetch = fetch,
): Judge | undefined {
  const apiKey = env[config.apiKeyEnv];
  if (apiKey === undefined || apiKey === "") return undefined;
  const baseUrl = (config.baseUrl ?? env.ANTHROPIC_BASE_URL ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
  return async ({ prompt, system }) => {
    const response = await fetchImpl(`${baseUrl}/v1/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": apiKey, "anthropic-version": "2023-06-01" },
      body: JSON.stringify({
        model: config.model,
        max_tokens: 1024,
        ...(system === undefined ? {} : { system }),
        messages: [{ role: "user", content: prompt }],
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const parsed = errorSchema.safeParse(body);
      const detail = parsed.success
        ? `${parsed.data.error.type}: ${parsed.data.error.message}`
        : response.statusText;
      throw new Error(`judge request failed with HTTP ${response.status} (${detail})`);
    }
    const message = messageSchema.safeParse(body);
    if (!message.success) throw new Error("judge answer is not a Messages API response");
    return {
      text: message.data.content.flatMap((block) => (block.text === undefined ? [] : [block.text])).join(""),
    };
  };
}
