import { z } from "zod";
import type { SessionReport } from "../../model/session-report.ts";
import { scored } from "./assertion-verdict.ts";
import { type AssertionEvaluator, defineEvaluator } from "./define-evaluator.ts";

/**
 * agentv's budget checks over what the session cost (reference/seed-systems.md §2.1,
 * "execution-metrics fields"). As in agentv:
 * - `execution-metrics` scores the fraction of its configured limits that hold, and a limit whose
 *   figure the agent did not report counts as missed, never as met;
 * - tool calls are the session's tool-call events, LLM calls its model requests, tokens input +
 *   output;
 * - `latency` (`threshold` ms), `cost` (`budget` USD) and `token-usage` (`max_input`,
 *   `max_output`, `max_total` = input + output + cache reads) score 1 or 0.
 */

const limit = z.number().nonnegative();

const executionMetricsParams = z
  .object({
    max_tool_calls: limit.optional(),
    max_llm_calls: limit.optional(),
    max_tokens: limit.optional(),
    max_cost_usd: limit.optional(),
    max_duration_ms: limit.optional(),
    target_exploration_ratio: z.number().min(0).max(1).optional(),
    exploration_tolerance: z.number().nonnegative().default(0.2),
  })
  .refine(
    (params) =>
      [
        params.max_tool_calls,
        params.max_llm_calls,
        params.max_tokens,
        params.max_cost_usd,
        params.max_duration_ms,
        params.target_exploration_ratio,
      ].some((value) => value !== undefined),
    {
      message:
        "set at least one of max_tool_calls, max_llm_calls, max_tokens, max_cost_usd, max_duration_ms, target_exploration_ratio",
    },
  );

/** Tools agentv counts as exploring rather than changing (`DEFAULT_EXPLORATION_TOOLS` in its trace.ts). */
const EXPLORATION_TOOLS = new Set([
  "read",
  "grep",
  "glob",
  "search",
  "list",
  "Read",
  "Grep",
  "Glob",
  "WebSearch",
  "WebFetch",
]);

interface Check {
  label: string;
  /** What was measured, or undefined when the agent did not report it. */
  actual: number | undefined;
  met: (actual: number) => boolean;
  bound: string;
}

export const metricsEvaluators = {
  "execution-metrics": defineEvaluator(executionMetricsParams, (params, _spec, { report }) => {
    const checks: Check[] = [];
    const atMost = (label: string, actual: number | undefined, max: number | undefined, unit = "") => {
      if (max !== undefined)
        checks.push({ label, actual, met: (value) => value <= max, bound: `<= ${max}${unit}` });
    };
    atMost("tool calls", toolCallCount(report), params.max_tool_calls);
    atMost("LLM calls", report.modelCalls, params.max_llm_calls);
    atMost("tokens", tokenTotal(report, false), params.max_tokens);
    atMost("cost (USD)", report.costUsd, params.max_cost_usd);
    atMost("duration", report.durationMs, params.max_duration_ms, " ms");
    const target = params.target_exploration_ratio;
    if (target !== undefined) {
      const tolerance = params.exploration_tolerance;
      checks.push({
        label: "exploration ratio",
        actual: explorationRatio(report),
        met: (ratio) => Math.abs(ratio - target) <= tolerance,
        bound: `within ${tolerance} of ${target}`,
      });
    }
    const results = checks.map((check) => ({
      check,
      met: check.actual !== undefined && check.met(check.actual),
    }));
    const met = results.filter((result) => result.met).length;
    const misses = results.filter((result) => !result.met).map(({ check }) => describe(check));
    return scored(
      met / results.length,
      checks.map((check) => `${check.label} ${check.bound}`).join(", "),
      misses.length === 0 ? `all ${results.length} within limits` : `${misses.join("; ")}`,
      results.map(({ check }) => describe(check)).join("; "),
    );
  }),
  latency: defineEvaluator(z.object({ threshold: limit }), ({ threshold }, _spec, { report }) =>
    single({
      label: "duration",
      actual: report.durationMs,
      met: (ms) => ms <= threshold,
      bound: `<= ${threshold} ms`,
    }),
  ),
  cost: defineEvaluator(z.object({ budget: limit }), ({ budget }, _spec, { report }) =>
    single({
      label: "cost (USD)",
      actual: report.costUsd,
      met: (usd) => usd <= budget,
      bound: `<= ${budget}`,
    }),
  ),
  "token-usage": defineEvaluator(
    z
      .object({ max_input: limit.optional(), max_output: limit.optional(), max_total: limit.optional() })
      .refine((params) => Object.values(params).some((value) => value !== undefined), {
        message: "set at least one of max_input, max_output, max_total",
      }),
    (params, _spec, { report }) => {
      const checks: Check[] = [];
      const add = (label: string, actual: number | undefined, max: number | undefined) => {
        if (max !== undefined)
          checks.push({ label, actual, met: (value) => value <= max, bound: `<= ${max}` });
      };
      add("input tokens", report.usage.inputTokens, params.max_input);
      add("output tokens", report.usage.outputTokens, params.max_output);
      add("total tokens", tokenTotal(report, true), params.max_total);
      const passed = checks.every((check) => check.actual !== undefined && check.met(check.actual));
      return scored(
        passed,
        checks.map((check) => `${check.label} ${check.bound}`).join(", "),
        checks.map(describe).join("; "),
      );
    },
  ),
} satisfies Record<string, AssertionEvaluator>;

function single(check: Check) {
  const met = check.actual !== undefined && check.met(check.actual);
  return scored(met, `${check.label} ${check.bound}`, describe(check));
}

function describe(check: Check): string {
  if (check.actual === undefined) return `${check.label} not reported by the agent`;
  const value = Number.isInteger(check.actual) ? String(check.actual) : check.actual.toFixed(4);
  return `${check.label} ${value} (limit ${check.bound})`;
}

function toolCallCount(report: SessionReport): number {
  return report.events.filter((event) => event.type === "toolCall").length;
}

function explorationRatio(report: SessionReport): number | undefined {
  const tools = report.events.flatMap((event) => (event.type === "toolCall" ? [event.tool] : []));
  if (tools.length === 0) return undefined;
  return tools.filter((tool) => EXPLORATION_TOOLS.has(tool)).length / tools.length;
}

/**
 * Input + output tokens (plus cache reads for agentv's `token-usage`), when the agent reported
 * them; else the total it reported, if any.
 */
function tokenTotal(report: SessionReport, withCache: boolean): number | undefined {
  const { inputTokens, outputTokens, totalTokens } = report.usage;
  if (inputTokens === undefined || outputTokens === undefined) return totalTokens;
  const cached = withCache ? (report.usage.cacheReadTokens ?? report.usage.cacheTokens ?? 0) : 0;
  return inputTokens + outputTokens + cached;
}
