import { gzipSync } from "node:zlib";
import { jsonForScript } from "./embed-json.ts";

/** Details above this size are gzipped: the browser inflates one only when its execution is opened. */
export const COMPRESS_ABOVE_BYTES = 2048;

export interface PackedDetail {
  /** The `type` of the `<script>` data block that carries it. */
  type: "application/json" | "application/gzip+base64";
  text: string;
}

/** One execution's detail as the text of a data block: escaped JSON, or gzipped JSON in base64. */
export function packDetail(detail: unknown, compressAboveBytes = COMPRESS_ABOVE_BYTES): PackedDetail {
  const json = JSON.stringify(detail);
  if (Buffer.byteLength(json) <= compressAboveBytes)
    return { type: "application/json", text: jsonForScript(detail) };
  // Base64 has no `<`, so the block needs no further escaping.
  return { type: "application/gzip+base64", text: gzipSync(json).toString("base64") };
}
