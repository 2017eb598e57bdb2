import { crc32, inflateRawSync } from "node:zlib";
import { InfrastructureError } from "../model/errors.ts";
import {
  bufferBytes,
  checkedZipDirectory,
  entryDataOffset,
  UnsafeArchiveError,
  type ZipEntry,
} from "./artifacts/read-zip-entries.ts";

/**
 * Reads one file out of a zip archive in memory (an artifact's zip from GitHub, untrusted: what
 * it cannot read is an infrastructure error, never an internal one). Nothing is
 * written to disk, so no entry name can escape a folder; sizes are bounded against zip bombs.
 * Returns undefined when the archive has no entry of that name; throws on a malformed archive.
 */
export function readZipEntry(zip: Uint8Array, name: string, maxBytes: number): Buffer | undefined {
  const bytes = bufferBytes(zip);
  // The whole archive is refused as the shard download refuses it: an entry escaping its folder,
  // a symbolic link, a name twice.
  let entries: ZipEntry[];
  try {
    entries = checkedZipDirectory(bytes);
  } catch (error) {
    if (error instanceof UnsafeArchiveError)
      throw new InfrastructureError(`the artifact is refused: ${error.message}`);
    throw error;
  }
  const entry = entries.find((candidate) => candidate.name === name);
  if (entry === undefined) return undefined;
  const { size, compressedSize, method } = entry;
  if (size > maxBytes)
    throw new InfrastructureError(`${name} is ${size} bytes, over the ${maxBytes}-byte limit`);
  const packed = bytes.read(entryDataOffset(bytes, entry), compressedSize);
  if (packed.length !== compressedSize) throw new InfrastructureError(`${name} is truncated in the zip`);
  const data = method === 0 ? Buffer.from(packed) : inflateRawSync(packed, { maxOutputLength: maxBytes });
  if (data.length !== size || crc32(data) !== entry.crc32)
    throw new InfrastructureError(`${name} does not match its checksum in the zip: the artifact is damaged`);
  return data;
}
