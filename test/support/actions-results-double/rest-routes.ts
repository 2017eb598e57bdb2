/**
 * The two REST endpoints @actions/artifact uses with `findBy` (another run, or another repo):
 * list a run's artifacts (lib/internal/find/*.js) and the zip download, answered with a 302 to a
 * signed blob URL (lib/internal/download/download-artifact.js, `downloadArtifactPublic`).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { sendJson } from "../scripted-server/send-json.ts";
import type { ArtifactStore, StoredArtifact } from "./artifact-store.ts";
import { blobUrl } from "./stored-blob.ts";

const LIST_PATH = /^\/repos\/([^/]+)\/([^/]+)\/actions\/runs\/(\d+)\/artifacts$/;
const ZIP_PATH = /^\/repos\/([^/]+)\/([^/]+)\/actions\/artifacts\/(\d+)\/zip$/;

const listQuerySchema = z.strictObject({
  per_page: z.coerce.number().int().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).optional(),
  name: z.string().min(1).optional(),
});

export interface RestContext {
  store: ArtifactStore;
  baseUrl: string;
  repository: { owner: string; repo: string };
  /** The token a `findBy` caller must present (`actions: read` on the repository). */
  apiToken: string;
  reject(message: string): void;
}

/** True when the request was a REST route (answered); false to let another handler try. */
export function handleRest(
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
  context: RestContext,
): boolean {
  const list = LIST_PATH.exec(url.pathname);
  const zip = ZIP_PATH.exec(url.pathname);
  const match = list ?? zip;
  if (match === null) return false;
  const fail = (status: number, message: string): void => {
    context.reject(`REST ${url.pathname}: ${message}`);
    sendJson(res, status, { message });
  };
  if (req.method !== "GET") {
    fail(405, "method not allowed");
    return true;
  }
  if (/^(?:token|bearer) (.+)$/i.exec(req.headers.authorization ?? "")?.[1] !== context.apiToken) {
    fail(401, "Bad credentials");
    return true;
  }
  if (match[1] !== context.repository.owner || match[2] !== context.repository.repo) {
    fail(404, "Not Found");
    return true;
  }
  if (list !== null) {
    const query = listQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) {
      fail(422, z.prettifyError(query.error));
      return true;
    }
    const { per_page: perPage = 30, page = 1, name } = query.data;
    const all = context.store
      .finalizedOf(Number(list[3]))
      .filter((a) => name === undefined || a.name === name);
    const pageItems = all.slice((page - 1) * perPage, page * perPage);
    sendJson(res, 200, {
      total_count: all.length,
      artifacts: pageItems.map((a) => restArtifact(a, context)),
    });
    return true;
  }
  const artifact = context.store.byId(Number(zip?.[3]));
  if (artifact === undefined || !artifact.finalized) {
    fail(404, "Not Found");
    return true;
  }
  res.writeHead(302, {
    location: blobUrl(context.baseUrl, "artifacts", artifact.id, artifact.downloadSignature),
    "content-length": 0,
  });
  res.end();
  return true;
}

function restArtifact(artifact: StoredArtifact, context: RestContext): Record<string, unknown> {
  const { owner, repo } = context.repository;
  return {
    id: artifact.id,
    node_id: `MDg6QXJ0aWZhY3Q${artifact.id}`,
    name: artifact.name,
    size_in_bytes: artifact.size,
    url: `${context.baseUrl}/repos/${owner}/${repo}/actions/artifacts/${artifact.id}`,
    archive_download_url: `${context.baseUrl}/repos/${owner}/${repo}/actions/artifacts/${artifact.id}/zip`,
    expired: false,
    digest: artifact.digest,
    created_at: artifact.createdAt.toISOString(),
    updated_at: artifact.createdAt.toISOString(),
    expires_at: artifact.expiresAt ?? null,
    workflow_run: { id: artifact.runId },
  };
}
