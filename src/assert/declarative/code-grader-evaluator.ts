import { dirname, isAbsolute, resolve } from "node:path";
import { z } from "zod";
import { commandScript } from "../../model/command-script.ts";
import type { AssertionSpec } from "../../model/suite.ts";
import { commandLineWords } from "../../runners/shell-tokens.ts";
import { assertionError, clampScore, scored } from "./assertion-verdict.ts";
import type { DeclarativeContext } from "./declarative-context.ts";
import { type AssertionEvaluator, defineEvaluator } from "./define-evaluator.ts";
import { excerpt } from "./excerpt.ts";

/**
 * agentv's `code-grader` (reference/seed-systems.md §2.1, "code-grader contract"; its behaviour
 * follows agentv's `graders/code-grader.ts`):
 * - runs `command` (an argument array, no shell) with the case as JSON on stdin, in `cwd`
 *   (relative to the suite file; default the suite file's folder, as agentv resolves grader paths)
 *   with `AGENTV_WORKSPACE_PATH` set, killed after `timeout_ms` (default 60000);
 * - stdout a JSON object: `score` (0–1, clamped; when absent, the fraction of `assertions[]` that
 *   passed), `assertions: [{ text, passed, evidence? }]`, `reasoning?`;
 * - stdout anything else: the exit code decides, 0 = 1, else 0, with stdout as evidence;
 * - a non-zero exit scores 0 even with JSON stdout; a timeout or a command that cannot start is an
 *   error (it never passes, even negated);
 * - an exit 0 with more stdout than is kept of it (1 MiB: its first and last lines, the middle cut)
 *   is an error too: neither its JSON nor its plain text can be read whole, and a cut text must not
 *   pass as plain output.
 * Fields the assertion has beyond these reach the grader as `config`, as agentv passes them.
 */

const KNOWN = new Set(["command", "script", "cwd", "timeout_ms"]);

const codeGraderParams = z
  .object({
    command: z.union([z.array(z.string().min(1)).min(1), z.string().trim().min(1)]).optional(),
    script: z.union([z.array(z.string().min(1)).min(1), z.string().trim().min(1)]).optional(),
    cwd: z.string().min(1).optional(),
    timeout_ms: z.number().int().positive().default(60_000),
  })
  .refine((params) => (params.command ?? params.script) !== undefined, {
    message: 'field "command" is required (an argument array, e.g. ["python3", "grader.py"])',
  });

/** Read leniently, as agentv does: a bad `score` is ignored, assertion entries without `text` dropped. */
const graderCheck = z.object({
  text: z.string(),
  passed: z.unknown().transform(Boolean),
  evidence: z.string().optional().catch(undefined),
});
const graderOutput = z.object({
  score: z.number().optional().catch(undefined),
  assertions: z.array(z.unknown()).optional().catch(undefined),
  reasoning: z.string().optional().catch(undefined),
});

export const codeGraderEvaluators = {
  "code-grader": defineEvaluator(
    codeGraderParams,
    async (params, spec, context) => {
      const command = graderCommand(params);
      const cwd = graderCwd(spec, params.cwd);
      const result = await context.runCommand(command, {
        cwd,
        stdin: JSON.stringify(graderInput(spec, context), null, 2),
        timeoutMs: params.timeout_ms,
        env: { AGENTV_WORKSPACE_PATH: context.workspaceDir },
      });
      const shown = command.join(" ");
      const streams = [
        ...(result.stdout.trim() === "" ? [] : [`stdout:\n${excerpt(result.stdout.trim())}`]),
        ...(result.stderr.trim() === "" ? [] : [`stderr:\n${excerpt(result.stderr.trim())}`]),
      ].join("\n");
      if (result.timedOut) {
        return assertionError(
          `code-grader: ${shown} timed out after ${params.timeout_ms} ms`,
          streams || undefined,
        );
      }
      // A grader that could not start graded nothing: an error of the grader, never a failed case.
      if (result.startError !== undefined)
        return assertionError(
          `code-grader: could not start ${shown}: ${result.startError}`,
          streams || undefined,
        );
      const exit = result.exitCode === null ? "was killed" : `exited with code ${result.exitCode}`;
      if (result.exitCode !== 0) {
        return scored(0, `${shown} to exit with code 0`, `it ${exit}`, streams || undefined);
      }
      if (result.stdoutCutBytes !== undefined) {
        return assertionError(
          `code-grader: ${shown} printed more on stdout than is kept of it (${result.stdoutCutBytes} bytes were cut from its middle), so its result was not read; print only the result on stdout, logs on stderr`,
          streams || undefined,
        );
      }
      const output = parseGraderOutput(result.stdout);
      if (output === undefined) {
        return scored(
          1,
          `${shown} to succeed`,
          "it exited with code 0",
          excerpt(result.stdout.trim()) || undefined,
        );
      }
      const checks = (output.assertions ?? []).flatMap((entry) => {
        const check = graderCheck.safeParse(entry);
        return check.success ? [check.data] : [];
      });
      const passedChecks = checks.filter((check) => check.passed).length;
      const score = clampScore(output.score ?? (checks.length > 0 ? passedChecks / checks.length : 0));
      const lines = [
        ...(output.reasoning === undefined ? [] : [output.reasoning]),
        ...checks.map(
          (check) =>
            `${check.passed ? "✓" : "✗"} ${check.text}${check.evidence === undefined ? "" : ` (${check.evidence})`}`,
        ),
      ];
      return scored(
        score,
        `${shown} to grade the output`,
        `score ${Math.round(score * 100) / 100}${checks.length > 0 ? `, ${passedChecks}/${checks.length} checks passed` : ""}`,
        lines.length === 0 ? undefined : excerpt(lines.join("\n")),
      );
    },
    { scriptOf: graderScript },
  ),
} satisfies Record<string, AssertionEvaluator>;

function graderCommand(params: z.output<typeof codeGraderParams>): string[] {
  const given = params.command ?? params.script ?? [];
  // A string command is split as a shell would quote it, but never run through one.
  return typeof given === "string" ? (commandLineWords(given) ?? given.split(/\s+/)) : given;
}

/** The script the grader runs (see commandScript), when written as a path relative to its cwd. */
function graderScript(spec: AssertionSpec): { written: string; path: string } | undefined {
  const parsed = codeGraderParams.safeParse(spec.params);
  if (!parsed.success) return undefined;
  const script = commandScript(graderCommand(parsed.data));
  // An absolute path names the machine's own program, not one of the repository's files.
  if (script === undefined || isAbsolute(script.path)) return undefined;
  return { written: script.path, path: resolve(graderCwd(spec, parsed.data.cwd), script.path) };
}

function graderCwd(spec: AssertionSpec, cwd: string | undefined): string {
  const base = dirname(spec.source.file);
  if (cwd === undefined) return base;
  return isAbsolute(cwd) ? cwd : resolve(base, cwd);
}

/**
 * The case as agentv hands it to graders: v4's `*_text` fields beside v5's message arrays, all
 * snake_case.
 */
function graderInput(spec: AssertionSpec, context: DeclarativeContext): Record<string, unknown> {
  const { report, caseInput } = context;
  const toolCalls: Record<string, number> = {};
  for (const event of report.events) {
    if (event.type === "toolCall") toolCalls[event.tool] = (toolCalls[event.tool] ?? 0) + 1;
  }
  const { inputTokens, outputTokens, cacheReadTokens } = report.usage;
  const config = Object.fromEntries(Object.entries(spec.params).filter(([key]) => !KNOWN.has(key)));
  const traceSummary = {
    event_count: Object.values(toolCalls).reduce((sum, count) => sum + count, 0),
    tool_calls: toolCalls,
    llm_call_count: report.modelCalls ?? null,
  };
  return {
    input_text: caseInput.prompt,
    input: [{ role: "user", content: caseInput.prompt }],
    output_text: report.finalOutput,
    // code-graders.mdx: `output` is the final answer as a string; `messages` the transcript.
    output: report.finalOutput,
    messages: [{ role: "assistant", content: report.finalOutput }],
    criteria: caseInput.criteria ?? null,
    expected_output_text: caseInput.expectedOutput ?? null,
    expected_output:
      caseInput.expectedOutput === undefined
        ? null
        : [{ role: "assistant", content: caseInput.expectedOutput }],
    workspace_path: context.workspaceDir,
    // As agentv: null when the workspace was not tracked or nothing changed.
    file_changes: context.fileChanges || null,
    token_usage:
      inputTokens === undefined || outputTokens === undefined
        ? null
        : { input: inputTokens, output: outputTokens, cached: cacheReadTokens ?? 0 },
    cost_usd: report.costUsd ?? null,
    duration_ms: report.durationMs ?? null,
    trace: traceSummary,
    trace_summary: traceSummary,
    config: Object.keys(config).length === 0 ? null : config,
  };
}

/** The JSON protocol, only when stdout is a JSON object (agentv treats anything else as plain text). */
function parseGraderOutput(stdout: string): z.output<typeof graderOutput> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(stdout.trim());
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const parsed = graderOutput.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
