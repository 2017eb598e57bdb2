import type { SessionReport } from "../../model/session-report.ts";

/**
 * Runs a command without a shell and reports what happened; never throws for a non-zero exit or a
 * timeout (those are data). The engine supplies it, so `assert/declarative/` stays free of I/O.
 */
export type CommandRunner = (
  command: string[],
  options: { cwd: string; stdin?: string; timeoutMs: number; env?: Record<string, string> },
) => Promise<{
  exitCode: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  startError?: string;
  /** Set when stdout was past what is kept of it: the bytes cut from its middle. */
  stdoutCutBytes?: number;
  /** With `stdoutCutBytes`: its first and its last lines kept, without the line `stdout` puts between. */
  stdoutKept?: readonly [string, string];
}>;

/**
 * Asks the configured judge model one question and returns its raw answer, with the tokens it
 * took (and its cost, when the backend reports one) so the run can count them.
 */
export type Judge = (request: { prompt: string; system?: string }) => Promise<{
  text: string;
  usage?: { inputTokens: number; outputTokens: number };
  costUsd?: number;
}>;

/**
 * Makes a fresh temporary folder holding `files` (relative names → contents) and returns its
 * absolute path with a way to remove it. skill-test's `exec` writes the extracted code there and
 * runs `command <file>` inside it.
 */
export type ScratchDirFactory = (
  files: Record<string, string>,
) => Promise<{ dir: string; dispose: () => Promise<void> }>;

/** Reads a text file (an agentv `llm-grader` `prompt: ./graders/x.md`), given an absolute path. */
export type TextFileReader = (absolutePath: string) => Promise<string>;

/** What declarative assertions read and the I/O they may use, all injected. */
export interface DeclarativeContext {
  report: SessionReport;
  caseInput: { prompt: string; criteria?: string; expectedOutput?: string };
  /** Absolute path of the execution's workspace (what the agent worked in). */
  workspaceDir: string;
  /**
   * agentv's `file_changes`: the workspace's changes while the agent ran, as a unified diff
   * (empty when it changed nothing). Undefined when the workspace was not tracked.
   */
  fileChanges?: string;
  runCommand: CommandRunner;
  /** The judge from `judge:` in skill-eval.config.yaml; judge-graded types fail without it. */
  judge?: Judge;
  /** Needed by skill-test `exec`; without it those assertions fail and say so. */
  createScratchDir?: ScratchDirFactory;
  /** Needed only for agentv `llm-grader` prompts given as a file path. */
  readTextFile?: TextFileReader;
}
