/**
 * The HTTP server of a scripted model server: records each request, hands it to the dialect's
 * handler, answers 500 when the handler fails, and reports the request once it is answered.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

export interface RecordingHandler<R extends { reply: { status: number } }> {
  record(req: IncomingMessage): R;
  handle(req: IncomingMessage, res: ServerResponse, record: R): Promise<void>;
  /** Answers a handler failure (headers not yet sent); `message` is "mock server failure: …". */
  sendFailure(res: ServerResponse, message: string): void;
  onRequest?: ((request: R) => void) | undefined;
}

export function createRecordingServer<R extends { reply: { status: number } }>(
  handler: RecordingHandler<R>,
): Server {
  return createServer((req, res) => {
    const record = handler.record(req);
    handler
      .handle(req, res, record)
      .catch((err: unknown) => {
        record.reply.status = 500;
        if (!res.headersSent) handler.sendFailure(res, `mock server failure: ${String(err)}`);
        else res.destroy();
      })
      .finally(() => handler.onRequest?.(record));
  });
}
