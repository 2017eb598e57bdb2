import { z } from "zod";
import type { JudgeConfig } from "../config/config-schema.ts";
import type { JudgeAnswer, JudgeRequest } from "./judge-types.ts";

/** An HTTP request to a judge API, built without doing it. */
export interface JudgeHttpRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** A judge API said no; `retryable` for rate limits, overload and server errors. */
export class JudgeHttpError extends Error {
  readonly status: number;
  readonly retryable: boolean;
  readonly retryAfterMs: number | undefined;
  constructor(status: number, detail: string, retryAfterMs?: number) {
    super(`judge request failed with HTTP ${status} (${detail})`);
    this.name = "JudgeHttpError";
    this.status = status;
    this.retryable = status === 408 || status === 409 || status === 429 || status >= 500;
    this.retryAfterMs = retryAfterMs;
  }
}

const DEFAULT_BASE_URL = { anthropic: "https://api.anthropic.com", openai: "https://api.openai.com/v1" };
const BASE_URL_ENV = { anthropic: "ANTHROPIC_BASE_URL", openai: "OPENAI_BASE_URL" };
const MAX_TOKENS = 1024;

/** Where the judge's API lives: the config's `baseUrl`, else the provider's env variable, else its public URL. */
export function judgeBaseUrl(
  provider: "anthropic" | "openai",
  config: Pick<JudgeConfig, "baseUrl">,
  env: Readonly<Record<string, string | undefined>>,
): string {
  const fromEnv = env[BASE_URL_ENV[provider]];
  return (config.baseUrl ?? (fromEnv || undefined) ?? DEFAULT_BASE_URL[provider]).replace(/\/+$/, "");
}

/**
 * The request for one judge question: Anthropic's Messages API (`POST /v1/messages`) or an
 * OpenAI-compatible chat completions API (`POST <base>/chat/completions`, the base URL including
 * `/v1` as OpenAI, OpenRouter and local servers publish it). Temperature 0: a judge should not roll dice.
 */
export function buildJudgeHttpRequest(
  provider: "anthropic" | "openai",
  target: { baseUrl: string; model: string; apiKey: string },
  request: JudgeRequest,
): JudgeHttpRequest {
  if (provider === "anthropic") {
    return {
      url: `${target.baseUrl}/v1/messages`,
      headers: {
        "content-type": "application/json",
        "x-api-key": target.apiKey,
        "anthropic-version": "2023-06-01",
      },
      body: JSON.stringify({
        model: target.model,
        max_tokens: MAX_TOKENS,
        temperature: 0,
        ...(request.system === undefined ? {} : { system: request.system }),
        messages: [{ role: "user", content: request.prompt }],
      }),
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
        ...(request.system === undefined ? [] : [{ role: "system", content: request.system }]),
        { role: "user", content: request.prompt },
      ],
    }),
  };
}

const anthropicMessage = z.object({
  content: z.array(z.looseObject({ type: z.string(), text: z.string().optional() })),
  usage: z
    .looseObject({
      input_tokens: z.number().optional(),
      output_tokens: z.number().optional(),
      cache_read_input_tokens: z.number().nullish(),
    })
    .optional(),
});
const chatCompletion = z.object({
  choices: z.array(z.looseObject({ message: z.looseObject({ content: z.string().nullish() }) })).min(1),
  usage: z
    .looseObject({ prompt_tokens: z.number().optional(), completion_tokens: z.number().optional() })
    .optional(),
});
const anthropicError = z.object({ error: z.object({ type: z.string(), message: z.string() }) });
const openaiError = z.object({
  error: z.looseObject({ message: z.string(), type: z.string().nullish(), code: z.unknown().optional() }),
});

/** Reads a judge API's answer: its text and token counts, or a JudgeHttpError. */
export function readJudgeHttpAnswer(
  provider: "anthropic" | "openai",
  response: { status: number; body: unknown; retryAfter?: string | null },
): JudgeAnswer {
  if (response.status < 200 || response.status >= 300) {
    throw new JudgeHttpError(response.status, errorDetail(response.body), retryAfterMs(response.retryAfter));
  }
  if (provider === "anthropic") {
    const message = anthropicMessage.safeParse(response.body);
    if (!message.success) throw new Error("judge answer is not a Messages API response");
    const usage = message.data.usage;
    return {
      text: message.data.content.flatMap((block) => (block.text === undefined ? [] : [block.text])).join(""),
      usage: {
        inputTokens: (usage?.input_tokens ?? 0) + (usage?.cache_read_input_tokens ?? 0),
        outputTokens: usage?.output_tokens ?? 0,
      },
    };
  }
  const completion = chatCompletion.safeParse(response.body);
  if (!completion.success) throw new Error("judge answer is not a chat completions response");
  return {
    text: completion.data.choices[0]?.message.content ?? "",
    usage: {
      inputTokens: completion.data.usage?.prompt_tokens ?? 0,
      outputTokens: completion.data.usage?.completion_tokens ?? 0,
    },
  };
}

function errorDetail(body: unknown): string {
  const anthropic = anthropicError.safeParse(body);
  if (anthropic.success) return `${anthropic.data.error.type}: ${anthropic.data.error.message}`;
  const openai = openaiError.safeParse(body);
  if (openai.success) {
    const kind =
      openai.data.error.type ??
      (typeof openai.data.error.code === "string" ? openai.data.error.code : undefined);
    return kind ? `${kind}: ${openai.data.error.message}` : openai.data.error.message;
  }
  return "no error details";
}

/** `retry-after` in seconds (HTTP dates are rare from model APIs and ignored). */
function retryAfterMs(header: string | null | undefined): number | undefined {
  if (header === null || header === undefined) return undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}
