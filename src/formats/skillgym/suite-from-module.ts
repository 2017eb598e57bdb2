import type { z } from "zod";
import { type Case, caseSchema, type SuiteWorkspaceConfig, suiteWorkspaceSchema } from "../../model/case.ts";
import { ConfigError, ConfigErrors, type SourcePosition } from "../../model/errors.ts";
import type { CaseSpec } from "../../model/suite.ts";
import { findCaseLines, findExportLine } from "./case-line.ts";

/**
 * Turns the namespace of an imported skillgym suite module into cases and a workspace.
 * Pure: every problem becomes a ConfigError naming the file, the case, and the line of the module's
 * `text` that writes it where the text shows it (an id or record key written literally).
 */
export function suiteFromModule(
  namespace: Record<string, unknown>,
  file: string,
  text = "",
): { cases: CaseSpec[]; workspace: SuiteWorkspaceConfig | undefined } {
  const at = (line: number | undefined): SourcePosition => (line === undefined ? { file } : { file, line });
  const exported = namespace.default;
  if (exported === undefined) {
    throw new ConfigError("the suite module has no default export", {
      position: { file },
      hint: "end the file with `export default suite;` where suite is a Case[] or a record of cases",
    });
  }
  const entries = caseEntries(exported, at(findExportLine(text, "default")));
  const problems: ConfigError[] = [];
  const cases: CaseSpec[] = [];
  const seen = new Map<string, number>();
  for (const { label, key, value } of entries) {
    const parsed = caseSchema.safeParse(value);
    if (!parsed.success) {
      const id = isRecord(value) && typeof value.id === "string" ? value.id : key;
      const position = at(id === undefined ? undefined : findCaseLines(text, id)[0]);
      problems.push(...parsed.error.issues.map((issue) => caseProblem(position, label, issue)));
      continue;
    }
    const occurrence = seen.get(parsed.data.id) ?? 0;
    seen.set(parsed.data.id, occurrence + 1);
    if (occurrence > 0) {
      const lines = findCaseLines(text, parsed.data.id);
      const first = lines[0];
      problems.push(
        new ConfigError(
          `duplicate case id "${parsed.data.id}"${first === undefined ? "" : ` (first at line ${first})`}`,
          {
            position: at(lines[occurrence] ?? first),
            hint: "case ids name results and artifacts: make each unique",
          },
        ),
      );
      continue;
    }
    cases.push(toCaseSpec(parsed.data));
  }
  const workspace = parseWorkspace(namespace.workspace, at(findExportLine(text, "workspace")), problems);
  if (problems.length > 0) throw new ConfigErrors(problems);
  return { cases, workspace };
}

interface CaseEntry {
  label: string;
  /** The record key a case is exported under. */
  key?: string;
  value: unknown;
}

function caseEntries(exported: unknown, position: SourcePosition): CaseEntry[] {
  if (Array.isArray(exported))
    return exported.map((value, index) => ({ label: `case #${index + 1}`, value }));
  if (isRecord(exported)) {
    return Object.entries(exported).map(([key, value]) => ({ label: `case "${key}"`, key, value }));
  }
  throw new ConfigError(`the default export is a ${typeof exported}, not a suite`, {
    position,
    hint: "export default an array of cases, or an object mapping names to cases",
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function caseProblem(position: SourcePosition, label: string, issue: z.core.$ZodIssue): ConfigError {
  const field = issue.path.map(String).join(".");
  return new ConfigError(`${label}: ${field ? `${field}: ` : ""}${issue.message}`, {
    position,
    hint: "a case needs id (string), prompt (string) and assert(report, ctx) (function)",
  });
}

function parseWorkspace(
  value: unknown,
  position: SourcePosition,
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
            position,
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
        position,
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
