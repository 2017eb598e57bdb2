import type {
  CommandRunner,
  DeclarativeContext,
  Judge,
} from "../../../src/assert/declarative/declarative-context.ts";
import type { SessionReport } from "../../../src/model/session-report.ts";
import type { AssertionSpec } from "../../../src/model/suite.ts";
import { sessionReport } from "../../support/session-report-builder.ts";

export const SUITE_FILE = "/repo/evals/demo/EVAL.yaml";

/** An assertion as the agentv loader writes it: modifiers apart, every other field in params. */
export function agentv(
  type: string,
  params: Record<string, unknown> = {},
  modifiers: Partial<Omit<AssertionSpec, "type" | "dialect" | "params">> = {},
): AssertionSpec {
  return {
    type,
    dialect: "agentv",
    params,
    weight: 1,
    required: false,
    negate: false,
    golden: false,
    source: { file: SUITE_FILE, line: 12, column: 9 },
    ...modifiers,
  };
}

/** An assertion as the skill-test loader writes it (required unless golden). */
export function skillTest(
  type: string,
  params: Record<string, unknown> = {},
  modifiers: Partial<Omit<AssertionSpec, "type" | "dialect" | "params">> = {},
): AssertionSpec {
  const golden = modifiers.golden ?? false;
  return {
    type,
    dialect: "skill-test",
    name: `${type}-check`,
    params,
    weight: 1,
    required: !golden,
    negate: false,
    golden,
    source: { file: "/repo/skills/demo/skill-tests/test-demo.yaml", line: 4, column: 7 },
    ...modifiers,
  };
}

export function evalsJson(
  params: Record<string, unknown>,
  modifiers: Partial<AssertionSpec> = {},
): AssertionSpec {
  return {
    type: "rubric",
    dialect: "evals-json",
    params,
    weight: 1,
    required: true,
    negate: false,
    golden: false,
    source: { file: "/repo/skills/demo/evals/evals.json", line: 3, column: 5 },
    ...modifiers,
  };
}

/** A runner that must not be called. */
export const noCommands: CommandRunner = async (command) => {
  throw new Error(`unexpected command: ${command.join(" ")}`);
};

export function context(
  report: SessionReport = sessionReport().output("done").build(),
  overrides: Partial<DeclarativeContext> = {},
): DeclarativeContext {
  return {
    report,
    caseInput: { prompt: "Do the thing." },
    workspaceDir: "/tmp/workspace-1",
    runCommand: noCommands,
    ...overrides,
  };
}

export function output(text: string): DeclarativeContext {
  return context(sessionReport().output(text).build());
}

/** A judge that answers each prompt in turn from `answers`, recording the requests. */
export function fakeJudge(...answers: string[]): Judge & { requests: { prompt: string; system?: string }[] } {
  const requests: { prompt: string; system?: string }[] = [];
  const judge = async (request: { prompt: string; system?: string }) => {
    requests.push(request);
    const text = answers[Math.min(requests.length - 1, answers.length - 1)];
    if (text === undefined) throw new Error("fake judge has no answer");
    return { text };
  };
  return Object.assign(judge, { requests });
}
