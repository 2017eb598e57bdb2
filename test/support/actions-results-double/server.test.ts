/** The double refuses what the real service would, so a change in the client's calls fails tests. */
import { afterAll, describe, expect, it } from "vitest";
import { createRuntimeToken, verifyRuntimeToken } from "./runtime-token.ts";
import { startActionsResultsDouble } from "./server.ts";

const double = await startActionsResultsDouble();
afterAll(() => double.close());
const job = double.createJob(1);
const ids = {
  workflow_run_backend_id: job.ids.workflowRunBackendId,
  workflow_job_run_backend_id: job.ids.workflowJobRunBackendId,
};

async function twirp(
  method: string,
  body: unknown,
  token = job.runtimeToken,
  service = "ArtifactService",
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${double.url}/twirp/github.actions.results.api.v1.${service}/${method}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe("actions results double", () => {
  it("creates, stages, commits, finalizes and lists an artifact the way the client does", async () => {
    const created = await twirp("CreateArtifact", {
      ...ids,
      name: "flow",
      version: 7,
      mime_type: "application/zip",
    });
    expect(created.status).toBe(200);
    const uploadUrl = new URL((created.body as { signed_upload_url: string }).signed_upload_url);
    const blockId = Buffer.from("block-000").toString("base64");
    const put = (query: string, body: string) =>
      fetch(`${uploadUrl.href}&${query}`, { method: "PUT", headers: { "x-ms-version": "2025-01-05" }, body });
    expect((await put(`comp=block&blockid=${encodeURIComponent(blockId)}`, "zip-bytes")).status).toBe(201);
    expect(
      (await put("comp=blocklist", `<?xml version="1.0"?><BlockList><Latest>${blockId}</Latest></BlockList>`))
        .status,
    ).toBe(201);

    const wrongSize = await twirp("FinalizeArtifact", { ...ids, name: "flow", size: "3" });
    expect(wrongSize).toMatchObject({ status: 400, body: { code: "invalid_argument" } });
    expect((await twirp("FinalizeArtifact", { ...ids, name: "flow", size: "9" })).status).toBe(200);

    const listed = await twirp("ListArtifacts", { ...ids, name_filter: "flow" });
    expect(listed.body).toMatchObject({ artifacts: [{ name: "flow", size: "9" }] });
    expect(double.artifactsOf(1)[0]?.content.toString()).toBe("zip-bytes");
  });

  it("refuses a request body with a field the service does not know", async () => {
    const answer = await twirp("CreateArtifact", { ...ids, name: "x", version: 7, retention: 3 });
    expect(answer).toMatchObject({ status: 400, body: { code: "malformed" } });
    expect(double.rejected.at(-1)).toMatch(/CreateArtifact: .*retention/);
  });

  it("refuses camelCase field names: the client sends proto names", async () => {
    const answer = await twirp("ListArtifacts", { workflowRunBackendId: "a", workflowJobRunBackendId: "b" });
    expect(answer).toMatchObject({ status: 400, body: { code: "malformed" } });
  });

  it("refuses a forged token and a token of another run", async () => {
    const forged = createRuntimeToken(job.ids, "not-the-doubles-key");
    expect((await twirp("ListArtifacts", ids, forged)).status).toBe(401);
    const otherRun = double.createJob(2).runtimeToken;
    expect(await twirp("ListArtifacts", ids, otherRun)).toMatchObject({
      status: 403,
      body: { code: "permission_denied" },
    });
  });

  it("refuses a second artifact of the same name in a run, as GitHub does (409)", async () => {
    expect((await twirp("CreateArtifact", { ...ids, name: "twice", version: 7 })).status).toBe(200);
    expect(await twirp("CreateArtifact", { ...ids, name: "twice", version: 7 })).toMatchObject({
      status: 409,
      body: { code: "already_exists" },
    });
  });

  it("refuses a block list naming a block that was never staged", async () => {
    const created = await twirp("CreateArtifact", { ...ids, name: "blocks", version: 7 });
    const uploadUrl = (created.body as { signed_upload_url: string }).signed_upload_url;
    const missing = Buffer.from("never").toString("base64");
    const response = await fetch(`${uploadUrl}&comp=blocklist`, {
      method: "PUT",
      headers: { "x-ms-version": "2025-01-05" },
      body: `<BlockList><Latest>${missing}</Latest></BlockList>`,
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("x-ms-error-code")).toBe("InvalidBlockList");
  });

  it("reads back the backend ids it signed into a runtime token's scp claim", () => {
    const token = createRuntimeToken(
      { workflowRunBackendId: "run-1", workflowJobRunBackendId: "job-1" },
      "k",
    );
    expect(verifyRuntimeToken(token, "k")).toEqual({
      workflowRunBackendId: "run-1",
      workflowJobRunBackendId: "job-1",
    });
    expect(verifyRuntimeToken(token, "other")).toBeUndefined();
    const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    expect(claims.scp).toContain("Actions.Results:run-1:job-1");
  });

  it("keeps cache entries immutable and finds them by key, then by restore-key prefix", async () => {
    const cache = (method: string, body: unknown) => twirp(method, body, job.runtimeToken, "CacheService");
    const entry = { key: "agents-linux-v1", version: "abc" };
    const created = await cache("CreateCacheEntry", entry);
    const uploadUrl = (created.body as { signed_upload_url: string }).signed_upload_url;
    const upload = (headers: Record<string, string>) =>
      fetch(uploadUrl, { method: "PUT", headers: { "x-ms-version": "2025-01-05", ...headers }, body: "tar" });
    expect((await upload({})).status).toBe(400);
    expect((await upload({ "x-ms-blob-type": "BlockBlob" })).status).toBe(201);
    expect(await cache("FinalizeCacheEntryUpload", { ...entry, size_bytes: "4" })).toMatchObject({
      status: 400,
    });
    expect((await cache("FinalizeCacheEntryUpload", { ...entry, size_bytes: "3" })).status).toBe(200);
    expect(await cache("CreateCacheEntry", entry)).toMatchObject({
      status: 409,
      body: { code: "already_exists" },
    });

    const byPrefix = await cache("GetCacheEntryDownloadURL", {
      key: "agents-linux-v2",
      restore_keys: ["agents-linux-"],
      version: "abc",
    });
    expect(byPrefix.body).toMatchObject({ ok: true, matched_key: "agents-linux-v1" });
    const download = await fetch((byPrefix.body as { signed_download_url: string }).signed_download_url);
    expect(await download.text()).toBe("tar");
    const otherVersion = await cache("GetCacheEntryDownloadURL", { key: "agents-linux-v1", version: "def" });
    expect(otherVersion.body).toEqual({ ok: false });
    expect(await cache("CreateCacheEntry", { key: "a,b", version: "abc" })).toMatchObject({ status: 400 });
    double.rejected.length = 0;
  });
});
