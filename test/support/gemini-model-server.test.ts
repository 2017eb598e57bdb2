import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  type GeminiModelServer,
  type GeminiModelServerOptions,
  loadScriptFile,
  ModelServerScriptFileSchema,
  startGeminiModelServer,
} from "./gemini-model-server.ts";

const here = dirname(fileURLToPath(import.meta.url));
const serverFile = join(here, "gemini-model-server.ts");
const geminiFixtures = join(here, "..", "fixtures", "transcripts", "gemini");

const TOOLS = [{ functionDeclarations: [{ name: "run_shell_command", description: "run" }] }];
const STREAM = "/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse";
const GENERATE = "/v1beta/models/gemini-2.5-flash:generateContent";

let server: GeminiModelServer | undefined;

async function start(options: GeminiModelServerOptions): Promise<GeminiModelServer> {
  server = await startGeminiModelServer(options);
  return server;
}

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const PartSchema = z.looseObject({
  text: z.string().optional(),
  thought: z.boolean().optional(),
  functionCall: z.looseObject({ name: z.string(), args: z.record(z.string(), z.unknown()) }).optional(),
});
const ResponseSchema = z.looseObject({
  candidates: z.array(
    z.looseObject({
      content: z.looseObject({ role: z.string(), parts: z.array(PartSchema) }),
      finishReason: z.string().optional(),
    }),
  ),
  usageMetadata: z
    .looseObject({
      promptTokenCount: z.number(),
      candidatesTokenCount: z.number(),
      totalTokenCount: z.number(),
      thoughtsTokenCount: z.number().optional(),
    })
    .optional(),
  modelVersion: z.string(),
  responseId: z.string(),
});
type ApiResponse = z.infer<typeof ResponseSchema>;
const ErrorSchema = z.object({
  error: z.looseObject({ code: z.number(), message: z.string(), status: z.string() }),
});

function parseSse(text: string): ApiResponse[] {
  expect(text.endsWith("\r\n\r\n")).toBe(true);
  return text
    .split("\r\n\r\n")
    .filter((frame) => frame.trim() !== "")
    .map((frame) => {
      expect(frame.startsWith("data: ")).toBe(true);
      return ResponseSchema.parse(JSON.parse(frame.slice("data: ".length)));
    });
}

interface PostOptions {
  prompt?: string;
  contents?: unknown[];
  tools?: unknown[];
  path?: string;
  headers?: Record<string, string>;
  generationConfig?: Record<string, unknown>;
}

function post(srv: GeminiModelServer, opts: PostOptions = {}): Promise<Response> {
  const body = {
    contents: opts.contents ?? [{ role: "user", parts: [{ text: opts.prompt ?? "hello" }] }],
    ...(opts.tools === undefined ? { tools: TOOLS } : opts.tools.length > 0 ? { tools: opts.tools } : {}),
    ...(opts.generationConfig === undefined ? {} : { generationConfig: opts.generationConfig }),
  };
  return fetch(`${srv.url}${opts.path ?? GENERATE}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-goog-api-key": "gm-test-key", ...opts.headers },
    body: JSON.stringify(body),
  });
}

/** All parts of a non-streaming reply. */
async function replyParts(res: Response) {
  return ResponseSchema.parse(await res.json()).candidates[0]?.content.parts ?? [];
}
async function replyText(res: Response): Promise<string> {
  return (await replyParts(res)).flatMap((p) => (p.text === undefined ? [] : [p.text])).join("");
}

describe("gemini model server", () => {
  it("streams a scripted turn as Gemini SSE", async () => {
    const srv = await start({
      turns: [
        {
          parts: [
            { text: "I'll run it." },
            { functionCall: { name: "run_shell_command", args: { command: "echo hi > out.txt" } } },
          ],
        },
      ],
    });
    const res = await post(srv, { path: STREAM });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const frames = parseSse(await res.text());
    expect(frames).toEqual([
      {
        candidates: [
          {
            content: {
              role: "model",
              parts: [
                { text: "I'll run it." },
                { functionCall: { name: "run_shell_command", args: { command: "echo hi > out.txt" } } },
              ],
            },
            finishReason: "STOP",
            index: 0,
          },
        ],
        usageMetadata: { promptTokenCount: 100, candidatesTokenCount: 20, totalTokenCount: 120 },
        modelVersion: "gemini-mock",
        responseId: "resp_mock_1",
      },
    ]);
    expect(srv.requests[0]).toMatchObject({
      path: "/v1beta/models/gemini-2.5-flash:streamGenerateContent",
      query: "alt=sse",
      model: "gemini-2.5-flash",
      action: "streamGenerateContent",
      mainLoop: true,
      reply: { status: 200, kind: "turn", entryIndex: 0, functionCalls: ["run_shell_command"] },
    });
  });

  it("splits text into frames of `chunk` characters; usage and finishReason end the stream", async () => {
    const srv = await start({
      turns: [
        {
          parts: [
            { text: "abcdefghij" },
            { functionCall: { name: "activate_skill", args: { name: "x" }, id: "call-1" } },
          ],
          chunk: 4,
          usage: { promptTokenCount: 7, candidatesTokenCount: 3, thoughtsTokenCount: 5 },
        },
      ],
    });
    const frames = parseSse(await (await post(srv, { path: STREAM })).text());
    expect(frames.map((f) => f.candidates[0]?.content.parts)).toEqual([
      [{ text: "abcd" }],
      [{ text: "efgh" }],
      [{ text: "ij" }],
      [{ functionCall: { name: "activate_skill", args: { name: "x" }, id: "call-1" } }],
    ]);
    expect(frames.map((f) => f.candidates[0]?.finishReason)).toEqual([
      undefined,
      undefined,
      undefined,
      "STOP",
    ]);
    expect(frames.map((f) => f.usageMetadata)).toEqual([
      undefined,
      undefined,
      undefined,
      { promptTokenCount: 7, candidatesTokenCount: 3, thoughtsTokenCount: 5, totalTokenCount: 15 },
    ]);
    expect(new Set(frames.map((f) => f.responseId))).toEqual(new Set(["resp_mock_1"]));
  });

  it("answers one JSON response to generateContent", async () => {
    const srv = await start({
      turns: [{ parts: [{ text: "Done." }], finishReason: "MAX_TOKENS" }],
      responseModel: "gemini-test",
    });
    const body = ResponseSchema.parse(await (await post(srv)).json());
    expect(body).toMatchObject({
      candidates: [{ content: { role: "model", parts: [{ text: "Done." }] }, finishReason: "MAX_TOKENS" }],
      modelVersion: "gemini-test",
    });
  });

  it("replies '(script exhausted)' once the script is used up", async () => {
    const srv = await start({ turns: [{ parts: [{ text: "only" }] }] });
    expect(await replyText(await post(srv))).toBe("only");
    expect(await replyText(await post(srv))).toBe("(script exhausted)");
    expect(srv.requests.map((r) => r.reply.kind)).toEqual(["turn", "exhausted"]);
  });

  it("does not consume the script for requests without tools", async () => {
    const srv = await start({ turns: [{ parts: [{ text: "main" }] }], sideText: "side" });
    const routing = await post(srv, {
      tools: [],
      path: "/v1beta/models/gemini-3.5-flash-lite:generateContent",
      generationConfig: { responseMimeType: "application/json" },
    });
    expect(await replyText(routing)).toBe("side");
    const streamed = parseSse(await (await post(srv, { tools: [], path: STREAM })).text());
    expect(streamed[0]?.candidates[0]?.content.parts).toEqual([{ text: "side" }]);
    // A tools entry without function declarations is not the main loop either.
    expect(await replyText(await post(srv, { tools: [{ googleSearch: {} }] }))).toBe("side");
    expect(await replyText(await post(srv))).toBe("main");
    expect(srv.requests.map((r) => [r.mainLoop, r.reply.kind])).toEqual([
      [false, "side"],
      [false, "side"],
      [false, "side"],
      [true, "turn"],
    ]);
    expect(srv.requests[0]?.body?.responseMimeType).toBe("application/json");
    expect(srv.requests[0]?.model).toBe("gemini-3.5-flash-lite");
  });

  it("keeps one position per conversation and picks keyed scripts by the first user turn", async () => {
    const srv = await start({
      scripts: [
        { match: "status report", turns: [{ parts: [{ text: "A1" }] }, { parts: [{ text: "A2" }] }] },
        { match: "changelog", turns: [{ parts: [{ text: "B1" }] }] },
      ],
      turns: [{ parts: [{ text: "D1" }] }],
    });
    // Gemini CLI's first user turn: a session-context part, then the prompt.
    const firstTurn = (prompt: string, workspace = "/ws/a") => ({
      role: "user",
      parts: [
        { text: `<session_context>\nWorkspace: ${workspace}\nchangelog.md\n</session_context>` },
        { text: prompt },
      ],
    });
    const later = (prompt: string, workspace?: string) => [
      firstTurn(prompt, workspace),
      { role: "model", parts: [{ functionCall: { name: "run_shell_command", args: {} } }] },
      { role: "user", parts: [{ functionResponse: { name: "run_shell_command", response: {} } }] },
    ];
    const a = "Write a status report please.";
    const b = "Add a changelog entry.";
    expect(await replyText(await post(srv, { contents: [firstTurn(a)] }))).toBe("A1");
    expect(await replyText(await post(srv, { contents: [firstTurn(b)] }))).toBe("B1");
    expect(await replyText(await post(srv, { contents: later(a) }))).toBe("A2");
    expect(await replyText(await post(srv, { contents: later(b) }))).toBe("(script exhausted)");
    // The same prompt in another workspace is another conversation, from the start of its script.
    expect(await replyText(await post(srv, { contents: [firstTurn(a, "/ws/b")] }))).toBe("A1");
    // "changelog" inside the session context does not count.
    expect(await replyText(await post(srv, { contents: [firstTurn("Something else.")] }))).toBe("D1");
    expect(srv.requests.map((r) => r.script)).toEqual([
      "status report",
      "changelog",
      "status report",
      "changelog",
      "status report",
      null,
    ]);
    expect(srv.requests[0]?.body?.firstUserText).toBe(
      "<session_context>\nWorkspace: /ws/a\nchangelog.md\n</session_context>\nWrite a status report please.",
    );
    expect(srv.requests[2]?.body?.contentCount).toBe(3);
  });

  it("answers error entries in Google's format; `repeat` makes the error sticky", async () => {
    const srv = await start({
      scripts: [
        {
          match: "once",
          turns: [
            { http_status: 429, error: { message: "Quota exceeded" } },
            { parts: [{ text: "recovered" }] },
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
            { parts: [{ text: "never served" }] },
          ],
        },
      ],
    });
    const once = await post(srv, { prompt: "fail once", path: STREAM });
    expect(once.status).toBe(429);
    expect(once.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await once.json()).toEqual({
      error: { code: 429, message: "Quota exceeded", status: "RESOURCE_EXHAUSTED" },
    });
    expect(await replyText(await post(srv, { prompt: "fail once" }))).toBe("recovered");
    for (let i = 0; i < 3; i++) {
      const res = await post(srv, { prompt: "fail always", path: STREAM });
      expect(res.status).toBe(500);
      // Byte for byte what the recorded CLI printed inside "[API Error: ...]".
      expect(await res.text()).toBe(
        '{"error":{"code":500,"message":"Internal server error","status":"INTERNAL"}}',
      );
    }
    expect(await replyText(await post(srv, { prompt: "fail always", tools: [] }))).toBe("ok");
    expect(srv.requests.map((r) => [r.reply.status, r.reply.kind, r.reply.entryIndex])).toEqual([
      [429, "error", 0],
      [200, "turn", 1],
      [500, "error", 0],
      [500, "error", 0],
      [500, "error", 0],
      [200, "side", undefined],
    ]);
  });

  it("answers countTokens without consuming the script", async () => {
    const srv = await start({ turns: [{ parts: [{ text: "main" }] }] });
    const res = await post(srv, { path: "/v1beta/models/gemini-2.5-flash:countTokens" });
    expect(res.status).toBe(200);
    const body = z.object({ totalTokens: z.number() }).parse(await res.json());
    expect(body.totalTokens).toBeGreaterThan(0);
    expect(await replyText(await post(srv))).toBe("main");
    expect(srv.requests[0]).toMatchObject({ action: "countTokens", reply: { kind: "count_tokens" } });
  });

  it("rejects unknown paths and invalid bodies", async () => {
    const srv = await start({});
    const notFound = await fetch(`${srv.url}/v1beta/models`);
    expect(notFound.status).toBe(404);
    expect(ErrorSchema.parse(await notFound.json()).error.status).toBe("NOT_FOUND");
    const bad = await fetch(`${srv.url}${GENERATE}`, { method: "POST", body: "{not json" });
    expect(bad.status).toBe(400);
    const wrongShape = await fetch(`${srv.url}${GENERATE}`, {
      method: "POST",
      body: JSON.stringify({ contents: "nope" }),
    });
    expect(wrongShape.status).toBe(400);
    expect(ErrorSchema.parse(await wrongShape.json()).error.status).toBe("INVALID_ARGUMENT");
    expect(srv.requests.map((r) => r.reply.kind)).toEqual(["not_found", "bad_request", "bad_request"]);
  });

  it("records each request without credentials", async () => {
    const srv = await start({ turns: [] });
    await post(srv, { prompt: "hi there", path: STREAM, headers: { "user-agent": "GeminiCLI/0.61.0" } });
    await post(srv, {
      tools: [],
      path: `${GENERATE}?key=query-secret-123`,
      headers: { "x-goog-api-key": "", authorization: "Bearer bearer-secret-xyz" },
    });
    await post(srv, { path: `${GENERATE}?key=query-secret-123`, headers: { "x-goog-api-key": "" } });
    const [first, second, third] = srv.requests;
    expect(first).toMatchObject({
      seq: 1,
      method: "POST",
      auth: "x-goog-api-key",
      mainLoop: true,
      body: { stream: true, toolNames: ["run_shell_command"], contentCount: 1, firstUserText: "hi there" },
      headers: { "user-agent": "GeminiCLI/0.61.0", "content-type": "application/json" },
    });
    expect(first?.remoteAddress).toMatch(/^(127\.0\.0\.1|::ffff:127\.0\.0\.1)$/);
    expect(first?.headers.host).toBe(new URL(srv.url).host);
    expect(second).toMatchObject({ auth: "bearer", query: "", mainLoop: false });
    expect(third).toMatchObject({ auth: "query-key", query: "" });
    const recorded = JSON.stringify(srv.requests);
    for (const secret of ["gm-test-key", "bearer-secret-xyz", "query-secret-123"]) {
      expect(recorded).not.toContain(secret);
    }
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
      startGeminiModelServer({
        // @ts-expect-error: deliberately malformed entry
        turns: [{ parts: [{ inlineData: { mimeType: "image/png", data: "" } }] }],
      }),
    ).rejects.toThrow();
  });
});

describe("script file format", () => {
  it("accepts every recorded Gemini fixture script", () => {
    const scenarios = readdirSync(geminiFixtures);
    expect(scenarios).toHaveLength(9);
    for (const scenario of scenarios) {
      const options = loadScriptFile(join(geminiFixtures, scenario, "model-script.json"));
      expect(options.turns?.length, scenario).toBeGreaterThan(0);
    }
  });

  it("accepts the keyed form and rejects typos", () => {
    expect(
      ModelServerScriptFileSchema.safeParse({
        turns: [],
        scripts: [{ match: "x", turns: [{ parts: [{ text: "t" }] }] }],
        side_text: "s",
      }).success,
    ).toBe(true);
    expect(
      ModelServerScriptFileSchema.safeParse([{ http_status: 500, error: { message: "m" }, repeats: true }])
        .success,
    ).toBe(false);
    expect(ModelServerScriptFileSchema.safeParse([{ parts: [] }]).success).toBe(false);
    expect(
      ModelServerScriptFileSchema.safeParse([{ parts: [{ functionCall: { name: "x", arguments: {} } }] }])
        .success,
    ).toBe(false);
  });
});

describe("CLI", () => {
  it("prints the URL and serves the script file", async () => {
    const script = join(geminiFixtures, "skill-used", "model-script.json");
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
      const res = await fetch(`${url}${GENERATE}`, {
        method: "POST",
        body: JSON.stringify({ contents: [{ role: "user", parts: [{ text: "go" }] }], tools: TOOLS }),
      });
      const parts = await replyParts(res);
      expect(parts.map((p) => p.functionCall?.name ?? "text")).toEqual(["text", "activate_skill"]);
      expect(parts[1]?.functionCall?.args).toEqual({ name: "pdf-report" });
    } finally {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  });
});
