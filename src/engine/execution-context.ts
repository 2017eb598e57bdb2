import type { Judge } from "../judge/anthropic-judge.ts";
import type { CaseSpec, Suite, WorkspaceSpec } from "../model/suite.ts";
import type { SecretSet } from "../report/redact.ts";
import type { EventStore } from "../runners/event-log.ts";
import type { ModelPrice } from "../runners/price-table.ts";
import type { Runner } from "../runners/runner-config.ts";

export interface ExecutionTask {
  suite: Suite;
  caseSpec: CaseSpec;
  runner: Runner;
  iteration: number;
}

export interface ExecutionEnvironment {
  /** The project root: suite ids and `none` workspaces are relative to it. */
  root: string;
  outDir: string;
  hostEnv: Readonly<Record<string, string | undefined>>;
  defaultTimeoutMs: number;
  /** Grades judge assertions; undefined when no judge is configured. */
  judge?: Judge;
  /** `--use-local-auth`: the user's HOME, whose agent login files each execution's private HOME gets. */
  localAuthHome?: string;
  /** Aborted when the run is interrupted (SIGINT/SIGTERM): running agents are stopped. */
  signal?: AbortSignal;
  /** Stop an agent after this many model rounds (skillgym's run.maxSteps). */
  maxSteps?: number;
  /** Prices for agents that report no cost, by model. */
  prices?: Readonly<Record<string, ModelPrice>>;
  /** The suite run's shared folder, for suites in `shared` workspace mode. */
  sharedWorkspaceDir?: string;
  /** An isolated suite's template after its before_all hook: each execution copies this instead. */
  seedWorkspaceDir?: string;
  /** Identifies this run to workspace hooks. */
  runId: string;
  /** Warnings that do not stop the execution (an after_each hook that failed). */
  log: (line: string) => void;
  now: () => number;
  /**
   * The run's one redactor: every credential in scope, the host's and each runner's `env:` given
   * (`runSecrets`; made so when absent). Each execution adds its launch credentials; everything
   * it stores or returns passes through it.
   */
  secrets?: SecretSet;
  /** Where this execution's session keeps its older events (set by `runExecution`). */
  eventStore?: EventStore;
}

/** What a live or replayed session sees: the environment with the execution's redactor in place. */
export type SessionEnvironment = ExecutionEnvironment & { secrets: SecretSet };

/** A case with its own template (agentv `cases/<id>/workspace/`) runs isolated in a copy of it. */
export function workspaceFor(suite: Suite, caseSpec: CaseSpec): WorkspaceSpec {
  if (caseSpec.templateDir === undefined) return suite.workspace;
  return { mode: "isolated", templateDir: caseSpec.templateDir, hooks: suite.workspace.hooks };
}
