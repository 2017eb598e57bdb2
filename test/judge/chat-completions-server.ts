/**
 * A tiny scripted server speaking the OpenAI-compatible chat completions API (`POST
 * <base>/chat/completions`), for the judge: each request takes the next reply (an answer text, or
 * an HTTP error); the last one repeats. Records each request's path, headers and body.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type ChatReply = { text: string } | { status: number; message: string; retryAfter?: string };

export interface ChatCompletionsServer {
  /** Base URL including `/v1`, as OpenAI-compatible APIs publish it. */
  url: string;
  requests: { path: string; authorization?: string; body: Record<string, unknown> }[];
  close(): Promise<void>;
}

export async function startChatCompletionsServer(
  replies: readonly ChatReply[],
): Promise<ChatCompletionsServer> {
  const requests: ChatCompletionsServer["requests"] = [];
  const server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    requests.push({ path: req.url ?? "", authorization: req.headers.authorization, body });
    const reply = replies[Math.min(requests.length - 1, replies.length - 1)] ?? { text: "" };
    if (req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    if ("status" in reply) {
      res.writeHead(reply.status, {
        "content-type": "application/json",
        ...(reply.retryAfter === undefined ? {} : { "retry-after": reply.retryAfter }),
      });
      res.end(JSON.stringify({ error: { message: reply.message, type: "rate_limit_error" } }));
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: "chat.completion",
        model: body.model,
        choices: [{ index: 0, message: { role: "assistant", content: reply.text }, finish_reason: "stop" }],
        usage: { prompt_tokens: 200, completion_tokens: 30, total_tokens: 230 },
      }),
    );
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of req) text += String(chunk);
  return text;
}
