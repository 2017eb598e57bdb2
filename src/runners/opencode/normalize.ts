import { patchedFiles } from "../codex/apply-patch.ts";
import { num, rec, str } from "../fields.ts";
import { jsonRecords, normalizerOf } from "../normalizer-skeleton.ts";
import { resolvePath } from "../resolve-path.ts";
import type { At } from "../session-builder.ts";
import { extractShellReads } from "../shell-reads.ts";
import { normalizeSkillName } from "../skill-detection.ts";
import { stringField } from "../string-field.ts";
import { buildReport, isoOf } from "./report.ts";
import { createState, type State, type Tokens } from "./state.ts";
import { errorLineSchema } from "./stream-schema.ts";

/**
 * Turns `opencode run --format json` stdout into a SessionReport, one line at a time
 * (reference/agent-clis.md §4.2, §5). Keeps what the report needs, never the lines. Every line is
 * `{type, timestamp (ms), sessionID, part | error}`, checked by hand for the fields read (a field of
 * another type reads as absent); the rare `error` line goes through its zod schema.
 */
export const createOpencodeNormalizer = normalizerOf(
  createState,
  jsonRecords,
  onLine,
  (state) => state.steps,
  buildReport,
);

const LINE_TYPES = new Set(["step_start", "text", "reasoning", "tool_use", "step_finish", "error"]);

/** Returns false for a line the format does not have: an unknown type, or no `part` where one is due. */
function onLine(state: State, json: Record<string, unknown>): boolean {
  const type = json.type;
  if (typeof type !== "string" || !LINE_TYPES.has(type)) return false;
  const part = rec(json, "part");
  const text = part === undefined ? undefined : str(part, "text");
  const toolUse = type === "tool_use" && part !== undefined ? toolUseOf(part) : undefined;
  if ((type === "text" || type === "reasoning") && text === undefined) return false;
  if ((type === "tool_use" && toolUse === undefined) || (type === "step_finish" && part === undefined))
    return false;
  state.sessionId ??= str(json, "sessionID");
  const timestamp = num(json, "timestamp");
  if (timestamp !== undefined && Number.isFinite(timestamp)) {
    state.firstTimestamp ??= timestamp;
    state.lastTimestamp = timestamp;
  }
  switch (type) {
    case "text":
      state.session.message("assistant", text ?? "", atOf(timestamp));
      state.lastText = text;
      break;
    case "reasoning":
      state.session.thinking(text ?? "", atOf(timestamp));
      break;
    case "tool_use":
      if (toolUse !== undefined) onToolUse(state, toolUse, atOf(timestamp));
      break;
    case "step_finish":
      onStepFinish(state, part ?? {});
      break;
    case "error":
      state.error = errorLineSchema.parse(json).error;
      break;
    case "step_start":
      state.stepOpen = true;
      break;
  }
  return true;
}

const SHELL_TOOLS = new Set(["bash"]);
const READ_TOOLS = new Set(["read"]);
const WRITE_TOOLS = new Set(["write", "edit", "multiedit"]);
/** GPT models edit through `apply_patch{patchText}` instead of `edit`. */
const PATCH_TOOLS = new Set(["apply_patch", "patch"]);
const SKILL_TOOL = "skill";
/**
 * What a refused permission reads like in `state.error`: OpenCode's rejected (an `ask` turned down,
 * as `opencode run` does without `--auto`) and denied (a `deny` rule) messages.
 */
const PERMISSION_ERROR =
  /rejected permission to use this specific tool call|specified a rule which prevents you from using this specific tool call/i;

interface ToolUse {
  tool: string;
  callID?: string;
  /** `status` (`completed` or `error`: a bash command that exits non-zero is still `completed`), `input`, `output`, `error`, `metadata`. */
  state: Record<string, unknown>;
}

function toolUseOf(part: Record<string, unknown>): ToolUse | undefined {
  const tool = str(part, "tool");
  const call = rec(part, "state");
  return tool === undefined || call === undefined
    ? undefined
    : { tool, callID: str(part, "callID"), state: call };
}

/** One line per finished call: there is no separate start or result line. */
function onToolUse(state: State, line: ToolUse, at: At): void {
  const { tool, callID } = line;
  const call = {
    status: str(line.state, "status"),
    output: str(line.state, "output"),
    error: str(line.state, "error"),
  };
  const args = rec(line.state, "input") ?? {};
  const { session } = state;
  const resolve = (path: string) => resolvePath(session.input.cwd, path);
  session.toolCall(tool, args, callID, at);

  const failed = call.status === "error";
  const errorText = call.error ?? (failed ? call.output : undefined);
  const denied = failed && errorText !== undefined && PERMISSION_ERROR.test(errorText);
  state.lastCallDenied = denied;
  if (denied) {
    state.deniedCalls += 1;
    if (state.deniedMessages.length < 10) state.deniedMessages.push(errorText);
  }

  const command = SHELL_TOOLS.has(tool) ? stringField(args, "command") : undefined;
  if (command !== undefined) {
    const event = session.command(command, at);
    // `metadata.exit` in 1.18.x; `exitCode` in a hand-made public capture.
    const metadata = rec(line.state, "metadata") ?? {};
    const exit = num(metadata, "exit") ?? num(metadata, "exitCode");
    if (denied) {
      event.exitCode = null;
      event.denied = true;
    } else if (exit !== undefined) {
      event.exitCode = exit;
    } else if (failed) {
      event.exitCode = null;
    }
    if (!denied) for (const path of extractShellReads(command)) session.read(resolve(path), at);
  }
  if (READ_TOOLS.has(tool) && !denied) {
    const path = pathField(args);
    if (path !== undefined) session.read(resolve(path), at);
  }
  if (WRITE_TOOLS.has(tool) && !denied) {
    const path = pathField(args);
    if (path !== undefined) session.write(resolve(path), at);
  }
  if (PATCH_TOOLS.has(tool) && !denied) {
    for (const path of patchedFiles(stringField(args, "patchText") ?? "")) session.write(resolve(path), at);
  }

  const output = failed ? (call.error ?? call.output ?? "") : (call.output ?? "");
  session.toolResult(tool, output, callID, failed, at);

  if (tool === SKILL_TOOL) {
    const skill = normalizeSkillName(stringField(args, "name") ?? "");
    if (skill === "") return;
    const ok = call.status === "completed";
    session.skillResult(session.skillCall(skill, tool), !ok, errorText ?? call.status ?? "no result", at);
  }
}

/** Each `step_finish` closes one model call and carries that call's tokens and cost (not cumulative). */
function onStepFinish(state: State, part: Record<string, unknown>): void {
  state.steps += 1;
  state.stepOpen = false;
  state.lastStepReason = str(part, "reason");
  const tokens = rec(part, "tokens") ?? {};
  const cache = rec(tokens, "cache") ?? {};
  const add = (key: keyof Tokens, value: number | undefined): void => {
    if (value !== undefined) state.tokens[key] = (state.tokens[key] ?? 0) + value;
  };
  add("input", num(tokens, "input"));
  add("output", num(tokens, "output"));
  add("reasoning", num(tokens, "reasoning"));
  add("cacheRead", num(cache, "read"));
  add("cacheWrite", num(cache, "write"));
  const cost = num(part, "cost");
  if (cost !== undefined) state.costUsd = (state.costUsd ?? 0) + cost;
}

/** OpenCode's file tools take `filePath`; `file_path` / `path` cover older or custom tools. */
function pathField(args: Record<string, unknown>): string | undefined {
  return stringField(args, "filePath") ?? stringField(args, "file_path") ?? stringField(args, "path");
}

function atOf(timestamp: number | undefined): At {
  const iso = isoOf(timestamp);
  return iso === undefined ? {} : { at: iso };
}
