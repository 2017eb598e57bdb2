/**
 * Request bodies of the Actions results service's ArtifactService, as @actions/artifact 6 sends
 * them: protobuf JSON with proto field names (`useProtoFieldName: true`), int64 as decimal
 * strings, wrappers as bare values, timestamps as RFC 3339 (lib/generated/results/api/v1/artifact.js).
 * Strict, so a field the client adds or renames fails the test instead of passing silently.
 */
import { z } from "zod";

const backendIds = {
  workflow_run_backend_id: z.string().min(1),
  workflow_job_run_backend_id: z.string().min(1),
};
const int64 = z.string().regex(/^\d+$/, "int64 as a decimal string");
const timestamp = z.iso.datetime({ offset: true });

export const createArtifactRequestSchema = z.strictObject({
  ...backendIds,
  name: z.string().min(1),
  expires_at: timestamp.optional(),
  version: z.literal(7),
  mime_type: z.string().min(1).optional(),
});

export const finalizeArtifactRequestSchema = z.strictObject({
  ...backendIds,
  name: z.string().min(1),
  size: int64,
  hash: z
    .string()
    .regex(/^sha256:[0-9a-f]{64}$/)
    .optional(),
});

export const listArtifactsRequestSchema = z.strictObject({
  ...backendIds,
  name_filter: z.string().optional(),
  id_filter: int64.optional(),
});

export const namedArtifactRequestSchema = z.strictObject({
  ...backendIds,
  name: z.string().min(1),
});

export type CreateArtifactRequest = z.infer<typeof createArtifactRequestSchema>;
export type FinalizeArtifactRequest = z.infer<typeof finalizeArtifactRequestSchema>;
export type ListArtifactsRequest = z.infer<typeof listArtifactsRequestSchema>;
export type NamedArtifactRequest = z.infer<typeof namedArtifactRequestSchema>;
