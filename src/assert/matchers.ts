import type { ToolCallEvent } from "../model/session-report.ts";
import { type StructuredMatcher, toCommandMatcher } from "./command-matcher.ts";
import { statelessPattern } from "./stateless-pattern.ts";

/**
 * Matches one observed value: a string matches as a substring, a RegExp when it tests true, a
 * `commandMatcher(...)` when the value is a command it matches.
 */
export type Matcher = string | RegExp | StructuredMatcher;

/** Matches a tool call: `tool` as a string is the exact tool name, as a RegExp a pattern on it. */
export interface ToolCallMatcher {
  tool?: string | RegExp;
  /** Narrows further by the call's arguments, e.g. `(args) => args?.name === "find-skills"`. */
  where?: (args: unknown, event: ToolCallEvent) => boolean;
}

export function matchesText(value: string, matcher: Matcher): boolean {
  if (typeof matcher === "string") return value.includes(matcher);
  if (matcher instanceof RegExp) return statelessPattern(matcher).test(value);
  return toCommandMatcher(matcher)?.test(value) ?? false;
}

export function matchesToolCall(event: ToolCallEvent, matcher: ToolCallMatcher): boolean {
  if (matcher.tool !== undefined) {
    const nameMatches =
      typeof matcher.tool === "string"
        ? event.tool === matcher.tool
        : statelessPattern(matcher.tool).test(event.tool);
    if (!nameMatches) return false;
  }
  return matcher.where === undefined || matcher.where(event.args, event);
}

export function describeMatcher(matcher: Matcher): string {
  if (typeof matcher === "string") return JSON.stringify(matcher);
  return String(matcher instanceof RegExp ? matcher : (toCommandMatcher(matcher) ?? matcher));
}

/** The matcher as the suite wrote it, e.g. `{ tool: "Bash", where: isInstall }`. */
export function describeToolCallMatcher(matcher: ToolCallMatcher): string {
  const parts = [
    ...(matcher.tool === undefined ? [] : [`tool: ${describeMatcher(matcher.tool)}`]),
    ...(matcher.where === undefined ? [] : [`where: ${matcher.where.name || "(args) => …"}`]),
  ];
  return parts.length === 0 ? "{} (any tool call)" : `{ ${parts.join(", ")} }`;
}

/** Checks a matcher handed over by suite code, which may be plain JavaScript. */
export function requireMatcher(value: unknown, method: string): Matcher {
  if (typeof value === "string" || value instanceof RegExp) return value;
  const structured = toCommandMatcher(value);
  if (structured !== undefined) return structured;
  const found = value === null ? "null" : typeof value === "object" ? "an object" : typeof value;
  throw new TypeError(
    `${method}: expected a matcher (a string for a substring, a RegExp, or commandMatcher(...)), found ${found}.`,
  );
}

/** The tool-call counterpart of `requireMatcher`: typed for TypeScript suites, checked for JavaScript ones. */
export function requireToolCallMatcher(matcher: ToolCallMatcher, method: string): ToolCallMatcher {
  if (typeof matcher !== "object" || matcher === null || matcher instanceof RegExp) {
    const found = typeof matcher === "string" ? `the string ${JSON.stringify(matcher)}` : String(matcher);
    throw new TypeError(
      `${method}: expected a tool-call matcher like { tool: "Bash" } or { tool: /skill/i, where: (args) => ... }, ` +
        `found ${found}.`,
    );
  }
  if (matcher.tool !== undefined) requireMatcher(matcher.tool, `${method} (tool)`);
  if (matcher.where !== undefined && typeof matcher.where !== "function") {
    throw new TypeError(
      `${method}: expected \`where\` to be a function (args, event) => boolean, found ${typeof matcher.where}.`,
    );
  }
  return matcher;
}
