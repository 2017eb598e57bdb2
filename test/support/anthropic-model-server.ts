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
import type { IncomingMessage, ServerResponse } from "node:http";
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
export const ScriptErrorSchema = scriptErrorSchema(
  z.strictObject({ type: z.string().min(1), message: z.string() }),
);

export const ScriptEntrySchema = z.union([ScriptTurnSchema, ScriptErrorSchema]);

/** An ordered list of entries; one is consumed per main-loop request. */
export const ModelScriptSchema = z.array(ScriptEntrySchema);

/** A script chosen for conversations whose first user message contains `match`. */
export const KeyedScriptSchema = keyedScriptSchema(ModelScriptSchema);

/** The CLI's `--script` file: a bare entry list, or default turns plus keyed scripts. */
export const ModelServerScriptFileSchema = scriptFileSchema(ModelScriptSchema);

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

export interface AnthropicModelServerOptions
  extends ScriptedServerOptions<ModelScript, KeyedScript, RecordedRequest> {
  /** `model` reported in responses. Default "claude-mock". */
  responseModel?: string;
  /** Token counts reported per response unless a turn overrides them. Default 100 in / 20 out. */
  usage?: { input_tokens: number; output_tokens: number };
  /** How conversations are told apart; see the file comment. Default "session". */
  identifyBy?: "session" | "first-user-message";
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

export interface RecordedRequest extends RecordedRequestBase {
  /** Path without the query string, e.g. "/v1/messages". */
  path: string;
  /** The query string without "?", "" when none (Claude Code sends "beta=true"). */
  query: string;
  /** Which credential header was present. */
  auth: "x-api-key" | "bearer" | "none";
  /** Parsed body summary (absent when there was no JSON body). */
  body?: RecordedRequestBody;
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

export interface AnthropicModelServer extends ScriptedServer<RecordedRequest> {
  /** Base URL, e.g. "http://127.0.0.1:41234" (use as ANTHROPIC_BASE_URL). */
  url: string;
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

function authOf(req: IncomingMessage): RecordedRequest["auth"] {
  if (req.headers["x-api-key"]) return "x-api-key";
  if (hasBearer(req)) return "bearer";
  return "none";
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

function sseEvent(type: string, data: Record<string, unknown>): string {
  return `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
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

  const log = createRequestLog<RecordedRequest>();
  const conversations = createConversationTracker<ScriptTurn, ScriptError>({
    defaultTurns,
    keyed,
    matchText: (text) => stripSystemReminders(text) || text,
  });
  let messageCounter = 0;
  let toolUseCounter = 0;

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
      sendJson(res, status, body, { "request-id": requestId });
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

    const read = await readJsonBody(req, MessagesRequestSchema);
    if (!read.ok) {
      reply(400, "bad_request", errorBody("invalid_request_error", read.message));
      return;
    }
    const { raw, data: parsed } = read;

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
      const conv = conversations.conversationFor(key, text);
      record.script = conv.match;
      const step = conversations.next(conv);
      if (step.kind === "exhausted") {
        content = [{ type: "text", text: EXHAUSTED_TEXT }];
        record.reply.kind = "exhausted";
      } else {
        record.reply.entryIndex = step.index;
        if (step.kind === "error") {
          const { http_status, error } = step.entry;
          reply(http_status, "error", errorBody(error.type, error.message));
          return;
        }
        const entry = step.entry;
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
    else sendJson(res, 200, message, { "request-id": requestId });
  };

  const server = createRecordingServer({
    record: newRecord,
    handle,
    sendFailure: (res, message) =>
      sendJson(res, 500, errorBody("api_error", message), { "request-id": "req_mock_error" }),
    onRequest: options.onRequest,
  });
  const { url, port, close } = await listenOnLoopback(server, options.port);
  return { url, port, requests: log.requests, close };
}

/** Reads and validates a script file (bare entry list or `{turns, scripts, side_text}`). */
export function loadScriptFile(path: string): AnthropicModelServerOptions {
  return readScriptFile(path, ModelServerScriptFileSchema);
}

// ---------------------------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------------------------

if (import.meta.main) {
  runScriptedServerCli({
    usage:
      "usage: node test/support/anthropic-model-server.ts --script <file.json> [--port N] " +
      "[--requests-out <file.json>] [--identify-by session|first-user-message]\n",
    identifyBy: ["session", "first-user-message"],
    start: ({ script, ...settings }) =>
      startAnthropicModelServer({ ...(script ? loadScriptFile(script) : {}), ...settings }),
    describeBody: (body: RecordedRequestBody) =>
      ` tools=${body.toolNames.length} messages=${body.messageCount}`,
  });
}
