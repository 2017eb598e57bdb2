/**
 * The Azure block-blob calls @azure/storage-blob makes against a signed URL: `uploadStream`
 * stages blocks (`PUT ?comp=block&blockid=…`) and commits them (`PUT ?comp=blocklist`, an XML
 * `<BlockList>` of `<Latest>` ids); `uploadFile` of a small file is one `PUT` with
 * `x-ms-blob-type: BlockBlob`; a download is a plain `GET` of the signed URL.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import type { StoredBlob } from "./stored-blob.ts";

const MAX_BLOCK_BYTES = 64 * 1024 * 1024;
/** @actions/cache uploads an archive up to 128 MiB in one request (`maxSingleShotSize`). */
const MAX_SINGLE_SHOT_BYTES = 128 * 1024 * 1024;
const blockIdSchema = z.base64().min(1).max(88);
const blockListSchema = z
  .array(blockIdSchema)
  .refine((ids) => new Set(ids.map((id) => id.length)).size <= 1, {
    message: "all block ids of a blob must have the same length",
  });

export async function handleBlob(
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
  context: { blob: StoredBlob | undefined; reject(message: string): void },
): Promise<void> {
  const fail = (status: number, code: string): void => {
    context.reject(`blob ${req.method} ${url.pathname}${url.search}: ${code}`);
    res.writeHead(status, { "x-ms-error-code": code, "content-type": "application/xml" }).end();
  };
  const blob = context.blob;
  if (blob === undefined) return fail(404, "BlobNotFound");
  const signature = url.searchParams.get("sig");

  if (req.method === "GET") {
    if (signature !== blob.downloadSignature || !blob.finalized || blob.content === undefined) {
      return fail(403, "AuthenticationFailed");
    }
    res.writeHead(200, { "content-type": blob.mimeType, "content-length": blob.content.length });
    res.end(blob.content);
    return;
  }
  if (req.method !== "PUT") return fail(405, "UnsupportedHttpVerb");
  if (signature !== blob.uploadSignature || blob.finalized) return fail(403, "AuthenticationFailed");
  if (typeof req.headers["x-ms-version"] !== "string") return fail(400, "MissingRequiredHeader");
  const comp = url.searchParams.get("comp");
  const body = await readBytes(req, comp === null ? MAX_SINGLE_SHOT_BYTES : MAX_BLOCK_BYTES);
  if (body === undefined) return fail(413, "RequestBodyTooLarge");

  if (comp === "block") {
    const blockId = blockIdSchema.safeParse(url.searchParams.get("blockid"));
    if (!blockId.success) return fail(400, "InvalidQueryParameterValue");
    if (body.length !== Number(req.headers["content-length"])) return fail(400, "InvalidHeaderValue");
    blob.stagedBlocks.set(blockId.data, body);
    return created(res);
  }
  if (comp === "blocklist") {
    const ids = blockListSchema.safeParse(parseBlockList(body.toString("utf8")));
    if (!ids.success) return fail(400, "InvalidXmlDocument");
    const blocks = ids.data.map((id) => blob.stagedBlocks.get(id));
    if (blocks.some((block) => block === undefined)) return fail(400, "InvalidBlockList");
    commit(
      blob,
      blocks.filter((block) => block !== undefined),
    );
    return created(res);
  }
  if (comp === null) {
    if (req.headers["x-ms-blob-type"] !== "BlockBlob") return fail(400, "MissingRequiredHeader");
    if (body.length !== Number(req.headers["content-length"])) return fail(400, "InvalidHeaderValue");
    commit(blob, [body]);
    return created(res);
  }
  return fail(400, "InvalidQueryParameterValue");
}

/** The ids of `<BlockList><Latest>id</Latest>…</BlockList>`, or undefined when it is not one. */
function parseBlockList(xml: string): string[] | undefined {
  const list = /<BlockList>([\s\S]*)<\/BlockList>/.exec(xml)?.[1];
  if (list === undefined) return undefined;
  const ids: string[] = [];
  const rest = list.replace(/<Latest>([^<]*)<\/Latest>/g, (_match, id: string) => {
    ids.push(id);
    return "";
  });
  return rest.trim() === "" ? ids : undefined;
}

function commit(blob: StoredBlob, blocks: Buffer[]): void {
  blob.content = Buffer.concat(blocks);
  blob.stagedBlocks.clear();
}

function created(res: ServerResponse): void {
  res.writeHead(201, {
    etag: `"0x${Date.now().toString(16)}"`,
    "last-modified": new Date().toUTCString(),
    "x-ms-request-id": crypto.randomUUID(),
    "x-ms-version": "2025-01-05",
    "x-ms-request-server-encrypted": "true",
    "content-length": 0,
  });
  res.end();
}

function readBytes(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        resolve(undefined);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}
