import { join } from "node:path";
import type { Failure } from "../model/results.ts";
import type { Suite } from "../model/suite.ts";
import type { SecretSet } from "../report/redact.ts";
import { runBootstrap } from "./bootstrap-workspace.ts";
import { executionDirName } from "./execution-dir-name.ts";
import { INFRASTRUCTURE_CLASSES } from "./failure-classes.ts";
import { releaseWorkspace } from "./keep-workspace.ts";
import { type PreparedWorkspace, prepareSeedWorkspace, prepareSharedWorkspace } from "./workspace.ts";
import { runWorkspaceHook } from "./workspace-hooks.ts";

export interface SuiteSetup {
  /** The shared folder every execution of a `shared` suite runs in. */
  sharedDir?: string;
  /** An isolated suite's template as its before_all hook left it: each execution copies it. */
  seedDir?: string;
  /** Set when the suite could not be set up: each of its executions is this error. */
  failure?: Failure;
  /** Runs `after_all` and removes the shared folder, or keeps it when an execution failed. */
  finish(keepWorkspace: boolean): Promise<void>;
}

export interface SuiteSetupContext {
  root: string;
  outDir: string;
  runId: string;
  log: (line: string) => void;
  /** The run's redactor: the shared bootstrap's logs and a kept shared workspace are made safe with it. */
  secrets: SecretSet;
}

/**
 * What a suite needs once per run, before its first execution: the shared workspace (template
 * copy, then one bootstrap; skillgym's `shared` mode) and agentv's `before_all` hook, which runs
 * in that shared folder or, for an isolated suite, in a copy of its template that each execution
 * is then copied from. A failure
 * here errors this suite's executions only; the run goes on with the other suites.
 */
export async function setUpSuite(suite: Suite, context: SuiteSetupContext): Promise<SuiteSetup> {
  const config = suite.workspace;
  const slug = executionDirName(suite.id, (text) => context.secrets.redact(text));
  const sharedKeptDir = join(context.outDir, "workspaces", "shared", slug);
  const seedKeptDir = join(context.outDir, "workspaces", "suite-setup", slug);
  let shared: PreparedWorkspace | undefined;
  let seed: PreparedWorkspace | undefined;
  const fail = (failure: Failure): SuiteSetup => ({
    sharedDir: shared?.dir,
    failure,
    finish: async (keep) => {
      await keepSafely(shared, keep, sharedKeptDir, suite.id, context);
      await keepSafely(seed, keep, seedKeptDir, suite.id, context);
    },
  });
  if (config.mode === "shared") {
    try {
      shared = await prepareSharedWorkspace(config, sharedKeptDir, context.root);
    } catch (error) {
      return fail({
        origin: "workspace",
        class: INFRASTRUCTURE_CLASSES.workspace,
        message: `shared workspace setup failed: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
    const bootstrapFailure =
      config.bootstrap &&
      (await runBootstrap(config.bootstrap, {
        workspaceDir: shared.dir,
        outDir: context.outDir,
        logDir: join(context.outDir, "workspaces", "shared-setup", slug),
        secrets: context.secrets,
      }));
    if (bootstrapFailure) {
      return fail({
        origin: "workspace-bootstrap",
        class: INFRASTRUCTURE_CLASSES.bootstrap,
        message: bootstrapFailure,
      });
    }
  }
  const hooks = config.hooks;
  if (config.mode === "isolated" && (hooks?.beforeAll !== undefined || hooks?.afterAll !== undefined)) {
    try {
      seed = await prepareSeedWorkspace(config, seedKeptDir, context.root);
    } catch (error) {
      return fail({
        origin: "workspace",
        class: INFRASTRUCTURE_CLASSES.workspace,
        message: `suite workspace setup failed: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  const hookContext = {
    workspaceDir:
      shared?.dir ?? seed?.dir ?? (config.mode === "none" ? (config.cwd ?? context.root) : context.root),
    runId: context.runId,
  };
  const setupFailure =
    hooks?.beforeAll && (await runWorkspaceHook("before_all", hooks.beforeAll, hookContext));
  if (setupFailure) {
    return fail({ origin: "workspace", class: INFRASTRUCTURE_CLASSES.workspace, message: setupFailure });
  }
  return {
    sharedDir: shared?.dir,
    seedDir: seed?.dir,
    async finish(keep) {
      const teardownFailure =
        hooks?.afterAll && (await runWorkspaceHook("after_all", hooks.afterAll, hookContext));
      if (teardownFailure) context.log(`warning: suite ${suite.id}: ${teardownFailure}`);
      await keepSafely(shared, keep, sharedKeptDir, suite.id, context);
      // Each execution kept its own copy; the seed is only what they were copied from.
      await seed?.release(false);
    },
  };
}

async function keepSafely(
  workspace: PreparedWorkspace | undefined,
  keep: boolean,
  keptDir: string,
  suiteId: string,
  context: SuiteSetupContext,
): Promise<void> {
  await releaseWorkspace(workspace, keep, {
    keptDir,
    secrets: context.secrets,
    warn: (line) => context.log(`warning: suite ${suiteId}: ${line}`),
  });
}
