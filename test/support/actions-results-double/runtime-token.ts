/** The `ACTIONS_RUNTIME_TOKEN` a runner hands a job: a JWT whose `scp` claim names the run and job. */
import { createHmac } from "node:crypto";
import { z } from "zod";

export interface BackendIds {
  workflowRunBackendId: string;
  workflowJobRunBackendId: string;
}

/**
 * Signs a JWT (HS256) carrying the `Actions.Results:<run>:<job>` scope that @actions/artifact
 * reads in `getBackendIdsFromToken` (lib/internal/shared/util.js).
 */
export function createRuntimeToken(ids: BackendIds, signingKey: string): string {
  const header = encodeSegment({ alg: "HS256", typ: "JWT" });
  const payload = encodeSegment({
    scp: `Actions.GenericRead:00000000-0000-0000-0000-000000000000 Actions.Results:${ids.workflowRunBackendId}:${ids.workflowJobRunBackendId}`,
    iss: "actions-results-double",
    exp: Math.floor(Date.now() / 1000) + 3600,
  });
  return `${header}.${payload}.${sign(`${header}.${payload}`, signingKey)}`;
}

const claimsSchema = z.object({ scp: z.string() });

/** The backend ids of a token this double signed, or undefined when it is forged or malformed. */
export function verifyRuntimeToken(token: string, signingKey: string): BackendIds | undefined {
  const [header, payload, signature, ...rest] = token.split(".");
  if (header === undefined || payload === undefined || signature === undefined || rest.length > 0)
    return undefined;
  if (sign(`${header}.${payload}`, signingKey) !== signature) return undefined;
  const claims = claimsSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
  if (!claims.success) return undefined;
  for (const scope of claims.data.scp.split(" ")) {
    const [kind, run, job, ...more] = scope.split(":");
    if (kind === "Actions.Results" && run && job && more.length === 0) {
      return { workflowRunBackendId: run, workflowJobRunBackendId: job };
    }
  }
  return undefined;
}

function encodeSegment(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

function sign(data: string, key: string): string {
  return createHmac("sha256", key).update(data).digest("base64url");
}
