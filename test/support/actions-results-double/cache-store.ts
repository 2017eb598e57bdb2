/** The double's Actions cache: immutable entries by key and version, each a blob. */
import { emptyBlob, type StoredBlob } from "./stored-blob.ts";

export interface CacheEntry extends StoredBlob {
  id: number;
  key: string;
  /** A hash of the cached paths and compression: a restore must ask for the same one. */
  version: string;
  createdAt: Date;
  sizeBytes: number;
}

export class CacheStore {
  private readonly entries: CacheEntry[] = [];
  private nextId = 5001;

  /** A new entry to upload into, or undefined when key and version are taken (entries are immutable). */
  reserve(key: string, version: string): CacheEntry | undefined {
    if (this.find(key, version) !== undefined) return undefined;
    const entry: CacheEntry = {
      ...emptyBlob("application/octet-stream"),
      id: this.nextId++,
      key,
      version,
      createdAt: new Date(),
      sizeBytes: 0,
    };
    this.entries.push(entry);
    return entry;
  }

  find(key: string, version: string): CacheEntry | undefined {
    return this.entries.find((entry) => entry.key === key && entry.version === version);
  }

  /** The exact key first, then the newest finalized entry whose key starts with a restore key. */
  lookup(key: string, restoreKeys: readonly string[], version: string): CacheEntry | undefined {
    const finalized = this.entries.filter((entry) => entry.finalized && entry.version === version);
    const exact = finalized.find((entry) => entry.key === key);
    if (exact !== undefined) return exact;
    for (const prefix of restoreKeys) {
      const newest = finalized
        .filter((entry) => entry.key.startsWith(prefix))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
      if (newest !== undefined) return newest;
    }
    return undefined;
  }

  byId(id: number): CacheEntry | undefined {
    return this.entries.find((entry) => entry.id === id);
  }

  finalized(): CacheEntry[] {
    return this.entries.filter((entry) => entry.finalized);
  }
}
