import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import type { SessionReport } from "../../model/session-report.ts";
import { isRecord } from "../../runners/is-record.ts";
import { scored } from "./assertion-verdict.ts";
import { type AssertionEvaluator, defineEvaluator } from "./define-evaluator.ts";

/**
 * agentv's `tool-trajectory` (graders/tool-trajectory.mdx; behaviour as its
 * `graders/tool-trajectory.ts` at v4.42.4), over the session's normalized tool calls, whatever
 * the agent (tool names are the agent's own: `Read`, `Bash`, `shell`, ...):
 * - `any_order`: each tool in `minimums` called at least that often; score = tools meeting it ÷ tools;
 * - `in_order`: `expected` found in sequence, other calls allowed between; a call of the expected
 *   tool whose args do not match is a miss for that item;
 * - `exact`: the calls are exactly `expected`, position by position (a length mismatch fails);
 * - `superset`: every expected item is matched by its own call, in any order, extras allowed;
 * - `subset`: every call matches some expected item (items reusable);
 * - arguments: `args: any` or no `args` skips them; otherwise `args_match` (per item, else the
 *   assertion's, default `exact`): `exact` deep equality, `superset` (the call has at least the
 *   expected keys), `subset` (the call has no other keys), `ignore`, or a list of dot paths to compare;
 * - `max_duration_ms` on an item scores as one more check when the call's duration is known; the
 *   normalized sessions carry no per-call durations, so it is neutral, as agentv treats a trace without them.
 * Score = checks passed ÷ checks (the case-level threshold applies).
 */

const argsMatchSchema = z.union([z.enum(["exact", "superset", "subset", "ignore"]), z.array(z.string())]);
type ArgsMatch = z.infer<typeof argsMatchSchema>;

// Other keys (a recorded call's `input` / `output`) are ignored, as agentv's loader ignores them.
const expectedItemSchema = z.object({
  tool: z.string().min(1),
  args: z.union([z.literal("any"), z.record(z.string(), z.unknown())]).optional(),
  args_match: argsMatchSchema.optional(),
  max_duration_ms: z.number().nonnegative().optional(),
});
type ExpectedItem = z.infer<typeof expectedItemSchema>;

export const toolTrajectoryParamsSchema = z
  .object({
    mode: z.enum(["any_order", "in_order", "exact", "superset", "subset"], {
      error: "mode must be any_order, in_order, exact, superset or subset",
    }),
    minimums: z.record(z.string(), z.number().int().nonnegative()).optional(),
    expected: z.array(expectedItemSchema).optional(),
    args_match: argsMatchSchema.optional(),
  })
  .refine((params) => params.mode !== "any_order" || params.minimums !== undefined, {
    message: "mode any_order needs minimums: { <tool>: <count> }",
    path: ["minimums"],
  })
  .refine(
    (params) => params.mode === "any_order" || params.mode === "subset" || params.expected !== undefined,
    {
      message: "this mode needs expected: [{ tool: <name> }, ...]",
      path: ["expected"],
    },
  );
type Params = z.infer<typeof toolTrajectoryParamsSchema>;

interface Call {
  tool: string;
  args: unknown;
}

interface Check {
  text: string;
  passed: boolean;
}

export const toolTrajectoryEvaluators = {
  "tool-trajectory": defineEvaluator(
    toolTrajectoryParamsSchema,
    (params, _spec, context) => {
      const calls = toolCallsOf(context.report);
      const checks = checksFor(params, calls);
      const passed = checks.filter((check) => check.passed).length;
      const score = checks.length === 0 ? 1 : passed / checks.length;
      const observed =
        calls.length === 0 ? "no tool calls" : `tool calls: ${calls.map((call) => call.tool).join(", ")}`;
      return scored(
        score,
        `tool calls ${params.mode.replace("_", " ")} as listed`,
        `${observed} (${passed}/${checks.length} checks passed)`,
        checks.map((check) => `${check.passed ? "✓" : "✗"} ${check.text}`).join("\n") || undefined,
      );
    },
    { checkAtLoad: true },
  ),
} satisfies Record<string, AssertionEvaluator>;

function toolCallsOf(report: SessionReport): Call[] {
  return report.events.flatMap((event) =>
    event.type === "toolCall" ? [{ tool: event.tool, args: event.args }] : [],
  );
}

function checksFor(params: Params, calls: readonly Call[]): Check[] {
  const expected = params.expected ?? [];
  const matches = (item: ExpectedItem, call: Call) =>
    call.tool === item.tool &&
    argsMatch(item.args, call.args, item.args_match ?? params.args_match ?? "exact");
  switch (params.mode) {
    case "any_order":
      return Object.entries(params.minimums ?? {}).map(([tool, minimum]) => {
        const count = calls.filter((call) => call.tool === tool).length;
        return { text: `${tool}: called ${count} times (required >=${minimum})`, passed: count >= minimum };
      });
    case "in_order":
      return inOrder(expected, calls, matches);
    case "exact":
      return exact(expected, calls, matches);
    case "superset": {
      const used = new Set<number>();
      return expected.map((item) => {
        const index = calls.findIndex((call, at) => !used.has(at) && matches(item, call));
        if (index !== -1) used.add(index);
        return index === -1
          ? { text: `Expected ${item.tool} not found`, passed: false }
          : { text: `Found ${item.tool} at position ${index}`, passed: true };
      });
    }
    case "subset":
      return calls.map((call, index) => {
        const allowed = expected.some((item) => matches(item, call));
        return {
          text: `Position ${index}: ${call.tool} is ${allowed ? "" : "not "}in the allowed set`,
          passed: allowed,
        };
      });
  }
}

function inOrder(
  expected: readonly ExpectedItem[],
  calls: readonly Call[],
  matches: (item: ExpectedItem, call: Call) => boolean,
): Check[] {
  let next = 0;
  return expected.map((item, position) => {
    const index = calls.findIndex((call, at) => at >= next && call.tool === item.tool);
    if (index === -1) {
      next = calls.length;
      return {
        text: `Expected ${item.tool} at position ${position}, not found in the remaining calls`,
        passed: false,
      };
    }
    next = index + 1;
    const call = calls[index];
    return call !== undefined && matches(item, call)
      ? { text: `Found ${item.tool} at position ${index}`, passed: true }
      : {
          text: `Expected ${item.tool} at position ${position}: found at ${index} but the args differ`,
          passed: false,
        };
  });
}

function exact(
  expected: readonly ExpectedItem[],
  calls: readonly Call[],
  matches: (item: ExpectedItem, call: Call) => boolean,
): Check[] {
  const checks: Check[] =
    calls.length === expected.length
      ? []
      : [{ text: `Expected ${expected.length} tool calls, got ${calls.length}`, passed: false }];
  for (const [position, item] of expected.entries()) {
    const call = calls[position];
    if (call === undefined)
      checks.push({ text: `Position ${position}: expected ${item.tool}, got nothing`, passed: false });
    else if (call.tool !== item.tool)
      checks.push({ text: `Position ${position}: expected ${item.tool}, got ${call.tool}`, passed: false });
    else if (!matches(item, call))
      checks.push({ text: `Position ${position}: ${item.tool} args differ`, passed: false });
    else checks.push({ text: `Position ${position}: ${item.tool}`, passed: true });
  }
  return checks;
}

function argsMatch(expected: ExpectedItem["args"], actual: unknown, mode: ArgsMatch): boolean {
  if (expected === undefined || expected === "any" || mode === "ignore") return true;
  const given = isRecord(actual) ? actual : {};
  if (Array.isArray(mode)) {
    return mode.every((field) => {
      const want = valueAtPath(expected, field);
      return want === undefined || isDeepStrictEqual(want, valueAtPath(given, field));
    });
  }
  switch (mode) {
    case "exact":
      return isDeepStrictEqual(expected, given);
    case "superset":
      return Object.keys(expected).every((key) => isDeepStrictEqual(expected[key], given[key]));
    case "subset":
      return Object.keys(given).every(
        (key) => Object.hasOwn(expected, key) && isDeepStrictEqual(given[key], expected[key]),
      );
  }
}

function valueAtPath(root: unknown, path: string): unknown {
  let current = root;
  for (const key of path.split(".")) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
}
