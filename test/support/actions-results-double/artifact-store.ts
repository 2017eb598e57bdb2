/** The double's memory: runs, their artifacts, and the blocks staged for each artifact's blob. */
import { createHash, randomUUID } from "node:crypto";
import { emptyBlob, type StoredBlob } from "./stored-blob.ts";

export interface StoredArtifact extends StoredBlob {
  id: number;
  runId: number;
  runBackendId: string;
  jobBackendId: string;
  name: string;
  createdAt: Date;
  expiresAt: string | undefined;
  size: number;
  digest: string | undefined;
}

export class ArtifactStore {
  private readonly runsByBackendId = new Map<string, number>();
  private readonly backendIdsByRun = new Map<number, string>();
  private readonly artifacts: StoredArtifact[] = [];
  private nextId = 1001;

  runBackendId(runId: number): string {
    let backendId = this.backendIdsByRun.get(runId);
    if (backendId === undefined) {
      backendId = randomUUID();
      this.backendIdsByRun.set(runId, backendId);
      this.runsByBackendId.set(backendId, runId);
    }
    return backendId;
  }

  runIdOf(runBackendId: string): number | undefined {
    return this.runsByBackendId.get(runBackendId);
  }

  create(fields: {
    runBackendId: string;
    jobBackendId: string;
    name: string;
    mimeType: string;
    expiresAt: string | undefined;
  }): StoredArtifact {
    const runId = this.runIdOf(fields.runBackendId);
    if (runId === undefined) throw new Error(`unknown run ${fields.runBackendId}`);
    const artifact: StoredArtifact = {
      ...emptyBlob(fields.mimeType),
      ...fields,
      id: this.nextId++,
      runId,
      createdAt: new Date(),
      size: 0,
      digest: undefined,
    };
    this.artifacts.push(artifact);
    return artifact;
  }

  /** An artifact put straight into storage, as another job (or an attacker's fork) might have. */
  putFinalized(runId: number, name: string, content: Buffer): StoredArtifact {
    const artifact = this.create({
      runBackendId: this.runBackendId(runId),
      jobBackendId: randomUUID(),
      name,
      mimeType: "application/zip",
      expiresAt: undefined,
    });
    artifact.content = content;
    artifact.finalized = true;
    artifact.size = content.length;
    artifact.digest = `sha256:${createHash("sha256").update(content).digest("hex")}`;
    return artifact;
  }

  byId(id: number): StoredArtifact | undefined {
    return this.artifacts.find((artifact) => artifact.id === id);
  }

  byName(runBackendId: string, name: string): StoredArtifact | undefined {
    return this.artifacts.find(
      (artifact) => artifact.runBackendId === runBackendId && artifact.name === name,
    );
  }

  /** Finalized artifacts of a run, as the service lists them (uploads still in flight are not). */
  finalizedOf(runId: number): StoredArtifact[] {
    return this.artifacts.filter((artifact) => artifact.runId === runId && artifact.finalized);
  }

  remove(artifact: StoredArtifact): void {
    this.artifacts.splice(this.artifacts.indexOf(artifact), 1);
  }
}
