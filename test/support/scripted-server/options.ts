/** The options and recorded-request fields every scripted model server has, whatever its dialect. */

export interface ScriptedServerOptions<Script, Keyed, R> {
  /** Default script, for conversations no keyed script matches. */
  turns?: Script;
  /** Keyed scripts; the first whose `match` occurs in the conversation's prompt (see the server) wins. */
  scripts?: Keyed[];
  /** 0 (default) = an ephemeral port. The server always binds 127.0.0.1. */
  port?: number;
  /** Reply text for requests without tools. Default "ok". */
  sideText?: string;
  /** Called after each request has been answered (the CLI logs with it). */
  onRequest?: (request: R) => void;
}

export interface RecordedRequestBase {
  /** 1-based arrival order. */
  seq: number;
  method: string;
  /** The peer address as seen by the server socket. */
  remoteAddress: string;
  /** A subset of the request headers (lower-case names); credentials are never recorded. */
  headers: Record<string, string>;
  /** Main-loop request: it offers tools (one script entry is consumed per such request). */
  mainLoop: boolean;
  /** Conversation key (model requests only). */
  conversation?: string;
  /** `match` of the keyed script serving the conversation; null = default turns. */
  script?: string | null;
}

export interface ScriptedServer<R> {
  /** Base URL, e.g. "http://127.0.0.1:41234". */
  url: string;
  port: number;
  /** Every request so far, in arrival order (live array). */
  requests: R[];
  close(): Promise<void>;
}
