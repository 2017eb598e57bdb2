import { promisify } from "node:util";
import { gzip, gzipSync } from "node:zlib";
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

/** `packDetail` with the compression on libuv's thread pool, off the main thread; the same text. */
export async function packDetailInBackground(
  detail: unknown,
  compressAboveBytes = COMPRESS_ABOVE_BYTES,
): Promise<PackedDetail> {
  const json = JSON.stringify(detail);
  return fitsInline(json, compressAboveBytes) ? inline(json) : compressed(await gzipInBackground(json));
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
