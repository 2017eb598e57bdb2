/** Reading a request body and validating it as JSON against a schema. */
import type { IncomingMessage } from "node:http";
import { z } from "zod";

const MAX_BODY_BYTES = 64 * 1024 * 1024;

/** The whole body as UTF-8; rejects (and drops the request) past 64 MiB. */
export function readBody(req: IncomingMessage): Promise<string> {
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

export type JsonBodyResult<T> = { ok: true; raw: string; data: T } | { ok: false; message: string };

/** Reads the body and parses it with `schema`; `message` says why not (for a 400 answer). */
export async function readJsonBody<T>(
  req: IncomingMessage,
  schema: z.ZodType<T>,
): Promise<JsonBodyResult<T>> {
  try {
    const raw = await readBody(req);
    const result = schema.safeParse(JSON.parse(raw));
    if (!result.success) return { ok: false, message: z.prettifyError(result.error) };
    return { ok: true, raw, data: result.data };
  } catch (err) {
    return { ok: false, message: `invalid JSON body: ${String(err)}` };
  }
}
