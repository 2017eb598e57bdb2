import type { AssertionContext, CaseRunResult, SuiteWorkspaceConfig } from "./case.ts";
import type { SourcePosition } from "./errors.ts";
import type { SessionReport } from "./session-report.ts";
import type { FailureClass } from "./status.ts";

/**
 * Every suite format, as results files name it. Each has its folder in `src/formats/` and a line
 * in `formats/registry.ts`, which checks this list against its descriptors.
 */
export const SUITE_FORMATS = ["skillgym", "agentv", "skill-test", "evals-json"] as const;
export type SuiteFormat = (typeof SUITE_FORMATS)[number];

/**
 * A declarative assertion as a seed format wrote it, parameters intact. Evaluated by
 * `assert/declarative/`; `dialect` says whose semantics apply (agentv's `contains` takes `value`,
 * skill-test's takes `pattern` and `expect`).
 */
export interface AssertionSpec {
  /** As written, e.g. "contains", "icontains-any", "llm_eval", "rubric" (a plain-string criterion). */
  type: string;
  dialect: "agentv" | "skill-test" | "evals-json";
  /** The assertion's name or id where the format gives one. */
  name?: string;
  /** Every other field, as written. */
  params: Record<string, unknown>;
  /** Relative weight in a mean score (agentv), default 1. */
  weight: number;
  /** agentv `required`: true (score >= 0.8) or a cut-off score; false when not a gate. */
  required: boolean | number;
  negate: boolean;
  /** Golden assertions are evaluated and recorded, never gating. */
  golden: boolean;
  source: SourcePosition;
}

/** A command a workspace hook runs: an argument array, never a shell string. */
export interface HookCommand {
  command: string[];
  timeoutMs?: number;
  /** Absolute. */
  cwd?: string;
}

export interface WorkspaceHooks {
  beforeAll?: HookCommand;
  beforeEach?: HookCommand;
  afterEach?: HookCommand;
  afterAll?: HookCommand;
}

/** Where a suite's executions run: skillgym's workspace config plus agentv's hooks. */
export type WorkspaceSpec = SuiteWorkspaceConfig & { hooks?: WorkspaceHooks };

/**
 * An agentv target that runs a configured runner under its own name, with its own workspace hooks
 * (`execution.targets: [{name, use_target, hooks}]`): the seed's baseline vs variant setup.
 */
export interface RunnerVariant {
  /** The target's name: the runner id in results. */
  id: string;
  /** The runner it runs (`use_target`, after `${{ VAR }}` interpolation). */
  baseRunner: string;
  /** Run after the suite's own hooks of the same kind. */
  hooks?: WorkspaceHooks;
}

export interface SkillgymRunners {
  /** Absolute path of the skillgym config. */
  file: string;
  ids: string[];
}

/** A problem that does not stop the run (a skipped folder, an unknown key in a seed format). */
export interface ConfigWarning {
  message: string;
  position: SourcePosition;
  /** A field the seed's own tool rejects: an error (this message and hint) unless run leniently. */
  unknownField?: { message: string; hint: string };
}

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
  /** Declarative assertions (agentv, skill-test, evals.json), suite-level ones merged in. */
  assertions: AssertionSpec[];
  /** What a judge grades against (agentv `criteria`); with no assertions it implies a judge. */
  criteria?: string;
  expectedOutput?: string;
  /** Absolute path of this case's own workspace template (agentv `cases/<id>/workspace/`). */
  templateDir?: string;
  /** Files copied into the workspace before the agent starts (evals.json `files`). */
  inputFiles?: { from: string; to: string }[];
  /** Absolute paths of files attached to the prompt (agentv `type: file`), for a command's `{files}`. */
  attachments?: string[];
  /**
   * skillgym's `repeat` / `repeatFailure`: `repeat` repetitions must pass, each within 1 + `retries`
   * executions (the verdict rule then replaces the threshold).
   */
  repetitions?: { repeat: number; retries: number };
  /** A model the case asks for (skill-test's `model`), overriding a Claude Code runner's. */
  model?: string;
  metadata: Record<string, unknown>;
  source?: SourcePosition;
  /**
   * A script that rewrites `prompt` (skill-test's custom hook script). Loaders only describe it;
   * the engine runs it right after loading and drops this field, so nothing later sees it.
   */
  promptScript?: PromptScript;
}

/** A script that reads the prompt on stdin and prints the prompt to use on stdout. */
export interface PromptScript {
  /** Absolute path of the script. */
  file: string;
  /** Its path as errors show it. */
  display: string;
  /** Its text: the `#!` line names the interpreter. */
  text: string;
  /** The folder it runs in. */
  cwd: string;
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
  workspace: WorkspaceSpec;
  /**
   * Runner ids this suite is limited to, when its format names them (agentv targets, skill-test's
   * model for Claude); undefined means every configured runner.
   */
  runnerIds?: string[];
  /** agentv targets that are a configured runner under another name, with their own hooks. */
  runnerVariants?: RunnerVariant[];
  /**
   * The `skillgym.config.*` beside or above a skillgym suite and its runner ids: with another
   * config in effect, the suite runs only on that config's runners of these ids (DESIGN §4).
   */
  skillgymRunners?: SkillgymRunners;
  /** agentv `execution.threshold`: the suite's mean score must reach it (agentv's own rule). */
  meanScoreThreshold?: number;
  cases: CaseSpec[];
  warnings: ConfigWarning[];
}
