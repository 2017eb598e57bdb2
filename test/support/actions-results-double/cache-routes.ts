/**
 * The CacheService Twirp methods @actions/cache 6 calls against the results service (cache service
 * v2, lib/generated/results/api/v1/cache.js): reserve an entry and get a signed upload URL,
 * finalize it with its size, and look a key up for a signed download URL.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { readJsonBody } from "../scripted-server/read-json-body.ts";
import type { CacheStore } from "./cache-store.ts";
import { blobUrl } from "./stored-blob.ts";
import { serveTwirp, type TwirpAnswer, type TwirpCallContext, twirpError, twirpOk } from "./twirp-call.ts";

export const CACHE_TWIRP_PREFIX = "/twirp/github.actions.results.api.v1.CacheService/";

export interface CacheTwirpContext extends TwirpCallContext {
  cache: CacheStore;
  baseUrl: string;
}

// Proto field names, int64 as decimal strings, defaults omitted; strict so a renamed field fails.
const key = z
  .string()
  .min(1)
  .max(512)
  .refine((text) => !text.includes(","), "a key has no commas");
const version = z.string().min(1);
const metadata = z.strictObject({
  repository_id: z.string().optional(),
  scope: z.array(z.unknown()).optional(),
});
const createRequest = z.strictObject({ metadata: metadata.optional(), key, version });
const finalizeRequest = z.strictObject({
  metadata: metadata.optional(),
  key,
  size_bytes: z.string().regex(/^\d+$/),
  version,
});
const lookupRequest = z.strictObject({
  metadata: metadata.optional(),
  key,
  restore_keys: z.array(key).max(9).optional(),
  version,
});

export function handleCacheTwirp(
  method: string,
  req: IncomingMessage,
  res: ServerResponse,
  context: CacheTwirpContext,
): Promise<void> {
  return serveTwirp(method, req, res, context, (name) => answerCacheCall(name, req, context));
}

async function answerCacheCall(
  method: string,
  req: IncomingMessage,
  context: CacheTwirpContext,
): Promise<TwirpAnswer> {
  switch (method) {
    case "CreateCacheEntry":
      return withBody(req, createRequest, (body) => {
        const entry = context.cache.reserve(body.key, body.version);
        if (entry === undefined)
          return twirpError(409, "already_exists", `cache entry ${body.key} already exists`);
        return twirpOk({
          ok: true,
          signed_upload_url: blobUrl(context.baseUrl, "cache", entry.id, entry.uploadSignature),
        });
      });
    case "FinalizeCacheEntryUpload":
      return withBody(req, finalizeRequest, (body) => {
        const entry = context.cache.find(body.key, body.version);
        if (entry === undefined || entry.finalized)
          return twirpError(404, "not_found", "no upload in progress");
        if (entry.content === undefined) return twirpError(400, "failed_precondition", "nothing uploaded");
        if (body.size_bytes !== String(entry.content.length)) {
          return twirpError(
            400,
            "invalid_argument",
            `size ${body.size_bytes} != uploaded ${entry.content.length}`,
          );
        }
        entry.finalized = true;
        entry.sizeBytes = entry.content.length;
        return twirpOk({ ok: true, entry_id: String(entry.id) });
      });
    case "GetCacheEntryDownloadURL":
      return withBody(req, lookupRequest, (body) => {
        const entry = context.cache.lookup(body.key, body.restore_keys ?? [], body.version);
        if (entry === undefined) return twirpOk({ ok: false });
        return twirpOk({
          ok: true,
          signed_download_url: blobUrl(context.baseUrl, "cache", entry.id, entry.downloadSignature),
          matched_key: entry.key,
        });
      });
    default:
      return twirpError(404, "bad_route", `no method ${method}`);
  }
}

async function withBody<T>(
  req: IncomingMessage,
  schema: z.ZodType<T>,
  handle: (body: T) => TwirpAnswer,
): Promise<TwirpAnswer> {
  const body = await readJsonBody(req, schema);
  return body.ok ? handle(body.data) : twirpError(400, "malformed", body.message);
}
