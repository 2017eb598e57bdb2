/**
 * A local double of the GitHub Actions results service and its blob storage, enough for the
 * real @actions/artifact client to upload, list and download artifacts, and the real
 * @actions/cache client (cache service v2) to save and restore entries, on 127.0.0.1.
 * Point the client at it with `ACTIONS_RESULTS_URL` and `GITHUB_API_URL` = `url`, and
 * `ACTIONS_RUNTIME_TOKEN` = a job's `runtimeToken`.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { listenOnLoopback } from "../scripted-server/listen.ts";
import { ArtifactStore } from "./artifact-store.ts";
import { handleBlob } from "./blob-routes.ts";
import { CACHE_TWIRP_PREFIX, handleCacheTwirp } from "./cache-routes.ts";
import { CacheStore } from "./cache-store.ts";
import { handleRest } from "./rest-routes.ts";
import { type BackendIds, createRuntimeToken } from "./runtime-token.ts";
import { BLOB_PATH } from "./stored-blob.ts";
import { handleTwirp, TWIRP_PREFIX } from "./twirp-routes.ts";

export interface ActionsResultsDouble {
  /** Origin of the results service, the blob storage and the REST API alike. */
  url: string;
  repository: { owner: string; repo: string };
  /** The token `findBy` callers must present to the REST API. */
  apiToken: string;
  /** A new job of run `runId`, with the runtime token the runner would give it. */
  createJob(runId: number): { runtimeToken: string; ids: BackendIds };
  /** Finalized artifacts of a run with their stored bytes (the zip as uploaded). */
  artifactsOf(runId: number): { id: number; name: string; content: Buffer; expiresAt: string | undefined }[];
  /** Finalized Actions cache entries: key and stored archive. */
  cacheEntries(): { key: string; content: Buffer }[];
  /** Puts a finished artifact into a run directly: a hostile or hand-made zip. */
  putArtifact(runId: number, name: string, zip: Buffer): number;
  /** Every request the double refused, with why: a test expects none unless it provokes one. */
  rejected: string[];
  close(): Promise<void>;
}

export async function startActionsResultsDouble(
  repository = { owner: "octo-org", repo: "skills" },
): Promise<ActionsResultsDouble> {
  const store = new ArtifactStore();
  const cache = new CacheStore();
  const signingKey = randomBytes(32).toString("hex");
  const apiToken = `ghs_${randomBytes(18).toString("hex")}`;
  const rejected: string[] = [];
  const reject = (message: string): void => {
    rejected.push(message);
  };
  let baseUrl = "";

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", baseUrl);
    const answered = (async () => {
      if (url.pathname.startsWith(TWIRP_PREFIX)) {
        await handleTwirp(url.pathname.slice(TWIRP_PREFIX.length), req, res, {
          store,
          signingKey,
          baseUrl,
          reject,
        });
      } else if (url.pathname.startsWith(CACHE_TWIRP_PREFIX)) {
        await handleCacheTwirp(url.pathname.slice(CACHE_TWIRP_PREFIX.length), req, res, {
          cache,
          signingKey,
          baseUrl,
          reject,
        });
      } else if (BLOB_PATH.test(url.pathname)) {
        const [, container, id] = BLOB_PATH.exec(url.pathname) ?? [];
        const blob = container === "cache" ? cache.byId(Number(id)) : store.byId(Number(id));
        await handleBlob(url, req, res, { blob, reject });
      } else if (!handleRest(url, req, res, { store, baseUrl, repository, apiToken, reject })) {
        reject(`no route ${req.method} ${url.pathname}`);
        res.writeHead(404).end();
      }
    })();
    answered.catch((error: unknown) => {
      reject(`crashed on ${req.method} ${url.pathname}: ${String(error)}`);
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ code: "internal", msg: String(error) }));
    });
  });
  const listening = await listenOnLoopback(server);
  baseUrl = listening.url;

  return {
    url: listening.url,
    repository,
    apiToken,
    createJob(runId) {
      const ids = { workflowRunBackendId: store.runBackendId(runId), workflowJobRunBackendId: randomUUID() };
      return { runtimeToken: createRuntimeToken(ids, signingKey), ids };
    },
    artifactsOf(runId) {
      return store.finalizedOf(runId).map((artifact) => ({
        id: artifact.id,
        name: artifact.name,
        content: artifact.content ?? Buffer.alloc(0),
        expiresAt: artifact.expiresAt,
      }));
    },
    cacheEntries() {
      return cache
        .finalized()
        .map((entry) => ({ key: entry.key, content: entry.content ?? Buffer.alloc(0) }));
    },
    putArtifact(runId, name, zip) {
      return store.putFinalized(runId, name, zip).id;
    },
    rejected,
    close: () => listening.close(),
  };
}
