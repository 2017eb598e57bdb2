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
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { z } from "zod";
import { runScriptedServerCli } from "./scripted-server/cli.ts";
import { createConversationTracker, EXHAUSTED_TEXT } from "./scripted-server/conversations.ts";
import { createRecordingServer } from "./scripted-server/http-server.ts";
import { listenOnLoopback } from "./scripted-server/listen.ts";
import type {
  RecordedRequestBase,
  ScriptedServer,
  ScriptedServerOptions,
} from "./scripted-server/options.ts";
import { readJsonBody } from "./scripted-server/read-json-body.ts";
import { createRequestLog, hasBearer, headerSubset, splitUrl } from "./scripted-server/request-log.ts";
import { readScriptFile } from "./scripted-server/script-file.ts";
import { keyedScriptSchema, scriptErrorSchema, scriptFileSchema } from "./scripted-server/script-schema.ts";
import { sendJson } from "./scripted-server/send-json.ts";
import { splitText } from "./scripted-server/split-text.ts";

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
export const ScriptErrorSchema = scriptErrorSchema(z.looseObject({ message: z.string() }));

export const ScriptEntrySchema = z.union([ScriptTurnSchema, ScriptErrorSchema]);

/** An ordered list of entries; one is consumed per main-loop request. */
export const ModelScriptSchema = z.array(ScriptEntrySchema);

/** A script chosen for conversations whose prompt contains `match`. */
export const KeyedScriptSchema = keyedScriptSchema(ModelScriptSchema);

/** The CLI's `--script` file: a bare entry list, or default turns plus keyed scripts. */
export const ResponsesScriptFileSchema = scriptFileSchema(ModelScriptSchema);

export type ScriptOutputItem = z.input<typeof ScriptOutputItemSchema>;
export type ScriptTurn = z.input<typeof ScriptTurnSchema>;
export type ScriptError = z.input<typeof ScriptErrorSchema>;
export type ScriptEntry = z.input<typeof ScriptEntrySchema>;
export type ModelScript = z.input<typeof ModelScriptSchema>;
export type KeyedScript = z.input<typeof KeyedScriptSchema>;
type ParsedTurn = z.output<typeof ScriptTurnSchema>;
type ParsedError = z.output<typeof ScriptErrorSchema>;
type ParsedItem = z.output<typeof ScriptOutputItemSchema>;

// ---------------------------------------------------------------------------------------------
// Options and recorded requests
// ---------------------------------------------------------------------------------------------

export interface OpenAIResponsesServerOptions
  extends ScriptedServerOptions<ModelScript, KeyedScript, RecordedRequest> {
  /** `model` reported in responses; default: the requested model. */
  responseModel?: string;
  /** Token counts per response unless a turn overrides them. Default 100 in (10 cached) / 20 out (5 reasoning). */
  usage?: { input_tokens: number; cached_tokens: number; output_tokens: number; reasoning_tokens: number };
  /** How conversations are told apart; see the file comment. Default "thread". */
  identifyBy?: "thread" | "prompt";
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

export interface RecordedRequest extends RecordedRequestBase {
  /** Path without the query string, e.g. "/v1/responses". */
  path: string;
  /** The query string without "?", "" when none. */
  query: string;
  auth: "bearer" | "none";
  body?: RecordedRequestBody;
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

export interface OpenAIResponsesServer extends ScriptedServer<RecordedRequest> {
  /** Base URL without `/v1`, e.g. "http://127.0.0.1:41234"; Codex's `base_url` is `${url}/v1`. */
  url: string;
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

function authOf(req: IncomingMessage): RecordedRequest["auth"] {
  return hasBearer(req) ? "bearer" : "none";
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

  const log = createRequestLog<RecordedRequest>();
  const conversations = createConversationTracker<ParsedTurn, ParsedError>({ defaultTurns, keyed });
  let responseCounter = 0;
  let itemCounter = 0;
  let callCounter = 0;

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

  const newRecord = (req: IncomingMessage): RecordedRequest =>
    log.add((seq) => ({
      seq,
      method: req.method ?? "GET",
      ...splitUrl(req),
      remoteAddress: req.socket.remoteAddress ?? "",
      headers: headerSubset(req, RECORDED_HEADERS),
      auth: authOf(req),
      mainLoop: false,
      reply: { status: 0, kind: "not_found" },
    }));

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
      sendJson(res, status, body, { "x-request-id": requestId });
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

    const read = await readJsonBody(req, ResponsesRequestSchema);
    if (!read.ok) {
      reply(400, "bad_request", errorBody(read.message, "invalid_request_error"));
      return;
    }
    const parsed = read.data;

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
      const conv = conversations.conversationFor(key, body.promptText);
      record.script = conv.match;
      const step = conversations.next(conv);
      if (step.kind === "exhausted") {
        output = text(EXHAUSTED_TEXT);
        record.reply.kind = "exhausted";
      } else {
        record.reply.entryIndex = step.index;
        if (step.kind === "error") {
          reply(step.entry.http_status, "error", { error: step.entry.error });
          return;
        }
        const entry = step.entry;
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
    else sendJson(res, 200, response, { "x-request-id": requestId });
  };

  const server = createRecordingServer({
    record: newRecord,
    handle,
    sendFailure: (res, message) =>
      sendJson(res, 500, errorBody(message, "server_error"), { "x-request-id": "req_mock_error" }),
    onRequest: options.onRequest,
  });

  // WebSocket attempts (`GET /v1/responses` with `Upgrade: websocket`) are refused at once, so a
  // client that prefers WebSockets falls back to HTTP without waiting.
  server.on("upgrade", (req: IncomingMessage, socket: Duplex) => {
    const record = newRecord(req);
    record.reply = { status: 426, kind: "upgrade" };
    socket.end("HTTP/1.1 426 Upgrade Required\r\nconnection: close\r\ncontent-length: 0\r\n\r\n");
    options.onRequest?.(record);
  });

  const { url, port, close } = await listenOnLoopback(server, options.port);
  return { url, port, requests: log.requests, close };
}

/** Reads and validates a script file (bare entry list or `{turns, scripts, side_text}`). */
export function loadResponsesScriptFile(path: string): OpenAIResponsesServerOptions {
  return readScriptFile(path, ResponsesScriptFileSchema);
}

// ---------------------------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------------------------

if (import.meta.main) {
  runScriptedServerCli({
    usage:
      "usage: node test/support/openai-responses-server.ts --script <file.json> [--port N] " +
      "[--requests-out <file.json>] [--identify-by thread|prompt]\n",
    identifyBy: ["thread", "prompt"],
    start: ({ script, ...settings }) =>
      startOpenAIResponsesServer({ ...(script ? loadResponsesScriptFile(script) : {}), ...settings }),
    describeBody: (body: RecordedRequestBody) => ` tools=${body.toolNames.length} input=${body.inputCount}`,
  });
}
