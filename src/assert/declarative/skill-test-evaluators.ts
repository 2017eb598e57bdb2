import { z } from "zod";
import { compileRustPattern } from "../../model/compile-pattern.ts";
import { canonicalToolNames } from "../../runners/canonical-tool-names.ts";
import { assertionError, scored } from "./assertion-verdict.ts";
import { type AssertionEvaluator, defineEvaluator } from "./define-evaluator.ts";
import { excerpt, quote } from "./excerpt.ts";

/**
 * Claude Code Skill Test's output and tool checks (reference/seed-systems.md §3.1; seeds/
 * claude-code-skill-test.md, "Assertion Types"). Each passes or fails:
 * - `regex` / `contains`: `pattern` (a regex / a case-sensitive substring) over the final output,
 *   `expect: present` (default) or `absent`;
 * - `line_count`: the output's line count within `min` and/or `max`, inclusive, counted as Rust's
 *   `str::lines` does (a trailing newline adds no line; empty output has none);
 * - `tool_called`: `pattern` a regex over the names of every tool the agent called (`Skill`,
 *   `mcp__.*`), `expect: present` or `absent`. A call also answers to its canonical name
 *   (`canonicalToolNames`: Gemini's `activate_skill` is `Skill`), so Claude-written patterns hold on
 *   every agent.
 */

const expect = z.enum(["present", "absent"]).default("present");
const patternParams = z.object({ pattern: z.string().min(1), expect });

export const skillTestEvaluators = {
  regex: defineEvaluator(patternParams, ({ pattern, expect }, _spec, { report }) => {
    const compiled = compileRustPattern(pattern);
    if (!(compiled instanceof RegExp))
      return assertionError(`regex: invalid pattern /${pattern}/: ${compiled.error}`);
    const match = compiled.exec(report.finalOutput);
    return scored(
      (match !== null) === (expect === "present"),
      `output ${expect === "present" ? "to match" : "not to match"} /${pattern}/`,
      match === null ? "no match" : `matched ${quote(match[0])} at character ${match.index}`,
      excerpt(report.finalOutput),
    );
  }),
  contains: defineEvaluator(patternParams, ({ pattern, expect }, _spec, { report }) => {
    const index = report.finalOutput.indexOf(pattern);
    return scored(
      (index !== -1) === (expect === "present"),
      `output ${expect === "present" ? "to contain" : "not to contain"} ${quote(pattern)}`,
      index === -1 ? "not found" : `found at character ${index}`,
      excerpt(report.finalOutput),
    );
  }),
  line_count: defineEvaluator(
    z
      .object({
        min: z.number().int().nonnegative().optional(),
        max: z.number().int().nonnegative().optional(),
      })
      .refine((params) => params.min !== undefined || params.max !== undefined, {
        message: 'set "min", "max" or both',
      })
      .refine((params) => params.min === undefined || params.max === undefined || params.min <= params.max, {
        message: '"min" is greater than "max"',
      }),
    ({ min, max }, _spec, { report }) => {
      const lines = lineCount(report.finalOutput);
      const range =
        min !== undefined && max !== undefined
          ? `between ${min} and ${max}`
          : min !== undefined
            ? `at least ${min}`
            : `at most ${max}`;
      return scored(
        (min === undefined || lines >= min) && (max === undefined || lines <= max),
        `output line count ${range}`,
        `${lines} line${lines === 1 ? "" : "s"}`,
        excerpt(report.finalOutput),
      );
    },
  ),
  tool_called: defineEvaluator(patternParams, ({ pattern, expect }, _spec, { report }) => {
    const compiled = compileRustPattern(pattern);
    if (!(compiled instanceof RegExp)) {
      return assertionError(`tool_called: invalid pattern /${pattern}/: ${compiled.error}`);
    }
    const agent = report.runner.agent.type;
    const calls = report.events.flatMap((event) =>
      event.type === "toolCall" ? [{ tool: event.tool, also: canonicalToolNames(event, agent) }] : [],
    );
    // The agent's own name stays visible: `activate_skill (as Skill)`.
    const shown = (call: { tool: string; also: string[] }) =>
      call.also.length === 0 ? call.tool : `${call.tool} (as ${call.also.join(", ")})`;
    const matching = [
      ...new Set(
        calls.filter((call) => [call.tool, ...call.also].some((name) => compiled.test(name))).map(shown),
      ),
    ];
    const called = [...new Set(calls.map(shown))];
    return scored(
      matching.length > 0 === (expect === "present"),
      `a tool matching /${pattern}/ ${expect === "present" ? "to be called" : "not to be called"}`,
      matching.length > 0
        ? `called ${quote(matching)}`
        : called.length === 0
          ? "no tools called"
          : `no match among ${quote(called)}`,
      called.length === 0 ? undefined : `tools called: ${called.join(", ")}`,
    );
  }),
} satisfies Record<string, AssertionEvaluator>;

function lineCount(output: string): number {
  if (output === "") return 0;
  const lines = output.split("\n");
  return lines.at(-1) === "" ? lines.length - 1 : lines.length;
}
