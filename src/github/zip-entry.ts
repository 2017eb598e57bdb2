import { inflateRawSync } from "node:zlib";

/**
 * Reads one file out of a zip archive in memory (an artifact's zip from GitHub). Nothing is
 * written to disk, so no entry name can escape a folder; sizes are bounded against zip bombs.
 * Returns undefined when the archive has no entry of that name; throws on a malformed archive.
 */
export function readZipEntry(zip: Uint8Array, name: string, maxBytes: number): Buffer | undefined {
  const data = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = findEndOfDirectory(data);
  const count = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  for (let index = 0; index < count; index++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== 0x02014b50)
      throw new Error("the zip's directory is corrupt");
    const method = data.readUInt16LE(offset + 10);
    const packedSize = data.readUInt32LE(offset + 20);
    const size = data.readUInt32LE(offset + 24);
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    const localOffset = data.readUInt32LE(offset + 42);
    const entryName = data.subarray(offset + 46, offset + 46 + nameLength).toString("utf8");
    offset += 46 + nameLength + extraLength + commentLength;
    if (entryName !== name) continue;
    if (size > maxBytes) throw new Error(`${name} is ${size} bytes, over the ${maxBytes}-byte limit`);
    if (localOffset + 30 > data.length || data.readUInt32LE(localOffset) !== 0x04034b50)
      throw new Error("the zip's entry header is corrupt");
    const start =
      localOffset + 30 + data.readUInt16LE(localOffset + 26) + data.readUInt16LE(localOffset + 28);
    const packed = data.subarray(start, start + packedSize);
    if (packed.length !== packedSize) throw new Error(`${name} is truncated in the zip`);
    if (method === 0) return Buffer.from(packed);
    if (method === 8) return inflateRawSync(packed, { maxOutputLength: maxBytes });
    throw new Error(`${name} uses zip compression method ${method}, which is not supported`);
  }
  return undefined;
}

function findEndOfDirectory(data: Buffer): number {
  // The end record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  for (let offset = data.length - 22; offset >= Math.max(0, data.length - 22 - 65_535); offset--) {
    if (data.readUInt32LE(offset) === 0x06054b50) return offset;
  }
  throw new Error("not a zip archive (no end-of-directory record)");
}
