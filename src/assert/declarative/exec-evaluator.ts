import { z } from "zod";
import { assertionError, scored } from "./assertion-verdict.ts";
import { type AssertionEvaluator, defineEvaluator } from "./define-evaluator.ts";
import { excerpt, quote } from "./excerpt.ts";
import { extensionFor, extractCodeBlocks, isSameLanguage } from "./extract-code-blocks.ts";

/**
 * skill-test's `exec` (reference/seed-systems.md §3.1; seeds/claude-code-skill-test.md): take the
 * fenced code blocks of the final output (only those in `language`, when given), write them to one
 * file in a fresh scratch folder (blocks joined by a newline, in order) and run `command <file>`
 * there, killed after `timeout_ms` (default 10000). `expect: "exit_code:N"` (the default is
 * `exit_code:0`) checks the exit code; `expect: { output_contains: "text" }` checks stdout (an
 * error when the text is not in what was kept of a stdout past its cap: it may be in the cut). A
 * top-level `exit_code` or `output_contains` works too, as the skill-test loader accepts them.
 *
 * The scratch folder comes from the injected `createScratchDir`, so this stays free of I/O. The
 * original tool treated a timeout as an execution error; here it fails the assertion, as an error
 * verdict that says so.
 */

const expectation = z
  .union([
    z
      .string()
      .regex(/^\s*(exit_code\s*:\s*-?\d+|output_contains\s*:.*)$/s, {
        message: 'expected "exit_code:N" or { output_contains: "text" }',
      })
      .transform(parseExpectString),
    z.strictObject({ exit_code: z.number().int() }).transform(({ exit_code }) => ({ exitCode: exit_code })),
    z
      .strictObject({ output_contains: z.string() })
      .transform(({ output_contains }) => ({ stdoutContains: output_contains })),
  ])
  .optional();

const execParams = z.object({
  command: z.union([
    z
      .string()
      .trim()
      .min(1)
      .transform((command) => command.split(/\s+/)),
    z.array(z.string().min(1)).min(1),
  ]),
  language: z.string().trim().min(1).optional(),
  timeout_ms: z.number().int().positive().default(10_000),
  expect: expectation,
  output_contains: z.string().optional(),
  exit_code: z.number().int().optional(),
});

type Expectation = { exitCode: number } | { stdoutContains: string };

export const execEvaluators = {
  exec: defineEvaluator(execParams, async (params, _spec, context) => {
    const expected: Expectation =
      params.expect ??
      (params.output_contains !== undefined
        ? { stdoutContains: params.output_contains }
        : { exitCode: params.exit_code ?? 0 });
    const wanted = params.language;
    const blocks = extractCodeBlocks(context.report.finalOutput).filter(
      (block) => wanted === undefined || isSameLanguage(block.language, wanted),
    );
    const which = wanted === undefined ? "a fenced code block" : `a fenced ${wanted} code block`;
    if (blocks.length === 0) {
      return scored(
        false,
        `${which} in the output to run`,
        "none found",
        excerpt(context.report.finalOutput),
      );
    }
    if (context.createScratchDir === undefined) {
      return assertionError(
        "exec: no scratch folder to run code in (the engine did not provide createScratchDir)",
      );
    }
    const fileName = `snippet.${extensionFor(wanted ?? blocks[0]?.language)}`;
    const code = `${blocks.map((block) => block.code).join("\n")}\n`;
    const command = [...params.command, fileName];
    const scratch = await context.createScratchDir({ [fileName]: code });
    try {
      const result = await context.runCommand(command, { cwd: scratch.dir, timeoutMs: params.timeout_ms });
      const evidence = [
        `$ ${command.join(" ")}   (${blocks.length} block${blocks.length === 1 ? "" : "s"})`,
        `exit code: ${result.exitCode ?? "none (killed)"}`,
        ...(result.stdout === "" ? [] : [`stdout:\n${excerpt(result.stdout)}`]),
        ...(result.stderr === "" ? [] : [`stderr:\n${excerpt(result.stderr)}`]),
      ].join("\n");
      if (result.startError !== undefined)
        return assertionError(`exec: could not start ${command.join(" ")}: ${result.startError}`, evidence);
      // As skill-test: code from the answer that runs past its timeout fails the assertion.
      if (result.timedOut)
        return scored(
          false,
          `${command.join(" ")} to finish within ${params.timeout_ms} ms`,
          "it timed out",
          evidence,
        );
      if ("exitCode" in expected) {
        return scored(
          result.exitCode === expected.exitCode,
          `${command.join(" ")} to exit with code ${expected.exitCode}`,
          result.exitCode === null
            ? "it was killed before exiting"
            : `it exited with code ${result.exitCode}`,
          evidence,
        );
      }
      // A cut stdout is searched in what was kept of it, not in the line saying what was cut.
      const found = (result.stdoutKept ?? [result.stdout]).some((kept) =>
        kept.includes(expected.stdoutContains),
      );
      // Not found in what was kept of stdout, it may still be in the middle that was cut.
      if (!found && result.stdoutCutBytes !== undefined)
        return assertionError(
          `exec: stdout of ${command.join(" ")} was past what is kept of it (${result.stdoutCutBytes} bytes were cut from its middle), so whether it contains ${quote(expected.stdoutContains)} is not known`,
          evidence,
        );
      return scored(
        found,
        `stdout of ${command.join(" ")} to contain ${quote(expected.stdoutContains)}`,
        result.stdout === "" ? "stdout was empty" : "it does not",
        evidence,
      );
    } finally {
      await scratch.dispose().catch(() => undefined);
    }
  }),
} satisfies Record<string, AssertionEvaluator>;

function parseExpectString(value: string): Expectation {
  const trimmed = value.trim();
  const exit = /^exit_code\s*:\s*(-?\d+)$/.exec(trimmed);
  if (exit !== null) return { exitCode: Number(exit[1]) };
  return { stdoutContains: trimmed.replace(/^output_contains\s*:\s?/, "") };
}
