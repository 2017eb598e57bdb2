import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { request } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  loadResponsesScriptFile,
  type OpenAIResponsesServer,
  type OpenAIResponsesServerOptions,
  ResponsesScriptFileSchema,
  startOpenAIResponsesServer,
} from "./openai-responses-server.ts";

const here = dirname(fileURLToPath(import.meta.url));
const serverFile = join(here, "openai-responses-server.ts");
const codexFixtures = join(here, "..", "fixtures", "transcripts", "codex");

const TOOLS = [{ type: "function", name: "exec_command", parameters: { type: "object" } }];
const ENV_CONTEXT = "<environment_context>\n  <cwd>/ws</cwd>\n</environment_context>";

let server: OpenAIResponsesServer | undefined;

async function start(options: OpenAIResponsesServerOptions): Promise<OpenAIResponsesServer> {
  server = await startOpenAIResponsesServer(options);
  return server;
}

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const SseDataSchema = z.looseObject({ type: z.string() });
interface SseEvent {
  event: string;
  data: z.infer<typeof SseDataSchema>;
}

function parseSse(text: string): SseEvent[] {
  return text
    .split("\n\n")
    .filter((frame) => frame.trim() !== "")
    .map((frame) => {
      const lines = frame.split("\n");
      const event = lines.find((l) => l.startsWith("event: "))?.slice("event: ".length) ?? "";
      const data = lines.find((l) => l.startsWith("data: "))?.slice("data: ".length) ?? "{}";
      return { event, data: SseDataSchema.parse(JSON.parse(data)) };
    });
}

function userMessage(text: string) {
  return { type: "message", role: "user", content: [{ type: "input_text", text }] };
}

interface PostOptions {
  prompt?: string;
  input?: unknown[];
  tools?: unknown[];
  stream?: boolean;
  cacheKey?: string;
  headers?: Record<string, string>;
  instructions?: string;
}

/** A request shaped like Codex's: developer message, environment context, then the prompt. */
function post(srv: OpenAIResponsesServer, opts: PostOptions = {}): Promise<Response> {
  const input = opts.input ?? [
    { type: "message", role: "developer", content: [{ type: "input_text", text: "<skills_instructions>" }] },
    userMessage(ENV_CONTEXT),
    userMessage(opts.prompt ?? "hello"),
  ];
  const body = {
    model: "gpt-5.5",
    input,
    ...(opts.tools === undefined ? { tools: TOOLS } : opts.tools.length > 0 ? { tools: opts.tools } : {}),
    ...(opts.stream === undefined ? {} : { stream: opts.stream }),
    ...(opts.cacheKey === undefined ? {} : { prompt_cache_key: opts.cacheKey }),
    ...(opts.instructions === undefined ? {} : { instructions: opts.instructions }),
  };
  return fetch(`${srv.url}/v1/responses`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer sk-test-key", ...opts.headers },
    body: JSON.stringify(body),
  });
}

const ResponseJsonSchema = z.looseObject({
  id: z.string(),
  output: z.array(
    z.looseObject({ type: z.string(), content: z.array(z.looseObject({ text: z.string() })).optional() }),
  ),
  usage: z.unknown(),
});

/** Text of the first message item of a non-streaming reply. */
async function replyText(res: Response): Promise<string> {
  const body = ResponseJsonSchema.parse(await res.json());
  return body.output.find((i) => i.type === "message")?.content?.[0]?.text ?? "";
}

describe("openai responses server", () => {
  it("streams a scripted turn as Responses SSE", async () => {
    const srv = await start({
      turns: [
        {
          output: [
            { type: "reasoning", summary: [{ type: "summary_text", text: "Read the skill first." }] },
            { type: "message", role: "assistant", content: [{ type: "output_text", text: "Reading it." }] },
            {
              type: "function_call",
              name: "exec_command",
              call_id: "call_fixed",
              arguments: '{"cmd":"cat SKILL.md"}',
            },
          ],
        },
      ],
    });
    const res = await post(srv, { stream: true });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = parseSse(await res.text());
    for (const e of events) expect(e.data.type).toBe(e.event);
    expect(events.map((e) => e.data.sequence_number)).toEqual(events.map((_, i) => i));
    expect(events.map((e) => e.event)).toEqual([
      "response.created",
      "response.output_item.added",
      "response.output_item.done",
      "response.output_item.added",
      "response.output_text.delta",
      "response.output_item.done",
      "response.output_item.added",
      "response.output_item.done",
      "response.completed",
    ]);
    const [created, rAdded, rDone, mAdded, delta, mDone, fAdded, fDone, completed] = events;
    expect(created?.data.response).toMatchObject({ id: "resp_1", status: "in_progress", output: [] });
    expect(rAdded?.data).toMatchObject({ output_index: 0, item: { type: "reasoning", summary: [] } });
    expect(rDone?.data).toMatchObject({
      item: { type: "reasoning", summary: [{ type: "summary_text", text: "Read the skill first." }] },
    });
    expect(mAdded?.data).toMatchObject({
      output_index: 1,
      item: { type: "message", status: "in_progress", content: [] },
    });
    expect(delta?.data).toMatchObject({ output_index: 1, content_index: 0, delta: "Reading it." });
    expect(mDone?.data).toMatchObject({
      item: { type: "message", role: "assistant", content: [{ type: "output_text", text: "Reading it." }] },
    });
    expect(fAdded?.data).toMatchObject({ output_index: 2, item: { type: "function_call", arguments: "" } });
    expect(fDone?.data.item).toMatchObject({
      type: "function_call",
      name: "exec_command",
      call_id: "call_fixed",
      arguments: '{"cmd":"cat SKILL.md"}',
      status: "completed",
    });
    expect(completed?.data.response).toMatchObject({
      id: "resp_1",
      status: "completed",
      model: "gpt-5.5",
      usage: {
        input_tokens: 100,
        input_tokens_details: { cached_tokens: 10 },
        output_tokens: 20,
        output_tokens_details: { reasoning_tokens: 5 },
        total_tokens: 120,
      },
    });
    expect(srv.requests[0]?.reply).toEqual({
      status: 200,
      kind: "turn",
      entryIndex: 0,
      responseId: "resp_1",
      callIds: ["call_fixed"],
    });
  });

  it("answers a plain Response JSON when not streaming; object arguments are serialized", async () => {
    const srv = await start({
      turns: [
        { output: [{ type: "function_call", name: "exec_command", arguments: { cmd: "ls" } }] },
        {
          output: [{ type: "message", role: "assistant", content: [{ type: "output_text", text: "Done." }] }],
          usage: { input_tokens: 7, cached_tokens: 0, output_tokens: 3, reasoning_tokens: 1 },
        },
      ],
      responseModel: "mock-model",
    });
    const first = ResponseJsonSchema.parse(await (await post(srv)).json());
    expect(first.output).toMatchObject([
      { type: "function_call", name: "exec_command", call_id: "call_1", arguments: '{"cmd":"ls"}' },
    ]);
    const second = await (await post(srv, { stream: false })).json();
    expect(second).toMatchObject({
      id: "resp_2",
      object: "response",
      model: "mock-model",
      output: [{ type: "message", content: [{ type: "output_text", text: "Done." }] }],
      usage: {
        input_tokens: 7,
        output_tokens: 3,
        total_tokens: 10,
        output_tokens_details: { reasoning_tokens: 1 },
      },
    });
  });

  it("splits text into deltas of `chunk` characters", async () => {
    const srv = await start({
      turns: [
        {
          output: [
            { type: "message", role: "assistant", content: [{ type: "output_text", text: "abcdefghij" }] },
          ],
          chunk: 4,
        },
      ],
    });
    const events = parseSse(await (await post(srv, { stream: true })).text());
    const deltas = events.filter((e) => e.event === "response.output_text.delta").map((e) => e.data.delta);
    expect(deltas).toEqual(["abcd", "efgh", "ij"]);
  });

  it("replies '(script exhausted)' once the script is used up", async () => {
    const srv = await start({
      turns: [{ output: [{ type: "message", content: [{ type: "output_text", text: "only" }] }] }],
    });
    expect(await replyText(await post(srv))).toBe("only");
    expect(await replyText(await post(srv))).toBe("(script exhausted)");
    expect(srv.requests.map((r) => r.reply.kind)).toEqual(["turn", "exhausted"]);
  });

  it("does not consume the script for requests without tools; `additional_tools` counts as tools", async () => {
    const srv = await start({
      turns: [
        { output: [{ type: "message", content: [{ type: "output_text", text: "main" }] }] },
        { output: [{ type: "message", content: [{ type: "output_text", text: "main 2" }] }] },
      ],
      sideText: "side",
    });
    expect(await replyText(await post(srv, { tools: [] }))).toBe("side");
    expect(await replyText(await post(srv))).toBe("main");
    const additional = {
      type: "additional_tools",
      role: "developer",
      tools: [{ type: "namespace", name: "functions", tools: [{ type: "custom", name: "exec" }] }],
    };
    expect(await replyText(await post(srv, { tools: [], input: [additional, userMessage("hello")] }))).toBe(
      "main 2",
    );
    expect(srv.requests.map((r) => [r.mainLoop, r.reply.kind, r.body?.toolNames])).toEqual([
      [false, "side", []],
      [true, "turn", ["exec_command"]],
      [true, "turn", ["exec"]],
    ]);
  });

  it("picks keyed scripts by the prompt (not Codex's context) and keeps one position per thread", async () => {
    const srv = await start({
      scripts: [
        {
          match: "status report",
          turns: [
            { output: [{ type: "message", content: [{ type: "output_text", text: "A1" }] }] },
            { output: [{ type: "message", content: [{ type: "output_text", text: "A2" }] }] },
          ],
        },
        // Would match the environment context of every request if that counted.
        {
          match: "<cwd>",
          turns: [{ output: [{ type: "message", content: [{ type: "output_text", text: "X" }] }] }],
        },
      ],
      turns: [{ output: [{ type: "message", content: [{ type: "output_text", text: "D1" }] }] }],
    });
    const a = "Write a status report please.";
    expect(await replyText(await post(srv, { prompt: a, cacheKey: "thread-a" }))).toBe("A1");
    expect(await replyText(await post(srv, { prompt: a, cacheKey: "thread-b" }))).toBe("A1");
    expect(await replyText(await post(srv, { prompt: a, cacheKey: "thread-a" }))).toBe("A2");
    expect(await replyText(await post(srv, { prompt: "other", cacheKey: "thread-c" }))).toBe("D1");
    // Without a prompt_cache_key the `session-id` header names the thread.
    expect(await replyText(await post(srv, { prompt: a, headers: { "session-id": "thread-b" } }))).toBe("A2");
    expect(srv.requests.map((r) => [r.conversation, r.script])).toEqual([
      ["thread:thread-a", "status report"],
      ["thread:thread-b", "status report"],
      ["thread:thread-a", "status report"],
      ["thread:thread-c", null],
      ["thread:thread-b", "status report"],
    ]);
    expect(srv.requests[0]?.body).toMatchObject({ promptText: a, userTexts: [ENV_CONTEXT, a] });
  });

  it("can identify conversations by the prompt only", async () => {
    const srv = await start({
      identifyBy: "prompt",
      turns: [
        { output: [{ type: "message", content: [{ type: "output_text", text: "T1" }] }] },
        { output: [{ type: "message", content: [{ type: "output_text", text: "T2" }] }] },
      ],
    });
    expect(await replyText(await post(srv, { prompt: "same", cacheKey: "k1" }))).toBe("T1");
    expect(await replyText(await post(srv, { prompt: "same", cacheKey: "k2" }))).toBe("T2");
    expect(srv.requests[0]?.conversation).toBe("prompt:same");
  });

  it("answers error entries with their status; `repeat` makes the error sticky", async () => {
    const srv = await start({
      scripts: [
        {
          match: "once",
          turns: [
            { http_status: 429, error: { message: "Slow down", type: "rate_limit_exceeded" } },
            { output: [{ type: "message", content: [{ type: "output_text", text: "recovered" }] }] },
          ],
        },
        {
          match: "always",
          turns: [
            {
              http_status: 500,
              error: { code: 500, message: "Internal server error", status: "INTERNAL" },
              repeat: true,
            },
            { output: [{ type: "message", content: [{ type: "output_text", text: "never served" }] }] },
          ],
        },
      ],
    });
    const once = await post(srv, { prompt: "fail once", stream: true, cacheKey: "t1" });
    expect(once.status).toBe(429);
    expect(once.headers.get("content-type")).toBe("application/json");
    expect(await once.json()).toEqual({ error: { message: "Slow down", type: "rate_limit_exceeded" } });
    expect(await replyText(await post(srv, { prompt: "fail once", cacheKey: "t1" }))).toBe("recovered");
    for (let i = 0; i < 3; i++) {
      const res = await post(srv, { prompt: "fail always", stream: true, cacheKey: "t2" });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({
        error: { code: 500, message: "Internal server error", status: "INTERNAL" },
      });
    }
    expect(await replyText(await post(srv, { prompt: "fail always", tools: [], cacheKey: "t2" }))).toBe("ok");
    expect(srv.requests.map((r) => [r.reply.status, r.reply.kind, r.reply.entryIndex])).toEqual([
      [429, "error", 0],
      [200, "turn", 1],
      [500, "error", 0],
      [500, "error", 0],
      [500, "error", 0],
      [200, "side", undefined],
    ]);
  });

  it("answers GET with 404 and refuses WebSocket upgrades with 426 at once", async () => {
    const srv = await start({});
    const get = await fetch(`${srv.url}/v1/responses`);
    expect(get.status).toBe(404);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request(`${srv.url}/v1/responses`, {
        headers: {
          connection: "Upgrade",
          upgrade: "websocket",
          "sec-websocket-version": "13",
          "sec-websocket-key": "x",
        },
      });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on("upgrade", () => reject(new Error("upgraded")));
      req.on("error", reject);
      req.end();
    });
    expect(status).toBe(426);
    expect(srv.requests.map((r) => [r.method, r.path, r.reply.status, r.reply.kind])).toEqual([
      ["GET", "/v1/responses", 404, "not_found"],
      ["GET", "/v1/responses", 426, "upgrade"],
    ]);
    expect(srv.requests[1]?.headers.upgrade).toBe("websocket");
  });

  it("rejects unknown paths and invalid bodies", async () => {
    const srv = await start({});
    expect((await fetch(`${srv.url}/v1/chat/completions`, { method: "POST", body: "{}" })).status).toBe(404);
    const bad = await fetch(`${srv.url}/v1/responses`, { method: "POST", body: "{not json" });
    expect(bad.status).toBe(400);
    const wrongShape = await fetch(`${srv.url}/v1/responses`, {
      method: "POST",
      body: JSON.stringify({ input: 42 }),
    });
    expect(wrongShape.status).toBe(400);
    expect(srv.requests.map((r) => r.reply.kind)).toEqual(["not_found", "bad_request", "bad_request"]);
  });

  it("records each request without credentials: developer text, prompt and tool outputs", async () => {
    const srv = await start({ turns: [] });
    await post(srv, {
      instructions: "Base instructions.",
      cacheKey: "thread-1",
      headers: { originator: "codex_exec", "user-agent": "codex_exec/0.169.0" },
      input: [
        {
          type: "message",
          role: "developer",
          content: [{ type: "input_text", text: "### Skill roots\n- `r0`" }],
        },
        userMessage(ENV_CONTEXT),
        userMessage("Do it."),
        { type: "reasoning", summary: [], content: null, encrypted_content: "opaque" },
        { type: "function_call", name: "exec_command", call_id: "call_1", arguments: "{}" },
        {
          type: "function_call_output",
          call_id: "call_1",
          output: "Process exited with code 0\nOutput:\nhi\n",
        },
      ],
    });
    const [first] = srv.requests;
    expect(first).toMatchObject({
      seq: 1,
      method: "POST",
      path: "/v1/responses",
      auth: "bearer",
      mainLoop: true,
      headers: { originator: "codex_exec", "user-agent": "codex_exec/0.169.0" },
      body: {
        model: "gpt-5.5",
        stream: false,
        toolNames: ["exec_command"],
        inputCount: 6,
        promptText: "Do it.",
        developerText: "Base instructions.\n### Skill roots\n- `r0`",
        toolOutputs: [{ callId: "call_1", output: "Process exited with code 0\nOutput:\nhi\n" }],
      },
    });
    expect(first?.remoteAddress).toMatch(/^(127\.0\.0\.1|::ffff:127\.0\.0\.1)$/);
    expect(JSON.stringify(srv.requests)).not.toContain("sk-test-key");
  });

  it("listens on 127.0.0.1 and stops accepting connections after close", async () => {
    const srv = await start({});
    expect(srv.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await post(srv);
    await srv.close();
    await srv.close(); // idempotent
    await expect(post(srv)).rejects.toThrow();
  });

  it("validates scripts given in code", async () => {
    await expect(
      startOpenAIResponsesServer({
        // @ts-expect-error: deliberately malformed item
        turns: [{ output: [{ type: "image", url: "x" }] }],
      }),
    ).rejects.toThrow();
  });
});

describe("script file format", () => {
  it("accepts every recorded Codex fixture script", () => {
    const scenarios = readdirSync(codexFixtures);
    expect(scenarios.length).toBeGreaterThan(5);
    for (const scenario of scenarios) {
      const options = loadResponsesScriptFile(join(codexFixtures, scenario, "model-script.json"));
      expect(options.turns?.length, scenario).toBeGreaterThan(0);
    }
  });

  it("accepts the keyed form and rejects typos", () => {
    expect(
      ResponsesScriptFileSchema.safeParse({
        turns: [],
        scripts: [
          {
            match: "x",
            turns: [{ output: [{ type: "message", content: [{ type: "output_text", text: "t" }] }] }],
          },
        ],
        side_text: "s",
      }).success,
    ).toBe(true);
    expect(
      ResponsesScriptFileSchema.safeParse([{ http_status: 500, error: { message: "m" }, repeats: true }])
        .success,
    ).toBe(false);
    expect(ResponsesScriptFileSchema.safeParse([{ output: [] }]).success).toBe(false);
  });
});

describe("CLI", () => {
  it("prints the URL and serves the script file", async () => {
    const script = join(codexFixtures, "skill-used", "model-script.json");
    const child = spawn(process.execPath, [serverFile, "--script", script, "--port", "0"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = "";
        let err = "";
        child.stdout.on("data", (c: Buffer) => {
          out += c.toString();
          const first = out.split("\n")[0];
          if (out.includes("\n") && first) resolve(first.trim());
        });
        child.stderr.on("data", (c: Buffer) => {
          err += c.toString();
        });
        child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${err}`)));
      });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${url}/v1/responses`, {
        method: "POST",
        body: JSON.stringify({ model: "m", input: [userMessage("go")], tools: TOOLS }),
      });
      const body = ResponseJsonSchema.parse(await res.json());
      expect(body.output.map((i) => i.type)).toEqual(["reasoning", "function_call"]);
      expect(body.output[1]).toMatchObject({ call_id: "call_mock_01" });
    } finally {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  });
});
