import type { ToolCallEvent } from "../model/session-report.js";
import { type StructuredMatcher } from "./command-matcher.js";
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
export declare function matchesText(value: string, matcher: Matcher): boolean;
export declare function matchesToolCall(event: ToolCallEvent, matcher: ToolCallMatcher): boolean;
export declare function describeMatcher(matcher: Matcher): string;
/** The matcher as the suite wrote it, e.g. `{ tool: "Bash", where: isInstall }`. */
export declare function describeToolCallMatcher(matcher: ToolCallMatcher): string;
/** Checks a matcher handed over by suite code, which may be plain JavaScript. */
export declare function requireMatcher(value: unknown, method: string): Matcher;
/** The tool-call counterpart of `requireMatcher`: typed for TypeScript suites, checked for JavaScript ones. */
export declare function requireToolCallMatcher(matcher: ToolCallMatcher, method: string): ToolCallMatcher;
