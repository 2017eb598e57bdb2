/**
 * A scripted model server speaking the OpenAI Responses API, for driving the real Codex CLI (custom
 * `[model_providers.X]` with `wire_api = "responses"`, reference/agent-clis.md §2.4) deterministically
 * and offline. The sibling of anthropic-model-server.ts, with the same script and recording model.
 *
 * - `POST /v1/responses`: SSE when the body has `stream: true` (`response.created`, per output item
 *   `response.output_item.added` / `response.output_text.delta`… / `response.output_item.done`, then
 *   `response.completed` with usage), a plain Response JSON otherwise. Any other request: 404; a
 *   WebSocket upgrade attempt (the built-in `openai` provider tries one first): 426 at once.
 * - Replies come from a script, an ordered list of entries: a model turn `{ output: [item…], chunk?,
 *   usage? }` whose items are `{type:"message", role:"assistant", content:[{type:"output_text", text}]}`,
 *   `{type:"function_call", name, arguments, call_id?}` (arguments a JSON string, as on the wire, or an
 *   object) or `{type:"reasoning", summary:[{type:"summary_text", text}]}` — the `model-script.json`
 *   format of the recorded Codex fixtures — or an HTTP error `{ http_status, error: {message, …},
 *   repeat? }` (`repeat: true` = every later main-loop request of the conversation gets the same error,
 *   so the client's retries see it too).
 * - One entry is consumed per main-loop request (one that offers tools: a non-empty `tools` array or an
 *   `additional_tools` input item, which Codex uses for some model families). Requests
 *   without tools get a fixed short text and consume nothing. When a script is exhausted the reply is
 *   the text "(script exhausted)".
 * - Several scripts can be served at once: `scripts: [{ match, turns }]` picks the first script whose
 *   `match` occurs in the conversation's prompt: the first user message that is not context Codex adds
 *   itself (`<environment_context>`, `<user_instructions>`, `# AGENTS.md instructions…`, `<skill>`);
 *   unmatched conversations use the default `turns` (or nothing: "(script exhausted)").
 * - Each conversation keeps its own position. A conversation is identified by the client's thread:
 *   Codex sends it as `prompt_cache_key` (and the `session-id` header); otherwise by the prompt text.
 *   `identifyBy: "prompt"` forces the latter.
 *
 * Runnable as a CLI (Node >= 22.18):
 *   node test/support/openai-responses-server.ts --script script.json [--port 18300] [--requests-out f.json]
 * prints the base URL (without `/v1`) on stdout and logs one line per request on stderr. The script
 * file is an array of entries or `{ "turns": [...], "scripts": [{ "match", "turns" }], "side_text" }`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { parseArgs } from "node:util";
import { z } from "zod";

// ---------------------------------------------------------------------------------------------
// Script format
// ---------------------------------------------------------------------------------------------

export const ScriptMessageItemSchema = z.strictObject({
  type: z.literal("message"),
  role: z.literal("assistant").default("assistant"),
  id: z.string().min(1).optional(),
  content: z.array(z.strictObject({ type: z.literal("output_text"), text: z.string() })).min(1),
});

export const ScriptFunctionCallItemSchema = z.strictObject({
  type: z.literal("function_call"),
  name: z.string().min(1),
  /** A JSON string as on the wire, or an object serialized for you. */
  arguments: z.union([z.string(), z.record(z.string(), z.unknown())]),
  /** Generated as `call_<n>` when absent. */
  call_id: z.string().min(1).optional(),
  id: z.string().min(1).optional(),
});

export const ScriptReasoningItemSchema = z.strictObject({
  type: z.literal("reasoning"),
  id: z.string().min(1).optional(),
  summary: z.array(z.strictObject({ type: z.literal("summary_text"), text: z.string() })),
});

export const ScriptOutputItemSchema = z.discriminatedUnion("type", [
  ScriptMessageItemSchema,
  ScriptFunctionCallItemSchema,
  ScriptReasoningItemSchema,
]);

const UsageSchema = z.strictObject({
  input_tokens: z.number().int().nonnegative().optional(),
  cached_tokens: z.number().int().nonnegative().optional(),
  output_tokens: z.number().int().nonnegative().optional(),
  reasoning_tokens: z.number().int().nonnegative().optional(),
});

/** A model turn: the output items of one response. */
export const ScriptTurnSchema = z.strictObject({
  output: z.array(ScriptOutputItemSchema).min(1),
  /** Split each output_text into `response.output_text.delta` events of at most this many characters. */
  chunk: z.number().int().positive().optional(),
  usage: UsageSchema.optional(),
});

/** An HTTP error answer; `error` is sent as the body's `error` object. */
export const ScriptErrorSchema = z.strictObject({
  http_status: z.number().int().min(400).max(599),
  error: z.looseObject({ message: z.string() }),
  repeat: z.boolean().optional(),
});

export const ScriptEntrySchema = z.union([ScriptTurnSchema, ScriptErrorSchema]);

/** An ordered list of entries; one is consumed per main-loop request. */
export const ModelScriptSchema = z.array(ScriptEntrySchema);

/** A script chosen for conversations whose prompt contains `match`. */
export const KeyedScriptSchema = z.strictObject({
  match: z.string().min(1),
  turns: ModelScriptSchema,
});

/** The CLI's `--script` file: a bare entry list, or default turns plus keyed scripts. */
export const ResponsesScriptFileSchema = z.union([
  ModelScriptSchema,
  z.strictObject({
    turns: ModelScriptSchema.optional(),
    scripts: z.array(KeyedScriptSchema).optional(),
    side_text: z.string().optional(),
  }),
]);

export type ScriptOutputItem = z.input<typeof ScriptOutputItemSchema>;
export type ScriptTurn = z.input<typeof ScriptTurnSchema>;
export type ScriptError = z.input<typeof ScriptErrorSchema>;
export type ScriptEntry = z.input<typeof ScriptEntrySchema>;
export type ModelScript = z.input<typeof ModelScriptSchema>;
export type KeyedScript = z.input<typeof KeyedScriptSchema>;
type ParsedScript = z.output<typeof ModelScriptSchema>;
type ParsedTurn = z.output<typeof ScriptTurnSchema>;
type ParsedError = z.output<typeof ScriptErrorSchema>;
type ParsedItem = z.output<typeof ScriptOutputItemSchema>;

// ---------------------------------------------------------------------------------------------
// Options and recorded requests
// ---------------------------------------------------------------------------------------------

export interface OpenAIResponsesServerOptions {
  /** Default script, for conversations no keyed script matches. */
  turns?: ModelScript;
  /** Keyed scripts; the first whose `match` occurs in the conversation's prompt wins. */
  scripts?: KeyedScript[];
  /** 0 (default) = an ephemeral port. The server always binds 127.0.0.1. */
  port?: number;
  /** Reply text for requests without tools. Default "ok". */
  sideText?: string;
  /** `model` reported in responses; default: the requested model. */
  responseModel?: string;
  /** Token counts per response unless a turn overrides them. Default 100 in (10 cached) / 20 out (5 reasoning). */
  usage?: { input_tokens: number; cached_tokens: number; output_tokens: number; reasoning_tokens: number };
  /** How conversations are told apart; see the file comment. Default "thread". */
  identifyBy?: "thread" | "prompt";
  /** Called after each request has been answered (the CLI logs with it). */
  onRequest?: (request: RecordedRequest) => void;
}

export interface RecordedRequestBody {
  model: string | null;
  stream: boolean;
  toolNames: string[];
  /** Number of `input` items. */
  inputCount: number;
  /** The conversation's prompt (see the file comment); "" when none. */
  promptText: string;
  /** Text of every user message, in order (Codex's own context messages included). */
  userTexts: string[];
  /** `instructions` plus every developer/system message text, joined with "\n" (skills are listed here). */
  developerText: string;
  /** `function_call_output` items sent back, in order: what the tools returned to the model. */
  toolOutputs: { callId: string; output: string }[];
}

export type ReplyKind = "turn" | "error" | "exhausted" | "side" | "bad_request" | "not_found" | "upgrade";

export interface RecordedRequest {
  /** 1-based arrival order. */
  seq: number;
  method: string;
  /** Path without the query string, e.g. "/v1/responses". */
  path: string;
  /** The query string without "?", "" when none. */
  query: string;
  /** The peer address as seen by the server socket. */
  remoteAddress: string;
  /** A subset of the request headers (lower-case names); credentials are never recorded. */
  headers: Record<string, string>;
  auth: "bearer" | "none";
  body?: RecordedRequestBody;
  /** Main-loop request (it offers tools) on /v1/responses. */
  mainLoop: boolean;
  conversation?: string;
  /** `match` of the keyed script serving the conversation; null = default turns. */
  script?: string | null;
  reply: {
    status: number;
    kind: ReplyKind;
    /** Index of the consumed (or repeated) script entry. */
    entryIndex?: number;
    responseId?: string;
    /** `call_id`s of the function calls sent. */
    callIds?: string[];
  };
}

export interface OpenAIResponsesServer {
  /** Base URL without `/v1`, e.g. "http://127.0.0.1:41234"; Codex's `base_url` is `${url}/v1`. */
  url: string;
  port: number;
  /** Every request so far, in arrival order (live array). */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Request parsing
// ---------------------------------------------------------------------------------------------

const ContentPartSchema = z.looseObject({ type: z.string(), text: z.unknown().optional() });

const InputItemSchema = z.looseObject({
  type: z.string().optional(),
  role: z.string().optional(),
  /** Lenient: reasoning items carry `content: null`, function_call_output items none. */
  content: z
    .union([z.string(), z.array(ContentPartSchema)])
    .nullish()
    .catch(undefined),
  call_id: z.string().optional(),
  output: z.unknown().optional(),
  /** `additional_tools` items: how Codex offers tools to some model families (see below). */
  tools: z.array(z.unknown()).optional().catch(undefined),
});
type InputItem = z.infer<typeof InputItemSchema>;

const ToolSchema = z.looseObject({
  name: z.string().optional().catch(undefined),
  type: z.string().optional().catch(undefined),
  tools: z.array(z.unknown()).optional().catch(undefined),
});
type Tool = z.infer<typeof ToolSchema>;

const ResponsesRequestSchema = z.looseObject({
  model: z.string().optional(),
  stream: z.boolean().optional(),
  instructions: z.string().nullish(),
  tools: z.array(ToolSchema.catch({})).optional(),
  input: z.union([z.string(), z.array(InputItemSchema.catch({ type: "unknown" }))]).optional(),
  prompt_cache_key: z.string().optional(),
});
type ResponsesRequest = z.infer<typeof ResponsesRequestSchema>;

const RECORDED_HEADERS = [
  "host",
  "content-type",
  "accept",
  "user-agent",
  "originator",
  "session-id",
  "thread-id",
  "openai-beta",
  "upgrade",
];

/** User messages Codex writes itself; the prompt is the first user message that is none of these. */
const CODEX_CONTEXT = /^\s*(?:<environment_context>|<user_instructions>|<skill>|# AGENTS\.md instructions)/;
const MAX_BODY_BYTES = 64 * 1024 * 1024;
const EXHAUSTED_TEXT = "(script exhausted)";

function inputItems(body: ResponsesRequest): InputItem[] {
  if (body.input === undefined) return [];
  if (typeof body.input === "string") return [{ type: "message", role: "user", content: body.input }];
  return body.input;
}

function itemText(item: InputItem): string {
  if (typeof item.content === "string") return item.content;
  return (item.content ?? [])
    .flatMap((part) => (typeof part.text === "string" ? [part.text] : []))
    .join("\n");
}

function isMessage(item: InputItem): boolean {
  return item.type === undefined || item.type === "message";
}

/** Tool names, namespaces flattened (`functions` → its tools). */
function toolNamesOf(tools: readonly unknown[]): string[] {
  return tools.flatMap((raw) => {
    const tool: Tool = ToolSchema.catch({}).parse(raw);
    if (tool.type === "namespace" && tool.tools !== undefined) return toolNamesOf(tool.tools);
    const name = tool.name ?? tool.type;
    return name === undefined || name === "" ? [] : [name];
  });
}

/**
 * Every tool offered: the top-level `tools`, and the `additional_tools` input items through which
 * Codex 0.169.0 offers tools to some model families (its default `gpt-6.1-sol` gets no top-level
 * `tools`, only an `additional_tools` item holding a `functions` namespace with a JavaScript `exec`).
 */
function offeredTools(body: ResponsesRequest): string[] {
  const extra = inputItems(body).flatMap((i) => (i.type === "additional_tools" ? (i.tools ?? []) : []));
  return toolNamesOf([...(body.tools ?? []), ...extra]);
}

function summarize(body: ResponsesRequest): RecordedRequestBody {
  const items = inputItems(body);
  const userTexts = items.filter((i) => isMessage(i) && i.role === "user").map(itemText);
  const developer = items
    .filter((i) => isMessage(i) && (i.role === "developer" || i.role === "system"))
    .map(itemText);
  const toolOutputs = items.flatMap((i) => {
    if (i.type !== "function_call_output" && i.type !== "custom_tool_call_output") return [];
    const output = typeof i.output === "string" ? i.output : JSON.stringify(i.output ?? null);
    return [{ callId: i.call_id ?? "", output }];
  });
  return {
    model: body.model ?? null,
    stream: body.stream === true,
    toolNames: offeredTools(body),
    inputCount: items.length,
    promptText: userTexts.find((t) => !CODEX_CONTEXT.test(t)) ?? "",
    userTexts,
    developerText: [body.instructions ?? "", ...developer].filter((t) => t !== "").join("\n"),
    toolOutputs,
  };
}

function headerSubset(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of RECORDED_HEADERS) {
    const v = req.headers[name];
    if (typeof v === "string") out[name] = v;
    else if (Array.isArray(v)) out[name] = v.join(", ");
  }
  return out;
}

function authOf(req: IncomingMessage): RecordedRequest["auth"] {
  const authz = req.headers.authorization;
  return typeof authz === "string" && /^bearer\s/i.test(authz) ? "bearer" : "none";
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error("request body too large"));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

type WireItem =
  | {
      type: "message";
      id: string;
      role: "assistant";
      status: "completed";
      content: { type: "output_text"; text: string; annotations: [] }[];
    }
  | {
      type: "function_call";
      id: string;
      call_id: string;
      name: string;
      arguments: string;
      status: "completed";
    }
  | { type: "reasoning"; id: string; summary: { type: "summary_text"; text: string }[] };

interface WireUsage {
  input_tokens: number;
  input_tokens_details: { cached_tokens: number };
  output_tokens: number;
  output_tokens_details: { reasoning_tokens: number };
  total_tokens: number;
}

interface WireResponse {
  id: string;
  object: "response";
  created_at: number;
  status: "completed";
  model: string;
  output: WireItem[];
  usage: WireUsage;
}

function sendJson(res: ServerResponse, status: number, body: unknown, requestId: string): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
    "x-request-id": requestId,
  });
  res.end(text);
}

function splitText(text: string, chunk: number | undefined): string[] {
  if (!chunk || text.length <= chunk) return [text];
  const parts: string[] = [];
  for (let i = 0; i < text.length; i += chunk) parts.push(text.slice(i, i + chunk));
  return parts;
}

/** The item as first announced: nothing generated yet. */
function startedItem(item: WireItem): Record<string, unknown> {
  if (item.type === "message") return { ...item, status: "in_progress", content: [] };
  if (item.type === "function_call") return { ...item, status: "in_progress", arguments: "" };
  return { ...item, summary: [] };
}

function sendSse(
  res: ServerResponse,
  response: WireResponse,
  chunk: number | undefined,
  requestId: string,
): void {
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache",
    "x-request-id": requestId,
  });
  let sequence = 0;
  const event = (type: string, data: Record<string, unknown>): string => {
    const line = `event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: sequence, ...data })}\n\n`;
    sequence += 1;
    return line;
  };
  const { output, usage, ...head } = response;
  let out = event("response.created", { response: { ...head, status: "in_progress", output: [] } });
  output.forEach((item, index) => {
    out += event("response.output_item.added", { output_index: index, item: startedItem(item) });
    if (item.type === "message") {
      item.content.forEach((part, contentIndex) => {
        for (const delta of splitText(part.text, chunk)) {
          out += event("response.output_text.delta", {
            item_id: item.id,
            output_index: index,
            content_index: contentIndex,
            delta,
          });
        }
      });
    }
    out += event("response.output_item.done", { output_index: index, item });
  });
  out += event("response.completed", { response });
  res.end(out);
}

// ---------------------------------------------------------------------------------------------
// Server
// ---------------------------------------------------------------------------------------------

interface Conversation {
  script: ParsedScript;
  match: string | null;
  position: number;
  sticky?: { entry: ParsedError; index: number };
}

/** Starts the server on 127.0.0.1; resolves once it listens. */
export async function startOpenAIResponsesServer(
  options: OpenAIResponsesServerOptions = {},
): Promise<OpenAIResponsesServer> {
  const defaultTurns = ModelScriptSchema.parse(options.turns ?? []);
  const keyed = z.array(KeyedScriptSchema).parse(options.scripts ?? []);
  const sideText = options.sideText ?? "ok";
  const usage = options.usage ?? {
    input_tokens: 100,
    cached_tokens: 10,
    output_tokens: 20,
    reasoning_tokens: 5,
  };
  const identifyBy = options.identifyBy ?? "thread";

  const requests: RecordedRequest[] = [];
  const conversations = new Map<string, Conversation>();
  let seq = 0;
  let responseCounter = 0;
  let itemCounter = 0;
  let callCounter = 0;

  const conversationFor = (key: string, prompt: string): Conversation => {
    let conv = conversations.get(key);
    if (!conv) {
      const hit = keyed.find((s) => prompt.includes(s.match));
      conv = hit
        ? { script: hit.turns, match: hit.match, position: 0 }
        : { script: defaultTurns, match: null, position: 0 };
      conversations.set(key, conv);
    }
    return conv;
  };

  const wireItem = (item: ParsedItem): WireItem => {
    itemCounter += 1;
    switch (item.type) {
      case "message":
        return {
          type: "message",
          id: item.id ?? `msg_${itemCounter}`,
          role: "assistant",
          status: "completed",
          content: item.content.map((part) => ({ type: "output_text", text: part.text, annotations: [] })),
        };
      case "function_call":
        callCounter += 1;
        return {
          type: "function_call",
          id: item.id ?? `fc_${itemCounter}`,
          call_id: item.call_id ?? `call_${callCounter}`,
          name: item.name,
          arguments: typeof item.arguments === "string" ? item.arguments : JSON.stringify(item.arguments),
          status: "completed",
        };
      case "reasoning":
        return { type: "reasoning", id: item.id ?? `rs_${itemCounter}`, summary: item.summary };
    }
  };

  const buildResponse = (
    output: ParsedItem[],
    model: string,
    turnUsage: ParsedTurn["usage"],
  ): WireResponse => {
    responseCounter += 1;
    const input = turnUsage?.input_tokens ?? usage.input_tokens;
    const out = turnUsage?.output_tokens ?? usage.output_tokens;
    return {
      id: `resp_${responseCounter}`,
      object: "response",
      created_at: Math.floor(Date.now() / 1000),
      status: "completed",
      model: options.responseModel ?? model,
      output: output.map(wireItem),
      usage: {
        input_tokens: input,
        input_tokens_details: { cached_tokens: turnUsage?.cached_tokens ?? usage.cached_tokens },
        output_tokens: out,
        output_tokens_details: { reasoning_tokens: turnUsage?.reasoning_tokens ?? usage.reasoning_tokens },
        total_tokens: input + out,
      },
    };
  };

  const newRecord = (req: IncomingMessage): RecordedRequest => {
    seq += 1;
    const rawUrl = req.url ?? "/";
    const q = rawUrl.indexOf("?");
    const record: RecordedRequest = {
      seq,
      method: req.method ?? "GET",
      path: q === -1 ? rawUrl : rawUrl.slice(0, q),
      query: q === -1 ? "" : rawUrl.slice(q + 1),
      remoteAddress: req.socket.remoteAddress ?? "",
      headers: headerSubset(req),
      auth: authOf(req),
      mainLoop: false,
      reply: { status: 0, kind: "not_found" },
    };
    requests.push(record);
    return record;
  };

  const errorBody = (message: string, type: string): { error: Record<string, unknown> } => ({
    error: { message, type, param: null, code: null },
  });

  const handle = async (
    req: IncomingMessage,
    res: ServerResponse,
    record: RecordedRequest,
  ): Promise<void> => {
    const requestId = `req_mock_${record.seq}`;
    const reply = (status: number, kind: ReplyKind, body: unknown): void => {
      record.reply.status = status;
      record.reply.kind = kind;
      sendJson(res, status, body, requestId);
    };

    if (req.method !== "POST" || record.path !== "/v1/responses") {
      req.resume();
      reply(
        404,
        "not_found",
        errorBody(`${req.method} ${record.path} is not served by the mock`, "not_found"),
      );
      return;
    }

    let parsed: ResponsesRequest;
    try {
      const result = ResponsesRequestSchema.safeParse(JSON.parse(await readBody(req)));
      if (!result.success) {
        reply(400, "bad_request", errorBody(z.prettifyError(result.error), "invalid_request_error"));
        return;
      }
      parsed = result.data;
    } catch (err) {
      reply(400, "bad_request", errorBody(`invalid JSON body: ${String(err)}`, "invalid_request_error"));
      return;
    }

    const body = summarize(parsed);
    record.body = body;
    const mainLoop = body.toolNames.length > 0;
    record.mainLoop = mainLoop;
    const thread =
      identifyBy === "thread" ? (parsed.prompt_cache_key ?? record.headers["session-id"]) : undefined;
    const key = thread ? `thread:${thread}` : `prompt:${body.promptText}`;
    record.conversation = key;

    let output: ParsedItem[];
    let chunk: number | undefined;
    let turnUsage: ParsedTurn["usage"];
    const text = (t: string): ParsedItem[] => [
      { type: "message", role: "assistant", content: [{ type: "output_text", text: t }] },
    ];
    if (!mainLoop) {
      output = text(sideText);
      record.reply.kind = "side";
    } else {
      const conv = conversationFor(key, body.promptText);
      record.script = conv.match;
      if (conv.sticky) {
        record.reply.entryIndex = conv.sticky.index;
        reply(conv.sticky.entry.http_status, "error", { error: conv.sticky.entry.error });
        return;
      }
      const index = conv.position;
      const entry = conv.script[index];
      if (entry === undefined) {
        output = text(EXHAUSTED_TEXT);
        record.reply.kind = "exhausted";
      } else {
        conv.position += 1;
        record.reply.entryIndex = index;
        if ("http_status" in entry) {
          if (entry.repeat) conv.sticky = { entry, index };
          reply(entry.http_status, "error", { error: entry.error });
          return;
        }
        output = entry.output;
        chunk = entry.chunk;
        turnUsage = entry.usage;
        record.reply.kind = "turn";
      }
    }

    const response = buildResponse(output, parsed.model ?? "mock-model", turnUsage);
    record.reply.status = 200;
    record.reply.responseId = response.id;
    const callIds = response.output.flatMap((i) => (i.type === "function_call" ? [i.call_id] : []));
    if (callIds.length > 0) record.reply.callIds = callIds;
    if (parsed.stream === true) sendSse(res, response, chunk, requestId);
    else sendJson(res, 200, response, requestId);
  };

  const server = createServer((req, res) => {
    const record = newRecord(req);
    handle(req, res, record)
      .catch((err: unknown) => {
        record.reply.status = 500;
        if (!res.headersSent) {
          sendJson(
            res,
            500,
            errorBody(`mock server failure: ${String(err)}`, "server_error"),
            "req_mock_error",
          );
        } else {
          res.destroy();
        }
      })
      .finally(() => options.onRequest?.(record));
  });

  // WebSocket attempts (`GET /v1/responses` with `Upgrade: websocket`) are refused at once, so a
  // client that prefers WebSockets falls back to HTTP without waiting.
  server.on("upgrade", (req: IncomingMessage, socket: Duplex) => {
    const record = newRecord(req);
    record.reply = { status: 426, kind: "upgrade" };
    socket.end("HTTP/1.1 426 Upgrade Required\r\nconnection: close\r\ncontent-length: 0\r\n\r\n");
    options.onRequest?.(record);
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;

  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close(): Promise<void> {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

/** Reads and validates a script file (bare entry list or `{turns, scripts, side_text}`). */
export function loadResponsesScriptFile(path: string): OpenAIResponsesServerOptions {
  const parsed = ResponsesScriptFileSchema.parse(JSON.parse(readFileSync(path, "utf8")));
  if (Array.isArray(parsed)) return { turns: parsed };
  const out: OpenAIResponsesServerOptions = {};
  if (parsed.turns) out.turns = parsed.turns;
  if (parsed.scripts) out.scripts = parsed.scripts;
  if (parsed.side_text !== undefined) out.sideText = parsed.side_text;
  return out;
}

// ---------------------------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      script: { type: "string" },
      port: { type: "string", default: "0" },
      "requests-out": { type: "string" },
      "identify-by": { type: "string", default: "thread" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    process.stdout.write(
      "usage: node test/support/openai-responses-server.ts --script <file.json> [--port N] " +
        "[--requests-out <file.json>] [--identify-by thread|prompt]\n",
    );
    return;
  }
  const port = z.coerce.number().int().min(0).max(65535).parse(values.port);
  const identifyBy = z.enum(["thread", "prompt"]).parse(values["identify-by"]);
  const fromFile = values.script ? loadResponsesScriptFile(values.script) : {};
  const requestsOut = values["requests-out"];
  const server = await startOpenAIResponsesServer({
    ...fromFile,
    port,
    identifyBy,
    onRequest: (r) => {
      const entry = r.reply.entryIndex === undefined ? "" : ` entry=${r.reply.entryIndex}`;
      const tools = r.body ? ` tools=${r.body.toolNames.length} input=${r.body.inputCount}` : "";
      process.stderr.write(
        `#${r.seq} ${r.method} ${r.path}${r.query ? `?${r.query}` : ""} from ${r.remoteAddress}` +
          `${tools} -> ${r.reply.status} ${r.reply.kind}${entry}\n`,
      );
    },
  });
  process.stdout.write(`${server.url}\n`);
  const stop = (): void => {
    server
      .close()
      .then(() => {
        if (requestsOut) writeFileSync(requestsOut, `${JSON.stringify(server.requests, null, 2)}\n`);
        process.exit(0);
      })
      .catch((err: unknown) => {
        process.stderr.write(`${String(err)}\n`);
        process.exit(1);
      });
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (import.meta.main) {
  main().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
