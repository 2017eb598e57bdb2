import { resolve } from "node:path";
import * as core from "@actions/core";
import { presentError } from "../cli/present-error.ts";
import { interruptSignal } from "../orchestration/interrupt-signal.ts";
import { runEvals } from "../orchestration/run-evals.ts";
import { secretValues } from "../report/redact.ts";
import { summarizeRunners } from "../report/runner-summaries.ts";
import { verdictLine } from "../report/verdict-line.ts";
import { EXIT } from "../verdicts/exit-code.ts";
import { readActionInputs } from "./action-inputs.ts";

/** The action's `mode: run`: the same job as `skill-eval run`, reported through the runner's files. */
export async function runAction(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<void> {
  try {
    maskCredentials(env);
    const inputs = readActionInputs(env);
    const cwd = resolve(inputs.workingDirectory ?? env.GITHUB_WORKSPACE ?? process.cwd());
    const outcome = await runEvals({
      paths: inputs.paths,
      configFile: inputs.config,
      outDir: inputs.outputDir === undefined ? undefined : resolve(cwd, inputs.outputDir),
      cwd,
      hostEnv: env,
      log: (line) => core.info(line),
      commit: env.GITHUB_SHA,
      signal: interruptSignal(),
    });
    const { results } = outcome;
    const summaries = summarizeRunners(results);
    const passed = summaries.reduce((sum, summary) => sum + summary.passed + summary.expectedFailures, 0);
    const failed = summaries.reduce(
      (sum, summary) => sum + summary.failed + summary.errors + summary.unexpectedPasses,
      0,
    );
    core.setOutput("pass-rate", results.summary.passRate === null ? "" : String(results.summary.passRate));
    core.setOutput("passed", String(passed));
    core.setOutput("failed", String(failed));
    core.setOutput("results-path", outcome.resultsPath);
    core.setOutput("exit-code", String(outcome.exitCode));
    await core.summary.addRaw(outcome.markdown).write();
    if (outcome.exitCode !== EXIT.passed) {
      core.setFailed(`skill-eval: ${verdictLine(results)}`);
      process.exitCode = outcome.exitCode;
    }
  } catch (error) {
    const { text, exitCode } = presentError(error, core.isDebug(), env.GITHUB_WORKSPACE);
    core.setOutput("exit-code", String(exitCode));
    await core.summary.addRaw(`## skill-eval: nothing ran\n\n\`\`\`\n${text}\n\`\`\`\n`).write();
    core.setFailed(text);
    process.exitCode = exitCode;
  }
}

/** Credentials in the environment never show in the job's log, whatever prints them. */
function maskCredentials(env: Readonly<Record<string, string | undefined>>): void {
  for (const value of secretValues(
    Object.fromEntries(
      Object.entries(env).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]])),
    ),
    {},
  )) {
    core.setSecret(value);
  }
}
