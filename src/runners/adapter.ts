import type { RunnerInfo, SessionReport } from "../model/session-report.ts";
import type { EventStore } from "./event-log.ts";

/** How the process ended, as the engine observed it. The normalizer turns it into report fields. */
export interface ProcessOutcome {
  /** null when the process was killed by a signal. */
  exitCode: number | null;
  signal?: string | null;
  timedOut: boolean;
  /** The agent was stopped because it went past `maxSteps`. */
  maxStepsExceeded?: boolean;
  /** The last part of stderr (bounded), for error messages. */
  stderrTail: string;
  durationMs: number;
}

export interface NormalizerInput {
  runner: RunnerInfo;
  prompt: string;
  /** The working directory the agent ran in; relative paths in the transcript resolve against it. */
  cwd: string;
  /** Absolute directories the skills under test were installed into (`<root>/<skill>/SKILL.md`). */
  skillRoots: string[];
  /** Where the session's older events are kept while it runs; default: all in memory. */
  eventStore?: EventStore;
}

/**
 * A reducer over an agent's stdout, one line at a time: no I/O, no clock, constant memory
 * apart from the report it builds. Serves live runs, replay, regrade and tests alike.
 */
export interface TranscriptNormalizer {
  push(line: string): void;
  /**
   * Model rounds seen so far (tool calls where the stream does not mark rounds): what `maxSteps`
   * is checked against while the agent runs, from the same parse, never a second parser.
   */
  stepsSoFar(): number;
  finish(outcome: ProcessOutcome): SessionReport;
}

export interface LaunchInput {
  prompt: string;
  /** The execution's working directory. */
  workspace: string;
  /** A private, empty home directory for this execution. */
  home: string;
  /** The environment of the host process; an adapter passes on only what its agent needs. */
  hostEnv: Readonly<Record<string, string | undefined>>;
  /** The suite file's folder, absolute. */
  suiteDir?: string;
  /** The workspace is a folder of the checkout (workspace mode none), not a copy. */
  workspaceInPlace?: boolean;
  /** Absolute paths of the files attached to the case (agentv `type: file` parts). */
  attachments?: readonly string[];
}

/** Everything needed to spawn an agent, without spawning it. */
export interface LaunchSpec {
  command: string;
  args: string[];
  /** The complete environment of the child: nothing is inherited beyond what is listed here. */
  env: Record<string, string>;
  cwd: string;
  /** Text written to the child's stdin; when absent stdin is /dev/null. */
  stdin?: string;
  /** Skill directories are copied to `<skillsDir>/<name>/` before launch. */
  skillsDir: string;
  /** Folders made under the private home before launch, for an agent that will not start without them. */
  homeFolders?: readonly string[];
  /** Files written under the private home before launch (agent settings, a prompt file), by relative path. */
  homeFiles?: Record<string, string>;
  /** The answer is this file's content (under the private home), read after exit, not stdout. */
  outputFile?: string;
}
