import type { AssertionContext, CaseRunResult, SuiteWorkspaceConfig } from "./case.ts";
import type { SourcePosition } from "./errors.ts";
import type { SessionReport } from "./session-report.ts";
import type { FailureClass } from "./status.ts";

export type SuiteFormat = "skillgym" | "agentv" | "skill-test" | "evals-json";

/** One case in the format-independent model every loader produces. */
export interface CaseSpec {
  id: string;
  prompt: string;
  tags: string[];
  timeoutMs?: number;
  expectedFail: boolean;
  /** Executions per runner. */
  iterations: number;
  /** Fraction 0–1 of iterations that must pass. */
  threshold: number;
  assert?: (report: SessionReport, ctx: AssertionContext) => void | Promise<void>;
  classifyFailure?: (result: CaseRunResult) => FailureClass | string | undefined;
  metadata: Record<string, unknown>;
  source?: SourcePosition;
}

/** A skill folder (with a SKILL.md) and the name agents know it by. */
export interface SkillDirectory {
  /** The frontmatter `name:`, else the folder name. */
  name: string;
  /** Absolute path. */
  dir: string;
}

export interface Suite {
  /** Stable id derived from the suite's path relative to the project root. */
  id: string;
  format: SuiteFormat;
  /** Absolute path of the suite file. */
  file: string;
  /** The suite file's path relative to the project root (posix separators). */
  relativePath: string;
  /** sha256 of the suite file's bytes. */
  contentHash: string;
  /** Skills under test, installed for every execution of the suite. */
  skills: SkillDirectory[];
  workspace: SuiteWorkspaceConfig;
  cases: CaseSpec[];
}
