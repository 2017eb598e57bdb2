import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import {
  type AnthropicModelServer,
  type AnthropicModelServerOptions,
  loadScriptFile,
  ModelServerScriptFileSchema,
  startAnthropicModelServer,
} from "./anthropic-model-server.ts";

const here = dirname(fileURLToPath(import.meta.url));
const serverFile = join(here, "anthropic-model-server.ts");
const claudeFixtures = join(here, "..", "fixtures", "transcripts", "claude");

const TOOLS = [{ name: "Bash", description: "run", input_schema: { type: "object" } }];

let server: AnthropicModelServer | undefined;

async function start(options: AnthropicModelServerOptions): Promise<AnthropicModelServer> {
  server = await startAnthropicModelServer(options);
  return server;
}

afterEach(async () => {
  await server?.close();
  server = undefined;
});

interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

function parseSse(text: string): SseEvent[] {
  return text
    .split("\n\n")
    .filter((frame) => frame.trim() !== "")
    .map((frame) => {
      const lines = frame.split("\n");
      const event = lines.find((l) => l.startsWith("event: "))?.slice("event: ".length) ?? "";
      const data = lines.find((l) => l.startsWith("data: "))?.slice("data: ".length) ?? "{}";
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

interface PostOptions {
  prompt?: string | unknown[];
  tools?: unknown[];
  stream?: boolean;
  headers?: Record<string, string>;
  messages?: unknown[];
  path?: string;
}

function post(srv: AnthropicModelServer, opts: PostOptions = {}): Promise<Response> {
  const body = {
    model: "claude-sonnet-4-5",
    max_tokens: 1024,
    messages: opts.messages ?? [{ role: "user", content: opts.prompt ?? "hello" }],
    ...(opts.tools === undefined ? { tools: TOOLS } : opts.tools.length > 0 ? { tools: opts.tools } : {}),
    ...(opts.stream === undefined ? {} : { stream: opts.stream }),
  };
  return fetch(`${srv.url}${opts.path ?? "/v1/messages?beta=true"}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "anthropic-version": "2023-06-01",
      "x-api-key": "sk-ant-test",
      ...opts.headers,
    },
    body: JSON.stringify(body),
  });
}

/** Text of the first text block of a non-streaming reply. */
async function replyText(res: Response): Promise<string> {
  const msg = (await res.json()) as { content: { type: string; text?: string }[] };
  return msg.content.find((b) => b.type === "text")?.text ?? "";
}

describe("anthropic model server", () => {
  it("streams a scripted turn as Anthropic SSE", async () => {
    const srv = await start({
      turns: [
        {
          content: [
            { type: "text", text: "I'll run it." },
            { type: "tool_use", name: "Bash", input: { command: "echo hi > out.txt" } },
          ],
        },
      ],
    });
    const res = await post(srv, { stream: true });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("request-id")).toBe("req_mock_1");
    const events = parseSse(await res.text());
    for (const e of events) expect(e.data.type).toBe(e.event);
    expect(events.map((e) => e.event).filter((t) => t !== "ping")).toEqual([
      "message_start",
      "content_block_start",
      "content_block_delta",
      "content_block_stop",
      "content_block_start",
      "content_block_delta",
      "content_block_stop",
      "message_delta",
      "message_stop",
    ]);
    const [start0, , textStart, textDelta, textStop, toolStart, toolDelta, toolStop, delta] = events;
    expect(start0?.data.message).toMatchObject({
      id: "msg_1",
      type: "message",
      role: "assistant",
      model: "claude-mock",
      content: [],
      stop_reason: null,
      usage: { input_tokens: 100 },
    });
    expect(textStart?.data).toMatchObject({ index: 0, content_block: { type: "text", text: "" } });
    expect(textDelta?.data).toMatchObject({ index: 0, delta: { type: "text_delta", text: "I'll run it." } });
    expect(textStop?.data).toMatchObject({ index: 0 });
    expect(toolStart?.data).toMatchObject({
      index: 1,
      content_block: { type: "tool_use", id: "toolu_1", name: "Bash", input: {} },
    });
    const partial = (toolDelta?.data.delta as { type: string; partial_json: string }) ?? {};
    expect(partial.type).toBe("input_json_delta");
    expect(JSON.parse(partial.partial_json)).toEqual({ command: "echo hi > out.txt" });
    expect(toolStop?.data).toMatchObject({ index: 1 });
    expect(delta?.data).toMatchObject({ delta: { stop_reason: "tool_use" }, usage: { output_tokens: 20 } });
  });

  it("answers plain Message JSON when not streaming, with end_turn and scripted ids", async () => {
    const srv = await start({
      turns: [
        { content: [{ type: "tool_use", id: "toolu_fixed", name: "Skill", input: { skill: "x" } }] },
        { content: [{ type: "text", text: "Done." }], usage: { input_tokens: 7, output_tokens: 3 } },
      ],
    });
    const first = (await (await post(srv)).json()) as Record<string, unknown>;
    expect(first).toMatchObject({
      id: "msg_1",
      type: "message",
      stop_reason: "tool_use",
      content: [{ type: "tool_use", id: "toolu_fixed", name: "Skill", input: { skill: "x" } }],
    });
    const second = (await (await post(srv, { stream: false })).json()) as Record<string, unknown>;
    expect(second).toMatchObject({
      id: "msg_2",
      role: "assistant",
      stop_reason: "end_turn",
      content: [{ type: "text", text: "Done." }],
      usage: { input_tokens: 7, output_tokens: 3 },
    });
    expect(srv.requests.map((r) => r.reply.toolUseIds)).toEqual([["toolu_fixed"], undefined]);
  });

  it("numbers generated tool_use ids across the server", async () => {
    const srv = await start({
      turns: [
        {
          content: [
            { type: "tool_use", name: "Bash", input: { command: "a" } },
            { type: "tool_use", name: "Bash", input: { command: "b" } },
          ],
        },
        { content: [{ type: "tool_use", name: "Read", input: { file_path: "/x" } }] },
      ],
    });
    await post(srv);
    await post(srv);
    expect(srv.requests.map((r) => r.reply.toolUseIds)).toEqual([["toolu_1", "toolu_2"], ["toolu_3"]]);
  });

  it("splits text into deltas of `chunk` characters", async () => {
    const srv = await start({ turns: [{ content: [{ type: "text", text: "abcdefghij" }], chunk: 4 }] });
    const events = parseSse(await (await post(srv, { stream: true })).text());
    const deltas = events
      .filter((e) => e.event === "content_block_delta")
      .map((e) => (e.data.delta as { text: string }).text);
    expect(deltas).toEqual(["abcd", "efgh", "ij"]);
  });

  it("replies '(script exhausted)' once the script is used up", async () => {
    const srv = await start({ turns: [{ content: [{ type: "text", text: "only" }] }] });
    expect(await replyText(await post(srv))).toBe("only");
    expect(await replyText(await post(srv))).toBe("(script exhausted)");
    expect(await replyText(await post(srv))).toBe("(script exhausted)");
    expect(srv.requests.map((r) => r.reply.kind)).toEqual(["turn", "exhausted", "exhausted"]);
  });

  it("does not consume the script for requests without tools", async () => {
    const srv = await start({ turns: [{ content: [{ type: "text", text: "main" }] }], sideText: "side" });
    expect(await replyText(await post(srv, { tools: [] }))).toBe("side");
    const streamed = parseSse(await (await post(srv, { tools: [], stream: true })).text());
    expect(streamed.find((e) => e.event === "content_block_delta")?.data.delta).toEqual({
      type: "text_delta",
      text: "side",
    });
    expect(await replyText(await post(srv))).toBe("main");
    expect(srv.requests.map((r) => [r.mainLoop, r.reply.kind])).toEqual([
      [false, "side"],
      [false, "side"],
      [true, "turn"],
    ]);
  });

  it("keeps one position per conversation and picks keyed scripts by the first user message", async () => {
    const srv = await start({
      scripts: [
        {
          match: "status report",
          turns: [{ content: [{ type: "text", text: "A1" }] }, { content: [{ type: "text", text: "A2" }] }],
        },
        { match: "changelog", turns: [{ content: [{ type: "text", text: "B1" }] }] },
      ],
      turns: [{ content: [{ type: "text", text: "D1" }] }],
    });
    const a = "Write a status report please.";
    const b = "Add a changelog entry.";
    // Later requests of a conversation repeat the first user message and add more messages.
    const later = (prompt: string) => [
      { role: "user", content: prompt },
      { role: "assistant", content: [{ type: "text", text: "x" }] },
      { role: "user", content: [{ type: "text", text: "continue" }] },
    ];
    expect(await replyText(await post(srv, { prompt: a }))).toBe("A1");
    expect(await replyText(await post(srv, { prompt: b }))).toBe("B1");
    expect(await replyText(await post(srv, { messages: later(a) }))).toBe("A2");
    expect(await replyText(await post(srv, { messages: later(b) }))).toBe("(script exhausted)");
    expect(await replyText(await post(srv, { messages: later(a) }))).toBe("(script exhausted)");
    expect(await replyText(await post(srv, { prompt: "something else" }))).toBe("D1");
    // A match inside a <system-reminder> block does not count; the prompt block does.
    const reminder = [
      { type: "text", text: "<system-reminder>\nskills: changelog\n</system-reminder>" },
      { type: "text", text: "Nothing to match here." },
    ];
    // (a new conversation: it gets the default turns, from their start)
    expect(await replyText(await post(srv, { prompt: reminder }))).toBe("D1");
    expect(srv.requests.map((r) => r.script)).toEqual([
      "status report",
      "changelog",
      "status report",
      "changelog",
      "status report",
      null,
      null,
    ]);
    expect(srv.requests[6]?.body?.firstUserText).toBe(
      "<system-reminder>\nskills: changelog\n</system-reminder>\nNothing to match here.",
    );
  });

  it("tells conversations apart by the client's session id when it sends one", async () => {
    const srv = await start({
      turns: [{ content: [{ type: "text", text: "T1" }] }, { content: [{ type: "text", text: "T2" }] }],
    });
    const s1 = { "x-claude-code-session-id": "11111111-1111-4111-8111-111111111111" };
    const s2 = { "x-claude-code-session-id": "22222222-2222-4222-8222-222222222222" };
    // Same prompt, two sessions (e.g. two trials of one case): independent positions.
    expect(await replyText(await post(srv, { prompt: "same", headers: s1 }))).toBe("T1");
    expect(await replyText(await post(srv, { prompt: "same", headers: s2 }))).toBe("T1");
    // A subagent: other first message, same session: shares the parent's script position.
    expect(await replyText(await post(srv, { prompt: "subagent task", headers: s1 }))).toBe("T2");
    // The session id may also come from metadata.user_id (a JSON string).
    const res = await fetch(`${srv.url}/v1/messages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        model: "m",
        messages: [{ role: "user", content: "other" }],
        tools: TOOLS,
        metadata: {
          user_id: JSON.stringify({ device_id: "d", session_id: "22222222-2222-4222-8222-222222222222" }),
        },
      }),
    });
    expect(await replyText(res)).toBe("T2");
    expect(srv.requests.map((r) => r.conversation)).toEqual([
      "session:11111111-1111-4111-8111-111111111111",
      "session:22222222-2222-4222-8222-222222222222",
      "session:11111111-1111-4111-8111-111111111111",
      "session:22222222-2222-4222-8222-222222222222",
    ]);
  });

  it("can identify conversations by the first user message only", async () => {
    const srv = await start({
      identifyBy: "first-user-message",
      turns: [{ content: [{ type: "text", text: "T1" }] }, { content: [{ type: "text", text: "T2" }] }],
    });
    const s1 = { "x-claude-code-session-id": "11111111-1111-4111-8111-111111111111" };
    const s2 = { "x-claude-code-session-id": "22222222-2222-4222-8222-222222222222" };
    expect(await replyText(await post(srv, { prompt: "same", headers: s1 }))).toBe("T1");
    expect(await replyText(await post(srv, { prompt: "same", headers: s2 }))).toBe("T2");
    expect(await replyText(await post(srv, { prompt: "different", headers: s1 }))).toBe("T1");
    expect(srv.requests[0]?.conversation).toBe("first-user-message:same");
  });

  it("answers error entries with their status; `repeat` makes the error sticky", async () => {
    const srv = await start({
      scripts: [
        {
          match: "once",
          turns: [
            { http_status: 529, error: { type: "overloaded_error", message: "Overloaded" } },
            { content: [{ type: "text", text: "recovered" }] },
          ],
        },
        {
          match: "always",
          turns: [
            {
              http_status: 401,
              error: { type: "authentication_error", message: "invalid x-api-key" },
              repeat: true,
            },
            { content: [{ type: "text", text: "never served" }] },
          ],
        },
      ],
    });
    const once = await post(srv, { prompt: "fail once", stream: true });
    expect(once.status).toBe(529);
    expect(once.headers.get("content-type")).toBe("application/json");
    expect(await once.json()).toEqual({
      type: "error",
      error: { type: "overloaded_error", message: "Overloaded" },
    });
    expect(await replyText(await post(srv, { prompt: "fail once" }))).toBe("recovered");

    for (let i = 0; i < 3; i++) {
      const res = await post(srv, { prompt: "fail always", stream: true });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        type: "error",
        error: { type: "authentication_error", message: "invalid x-api-key" },
      });
    }
    // Side requests are still answered.
    expect(await replyText(await post(srv, { prompt: "fail always", tools: [] }))).toBe("ok");
    expect(srv.requests.map((r) => [r.reply.status, r.reply.kind, r.reply.entryIndex])).toEqual([
      [529, "error", 0],
      [200, "turn", 1],
      [401, "error", 0],
      [401, "error", 0],
      [401, "error", 0],
      [200, "side", undefined],
    ]);
  });

  it("answers count_tokens without consuming the script", async () => {
    const srv = await start({ turns: [{ content: [{ type: "text", text: "main" }] }] });
    const res = await post(srv, { path: "/v1/messages/count_tokens?beta=true" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { input_tokens: number };
    expect(body.input_tokens).toBeGreaterThan(0);
    expect(await replyText(await post(srv))).toBe("main");
    expect(srv.requests[0]).toMatchObject({
      path: "/v1/messages/count_tokens",
      reply: { kind: "count_tokens" },
    });
  });

  it("rejects unknown paths and invalid bodies", async () => {
    const srv = await start({});
    const notFound = await fetch(`${srv.url}/v1/models`);
    expect(notFound.status).toBe(404);
    expect(((await notFound.json()) as { type: string }).type).toBe("error");
    const bad = await fetch(`${srv.url}/v1/messages`, { method: "POST", body: "{not json" });
    expect(bad.status).toBe(400);
    const wrongShape = await fetch(`${srv.url}/v1/messages`, {
      method: "POST",
      body: JSON.stringify({ messages: "nope" }),
    });
    expect(wrongShape.status).toBe(400);
    expect(srv.requests.map((r) => r.reply.kind)).toEqual(["not_found", "bad_request", "bad_request"]);
  });

  it("records each request without credentials", async () => {
    const srv = await start({ turns: [] });
    await post(srv, { prompt: "hi there", headers: { "x-app": "cli", "anthropic-beta": "b1,b2" } });
    await post(srv, { tools: [], headers: { "x-api-key": "", authorization: "Bearer secret-token-xyz" } });
    const [first, second] = srv.requests;
    expect(first).toMatchObject({
      seq: 1,
      method: "POST",
      path: "/v1/messages",
      query: "beta=true",
      auth: "x-api-key",
      mainLoop: true,
      body: {
        model: "claude-sonnet-4-5",
        stream: false,
        toolNames: ["Bash"],
        messageCount: 1,
        firstUserText: "hi there",
      },
      headers: { "anthropic-version": "2023-06-01", "anthropic-beta": "b1,b2", "x-app": "cli" },
    });
    expect(first?.remoteAddress).toMatch(/^(127\.0\.0\.1|::ffff:127\.0\.0\.1)$/);
    expect(first?.headers.host).toBe(new URL(srv.url).host);
    expect(JSON.stringify(srv.requests)).not.toContain("sk-ant-test");
    expect(JSON.stringify(srv.requests)).not.toContain("secret-token-xyz");
    expect(second).toMatchObject({ auth: "bearer", mainLoop: false, body: { toolNames: [] } });
  });

  it("listens on 127.0.0.1 and stops accepting connections after close", async () => {
    const srv = await start({});
    expect(srv.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(srv.port).toBeGreaterThan(0);
    await post(srv);
    await srv.close();
    await srv.close(); // idempotent
    await expect(post(srv)).rejects.toThrow();
  });

  it("validates scripts given in code", async () => {
    await expect(
      startAnthropicModelServer({
        // @ts-expect-error: deliberately malformed entry
        turns: [{ content: [{ type: "image", url: "x" }] }],
      }),
    ).rejects.toThrow();
  });
});

describe("script file format", () => {
  it("accepts every recorded Claude fixture script", () => {
    const scenarios = readdirSync(claudeFixtures);
    expect(scenarios.length).toBeGreaterThan(5);
    for (const scenario of scenarios) {
      const options = loadScriptFile(join(claudeFixtures, scenario, "model-script.json"));
      expect(options.turns?.length, scenario).toBeGreaterThan(0);
    }
  });

  it("accepts the keyed form and rejects typos", () => {
    expect(
      ModelServerScriptFileSchema.safeParse({
        turns: [],
        scripts: [{ match: "x", turns: [{ content: [{ type: "text", text: "t" }] }] }],
        side_text: "s",
      }).success,
    ).toBe(true);
    expect(
      ModelServerScriptFileSchema.safeParse([
        { http_status: 500, error: { type: "api_error", message: "m" }, repeats: true },
      ]).success,
    ).toBe(false);
    expect(ModelServerScriptFileSchema.safeParse([{ content: [] }]).success).toBe(false);
  });
});

describe("CLI", () => {
  it("prints the URL and serves the script file", async () => {
    const script = join(claudeFixtures, "skill-used", "model-script.json");
    const child = spawn(process.execPath, [serverFile, "--script", script, "--port", "0"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = "";
        let err = "";
        child.stdout.on("data", (c: Buffer) => {
          out += c.toString();
          const line = out.split("\n")[0];
          if (out.includes("\n") && line) resolve(line.trim());
        });
        child.stderr.on("data", (c: Buffer) => {
          err += c.toString();
        });
        child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${err}`)));
      });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${url}/v1/messages`, {
        method: "POST",
        body: JSON.stringify({ model: "m", messages: [{ role: "user", content: "go" }], tools: TOOLS }),
      });
      const msg = (await res.json()) as { content: { type: string; name?: string; id?: string }[] };
      expect(msg.content.map((b) => b.name ?? b.type)).toEqual(["text", "Skill"]);
      expect(msg.content[1]?.id).toBe("toolu_mock_01");
    } finally {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  });
});
