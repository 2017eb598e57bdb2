import { findEvaluator } from "../assert/declarative/assertion-registry.ts";
import { notThere, pathKind } from "../formats/path-kind.ts";
import { compilePattern } from "../model/compile-pattern.ts";
import { ConfigError } from "../model/errors.ts";
import type { AssertionSpec, Suite } from "../model/suite.ts";

/**
 * Every declarative assertion must name a type we can evaluate (and, for types that check their
 * fields up front, with fields we implement; for a code-grader, a script that exists): found by
 * `validate`, before any agent runs, at the assertion's own line, not after a run as a failed or
 * ungradable result.
 */
export function checkAssertionTypes(suites: readonly Suite[]): ConfigError[] {
  const problems: ConfigError[] = [];
  for (const suite of suites) {
    for (const caseSpec of suite.cases) {
      for (const spec of caseSpec.assertions) {
        const found = findEvaluator(spec);
        const paramsProblem = typeof found === "string" ? undefined : found.checkParams?.(spec);
        if (paramsProblem !== undefined) {
          problems.push(
            new ConfigError(paramsProblem, {
              position: spec.source,
              hint: "fix or remove the field: a check we cannot grade as written is refused, never skipped",
            }),
          );
        }
        const script = typeof found === "string" ? undefined : found.scriptOf?.(spec);
        const scriptKind = script === undefined ? "file" : pathKind(script.path);
        if (script !== undefined && scriptKind !== "file") {
          problems.push(
            new ConfigError(
              `${spec.type}: the script "${script.written}" ${notThere(scriptKind, "file")} (${script.path})`,
              {
                position: spec.source,
                hint: "add the script, or correct the path in command: it resolves from the grader's cwd (default: the folder of the file the assertion is written in)",
              },
            ),
          );
        }
        const badPattern = typeof found === "string" ? undefined : patternProblem(spec);
        if (badPattern !== undefined) {
          problems.push(
            new ConfigError(badPattern, {
              position: spec.source,
              hint: "patterns are JavaScript regular expressions: escape ( ) [ ] { } . * + ? with a backslash to match them literally",
            }),
          );
        }
        if (typeof found === "string") {
          const [message, supported] = found.split(". Supported: ");
          problems.push(
            new ConfigError(message ?? found, {
              position: spec.source,
              hint: supported === undefined ? undefined : `supported types: ${supported}`,
            }),
          );
        }
      }
    }
  }
  return problems;
}

/**
 * Every regular expression an assertion holds is compiled at load: a bad one is a configuration
 * error at its line before any agent runs, not an ungradable result after.
 */
function patternProblem({ type, params, dialect }: AssertionSpec): string | undefined {
  // skill-test's Rust patterns are compiled (and refused) by its own loader.
  if (dialect === "skill-test") return undefined;
  const patterns: { source: string; flags?: string }[] = [];
  if (type.toLowerCase() === "regex" && typeof params.value === "string") {
    patterns.push({
      source: params.value,
      flags: typeof params.flags === "string" ? params.flags : undefined,
    });
  }
  for (const value of [params, ...Object.values(params)]) {
    if (
      typeof value === "object" &&
      value !== null &&
      "pattern" in value &&
      typeof value.pattern === "string"
    ) {
      patterns.push({ source: value.pattern });
    }
  }
  for (const { source, flags } of patterns) {
    const compiled = compilePattern(source, flags);
    if (!(compiled instanceof RegExp)) return `${type}: invalid pattern /${source}/: ${compiled.error}`;
  }
  return undefined;
}
