import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ArtifactClient, FindBy } from "./artifact-client.ts";
import { extractZip } from "./extract-zip.ts";
import { UnsafeArchiveError } from "./read-zip-entries.ts";

export interface ListedArtifact {
  id: number;
  name: string;
  /** `sha256:<hex>` as the service recorded it at upload. */
  digest?: string | undefined;
}

/**
 * Downloads an artifact's zip as is (the client's own unzip would rewrite `..` entries
 * silently), checks it against the digest recorded at upload, and unpacks it into `into` with
 * every entry checked (extractZip). The zip is kept in a scratch folder, never in `into`.
 */
export async function downloadUnpacked(
  client: ArtifactClient,
  artifact: ListedArtifact,
  into: string,
  findBy?: FindBy,
): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), "skill-eval-download-"));
  try {
    const downloaded = await client.downloadArtifact(artifact.id, {
      path: scratch,
      skipDecompress: true,
      ...(artifact.digest === undefined ? {} : { expectedHash: artifact.digest }),
      ...(findBy === undefined ? {} : { findBy }),
    });
    if (downloaded.digestMismatch === true) {
      throw new UnsafeArchiveError(`artifact ${artifact.name} does not match the digest recorded at upload`);
    }
    const files = readdirSync(scratch, { withFileTypes: true }).filter((entry) => entry.isFile());
    const [zip, ...others] = files;
    if (zip === undefined || others.length > 0) {
      throw new Error(
        `the download of artifact ${artifact.name} left ${files.length} files, expected one zip`,
      );
    }
    await extractZip(join(scratch, zip.name), into);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
