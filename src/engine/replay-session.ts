import { closeSync, createReadStream, existsSync, lstatSync, readFileSync, realpathSync } from "node:fs";
import { copyFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { executionKey } from "../model/execution-key.ts";
import { isWithin } from "../model/path-within.ts";
import type { RunnerInfo } from "../model/session-report.ts";
import { createFile } from "../report/file-bytes.ts";
import type { ProcessOutcome, TranscriptNormalizer } from "../runners/adapter.ts";
import { normalizers } from "../runners/registry.ts";
import { transcriptCandidates, transcriptSidecars } from "../runners/replay/transcript-candidates.ts";
import type { ReplayRunnerConfig } from "../runners/runner-config.ts";
import { capStoredLogOrNote, MAX_STORED_STDERR_BYTES } from "./cap-stored-log.ts";
import { cappedStdoutWriter, MAX_STORED_STDOUT_BYTES, type StoredStdout } from "./capped-stdout-file.ts";
import type { ExecutionTask, SessionEnvironment } from "./execution-context.ts";
import { INFRASTRUCTURE_CLASSES } from "./failure-classes.ts";
import { guardNormalizer } from "./guard-normalizer.ts";
import { lineSplitter } from "./line-splitter.ts";
import { readLogTail, STDERR_TAIL_BYTES } from "./read-log-tail.ts";
import { redactFile } from "./redact-file.ts";
import { redactSession } from "./redact-session.ts";
import { secretWatch } from "./secret-watch.ts";
import {
  collectionFailure,
  emptyReport,
  normalizationFailure,
  type Session,
  sessionWithFailure,
} from "./session-outcome.ts";

/** Reads a recorded transcript as if the agent had just printed it. */
export async function replaySession(
  config: ReplayRunnerConfig,
  task: ExecutionTask,
  info: RunnerInfo,
  workspaceDir: string,
  artifactDir: string,
  env: SessionEnvironment,
  options: {
    /** Stdout stored past this is cut (default MAX_STORED_STDOUT_BYTES). */
    maxStoredStdoutBytes?: number;
  } = {},
): Promise<Session> {
  const dir = resolve(task.runner.baseDir, config.transcripts);
  const candidates = transcriptCandidates(dir, task.suite.id, task.caseSpec.id, task.iteration);
  // A transcript symlinked out of the transcripts folder is not read.
  const transcript = candidates.find(
    (candidate) => existsSync(candidate) && isWithin(realpathSync(dir), realpathSync(candidate)),
  );
  const normalizer = guardNormalizer(
    normalizers[config.format]({
      runner: info,
      prompt: task.caseSpec.prompt,
      cwd: workspaceDir,
      skillRoots: [],
      ...(env.eventStore === undefined ? {} : { eventStore: env.eventStore }),
    }),
    (outcome) => emptyReport(info, task.caseSpec.prompt, outcome),
  );
  if (transcript === undefined) {
    const report = normalizer.finish({ exitCode: 0, timedOut: false, stderrTail: "", durationMs: 0 });
    return {
      report,
      infrastructureFailure: {
        origin: "replay",
        class: INFRASTRUCTURE_CLASSES["replay-missing"],
        message: `no recorded transcript; looked for ${candidates.map((candidate) => relative(env.root, candidate)).join(", ")}`,
      },
    };
  }
  const started = env.now();
  const watched = secretWatch(normalizer, env.secrets);
  // Kept beside the report as a live run keeps its stdout, so `regrade` works on replayed runs too.
  const stdoutPath = join(artifactDir, "stdout.jsonl");
  const { cutBytes: stdoutCutBytes, failure: stdoutNotStored } = await replayStdout(
    transcript,
    stdoutPath,
    watched.normalizer,
    options.maxStoredStdoutBytes ?? MAX_STORED_STDOUT_BYTES,
  );
  const sidecars = transcriptSidecars(transcript);
  // A sidecar is read only as a regular file in the transcripts folder, as the transcript is.
  const recorded = (path: string) => {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    return stat?.isFile() === true && isWithin(realpathSync(dir), realpathSync(path));
  };
  const outcome: ProcessOutcome = {
    exitCode: recorded(sidecars.exitCode) ? Number.parseInt(readFileSync(sidecars.exitCode, "utf8"), 10) : 0,
    timedOut: false,
    stderrTail: recorded(sidecars.stderr)
      ? readLogTail(sidecars.stderr, STDERR_TAIL_BYTES, env.secrets).text
      : "",
    durationMs: env.now() - started,
  };
  const key = executionKey(task.suite.id, task.caseSpec.id, task.runner.id, task.iteration);
  if (stdoutCutBytes > 0 && stdoutNotStored === undefined) {
    env.log(`warning: ${key}: stdout.jsonl stored up to its cap; the last ${stdoutCutBytes} bytes were cut`);
  }
  const stderrPath = recorded(sidecars.stderr) ? join(artifactDir, "stderr.log") : undefined;
  // Stored as a live agent's stderr is: up to its cap, then redacted.
  const stderrCap = stderrPath === undefined ? {} : await copyCapped(sidecars.stderr, stderrPath);
  if (stderrCap.cutBytes !== undefined) {
    env.log(
      `warning: ${key}: stderr.log stored up to its cap, its first and last lines; the ${stderrCap.cutBytes} bytes between were cut`,
    );
  }
  const unredacted = [
    stderrCap.lost,
    watched.seen() ? await redactFile(stdoutPath, env.secrets.values) : undefined,
    stderrPath === undefined ? undefined : await redactFile(stderrPath, env.secrets.values),
  ];
  for (const problem of unredacted) if (problem !== undefined) env.log(`warning: ${key}: ${problem}`);
  const report = redactSession(
    { ...normalizer.finish(outcome), rawArtifacts: { stdoutPath, stderrPath } },
    env.secrets.values,
  );
  // The workspace's changes as the live run saw them: a replay changes no file.
  const fileChanges = recorded(sidecars.fileChanges)
    ? { fileChanges: env.secrets.redact(readFileSync(sidecars.fileChanges, "utf8").trimEnd()) }
    : {};
  if (stdoutNotStored !== undefined)
    return { report, infrastructureFailure: collectionFailure(stdoutNotStored, false), ...fileChanges };
  const unreadable = normalizer.failure();
  if (unreadable !== undefined)
    return { report, infrastructureFailure: normalizationFailure(unreadable), ...fileChanges };
  return { ...sessionWithFailure(report), ...fileChanges };
}

/**
 * Reads the transcript once, as a live agent's stdout is: every line to the normalizer, stored in
 * `stdoutPath` up to its cap.
 */
async function replayStdout(
  transcript: string,
  stdoutPath: string,
  normalizer: TranscriptNormalizer,
  maxStoredBytes: number,
): Promise<StoredStdout> {
  const stdoutFile = await createFile(stdoutPath);
  try {
    const storedStdout = cappedStdoutWriter(stdoutFile, maxStoredBytes);
    const lines = lineSplitter((line) => normalizer.push(line));
    for await (const chunk of createReadStream(transcript)) {
      storedStdout.write(chunk);
      lines.write(chunk);
    }
    lines.end();
    return storedStdout.finish();
  } finally {
    closeSync(stdoutFile);
  }
}

async function copyCapped(from: string, to: string): Promise<{ cutBytes?: number; lost?: string }> {
  await copyFile(from, to);
  return capStoredLogOrNote(to, MAX_STORED_STDERR_BYTES);
}
