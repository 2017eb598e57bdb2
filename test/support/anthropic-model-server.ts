/**
 * A scripted model server speaking the Anthropic Messages API, for driving real agent CLIs
 * (Claude Code, OpenCode's `anthropic` provider) deterministically and offline.
 *
 * - `POST /v1/messages` (any query string): SSE when the body has `stream: true`, a plain Message
 *   JSON otherwise. `POST /v1/messages/count_tokens` answers a rough estimate. Anything else: 404.
 * - Replies come from a script, an ordered list of entries: a model turn
 *   `{ content: [{type:"text", text} | {type:"tool_use", name, input, id?}], chunk? }` or an HTTP error
 *   `{ http_status, error: {type, message}, repeat? }` (`repeat: true` = every later main-loop request
 *   of the conversation gets the same error, so the client's retries see it too).
 * - One entry is consumed per main-loop request (a body with a non-empty `tools` array). Requests
 *   without tools (titles, side queries) get a fixed short text and consume nothing. When a script is
 *   exhausted the reply is the text "(script exhausted)".
 * - Several scripts can be served at once: `scripts: [{ match, turns }]` picks the first script whose
 *   `match` occurs in the first user message of the conversation (with `<system-reminder>` sections
 *   removed); unmatched conversations use the default `turns` (or nothing: "(script exhausted)").
 * - Each conversation keeps its own position. A conversation is identified by the client's session id
 *   when it sends one (Claude Code: header `x-claude-code-session-id` / `metadata.user_id.session_id`;
 *   a subagent's requests carry the parent's session id, so they share its script, as in the recorded
 *   fixtures), otherwise by the text of the first user message. `identifyBy: "first-user-message"`
 *   forces the latter.
 *
 * Runnable as a CLI (Node >= 22.18):
 *   node test/support/anthropic-model-server.ts --script script.json [--port 18300] [--requests-out f.json]
 * prints the base URL on stdout and logs one line per request on stderr. The script file is either an
 * array of entries (the `model-script.json` format of the recorded fixtures) or
 * `{ "turns": [...], "scripts": [{ "match": "...", "turns": [...] }], "side_text": "..." }`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { z } from "zod";

// ---------------------------------------------------------------------------------------------
// Script format
// ---------------------------------------------------------------------------------------------

export const ScriptTextBlockSchema = z.strictObject({
  type: z.literal("text"),
  text: z.string(),
});

export const ScriptToolUseBlockSchema = z.strictObject({
  type: z.literal("tool_use"),
  /** Optional fixed id; generated as `toolu_<n>` when absent. */
  id: z.string().min(1).optional(),
  name: z.string().min(1),
  input: z.record(z.string(), z.unknown()),
});

export const ScriptContentBlockSchema = z.discriminatedUnion("type", [
  ScriptTextBlockSchema,
  ScriptToolUseBlockSchema,
]);

const UsageSchema = z.strictObject({
  input_tokens: z.number().int().nonnegative().optional(),
  output_tokens: z.number().int().nonnegative().optional(),
});

/** A model turn: the content blocks of one assistant message. */
export const ScriptTurnSchema = z.strictObject({
  content: z.array(ScriptContentBlockSchema).min(1),
  /** Split each text block into `text_delta` events of at most this many characters. */
  chunk: z.number().int().positive().optional(),
  /** Default: `tool_use` when the turn has a tool_use block, else `end_turn`. */
  stop_reason: z.enum(["end_turn", "tool_use", "max_tokens", "stop_sequence", "refusal"]).optional(),
  usage: UsageSchema.optional(),
});

/** An HTTP error answer. */
export const ScriptErrorSchema = z.strictObject({
  http_status: z.number().int().min(400).max(599),
  error: z.strictObject({ type: z.string().min(1), message: z.string() }),
  repeat: z.boolean().optional(),
});

export const ScriptEntrySchema = z.union([ScriptTurnSchema, ScriptErrorSchema]);

/** An ordered list of entries; one is consumed per main-loop request. */
export const ModelScriptSchema = z.array(ScriptEntrySchema);

/** A script chosen for conversations whose first user message contains `match`. */
export const KeyedScriptSchema = z.strictObject({
  match: z.string().min(1),
  turns: ModelScriptSchema,
});

/** The CLI's `--script` file: a bare entry list, or default turns plus keyed scripts. */
export const ModelServerScriptFileSchema = z.union([
  ModelScriptSchema,
  z.strictObject({
    turns: ModelScriptSchema.optional(),
    scripts: z.array(KeyedScriptSchema).optional(),
    side_text: z.string().optional(),
  }),
]);

export type ScriptTextBlock = z.infer<typeof ScriptTextBlockSchema>;
export type ScriptToolUseBlock = z.infer<typeof ScriptToolUseBlockSchema>;
export type ScriptContentBlock = z.infer<typeof ScriptContentBlockSchema>;
export type ScriptTurn = z.infer<typeof ScriptTurnSchema>;
export type ScriptError = z.infer<typeof ScriptErrorSchema>;
export type ScriptEntry = z.infer<typeof ScriptEntrySchema>;
export type ModelScript = z.infer<typeof ModelScriptSchema>;
export type KeyedScript = z.infer<typeof KeyedScriptSchema>;
export type ModelServerScriptFile = z.infer<typeof ModelServerScriptFileSchema>;

// ---------------------------------------------------------------------------------------------
// Options and recorded requests
// ---------------------------------------------------------------------------------------------

export interface AnthropicModelServerOptions {
  /** Default script, for conversations no keyed script matches. */
  turns?: ModelScript;
  /** Keyed scripts; the first whose `match` occurs in the conversation's first user message wins. */
  scripts?: KeyedScript[];
  /** 0 (default) = an ephemeral port. The server always binds 127.0.0.1. */
  port?: number;
  /** Reply text for requests without tools. Default "ok". */
  sideText?: string;
  /** `model` reported in responses. Default "claude-mock". */
  responseModel?: string;
  /** Token counts reported per response unless a turn overrides them. Default 100 in / 20 out. */
  usage?: { input_tokens: number; output_tokens: number };
  /** How conversations are told apart; see the file comment. Default "session". */
  identifyBy?: "session" | "first-user-message";
  /** Called after each request has been answered (the CLI logs with it). */
  onRequest?: (request: RecordedRequest) => void;
}

export interface RecordedRequestBody {
  model: string | null;
  stream: boolean;
  toolNames: string[];
  messageCount: number;
  /** Text of the first user message (all its text blocks joined with "\n"). */
  firstUserText: string;
}

export type ReplyKind =
  | "turn"
  | "error"
  | "exhausted"
  | "side"
  | "count_tokens"
  | "bad_request"
  | "not_found";

export interface RecordedRequest {
  /** 1-based arrival order. */
  seq: number;
  method: string;
  /** Path without the query string, e.g. "/v1/messages". */
  path: string;
  /** The query string without "?", "" when none (Claude Code sends "beta=true"). */
  query: string;
  /** The peer address as seen by the server socket. */
  remoteAddress: string;
  /** A subset of the request headers (lower-case names); credentials are never recorded. */
  headers: Record<string, string>;
  /** Which credential header was present. */
  auth: "x-api-key" | "bearer" | "none";
  /** Parsed body summary (absent when there was no JSON body). */
  body?: RecordedRequestBody;
  /** Main-loop request (non-empty `tools`) on /v1/messages. */
  mainLoop: boolean;
  /** Conversation key (messages requests only). */
  conversation?: string;
  /** `match` of the keyed script serving the conversation; null = default turns. */
  script?: string | null;
  reply: {
    status: number;
    kind: ReplyKind;
    /** Index of the consumed (or repeated) script entry. */
    entryIndex?: number;
    messageId?: string;
    /** Ids of the tool_use blocks sent. */
    toolUseIds?: string[];
  };
}

export interface AnthropicModelServer {
  /** Base URL, e.g. "http://127.0.0.1:41234" (use as ANTHROPIC_BASE_URL). */
  url: string;
  port: number;
  /** Every request so far, in arrival order (live array). */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Request parsing
// ---------------------------------------------------------------------------------------------

const RequestContentBlockSchema = z.looseObject({
  type: z.string(),
  text: z.unknown().optional(),
});

const MessagesRequestSchema = z.looseObject({
  model: z.string().optional(),
  stream: z.boolean().optional(),
  tools: z.array(z.looseObject({ name: z.string().optional() })).optional(),
  messages: z
    .array(
      z.looseObject({
        role: z.string(),
        content: z.union([z.string(), z.array(RequestContentBlockSchema)]),
      }),
    )
    .optional(),
  metadata: z.looseObject({ user_id: z.string().optional() }).nullish(),
});
type MessagesRequest = z.infer<typeof MessagesRequestSchema>;

const MetadataUserIdSchema = z.looseObject({ session_id: z.string().optional() });

const RECORDED_HEADERS = [
  "host",
  "content-type",
  "user-agent",
  "anthropic-version",
  "anthropic-beta",
  "x-app",
  "x-claude-code-session-id",
  "x-claude-code-agent-id",
  "x-stainless-retry-count",
];

const MAX_BODY_BYTES = 64 * 1024 * 1024;
const EXHAUSTED_TEXT = "(script exhausted)";

function firstUserText(body: MessagesRequest): string {
  const first = body.messages?.find((m) => m.role === "user");
  if (!first) return "";
  if (typeof first.content === "string") return first.content;
  return first.content
    .flatMap((b) => (b.type === "text" && typeof b.text === "string" ? [b.text] : []))
    .join("\n");
}

function stripSystemReminders(text: string): string {
  return text.replace(/<system-reminder>[\s\S]*?<\/system-reminder>/g, "").trim();
}

function sessionIdOf(req: IncomingMessage, body: MessagesRequest): string | undefined {
  const header = req.headers["x-claude-code-session-id"];
  if (typeof header === "string" && header !== "") return header;
  const userId = body.metadata?.user_id;
  if (!userId) return undefined;
  try {
    const parsed = MetadataUserIdSchema.safeParse(JSON.parse(userId));
    if (parsed.success && parsed.data.session_id) return parsed.data.session_id;
  } catch {
    // Older clients send an opaque string such as "user_<hash>_account__session_<uuid>".
  }
  const m = /session_([0-9a-f-]{36})/i.exec(userId);
  return m?.[1];
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
  if (req.headers["x-api-key"]) return "x-api-key";
  const authz = req.headers.authorization;
  if (typeof authz === "string" && /^bearer\s/i.test(authz)) return "bearer";
  return "none";
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

type ApiContentBlock =
  | { type: "text"; text: string }
  | { type: "tool_use"; id: string; name: string; input: Record<string, unknown> };

interface ApiMessage {
  id: string;
  type: "message";
  role: "assistant";
  model: string;
  content: ApiContentBlock[];
  stop_reason: string;
  stop_sequence: null;
  usage: {
    input_tokens: number;
    output_tokens: number;
    cache_creation_input_tokens: number;
    cache_read_input_tokens: number;
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown, requestId: string): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
    "request-id": requestId,
  });
  res.end(text);
}

function sseEvent(type: string, data: Record<string, unknown>): string {
  return `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
}

function splitText(text: string, chunk: number | undefined): string[] {
  if (!chunk || text.length <= chunk) return [text];
  const parts: string[] = [];
  for (let i = 0; i < text.length; i += chunk) parts.push(text.slice(i, i + chunk));
  return parts;
}

function sendSse(
  res: ServerResponse,
  message: ApiMessage,
  chunk: number | undefined,
  requestId: string,
): void {
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache",
    "request-id": requestId,
  });
  let out = sseEvent("message_start", {
    message: {
      ...message,
      content: [],
      stop_reason: null,
      usage: { ...message.usage, output_tokens: 1 },
    },
  });
  out += sseEvent("ping", {});
  message.content.forEach((block, index) => {
    if (block.type === "text") {
      out += sseEvent("content_block_start", { index, content_block: { type: "text", text: "" } });
      for (const part of splitText(block.text, chunk)) {
        out += sseEvent("content_block_delta", { index, delta: { type: "text_delta", text: part } });
      }
    } else {
      out += sseEvent("content_block_start", {
        index,
        content_block: { type: "tool_use", id: block.id, name: block.name, input: {} },
      });
      out += sseEvent("content_block_delta", {
        index,
        delta: { type: "input_json_delta", partial_json: JSON.stringify(block.input) },
      });
    }
    out += sseEvent("content_block_stop", { index });
  });
  out += sseEvent("message_delta", {
    delta: { stop_reason: message.stop_reason, stop_sequence: null },
    usage: { output_tokens: message.usage.output_tokens },
  });
  out += sseEvent("message_stop", {});
  res.end(out);
}

function errorBody(
  type: string,
  message: string,
): { type: "error"; error: { type: string; message: string } } {
  return { type: "error", error: { type, message } };
}

// ---------------------------------------------------------------------------------------------
// Server
// ---------------------------------------------------------------------------------------------

interface Conversation {
  script: ModelScript;
  match: string | null;
  position: number;
  sticky?: { entry: ScriptError; index: number };
}

/** Starts the server on 127.0.0.1; resolves once it listens. */
export async function startAnthropicModelServer(
  options: AnthropicModelServerOptions = {},
): Promise<AnthropicModelServer> {
  const defaultTurns = ModelScriptSchema.parse(options.turns ?? []);
  const keyed = z.array(KeyedScriptSchema).parse(options.scripts ?? []);
  const sideText = options.sideText ?? "ok";
  const responseModel = options.responseModel ?? "claude-mock";
  const usage = options.usage ?? { input_tokens: 100, output_tokens: 20 };
  const identifyBy = options.identifyBy ?? "session";

  const requests: RecordedRequest[] = [];
  const conversations = new Map<string, Conversation>();
  let seq = 0;
  let messageCounter = 0;
  let toolUseCounter = 0;

  const conversationFor = (key: string, text: string): Conversation => {
    let conv = conversations.get(key);
    if (!conv) {
      const matchable = stripSystemReminders(text) || text;
      const hit = keyed.find((s) => matchable.includes(s.match));
      conv = hit
        ? { script: hit.turns, match: hit.match, position: 0 }
        : { script: defaultTurns, match: null, position: 0 };
      conversations.set(key, conv);
    }
    return conv;
  };

  const buildMessage = (
    content: ScriptContentBlock[],
    stopReason: string | undefined,
    turnUsage: ScriptTurn["usage"],
  ): ApiMessage => {
    messageCounter += 1;
    const blocks: ApiContentBlock[] = content.map((b) => {
      if (b.type === "text") return { type: "text", text: b.text };
      toolUseCounter += 1;
      return { type: "tool_use", id: b.id ?? `toolu_${toolUseCounter}`, name: b.name, input: b.input };
    });
    const hasToolUse = blocks.some((b) => b.type === "tool_use");
    return {
      id: `msg_${messageCounter}`,
      type: "message",
      role: "assistant",
      model: responseModel,
      content: blocks,
      stop_reason: stopReason ?? (hasToolUse ? "tool_use" : "end_turn"),
      stop_sequence: null,
      usage: {
        input_tokens: turnUsage?.input_tokens ?? usage.input_tokens,
        output_tokens: turnUsage?.output_tokens ?? usage.output_tokens,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
      },
    };
  };

  const newRecord = (req: IncomingMessage): RecordedRequest => {
    seq += 1;
    const rawUrl = req.url ?? "/";
    const q = rawUrl.indexOf("?");
    const path = q === -1 ? rawUrl : rawUrl.slice(0, q);
    const record: RecordedRequest = {
      seq,
      method: req.method ?? "GET",
      path,
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

  const handle = async (
    req: IncomingMessage,
    res: ServerResponse,
    record: RecordedRequest,
  ): Promise<void> => {
    const requestId = `req_mock_${record.seq}`;
    const path = record.path;

    const reply = (status: number, kind: ReplyKind, body: unknown): void => {
      record.reply.status = status;
      record.reply.kind = kind;
      sendJson(res, status, body, requestId);
    };

    const isMessages = path === "/v1/messages";
    const isCount = path === "/v1/messages/count_tokens";
    if (req.method !== "POST" || (!isMessages && !isCount)) {
      req.resume();
      reply(
        404,
        "not_found",
        errorBody("not_found_error", `${req.method} ${path} is not served by the mock`),
      );
      return;
    }

    let raw: string;
    let parsed: MessagesRequest;
    try {
      raw = await readBody(req);
      const result = MessagesRequestSchema.safeParse(JSON.parse(raw));
      if (!result.success) {
        reply(400, "bad_request", errorBody("invalid_request_error", z.prettifyError(result.error)));
        return;
      }
      parsed = result.data;
    } catch (err) {
      reply(400, "bad_request", errorBody("invalid_request_error", `invalid JSON body: ${String(err)}`));
      return;
    }

    const text = firstUserText(parsed);
    record.body = {
      model: parsed.model ?? null,
      stream: parsed.stream === true,
      toolNames: (parsed.tools ?? []).map((t) => t.name ?? "").filter((n) => n !== ""),
      messageCount: parsed.messages?.length ?? 0,
      firstUserText: text,
    };

    if (isCount) {
      reply(200, "count_tokens", { input_tokens: Math.max(1, Math.ceil(raw.length / 4)) });
      return;
    }

    const mainLoop = (parsed.tools?.length ?? 0) > 0;
    record.mainLoop = mainLoop;
    const sessionId = identifyBy === "session" ? sessionIdOf(req, parsed) : undefined;
    const key = sessionId ? `session:${sessionId}` : `first-user-message:${text}`;
    record.conversation = key;

    let content: ScriptContentBlock[];
    let chunk: number | undefined;
    let stopReason: string | undefined;
    let turnUsage: ScriptTurn["usage"];
    if (!mainLoop) {
      content = [{ type: "text", text: sideText }];
      record.reply.kind = "side";
    } else {
      const conv = conversationFor(key, text);
      record.script = conv.match;
      if (conv.sticky) {
        record.reply.entryIndex = conv.sticky.index;
        const e = conv.sticky.entry;
        reply(e.http_status, "error", errorBody(e.error.type, e.error.message));
        return;
      }
      const index = conv.position;
      const entry = conv.script[index];
      if (entry === undefined) {
        content = [{ type: "text", text: EXHAUSTED_TEXT }];
        record.reply.kind = "exhausted";
      } else {
        conv.position += 1;
        record.reply.entryIndex = index;
        if ("http_status" in entry) {
          if (entry.repeat) conv.sticky = { entry, index };
          reply(entry.http_status, "error", errorBody(entry.error.type, entry.error.message));
          return;
        }
        content = entry.content;
        chunk = entry.chunk;
        stopReason = entry.stop_reason;
        turnUsage = entry.usage;
        record.reply.kind = "turn";
      }
    }

    const message = buildMessage(content, stopReason, turnUsage);
    record.reply.status = 200;
    record.reply.messageId = message.id;
    const toolUseIds = message.content.flatMap((b) => (b.type === "tool_use" ? [b.id] : []));
    if (toolUseIds.length > 0) record.reply.toolUseIds = toolUseIds;
    if (parsed.stream === true) sendSse(res, message, chunk, requestId);
    else sendJson(res, 200, message, requestId);
  };

  const server = createServer((req, res) => {
    const record = newRecord(req);
    handle(req, res, record)
      .catch((err: unknown) => {
        record.reply.status = 500;
        if (!res.headersSent) {
          sendJson(res, 500, errorBody("api_error", `mock server failure: ${String(err)}`), "req_mock_error");
        } else {
          res.destroy();
        }
      })
      .finally(() => options.onRequest?.(record));
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;

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
export function loadScriptFile(path: string): AnthropicModelServerOptions {
  const parsed = ModelServerScriptFileSchema.parse(JSON.parse(readFileSync(path, "utf8")));
  if (Array.isArray(parsed)) return { turns: parsed };
  const out: AnthropicModelServerOptions = {};
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
      "identify-by": { type: "string", default: "session" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    process.stdout.write(
      "usage: node test/support/anthropic-model-server.ts --script <file.json> [--port N] " +
        "[--requests-out <file.json>] [--identify-by session|first-user-message]\n",
    );
    return;
  }
  const port = z.coerce.number().int().min(0).max(65535).parse(values.port);
  const identifyBy = z.enum(["session", "first-user-message"]).parse(values["identify-by"]);
  const fromFile = values.script ? loadScriptFile(values.script) : {};
  const requestsOut = values["requests-out"];
  const server = await startAnthropicModelServer({
    ...fromFile,
    port,
    identifyBy,
    onRequest: (r) => {
      const entry = r.reply.entryIndex === undefined ? "" : ` entry=${r.reply.entryIndex}`;
      const tools = r.body ? ` tools=${r.body.toolNames.length} messages=${r.body.messageCount}` : "";
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
