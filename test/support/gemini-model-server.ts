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
import { readFileSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { z } from "zod";

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
export const ScriptErrorSchema = z.strictObject({
  http_status: z.number().int().min(400).max(599),
  error: z.strictObject({
    /** Default: `http_status`. */
    code: z.number().int().optional(),
    message: z.string(),
    status: z.string().min(1).optional(),
    details: z.array(z.unknown()).optional(),
  }),
  repeat: z.boolean().optional(),
});

export const ScriptEntrySchema = z.union([ScriptTurnSchema, ScriptErrorSchema]);

/** An ordered list of entries; one is consumed per main-loop request. */
export const ModelScriptSchema = z.array(ScriptEntrySchema);

/** A script chosen for conversations whose first user turn contains `match`. */
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

export interface GeminiModelServerOptions {
  /** Default script, for conversations no keyed script matches. */
  turns?: ModelScript;
  /** Keyed scripts; the first whose `match` occurs in the conversation's first user turn wins. */
  scripts?: KeyedScript[];
  /** 0 (default) = an ephemeral port. The server always binds 127.0.0.1. */
  port?: number;
  /** Reply text for requests without tools. Default "ok". */
  sideText?: string;
  /** `modelVersion` reported in responses. Default "gemini-mock". */
  responseModel?: string;
  /** Token counts reported per response unless a turn overrides them. Default 100 prompt / 20 candidates. */
  usage?: { promptTokenCount: number; candidatesTokenCount: number };
  /** Called after each request has been answered (the CLI logs with it). */
  onRequest?: (request: RecordedRequest) => void;
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

export interface RecordedRequest {
  /** 1-based arrival order. */
  seq: number;
  method: string;
  /** Path without the query string, e.g. "/v1beta/models/gemini-2.5-flash:streamGenerateContent". */
  path: string;
  /** The query string without "?" and with any `key=` value removed ("alt=sse"). */
  query: string;
  /** The model named in the path, when the path is a model method. */
  model?: string;
  action?: GeminiAction;
  /** The peer address as seen by the server socket. */
  remoteAddress: string;
  /** A subset of the request headers (lower-case names); credentials are never recorded. */
  headers: Record<string, string>;
  /** Which credential was present: header `x-goog-api-key`, `Authorization: Bearer`, `?key=`. */
  auth: "x-goog-api-key" | "bearer" | "query-key" | "none";
  /** Parsed body summary (absent when there was no JSON body). */
  body?: RecordedRequestBody;
  /** Main-loop request (functions declared) on a generate method. */
  mainLoop: boolean;
  /** Conversation key (generate requests only). */
  conversation?: string;
  /** `match` of the keyed script serving the conversation; null = default turns. */
  script?: string | null;
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

export interface GeminiModelServer {
  /** Base URL, e.g. "http://127.0.0.1:41234" (use as GOOGLE_GEMINI_BASE_URL). */
  url: string;
  port: number;
  /** Every request so far, in arrival order (live array). */
  requests: RecordedRequest[];
  close(): Promise<void>;
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
const MAX_BODY_BYTES = 64 * 1024 * 1024;
const EXHAUSTED_TEXT = "(script exhausted)";

function firstUserText(body: GenerateRequest): string {
  const first = body.contents?.find((c) => (c.role ?? "user") === "user");
  return (first?.parts ?? []).flatMap((p) => (typeof p.text === "string" ? [p.text] : [])).join("\n");
}

function stripSessionContext(text: string): string {
  return text.replace(/<session_context>[\s\S]*?<\/session_context>/g, "").trim();
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

function authOf(req: IncomingMessage, query: URLSearchParams): RecordedRequest["auth"] {
  if (req.headers["x-goog-api-key"]) return "x-goog-api-key";
  const authz = req.headers.authorization;
  if (typeof authz === "string" && /^bearer\s/i.test(authz)) return "bearer";
  if (query.has("key")) return "query-key";
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
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=UTF-8",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

function splitText(text: string, chunk: number | undefined): string[] {
  if (!chunk || text.length <= chunk) return [text];
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += chunk) pieces.push(text.slice(i, i + chunk));
  return pieces;
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

interface Conversation {
  script: ModelScript;
  match: string | null;
  position: number;
  sticky?: { entry: ScriptError; index: number };
}

/** Starts the server on 127.0.0.1; resolves once it listens. */
export async function startGeminiModelServer(
  options: GeminiModelServerOptions = {},
): Promise<GeminiModelServer> {
  const defaultTurns = ModelScriptSchema.parse(options.turns ?? []);
  const keyed = z.array(KeyedScriptSchema).parse(options.scripts ?? []);
  const sideText = options.sideText ?? "ok";
  const responseModel = options.responseModel ?? "gemini-mock";
  const usage = options.usage ?? { promptTokenCount: 100, candidatesTokenCount: 20 };

  const requests: RecordedRequest[] = [];
  const conversations = new Map<string, Conversation>();
  let seq = 0;
  let responseCounter = 0;

  const conversationFor = (text: string): Conversation => {
    let conv = conversations.get(text);
    if (!conv) {
      const matchable = stripSessionContext(text) || text;
      const hit = keyed.find((s) => matchable.includes(s.match));
      conv = hit
        ? { script: hit.turns, match: hit.match, position: 0 }
        : { script: defaultTurns, match: null, position: 0 };
      conversations.set(text, conv);
    }
    return conv;
  };

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

  const newRecord = (req: IncomingMessage): RecordedRequest => {
    seq += 1;
    const rawUrl = req.url ?? "/";
    const q = rawUrl.indexOf("?");
    const path = q === -1 ? rawUrl : rawUrl.slice(0, q);
    const params = new URLSearchParams(q === -1 ? "" : rawUrl.slice(q + 1));
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
      headers: headerSubset(req),
      auth,
      mainLoop: false,
      reply: { status: 0, kind: "not_found" },
    };
    const action = match?.[3];
    if (action === "streamGenerateContent" || action === "generateContent" || action === "countTokens") {
      record.action = action;
    }
    requests.push(record);
    return record;
  };

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

    let raw: string;
    let parsed: GenerateRequest;
    try {
      raw = await readBody(req);
      const result = GenerateRequestSchema.safeParse(JSON.parse(raw));
      if (!result.success) {
        reply(400, "bad_request", googleError(400, z.prettifyError(result.error), "INVALID_ARGUMENT"));
        return;
      }
      parsed = result.data;
    } catch (err) {
      reply(400, "bad_request", googleError(400, `invalid JSON body: ${String(err)}`, "INVALID_ARGUMENT"));
      return;
    }

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
      const conv = conversationFor(text);
      record.script = conv.match;
      if (conv.sticky) {
        record.reply.entryIndex = conv.sticky.index;
        reply(conv.sticky.entry.http_status, "error", errorBody(conv.sticky.entry));
        return;
      }
      const index = conv.position;
      const entry = conv.script[index];
      if (entry === undefined) {
        parts = [{ text: EXHAUSTED_TEXT }];
        record.reply.kind = "exhausted";
      } else {
        conv.position += 1;
        record.reply.entryIndex = index;
        if ("http_status" in entry) {
          if (entry.repeat) conv.sticky = { entry, index };
          reply(entry.http_status, "error", errorBody(entry));
          return;
        }
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

  const server = createServer((req, res) => {
    const record = newRecord(req);
    handle(req, res, record)
      .catch((err: unknown) => {
        record.reply.status = 500;
        if (!res.headersSent)
          sendJson(res, 500, googleError(500, `mock server failure: ${String(err)}`, "INTERNAL"));
        else res.destroy();
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
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("server has no TCP address");
  const port = (address satisfies AddressInfo).port;

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
export function loadScriptFile(path: string): GeminiModelServerOptions {
  const parsed = ModelServerScriptFileSchema.parse(JSON.parse(readFileSync(path, "utf8")));
  if (Array.isArray(parsed)) return { turns: parsed };
  const out: GeminiModelServerOptions = {};
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
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    process.stdout.write(
      "usage: node test/support/gemini-model-server.ts --script <file.json> [--port N] [--requests-out <file.json>]\n",
    );
    return;
  }
  const port = z.coerce.number().int().min(0).max(65535).parse(values.port);
  const fromFile = values.script ? loadScriptFile(values.script) : {};
  const requestsOut = values["requests-out"];
  const server = await startGeminiModelServer({
    ...fromFile,
    port,
    onRequest: (r) => {
      const entry = r.reply.entryIndex === undefined ? "" : ` entry=${r.reply.entryIndex}`;
      const tools = r.body ? ` tools=${r.body.toolNames.length} contents=${r.body.contentCount}` : "";
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
