import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { createGzip, gzip, gzipSync } from "node:zlib";
import { escapeJsonForScript } from "./embed-json.ts";

/** Details above this size are gzipped: the browser inflates one only when its execution is opened. */
export const COMPRESS_ABOVE_BYTES = 2048;

export interface PackedDetail {
  /** The `type` of the `<script>` data block that carries it. */
  type: "application/json" | "application/gzip+base64";
  text: string;
}

const gzipInBackground = promisify(gzip);

/** One execution's detail as the text of a data block: escaped JSON, or gzipped JSON in base64. */
export function packDetail(detail: unknown, compressAboveBytes = COMPRESS_ABOVE_BYTES): PackedDetail {
  const json = JSON.stringify(detail);
  return fitsInline(json, compressAboveBytes) ? inline(json) : compressed(gzipSync(json));
}

/**
 * Up to this many characters of JSON a detail is compressed on the main thread: handing it to
 * libuv's thread pool and back costs more CPU than compressing it (200 report.json of 2.4 KB:
 * 26–28 ms against 8–10).
 */
const COMPRESS_IN_BACKGROUND_ABOVE_CHARACTERS = 64 * 1024;

/** `packDetail` with the compression of a large detail on libuv's thread pool, off the main thread; the same text. */
export async function packDetailInBackground(
  detail: unknown,
  compressAboveBytes = COMPRESS_ABOVE_BYTES,
): Promise<PackedDetail> {
  const json = JSON.stringify(detail);
  if (fitsInline(json, compressAboveBytes)) return inline(json);
  return compressed(
    json.length <= COMPRESS_IN_BACKGROUND_ABOVE_CHARACTERS ? gzipSync(json) : await gzipInBackground(json),
  );
}

/** Text handed to the compressor at a time: each write is a round trip to libuv's thread pool. */
const COMPRESS_IN_BYTES = 64 * 1024;

/**
 * `packDetailInBackground` for a detail given as the pieces of its JSON text, in order: the same
 * text, compressed as the pieces come (gzip's output does not depend on how its input is cut), so
 * the whole JSON never exists at once. A piece that throws rejects the packing.
 */
export async function packJsonPieces(
  pieces: Iterable<string>,
  compressAboveBytes = COMPRESS_ABOVE_BYTES,
): Promise<PackedDetail> {
  let bytes = 0;
  // While the JSON fits inline its pieces are kept too, to be embedded as they are.
  let inlinePieces: string[] = [];
  function* batches(): Generator<string> {
    let batch: string[] = [];
    let batchBytes = 0;
    for (const piece of pieces) {
      const pieceBytes = Buffer.byteLength(piece);
      bytes += pieceBytes;
      if (bytes <= compressAboveBytes) inlinePieces.push(piece);
      else inlinePieces = [];
      batch.push(piece);
      batchBytes += pieceBytes;
      if (batchBytes < COMPRESS_IN_BYTES) continue;
      yield batch.join("");
      batch = [];
      batchBytes = 0;
    }
    if (batch.length > 0) yield batch.join("");
  }
  const output: Buffer[] = [];
  await pipeline(Readable.from(batches()), createGzip(), async (compressed: AsyncIterable<Buffer>) => {
    for await (const chunk of compressed) output.push(chunk);
  });
  return bytes <= compressAboveBytes ? inline(inlinePieces.join("")) : compressed(Buffer.concat(output));
}

function fitsInline(json: string, compressAboveBytes: number): boolean {
  return Buffer.byteLength(json) <= compressAboveBytes;
}

function inline(json: string): PackedDetail {
  return { type: "application/json", text: escapeJsonForScript(json) };
}

function compressed(gzipped: Buffer): PackedDetail {
  // Base64 has no `<`, so the block needs no further escaping.
  return { type: "application/gzip+base64", text: gzipped.toString("base64") };
}
