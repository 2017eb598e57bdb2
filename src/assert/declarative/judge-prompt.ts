import { z } from "zod";
import { clampScore } from "./assertion-verdict.ts";

/**
 * The one conversation every judge-graded assertion has with the judge model: a criterion, the
 * agent's output (and the task and expected output when known) in; a JSON verdict out.
 */

export interface JudgeVerdict {
  pass: boolean;
  /** 0–1; when the judge gives none, 1 for a pass and 0 for a fail. */
  score: number;
  reasoning: string;
}

/** Longest agent output put before the judge; beyond it the judge sees the head and a note. */
const OUTPUT_LIMIT = 60_000;
/** The tool calls shown to the judge: at most this many, each's arguments clipped. */
const TOOL_CALLS_SHOWN = 100;
const TOOL_ARGS_CHARS = 300;

export const JUDGE_SYSTEM_PROMPT = [
  "You are a strict, impartial grader of a coding agent's work.",
  "Judge only what the agent's output, tool calls and (when given) file changes show; do not assume work that is not in them.",
  "Reply with a single JSON object and nothing else.",
].join(" ");

const ANSWER_FORMAT = [
  "Reply with exactly one JSON object, no prose around it:",
  '{"pass": true or false, "score": a number from 0 to 1, "reasoning": "one or two sentences"}',
].join("\n");

/** A prompt for grading `output` against one criterion. */
export function buildJudgePrompt(question: {
  criterion: string;
  output: string;
  task?: string;
  expectedOutput?: string;
  /** The session's tool calls in order, as agentv's llm-grader shows them (`describeToolCalls`). */
  toolCalls?: string;
  /** The workspace's changes as a unified diff (agentv's `file_changes`). */
  fileChanges?: string;
}): { system: string; prompt: string } {
  const hasTask = question.task !== undefined && question.task.trim() !== "";
  const hasExpected = question.expectedOutput !== undefined && question.expectedOutput.trim() !== "";
  const sections = [
    [
      "Decide whether the agent's output meets the criterion.",
      ...(hasTask ? ["The task the agent was given is included for context."] : []),
      ...(hasExpected ? ["The expected output is a reference answer, not a required wording."] : []),
    ].join(" "),
    section("criterion", question.criterion),
    ...(hasTask ? [section("task", question.task ?? "")] : []),
    ...(hasExpected ? [section("expected_output", question.expectedOutput ?? "")] : []),
    section("agent_output", limitOutput(question.output)),
    ...(question.toolCalls === undefined || question.toolCalls === ""
      ? []
      : [section("tool_calls", question.toolCalls)]),
    ...(question.fileChanges === undefined || question.fileChanges === ""
      ? []
      : [section("file_changes", limitOutput(question.fileChanges))]),
    ANSWER_FORMAT,
  ];
  return { system: JUDGE_SYSTEM_PROMPT, prompt: sections.join("\n\n") };
}

/**
 * A prompt the suite wrote itself (skill-test `llm_eval`, agentv `llm-grader` with `prompt:`),
 * with our answer format appended so the verdict is machine-readable.
 */
export function buildCustomJudgePrompt(instructions: string): { system: string; prompt: string } {
  return { system: JUDGE_SYSTEM_PROMPT, prompt: `${instructions.trimEnd()}\n\n${ANSWER_FORMAT}` };
}

/**
 * The tool calls a judge sees, one per line (`Bash {"command":"npm test"}`), in order: the first
 * TOOL_CALLS_SHOWN, each's arguments cut to TOOL_ARGS_CHARS, and a count of the rest. A rubric
 * about what the agent did ("it used the deploy skill") cannot be judged from its answer alone.
 */
export function describeToolCalls(calls: Iterable<{ tool: string; args?: unknown }>): string {
  const lines: string[] = [];
  let more = 0;
  for (const call of calls) {
    if (lines.length >= TOOL_CALLS_SHOWN) {
      more += 1;
      continue;
    }
    const args = call.args === undefined ? "" : ` ${JSON.stringify(call.args) ?? ""}`;
    lines.push(`${call.tool}${args.length > TOOL_ARGS_CHARS ? `${args.slice(0, TOOL_ARGS_CHARS)}…` : args}`);
  }
  if (more > 0) lines.push(`[… ${more} more tool calls not shown]`);
  return lines.join("\n");
}

/** Cuts an agent output to what a judge prompt can hold. */
export function limitOutput(output: string): string {
  if (output.length <= OUTPUT_LIMIT) return output;
  return `${output.slice(0, OUTPUT_LIMIT)}\n[… ${output.length - OUTPUT_LIMIT} more characters not shown]`;
}

const verdictSchema = z
  .object({
    pass: z.union([z.boolean(), z.enum(["true", "false", "pass", "fail", "yes", "no"])]).optional(),
    passed: z.boolean().optional(),
    score: z.number().optional(),
    reasoning: z.string().optional(),
  })
  .refine((answer) => answer.pass !== undefined || answer.passed !== undefined);

/**
 * Reads a judge's answer leniently: the first JSON object in the text (prose or code fences around
 * it are fine) with a boolean `pass` (`passed` also accepted). With `yesNo`, an answer that is only
 * YES or NO also counts (skill-test's own `llm_eval` prompts ask for that). Undefined when nothing
 * readable is there.
 */
export function parseJudgeAnswer(text: string, options: { yesNo?: boolean } = {}): JudgeVerdict | undefined {
  for (const candidate of jsonObjectsIn(text)) {
    const parsed = verdictSchema.safeParse(candidate);
    if (!parsed.success) continue;
    const { pass, passed, score, reasoning } = parsed.data;
    const verdict = passed ?? (pass === true || pass === "true" || pass === "pass" || pass === "yes");
    return {
      pass: verdict,
      score: score === undefined ? (verdict ? 1 : 0) : clampScore(score),
      reasoning: reasoning ?? "",
    };
  }
  if (options.yesNo === true) {
    const word = /^\W*(yes|no|pass|fail)\b/i.exec(text.trim())?.[1]?.toLowerCase();
    if (word !== undefined) {
      const verdict = word === "yes" || word === "pass";
      return { pass: verdict, score: verdict ? 1 : 0, reasoning: text.trim() };
    }
  }
  return undefined;
}

function section(tag: string, body: string): string {
  return `<${tag}>\n${body}\n</${tag}>`;
}

/** Every balanced `{…}` span that parses as a JSON object, in order of appearance. */
function* jsonObjectsIn(text: string): Generator<unknown> {
  for (let start = text.indexOf("{"); start !== -1; start = text.indexOf("{", start + 1)) {
    const end = matchingBrace(text, start);
    if (end === undefined) continue;
    try {
      const value: unknown = JSON.parse(text.slice(start, end + 1));
      if (typeof value === "object" && value !== null && !Array.isArray(value)) yield value;
    } catch {
      // Not JSON (prose in braces, a code sample): keep looking.
    }
  }
}

function matchingBrace(text: string, start: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === "\\") index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{") depth++;
    else if (char === "}") {
      depth--;
      if (depth === 0) return index;
    }
  }
  return undefined;
}
