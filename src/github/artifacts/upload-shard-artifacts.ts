import { existsSync, lstatSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { ConfigError, InfrastructureError } from "../../model/errors.ts";
import type { Results } from "../../model/results.ts";
import { readResultsFile } from "../../orchestration/read-results-file.ts";
import { secretValues } from "../../report/redact.ts";
import { type ArtifactClient, defaultArtifactClient } from "./artifact-client.ts";
import { artifactNames, type ShardPosition } from "./artifact-name.ts";
import { listRegularFiles } from "./list-regular-files.ts";
import { packWorkspace } from "./pack-workspace.ts";
import { selectWorkspaces, type UploadWorkspaces } from "./select-workspaces.ts";

/** What the results artifact holds from the output folder (DESIGN §6), when present. */
const RESULT_FILES = [
  "results.json",
  "report.md",
  "report.html",
  "junit.xml",
  "plan.json",
  "pull-request.json",
];
export const DEFAULT_RETENTION_DAYS = 7;
export const DEFAULT_WORKSPACE_SIZE_CAP = 500 * 1024 * 1024;
const MAX_RETENTION_DAYS = 90;

export interface UploadShardArtifactsOptions {
  /** The output folder of this shard's run. Nothing outside it is read. */
  outDir: string;
  shard?: ShardPosition;
  uploadWorkspaces: UploadWorkspaces;
  /** 1–90 (the repository's maximum wins when lower); default 7. */
  retentionDays?: number;
  prefix?: string;
  /** Bytes of workspace tarballs at most; the workspaces past it are skipped and noted. Default 500 MB. */
  workspaceSizeCap?: number;
  /** Packs `node_modules` folders too (left out by default). */
  includeNodeModules?: boolean;
  /** Values to redact from workspace text files; default: credentials in this process's env. */
  secrets?: readonly string[];
  client?: ArtifactClient;
}

export interface UploadedArtifact {
  name: string;
  id: number | undefined;
  size: number | undefined;
  /** Paths inside the artifact, `/`-separated. */
  files: string[];
}

export interface ShardArtifactsUpload {
  results: UploadedArtifact;
  /** Absent when no workspace was packed. */
  workspaces?: UploadedArtifact;
  /** Kept workspaces (folder names) left out by the size cap. */
  skippedWorkspaces: string[];
  /** What the user should know: the size cap was hit, results.json was unreadable. */
  notes: string[];
}

/**
 * Uploads one shard's output folder: results.json, reports, plan.json and the executions'
 * transcripts as the results artifact, and the kept workspaces as one `.tar.gz` each in the
 * workspaces artifact (upload-workspaces: failed | all | none).
 */
export async function uploadShardArtifacts(
  options: UploadShardArtifactsOptions,
): Promise<ShardArtifactsUpload> {
  const names = artifactNames({ shard: options.shard, prefix: options.prefix });
  const retentionDays = checkRetentionDays(options.retentionDays ?? DEFAULT_RETENTION_DAYS);
  const client = options.client ?? (await defaultArtifactClient());
  const notes: string[] = [];

  const resultFiles = resultsArtifactFiles(options.outDir);
  const results = await upload(client, names.results, resultFiles, options.outDir, { retentionDays });

  const selected = selectWorkspaces(
    options.outDir,
    options.uploadWorkspaces,
    readResults(options.outDir),
    notes,
  );
  if (selected.length === 0) return { results, skippedWorkspaces: [], notes };
  const scratch = mkdtempSync(join(tmpdir(), "skill-eval-workspaces-"));
  try {
    const packed = await packWithinCap(selected, scratch, options, notes);
    const workspaces =
      packed.tarballs.length === 0
        ? undefined
        : await uploadWorkspaceTarballs(
            client,
            names.workspaces,
            packed.tarballs,
            join(scratch, "tarballs"),
            {
              retentionDays,
              notes,
            },
          );
    return {
      results,
      ...(workspaces === undefined ? {} : { workspaces }),
      skippedWorkspaces: packed.skipped,
      notes,
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function resultsArtifactFiles(outDir: string): string[] {
  const files = RESULT_FILES.map((name) => join(outDir, name)).filter(isRegularFile);
  if (!files.includes(join(outDir, "results.json"))) {
    throw new InfrastructureError(`no results.json in ${outDir}: this shard has no results to upload`);
  }
  const executions = join(outDir, "executions");
  if (existsSync(executions) && lstatSync(executions).isDirectory())
    files.push(...listRegularFiles(executions));
  return files;
}

async function packWithinCap(
  workspaces: string[],
  scratch: string,
  options: UploadShardArtifactsOptions,
  notes: string[],
): Promise<{ tarballs: string[]; skipped: string[] }> {
  const cap = options.workspaceSizeCap ?? DEFAULT_WORKSPACE_SIZE_CAP;
  const secrets = options.secrets ?? secretValues(process.env, {});
  const tarballDir = join(scratch, "tarballs");
  const stagingDir = join(scratch, "staging");
  mkdirSync(tarballDir);
  mkdirSync(stagingDir);
  const tarballs: string[] = [];
  let total = 0;
  for (const [index, source] of workspaces.entries()) {
    const tarball = join(tarballDir, `${basename(source)}.tar.gz`);
    await packWorkspace({
      source,
      stagingDir,
      tarball,
      secrets,
      excludeNodeModules: options.includeNodeModules !== true,
    });
    const size = statSync(tarball).size;
    if (total + size > cap) {
      rmSync(tarball);
      const skipped = workspaces.slice(index).map((path) => basename(path));
      notes.push(
        `workspace size cap of ${formatMegabytes(cap)} reached: ${skipped.length} of ${workspaces.length} workspaces not uploaded (${skipped.join(", ")})`,
      );
      return { tarballs, skipped };
    }
    total += size;
    tarballs.push(tarball);
  }
  return { tarballs, skipped: [] };
}

/** Workspaces help debugging but decide nothing: a failed upload is a note, the shard's results stand. */
async function uploadWorkspaceTarballs(
  client: ArtifactClient,
  name: string,
  tarballs: string[],
  root: string,
  options: { retentionDays: number; notes: string[] },
): Promise<UploadedArtifact | undefined> {
  try {
    // Tarballs are gzipped already.
    return await upload(client, name, tarballs, root, {
      retentionDays: options.retentionDays,
      compressionLevel: 0,
    });
  } catch (error) {
    options.notes.push(error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

async function upload(
  client: ArtifactClient,
  name: string,
  files: string[],
  root: string,
  options: { retentionDays: number; compressionLevel?: number },
): Promise<UploadedArtifact> {
  try {
    const uploaded = await client.uploadArtifact(name, files, root, options);
    return {
      name,
      id: uploaded.id,
      size: uploaded.size,
      files: files.map((file) =>
        file
          .slice(root.length + 1)
          .split("\\")
          .join("/"),
      ),
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new InfrastructureError(`could not upload artifact ${name}: ${reason}`, { cause: error });
  }
}

function readResults(outDir: string): Results | undefined {
  const read = readResultsFile(join(outDir, "results.json"));
  return "results" in read ? read.results : undefined;
}

function checkRetentionDays(days: number): number {
  if (Number.isInteger(days) && days >= 1 && days <= MAX_RETENTION_DAYS) return days;
  throw new ConfigError(
    `retention-days ${days} is not a whole number of days from 1 to ${MAX_RETENTION_DAYS}`,
    {
      hint: `set retention-days to e.g. ${DEFAULT_RETENTION_DAYS}`,
    },
  );
}

function isRegularFile(path: string): boolean {
  return existsSync(path) && lstatSync(path).isFile();
}

function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes >= 10 ? Math.round(megabytes) : megabytes.toFixed(2)} MB`;
}
