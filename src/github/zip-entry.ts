import { inflateRawSync } from "node:zlib";
import { InfrastructureError } from "../model/errors.ts";
import { bufferBytes, entryDataOffset, zipDirectory } from "./artifacts/read-zip-entries.ts";

/**
 * Reads one file out of a zip archive in memory (an artifact's zip from GitHub, untrusted: what
 * it cannot read is an infrastructure error, never an internal one). Nothing is
 * written to disk, so no entry name can escape a folder; sizes are bounded against zip bombs.
 * Returns undefined when the archive has no entry of that name; throws on a malformed archive.
 */
export function readZipEntry(zip: Uint8Array, name: string, maxBytes: number): Buffer | undefined {
  const bytes = bufferBytes(zip);
  const entry = zipDirectory(bytes).find((candidate) => candidate.name === name);
  if (entry === undefined) return undefined;
  const { size, compressedSize, method } = entry;
  if (size > maxBytes)
    throw new InfrastructureError(`${name} is ${size} bytes, over the ${maxBytes}-byte limit`);
  const packed = bytes.read(entryDataOffset(bytes, entry), compressedSize);
  if (packed.length !== compressedSize) throw new InfrastructureError(`${name} is truncated in the zip`);
  if (method === 0) return Buffer.from(packed);
  if (method === 8) return inflateRawSync(packed, { maxOutputLength: maxBytes });
  throw new InfrastructureError(`${name} uses zip compression method ${method}, which is not supported`);
}
