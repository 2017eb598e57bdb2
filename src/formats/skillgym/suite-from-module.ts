import type { z } from "zod";
import { type Case, caseSchema, type SuiteWorkspaceConfig, suiteWorkspaceSchema } from "../../model/case.ts";
import { ConfigError, ConfigErrors } from "../../model/errors.ts";
import type { CaseSpec } from "../../model/suite.ts";

/**
 * Turns the namespace of an imported skillgym suite module into cases and a workspace.
 * Pure: every problem becomes a ConfigError naming the file and the case.
 */
export function suiteFromModule(
  namespace: Record<string, unknown>,
  file: string,
): { cases: CaseSpec[]; workspace: SuiteWorkspaceConfig | undefined } {
  const exported = namespace.default;
  if (exported === undefined) {
    throw new ConfigError("the suite module has no default export", {
      position: { file },
      hint: "end the file with `export default suite;` where suite is a Case[] or a record of cases",
    });
  }
  const entries = caseEntries(exported, file);
  const problems: ConfigError[] = [];
  const cases: CaseSpec[] = [];
  const seen = new Set<string>();
  for (const [label, value] of entries) {
    const parsed = caseSchema.safeParse(value);
    if (!parsed.success) {
      problems.push(...parsed.error.issues.map((issue) => caseProblem(file, label, issue)));
      continue;
    }
    if (seen.has(parsed.data.id)) {
      problems.push(
        new ConfigError(`duplicate case id "${parsed.data.id}"`, {
          position: { file },
          hint: "case ids name results and artifacts: make each unique",
        }),
      );
      continue;
    }
    seen.add(parsed.data.id);
    cases.push(toCaseSpec(parsed.data));
  }
  const workspace = parseWorkspace(namespace.workspace, file, problems);
  if (problems.length > 0) throw new ConfigErrors(problems);
  return { cases, workspace };
}

function caseEntries(exported: unknown, file: string): [string, unknown][] {
  if (Array.isArray(exported)) return exported.map((value, index) => [`case #${index + 1}`, value]);
  if (typeof exported === "object" && exported !== null) {
    return Object.entries(exported).map(([name, value]) => [`case "${name}"`, value]);
  }
  throw new ConfigError(`the default export is a ${typeof exported}, not a suite`, {
    position: { file },
    hint: "export default an array of cases, or an object mapping names to cases",
  });
}

function caseProblem(file: string, label: string, issue: z.core.$ZodIssue): ConfigError {
  const field = issue.path.map(String).join(".");
  return new ConfigError(`${label}: ${field ? `${field}: ` : ""}${issue.message}`, {
    position: { file },
    hint: "a case needs id (string), prompt (string) and assert(report, ctx) (function)",
  });
}

function parseWorkspace(
  value: unknown,
  file: string,
  problems: ConfigError[],
): SuiteWorkspaceConfig | undefined {
  if (value === undefined) return undefined;
  const parsed = suiteWorkspaceSchema.safeParse(value);
  if (parsed.success) {
    if (
      parsed.data.mode === "shared" &&
      parsed.data.cwd !== undefined &&
      parsed.data.templateDir !== undefined
    ) {
      problems.push(
        new ConfigError(
          "workspace: a shared workspace with cwd runs in that folder; templateDir cannot be copied over it",
          {
            position: { file },
            hint: "drop cwd to run in a fresh copy of templateDir, or drop templateDir to run in cwd",
          },
        ),
      );
      return undefined;
    }
    return parsed.data;
  }
  for (const issue of parsed.error.issues) {
    problems.push(
      new ConfigError(`workspace: ${issue.path.map(String).join(".")} ${issue.message}`.trim(), {
        position: { file },
        hint: 'mode is "none" (with cwd), "shared" (cwd, templateDir, bootstrap) or "isolated" (templateDir, bootstrap)',
      }),
    );
  }
  return undefined;
}

function toCaseSpec(value: Case): CaseSpec {
  return {
    id: value.id,
    prompt: value.prompt,
    tags: value.tags ?? [],
    timeoutMs: value.timeoutMs,
    expectedFail: value.expectedFail ?? false,
    iterations: 1,
    threshold: 1,
    assert: value.assert,
    classifyFailure: value.classifyFailure,
    assertions: [],
    metadata: {},
  };
}
