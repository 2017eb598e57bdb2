/** The ArtifactService Twirp methods @actions/artifact calls, over the double's store. */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { z } from "zod";
import { readJsonBody } from "../scripted-server/read-json-body.ts";
import type { ArtifactStore, StoredArtifact } from "./artifact-store.ts";
import type { BackendIds } from "./runtime-token.ts";
import { blobUrl } from "./stored-blob.ts";
import { serveTwirp, type TwirpAnswer, type TwirpCallContext, twirpError, twirpOk } from "./twirp-call.ts";
import {
  createArtifactRequestSchema,
  finalizeArtifactRequestSchema,
  listArtifactsRequestSchema,
  namedArtifactRequestSchema,
} from "./twirp-schemas.ts";

export const TWIRP_PREFIX = "/twirp/github.actions.results.api.v1.ArtifactService/";

export interface TwirpContext extends TwirpCallContext {
  store: ArtifactStore;
  /** Where signed blob URLs point, e.g. "http://127.0.0.1:4123". */
  baseUrl: string;
}

/** Answers one ArtifactService call. */
export function handleTwirp(
  method: string,
  req: IncomingMessage,
  res: ServerResponse,
  context: TwirpContext,
): Promise<void> {
  return serveTwirp(method, req, res, context, (name, caller) =>
    answerArtifactCall(name, req, caller, context),
  );
}

async function answerArtifactCall(
  method: string,
  req: IncomingMessage,
  caller: BackendIds,
  context: TwirpContext,
): Promise<TwirpAnswer> {
  switch (method) {
    case "CreateArtifact":
      return withBody(req, createArtifactRequestSchema, caller, (body) => {
        if (body.workflow_job_run_backend_id !== caller.workflowJobRunBackendId) {
          return twirpError(403, "permission_denied", "job id differs from the runtime token's");
        }
        if (context.store.byName(body.workflow_run_backend_id, body.name)) {
          return twirpError(
            409,
            "already_exists",
            "an artifact with this name already exists on the workflow run",
          );
        }
        const artifact = context.store.create({
          runBackendId: body.workflow_run_backend_id,
          jobBackendId: body.workflow_job_run_backend_id,
          name: body.name,
          mimeType: body.mime_type ?? "application/zip",
          expiresAt: body.expires_at,
        });
        return twirpOk({
          ok: true,
          signed_upload_url: blobUrl(context.baseUrl, "artifacts", artifact.id, artifact.uploadSignature),
        });
      });
    case "FinalizeArtifact":
      return withBody(req, finalizeArtifactRequestSchema, caller, (body) => {
        const artifact = context.store.byName(body.workflow_run_backend_id, body.name);
        if (artifact === undefined || artifact.finalized)
          return twirpError(404, "not_found", "no upload in progress");
        if (artifact.content === undefined)
          return twirpError(400, "failed_precondition", "no block list committed");
        const digest = `sha256:${createHash("sha256").update(artifact.content).digest("hex")}`;
        if (body.size !== String(artifact.content.length)) {
          return twirpError(
            400,
            "invalid_argument",
            `size ${body.size} != uploaded ${artifact.content.length}`,
          );
        }
        if (body.hash !== undefined && body.hash !== digest) {
          return twirpError(400, "invalid_argument", `hash ${body.hash} != uploaded ${digest}`);
        }
        artifact.finalized = true;
        artifact.size = artifact.content.length;
        artifact.digest = digest;
        return twirpOk({ ok: true, artifact_id: String(artifact.id) });
      });
    case "ListArtifacts":
      return withBody(req, listArtifactsRequestSchema, caller, (body) => {
        const runId = context.store.runIdOf(body.workflow_run_backend_id);
        const artifacts = runId === undefined ? [] : context.store.finalizedOf(runId);
        const matching = artifacts.filter(
          (artifact) =>
            (body.name_filter === undefined || artifact.name === body.name_filter) &&
            (body.id_filter === undefined || String(artifact.id) === body.id_filter),
        );
        return twirpOk({ artifacts: matching.map(listedArtifact) });
      });
    case "GetSignedArtifactURL":
      return withBody(req, namedArtifactRequestSchema, caller, (body) => {
        const artifact = context.store.byName(body.workflow_run_backend_id, body.name);
        if (artifact === undefined || !artifact.finalized)
          return twirpError(404, "not_found", "artifact not found");
        return twirpOk({
          signed_url: blobUrl(context.baseUrl, "artifacts", artifact.id, artifact.downloadSignature),
        });
      });
    case "DeleteArtifact":
      return withBody(req, namedArtifactRequestSchema, caller, (body) => {
        const artifact = context.store.byName(body.workflow_run_backend_id, body.name);
        if (artifact === undefined) return twirpError(404, "not_found", "artifact not found");
        context.store.remove(artifact);
        return twirpOk({ ok: true, artifact_id: String(artifact.id) });
      });
    default:
      return twirpError(404, "bad_route", `no method ${method}`);
  }
}

async function withBody<T extends { workflow_run_backend_id: string }>(
  req: IncomingMessage,
  schema: z.ZodType<T>,
  caller: BackendIds,
  handle: (body: T) => TwirpAnswer,
): Promise<TwirpAnswer> {
  const body = await readJsonBody(req, schema);
  if (!body.ok) return twirpError(400, "malformed", body.message);
  // A job may only reach artifacts of its own run (cross-run access goes through the REST API).
  if (body.data.workflow_run_backend_id !== caller.workflowRunBackendId) {
    return twirpError(403, "permission_denied", "run id differs from the runtime token's");
  }
  return handle(body.data);
}

function listedArtifact(artifact: StoredArtifact): Record<string, unknown> {
  return {
    workflow_run_backend_id: artifact.runBackendId,
    workflow_job_run_backend_id: artifact.jobBackendId,
    database_id: String(artifact.id),
    name: artifact.name,
    size: String(artifact.size),
    created_at: artifact.createdAt.toISOString(),
    ...(artifact.digest === undefined ? {} : { digest: artifact.digest }),
  };
}
