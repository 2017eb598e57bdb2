/**
 * A scripted model server speaking the Gemini API (`generativelanguage` v1beta), for driving the real
 * Gemini CLI deterministically and offline (point it here with `GOOGLE_GEMINI_BASE_URL`).
 *
 * - `POST /v1beta/models/<model>:streamGenerateContent?alt=sse`: SSE, one `data:` frame per chunk.
 *   `POST /v1beta/models/<model>:generateContent`: one GenerateContentResponse JSON.
 *   `POST /v1beta/models/<model>:countTokens`: a rough estimate. (`/v1/` and `/v1alpha/` too.)
 *   Anything else: 404 in Google's error format.
 * - Replies come from a script, an ordered list of entries in the dialect of the recorded fixtures'
 *   `model-script.json`: a model turn `{ parts: [{text} | {functionCall: {name, args, id?}}], chunk? }`
 *   or an HTTP error `{ http_status, error: {code?, message, status?}, repeat? }` (`repeat: true` =
 *   every later main-loop request of the conversation gets the same error, so retries see it too).
 * - One entry is consumed per main-loop request (a body whose `tools` declare at least one function).
 *   Requests without tools (model routing, next-speaker checks, loop detection) get a fixed short text
 *   and consume nothing. When a script is exhausted the reply is the text "(script exhausted)".
 * - Several scripts can be served at once: `scripts: [{ match, turns }]` picks the first script whose
 *   `match` occurs in the first user turn of the conversation (its text parts joined with "\n", the
 *   CLI's `<session_context>` block removed); unmatched conversations use the default `turns`.
 * - Each conversation keeps its own position. Gemini CLI sends no session id, so a conversation is
 *   identified by the whole text of its first user turn; that includes the CLI's session context
 *   (date, workspace, its temp dir under HOME), so runs in different workspaces or HOMEs never
 *   share a position even with the same prompt.
 *
 * Runnable as a CLI (Node >= 22.18):
 *   node test/support/gemini-model-server.ts --script script.json [--port 18300] [--requests-out f.json]
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
import { sendJson as sendJsonWith } from "./scripted-server/send-json.ts";
import { splitText } from "./scripted-server/split-text.ts";

// ---------------------------------------------------------------------------------------------
// Script format
// ---------------------------------------------------------------------------------------------

export const ScriptTextPartSchema = z.strictObject({
  text: z.string(),
  /** A thought summary (the CLI shows it as thinking, never as the answer). */
  thought: z.boolean().optional(),
});

export const ScriptFunctionCallPartSchema = z.strictObject({
  functionCall: z.strictObject({
    name: z.string().min(1),
    args: z.record(z.string(), z.unknown()),
    /** Optional call id; Gemini CLI makes up its own when absent (as the real API usually is). */
    id: z.string().min(1).optional(),
  }),
});

export const ScriptPartSchema = z.union([ScriptTextPartSchema, ScriptFunctionCallPartSchema]);

const UsageSchema = z.strictObject({
  promptTokenCount: z.number().int().nonnegative().optional(),
  candidatesTokenCount: z.number().int().nonnegative().optional(),
  thoughtsTokenCount: z.number().int().nonnegative().optional(),
  cachedContentTokenCount: z.number().int().nonnegative().optional(),
});

/** A model turn: the parts of one candidate's content. */
export const ScriptTurnSchema = z.strictObject({
  parts: z.array(ScriptPartSchema).min(1),
  /** Stream each text part as frames of at most this many characters (each part its own frame). */
  chunk: z.number().int().positive().optional(),
  /** Default `STOP`. */
  finishReason: z
    .enum(["STOP", "MAX_TOKENS", "SAFETY", "RECITATION", "OTHER", "MALFORMED_FUNCTION_CALL"])
    .optional(),
  usage: UsageSchema.optional(),
});

/** An HTTP error answer; the body is `{error: {code, message, status}}` as Google sends it. */
export const ScriptErrorSchema = scriptErrorSchema(
  z.strictObject({
    /** Default: `http_status`. */
    code: z.number().int().optional(),
    message: z.string(),
    status: z.string().min(1).optional(),
    details: z.array(z.unknown()).optional(),
  }),
);

export const ScriptEntrySchema = z.union([ScriptTurnSchema, ScriptErrorSchema]);

/** An ordered list of entries; one is consumed per main-loop request. */
export const ModelScriptSchema = z.array(ScriptEntrySchema);

/** A script chosen for conversations whose first user turn contains `match`. */
export const KeyedScriptSchema = keyedScriptSchema(ModelScriptSchema);

/** The CLI's `--script` file: a bare entry list, or default turns plus keyed scripts. */
export const ModelServerScriptFileSchema = scriptFileSchema(ModelScriptSchema);

export type ScriptPart = z.infer<typeof ScriptPartSchema>;
export type ScriptTurn = z.infer<typeof ScriptTurnSchema>;
export type ScriptError = z.infer<typeof ScriptErrorSchema>;
export type ScriptEntry = z.infer<typeof ScriptEntrySchema>;
export type ModelScript = z.infer<typeof ModelScriptSchema>;
export type KeyedScript = z.infer<typeof KeyedScriptSchema>;
export type ModelServerScriptFile = z.infer<typeof ModelServerScriptFileSchema>;

// ---------------------------------------------------------------------------------------------
// Options and recorded requests
// ---------------------------------------------------------------------------------------------

export interface GeminiModelServerOptions
  extends ScriptedServerOptions<ModelScript, KeyedScript, RecordedRequest> {
  /** `modelVersion` reported in responses. Default "gemini-mock". */
  responseModel?: string;
  /** Token counts reported per response unless a turn overrides them. Default 100 prompt / 20 candidates. */
  usage?: { promptTokenCount: number; candidatesTokenCount: number };
}

export type GeminiAction = "streamGenerateContent" | "generateContent" | "countTokens";

export interface RecordedRequestBody {
  stream: boolean;
  /** Names of the declared functions, in order. */
  toolNames: string[];
  /** Number of `contents` entries (turns of history, this request's included). */
  contentCount: number;
  /** Text of the first user turn (its text parts joined with "\n"), session context included. */
  firstUserText: string;
  /** `generationConfig.responseMimeType`, when set (side requests ask for JSON). */
  responseMimeType?: string;
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
  /** Path without the query string, e.g. "/v1beta/models/gemini-2.5-flash:streamGenerateContent". */
  path: string;
  /** The query string without "?" and with any `key=` value removed ("alt=sse"). */
  query: string;
  /** The model named in the path, when the path is a model method. */
  model?: string;
  action?: GeminiAction;
  /** Which credential was present: header `x-goog-api-key`, `Authorization: Bearer`, `?key=`. */
  auth: "x-goog-api-key" | "bearer" | "query-key" | "none";
  /** Parsed body summary (absent when there was no JSON body). */
  body?: RecordedRequestBody;
  reply: {
    status: number;
    kind: ReplyKind;
    /** Index of the consumed (or repeated) script entry. */
    entryIndex?: number;
    responseId?: string;
    /** Names of the function calls sent. */
    functionCalls?: string[];
  };
}

export interface GeminiModelServer extends ScriptedServer<RecordedRequest> {
  /** Base URL, e.g. "http://127.0.0.1:41234" (use as GOOGLE_GEMINI_BASE_URL). */
  url: string;
}

// ---------------------------------------------------------------------------------------------
// Request parsing
// ---------------------------------------------------------------------------------------------

const RequestPartSchema = z.looseObject({ text: z.unknown().optional() });

const GenerateRequestSchema = z.looseObject({
  contents: z
    .array(z.looseObject({ role: z.string().optional(), parts: z.array(RequestPartSchema).optional() }))
    .optional(),
  tools: z
    .array(
      z.looseObject({
        functionDeclarations: z.array(z.looseObject({ name: z.string().optional() })).optional(),
      }),
    )
    .optional(),
  generationConfig: z.looseObject({ responseMimeType: z.string().optional() }).optional(),
});
type GenerateRequest = z.infer<typeof GenerateRequestSchema>;

const RECORDED_HEADERS = ["host", "content-type", "user-agent", "x-goog-api-client"];
const MODEL_PATH =
  /^\/(v1|v1beta|v1alpha)\/models\/([^/:]+):(streamGenerateContent|generateContent|countTokens)$/;

function firstUserText(body: GenerateRequest): string {
  const first = body.contents?.find((c) => (c.role ?? "user") === "user");
  return (first?.parts ?? []).flatMap((p) => (typeof p.text === "string" ? [p.text] : [])).join("\n");
}

function stripSessionContext(text: string): string {
  return text.replace(/<session_context>[\s\S]*?<\/session_context>/g, "").trim();
}

function authOf(req: IncomingMessage, query: URLSearchParams): RecordedRequest["auth"] {
  if (req.headers["x-goog-api-key"]) return "x-goog-api-key";
  if (hasBearer(req)) return "bearer";
  if (query.has("key")) return "query-key";
  return "none";
}

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

type ApiPart =
  | { text: string; thought?: boolean }
  | { functionCall: { name: string; args: Record<string, unknown>; id?: string } };

interface UsageMetadata {
  promptTokenCount: number;
  candidatesTokenCount: number;
  totalTokenCount: number;
  thoughtsTokenCount?: number;
  cachedContentTokenCount?: number;
}

interface ApiResponse {
  candidates: { content: { role: "model"; parts: ApiPart[] }; finishReason?: string; index: 0 }[];
  usageMetadata?: UsageMetadata;
  modelVersion: string;
  responseId: string;
}

function googleError(code: number, message: string, status: string): { error: Record<string, unknown> } {
  return { error: { code, message, status } };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  sendJsonWith(res, status, body, {}, "application/json; charset=UTF-8");
}

/** The frames of a streamed turn: one frame for all parts, or with `chunk` one per piece. */
function framesOf(parts: ApiPart[], chunk: number | undefined): ApiPart[][] {
  if (chunk === undefined) return [parts];
  return parts.flatMap((part): ApiPart[][] =>
    "text" in part ? splitText(part.text, chunk).map((text) => [{ ...part, text }]) : [[part]],
  );
}

function sendSse(res: ServerResponse, frames: ApiResponse[]): void {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  res.end(frames.map((frame) => `data: ${JSON.stringify(frame)}\r\n\r\n`).join(""));
}

function errorStatusName(httpStatus: number): string {
  const names: Record<number, string> = {
    400: "INVALID_ARGUMENT",
    401: "UNAUTHENTICATED",
    403: "PERMISSION_DENIED",
    404: "NOT_FOUND",
    429: "RESOURCE_EXHAUSTED",
    500: "INTERNAL",
    503: "UNAVAILABLE",
    504: "DEADLINE_EXCEEDED",
  };
  return names[httpStatus] ?? (httpStatus >= 500 ? "INTERNAL" : "FAILED_PRECONDITION");
}

function errorBody(entry: ScriptError): { error: Record<string, unknown> } {
  const { code, message, status, details } = entry.error;
  return {
    error: {
      code: code ?? entry.http_status,
      message,
      status: status ?? errorStatusName(entry.http_status),
      ...(details === undefined ? {} : { details }),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Server
// ---------------------------------------------------------------------------------------------

/** Starts the server on 127.0.0.1; resolves once it listens. */
export async function startGeminiModelServer(
  options: GeminiModelServerOptions = {},
): Promise<GeminiModelServer> {
  const defaultTurns = ModelScriptSchema.parse(options.turns ?? []);
  const keyed = z.array(KeyedScriptSchema).parse(options.scripts ?? []);
  const sideText = options.sideText ?? "ok";
  const responseModel = options.responseModel ?? "gemini-mock";
  const usage = options.usage ?? { promptTokenCount: 100, candidatesTokenCount: 20 };

  const log = createRequestLog<RecordedRequest>();
  const conversations = createConversationTracker<ScriptTurn, ScriptError>({
    defaultTurns,
    keyed,
    matchText: (text) => stripSessionContext(text) || text,
  });
  let responseCounter = 0;

  const usageOf = (turn: ScriptTurn["usage"]): UsageMetadata => {
    const prompt = turn?.promptTokenCount ?? usage.promptTokenCount;
    const candidates = turn?.candidatesTokenCount ?? usage.candidatesTokenCount;
    const thoughts = turn?.thoughtsTokenCount;
    return {
      promptTokenCount: prompt,
      candidatesTokenCount: candidates,
      totalTokenCount: prompt + candidates + (thoughts ?? 0),
      ...(thoughts === undefined ? {} : { thoughtsTokenCount: thoughts }),
      ...(turn?.cachedContentTokenCount === undefined
        ? {}
        : { cachedContentTokenCount: turn.cachedContentTokenCount }),
    };
  };

  const newRecord = (req: IncomingMessage): RecordedRequest =>
    log.add((seq) => {
      const { path, query } = splitUrl(req);
      const params = new URLSearchParams(query);
      const auth = authOf(req, params);
      params.delete("key");
      const match = MODEL_PATH.exec(path);
      const record: RecordedRequest = {
        seq,
        method: req.method ?? "GET",
        path,
        query: params.toString(),
        ...(match?.[2] === undefined ? {} : { model: decodeURIComponent(match[2]) }),
        remoteAddress: req.socket.remoteAddress ?? "",
        headers: headerSubset(req, RECORDED_HEADERS),
        auth,
        mainLoop: false,
        reply: { status: 0, kind: "not_found" },
      };
      const action = match?.[3];
      if (action === "streamGenerateContent" || action === "generateContent" || action === "countTokens") {
        record.action = action;
      }
      return record;
    });

  const handle = async (
    req: IncomingMessage,
    res: ServerResponse,
    record: RecordedRequest,
  ): Promise<void> => {
    const reply = (status: number, kind: ReplyKind, body: unknown): void => {
      record.reply.status = status;
      record.reply.kind = kind;
      sendJson(res, status, body);
    };

    const action = record.action;
    if (req.method !== "POST" || action === undefined) {
      req.resume();
      reply(
        404,
        "not_found",
        googleError(404, `${req.method} ${record.path} is not served by the mock`, "NOT_FOUND"),
      );
      return;
    }

    const read = await readJsonBody(req, GenerateRequestSchema);
    if (!read.ok) {
      reply(400, "bad_request", googleError(400, read.message, "INVALID_ARGUMENT"));
      return;
    }
    const { raw, data: parsed } = read;

    const text = firstUserText(parsed);
    const toolNames = (parsed.tools ?? [])
      .flatMap((t) => t.functionDeclarations ?? [])
      .map((f) => f.name ?? "")
      .filter((n) => n !== "");
    const mimeType = parsed.generationConfig?.responseMimeType;
    record.body = {
      stream: action === "streamGenerateContent",
      toolNames,
      contentCount: parsed.contents?.length ?? 0,
      firstUserText: text,
      ...(mimeType === undefined ? {} : { responseMimeType: mimeType }),
    };

    if (action === "countTokens") {
      reply(200, "count_tokens", { totalTokens: Math.max(1, Math.ceil(raw.length / 4)) });
      return;
    }

    const mainLoop = toolNames.length > 0;
    record.mainLoop = mainLoop;
    record.conversation = text;

    let parts: ApiPart[];
    let chunk: number | undefined;
    let finishReason = "STOP";
    let turnUsage: ScriptTurn["usage"];
    if (!mainLoop) {
      parts = [{ text: sideText }];
      record.reply.kind = "side";
    } else {
      const conv = conversations.conversationFor(text, text);
      record.script = conv.match;
      const step = conversations.next(conv);
      if (step.kind === "exhausted") {
        parts = [{ text: EXHAUSTED_TEXT }];
        record.reply.kind = "exhausted";
      } else {
        record.reply.entryIndex = step.index;
        if (step.kind === "error") {
          reply(step.entry.http_status, "error", errorBody(step.entry));
          return;
        }
        const entry = step.entry;
        parts = entry.parts.map(
          (p): ApiPart => ("text" in p ? { ...p } : { functionCall: { ...p.functionCall } }),
        );
        chunk = entry.chunk;
        finishReason = entry.finishReason ?? "STOP";
        turnUsage = entry.usage;
        record.reply.kind = "turn";
      }
    }

    responseCounter += 1;
    const responseId = `resp_mock_${responseCounter}`;
    record.reply.status = 200;
    record.reply.responseId = responseId;
    const calls = parts.flatMap((p) => ("functionCall" in p ? [p.functionCall.name] : []));
    if (calls.length > 0) record.reply.functionCalls = calls;
    const frame = (frameParts: ApiPart[], last: boolean): ApiResponse => ({
      candidates: [
        {
          content: { role: "model", parts: frameParts },
          ...(last ? { finishReason } : {}),
          index: 0,
        },
      ],
      ...(last ? { usageMetadata: usageOf(turnUsage) } : {}),
      modelVersion: responseModel,
      responseId,
    });
    if (action === "generateContent") {
      sendJson(res, 200, frame(parts, true));
      return;
    }
    const pieces = framesOf(parts, chunk);
    sendSse(
      res,
      pieces.map((piece, i) => frame(piece, i === pieces.length - 1)),
    );
  };

  const server = createRecordingServer({
    record: newRecord,
    handle,
    sendFailure: (res, message) => sendJson(res, 500, googleError(500, message, "INTERNAL")),
    onRequest: options.onRequest,
  });
  const { url, port, close } = await listenOnLoopback(server, options.port);
  return { url, port, requests: log.requests, close };
}

/** Reads and validates a script file (bare entry list or `{turns, scripts, side_text}`). */
export function loadScriptFile(path: string): GeminiModelServerOptions {
  return readScriptFile(path, ModelServerScriptFileSchema);
}

// ---------------------------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------------------------

if (import.meta.main) {
  runScriptedServerCli({
    usage:
      "usage: node test/support/gemini-model-server.ts --script <file.json> [--port N] [--requests-out <file.json>]\n",
    start: ({ script, port, onRequest }) =>
      startGeminiModelServer({ ...(script ? loadScriptFile(script) : {}), port, onRequest }),
    describeBody: (body: RecordedRequestBody) =>
      ` tools=${body.toolNames.length} contents=${body.contentCount}`,
  });
}
