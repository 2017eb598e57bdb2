import type { SkillDirectory, Suite, SuiteFormat } from "../model/suite.ts";
import type { SkillTestCliOverrides } from "./skill-test/resolve-settings.ts";

/** A place a suite comes from, before it is loaded: a file... */
export interface FileSource<Id extends SuiteFormat = SuiteFormat> {
  format: Id;
  file: string;
}

/** ...or a whole skill folder, which may hold several suites. */
export interface FolderSource<Id extends SuiteFormat = SuiteFormat> {
  format: Id;
  skillDir: string;
  /** Files of the folder named on the command line: only their suites load (absent: every one). */
  only?: readonly string[];
}

type AnySource<Id extends SuiteFormat> = FileSource<Id> | FolderSource<Id>;

/**
 * How discovery met a path: a file found while walking a folder, a file named on the command
 * line, or a skill folder's marker (see `skillFolderMarker`) that exists.
 */
export type MetAs = "walked" | "explicit" | "skill-folder";

/** Command-line settings a loader applies under its own precedence rules (threshold as a fraction 0–1). */
export type LoadOverrides = Omit<SkillTestCliOverrides, "threshold"> & { threshold?: number };

export interface LoadContext {
  /** The project root: suite ids are paths relative to it. */
  root: string;
  /** The skills the suite's config names. */
  skills: readonly SkillDirectory[];
  overrides: LoadOverrides;
}

/** Everything the rest of the program knows about one suite format (`src/formats/<id>/index.ts`). */
export interface SuiteFormatDescriptor<
  Id extends SuiteFormat = SuiteFormat,
  Source extends AnySource<Id> = AnySource<Id>,
> {
  id: Id;
  /** The source at `path` when it belongs to this format, else undefined. Decided by the path alone. */
  claims(path: string, metAs: MetAs): Source | undefined;
  /** A path inside a folder holding a SKILL.md that, when it exists, holds this format's suites. */
  skillFolderMarker?: string;
  /** Would discovery have found a suite (or a file of one) at this path? Asked of deleted files. */
  namesSuiteFile(path: string): boolean;
  /**
   * Files met while walking that list more of this format's suites, of any name and anywhere
   * (a `skillgym.config.*` with `suites:` globs): which names, and the sources a file lists.
   */
  listings?: { named(fileName: string): boolean; sources(file: string): Promise<Source[]> };
  /** Folder names this format's loader reads itself: discovery never walks into them. */
  ownFolders: readonly string[];
  /**
   * The runner a suite that names none runs on, when one of that id is configured (agentv: an eval
   * without `execution.target` runs on its `default` target); else every configured runner.
   */
  defaultRunner?: string;
  /** When the format's suites run on some agents only: which, and the hint when no runner is one. */
  onlyAgents?: { agents: readonly string[]; hint(configFile: string): string };
  /** Without a skill-eval config the suites run on an implicit Claude Code runner; otherwise one is required. */
  runsWithoutConfig: boolean;
  /**
   * The loader applies command-line iterations, threshold and timeout itself, under the format's
   * own precedence (skill-test: per-test settings win); otherwise they replace the suite's.
   */
  ownsOverrides: boolean;
  /** Sees every source of the format before any is loaded, so slow work can start early. */
  prepare?(sources: readonly Source[]): void;
  load(source: Source, context: LoadContext): Promise<Suite[]>;
}

/** The file or folder a source names: its key in discovery and its place in messages. */
export function sourcePath(source: AnySource<SuiteFormat>): string {
  return "skillDir" in source ? source.skillDir : source.file;
}
