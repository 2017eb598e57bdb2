/** A blob behind a signed URL, as the double keeps it for artifacts and cache entries alike. */
import { randomBytes } from "node:crypto";

export interface StoredBlob {
  /** Blocks staged by `PUT ?comp=block`, by block id, until the block list is committed. */
  stagedBlocks: Map<string, Buffer>;
  /** The committed blob. */
  content: Buffer | undefined;
  /** Finalized through the service: readable, no longer writable. */
  finalized: boolean;
  uploadSignature: string;
  downloadSignature: string;
  mimeType: string;
}

export function emptyBlob(mimeType: string): StoredBlob {
  return {
    stagedBlocks: new Map(),
    content: undefined,
    finalized: false,
    uploadSignature: randomBytes(16).toString("hex"),
    downloadSignature: randomBytes(16).toString("hex"),
    mimeType,
  };
}

export type BlobContainer = "artifacts" | "cache";

/** An IP-style (Azurite) URL: @azure/storage-blob takes the first path segment as the account. */
export function blobUrl(baseUrl: string, container: BlobContainer, id: number, signature: string): string {
  const expiry = new Date(Date.now() + 3600_000).toISOString();
  return `${baseUrl}/devstoreaccount1/${container}/${id}?sv=2023-11-03&se=${encodeURIComponent(expiry)}&sr=b&sp=rw&sig=${signature}`;
}

export const BLOB_PATH = /^\/devstoreaccount1\/(artifacts|cache)\/(\d+)$/;
