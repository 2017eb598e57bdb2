import { posix } from "node:path";
import { bool, rec, str } from "../fields.ts";
import { isRecord } from "../is-record.ts";
import { type At, exitCodeFrom, type PendingCall, type SessionBuilder } from "../session-builder.ts";
import { extractShellReads } from "../shell-reads.ts";
import { normalizeSkillName } from "../skill-detection.ts";
import { stringField } from "../string-field.ts";

/**
 * Claude's message content blocks, shared by the stream-json and the session-log normalizers
 * (reference/agent-clis.md §1.4, §1.7). Each block is checked by hand for the fields read: a block
 * of another shape is skipped, so one odd block never hides the rest of its line.
 */

/** The synthetic user message that carries a skill's body after a Skill call (§1.5). */
const SKILL_BASE_DIR = "Base directory for this skill:";
const SHELL_TOOLS = new Set(["Bash", "PowerShell"]);
const READ_TOOLS: Record<string, string> = { Read: "file_path", NotebookRead: "notebook_path" };
const WRITE_TOOLS: Record<string, string> = {
  Write: "file_path",
  Edit: "file_path",
  MultiEdit: "file_path",
  NotebookEdit: "notebook_path",
};

export interface ToolUse {
  id: string;
  name: string;
  input: Record<string, unknown>;
}

export interface ToolResult {
  toolUseId: string;
  text: string;
  isError: boolean;
}

/** A message's content: a string is one text block; anything else but a list is no blocks. */
export function blocksOf(message: Record<string, unknown>): unknown[] {
  const content = message.content;
  if (typeof content === "string") return [{ type: "text", text: content }];
  return Array.isArray(content) ? content : [];
}

export function textOf(block: unknown): string | undefined {
  return isRecord(block) && block.type === "text" ? str(block, "text") : undefined;
}

export function thinkingOf(block: unknown): string | undefined {
  return isRecord(block) && block.type === "thinking" ? str(block, "thinking") : undefined;
}

/** `tool_use`, and `server_tool_use` for tools the API runs itself (web search). */
export function toolUseOf(block: unknown): ToolUse | undefined {
  if (!isRecord(block) || (block.type !== "tool_use" && block.type !== "server_tool_use")) return undefined;
  const id = str(block, "id");
  const name = str(block, "name");
  if (id === undefined || name === undefined) return undefined;
  return { id, name, input: rec(block, "input") ?? {} };
}

function toolResultOf(block: unknown): ToolResult | undefined {
  if (!isRecord(block) || block.type !== "tool_result") return undefined;
  const toolUseId = str(block, "tool_use_id");
  if (toolUseId === undefined) return undefined;
  return { toolUseId, text: resultText(block.content), isError: bool(block, "is_error") === true };
}

function resultText(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  const texts: string[] = [];
  for (const part of content) {
    if (isRecord(part) && typeof part.type === "string" && typeof part.text === "string")
      texts.push(part.text);
  }
  return texts.join("\n");
}

/** An assistant message's blocks in order: texts and thoughts reported, tool uses handed on. */
export function onAssistantBlocks(
  session: SessionBuilder,
  blocks: readonly unknown[],
  at: At,
  onText: (text: string) => void,
  onUse: (block: ToolUse) => void,
): void {
  for (const block of blocks) {
    const text = textOf(block);
    if (text !== undefined) {
      session.message("assistant", text, at);
      onText(text);
      continue;
    }
    const thinking = thinkingOf(block);
    if (thinking !== undefined) {
      session.thinking(thinking, at);
      continue;
    }
    const toolUse = toolUseOf(block);
    if (toolUse !== undefined) onUse(toolUse);
  }
}

/**
 * Reports an injected skill body (`Base directory for this skill: <dir>`, §1.5): the skill `named`
 * (else the folder's name) was loaded from `dir`. Returns false for any other text.
 */
export function onSkillBodyText(session: SessionBuilder, text: string, at: At, named?: string): boolean {
  if (!text.startsWith(SKILL_BASE_DIR)) return false;
  const dir = (text.slice(SKILL_BASE_DIR.length).split("\n")[0] ?? "").trim();
  const skill = named ?? posix.basename(dir);
  if (skill === "") return true;
  session.skillEvidence.push({ kind: "skill-base-dir", skill, dir });
  session.skillSignal(skill, "skill-base-dir", at);
  return true;
}

/** Reports a tool use: its call, the command, reads and writes it implies, and a Skill call's evidence. */
export function onToolUse(
  session: SessionBuilder,
  block: ToolUse,
  parent: string | undefined,
  at: At,
  resolve: (path: string) => string,
): PendingCall {
  const args = block.input;
  session.toolCall(block.name, args, block.id, {
    ...(parent === undefined ? {} : { parentCallId: parent }),
    ...at,
  });
  const call: PendingCall = { tool: block.name };
  session.calls.set(block.id, call);
  const command = SHELL_TOOLS.has(block.name) ? stringField(args, "command") : undefined;
  if (command !== undefined) {
    call.command = session.command(command, at);
    for (const path of extractShellReads(command)) session.read(resolve(path), at);
  }
  const readKey = READ_TOOLS[block.name];
  const readPath = readKey === undefined ? undefined : stringField(args, readKey);
  if (readPath !== undefined) session.read(resolve(readPath), at);
  const writeKey = WRITE_TOOLS[block.name];
  const writePath = writeKey === undefined ? undefined : stringField(args, writeKey);
  if (writePath !== undefined) session.write(resolve(writePath), at);
  if (block.name === "Skill") {
    // 2.1.x sends `{skill, args?}`; older CLIs sent `{command: "/name"}` (reference §1.5).
    const skill = normalizeSkillName(stringField(args, "skill") ?? stringField(args, "command") ?? "");
    if (skill !== "") call.skill = session.skillCall(skill, block.name);
  }
  return call;
}

/** Settles a tool use with its result: the result event, the command's exit code, the skill's outcome. */
function onToolResult(session: SessionBuilder, result: ToolResult, outcome: ResultOutcome, at: At): void {
  const id = result.toolUseId;
  const call = session.calls.get(id);
  session.calls.delete(id);
  const { isError, denied } = outcome;
  session.toolResult(call?.tool, result.text, id, isError, at);
  if (call?.command !== undefined) {
    call.command.exitCode = denied ? null : isError ? exitCodeFrom(result.text) : 0;
    if (denied) call.command.denied = true;
  }
  if (call?.skill !== undefined) {
    const error = result.text === "" ? (outcome.errorString ?? "error") : result.text;
    session.skillResult(call.skill, outcome.skillFailed, error, at);
  }
}

/** How a tool result settles its call (see `onToolResult`). */
export interface ResultOutcome {
  isError: boolean;
  denied: boolean;
  skillFailed: boolean;
  errorString?: string;
}

/**
 * A user message: its tool results settle their calls (`outcomeOf` decides how, given the line's own
 * result when the line answers one call, and the plain "Error: …" string that result may be), then
 * each text block is handed to `onText`.
 */
export function onUserMessage(
  session: SessionBuilder,
  message: Record<string, unknown>,
  lineResult: unknown,
  at: At,
  outcomeOf: (result: ToolResult, lineResult: unknown, errorString: string | undefined) => ResultOutcome,
  onText: (text: string) => void,
): void {
  const blocks = blocksOf(message);
  const results = blocks.flatMap((block) => toolResultOf(block) ?? []);
  // The line's result belongs to the line, so it is only read when the line answers one call.
  const own = results.length === 1 ? lineResult : undefined;
  const errorString = typeof own === "string" && own.startsWith("Error") ? own : undefined;
  for (const result of results) onToolResult(session, result, outcomeOf(result, own, errorString), at);
  for (const block of blocks) {
    const text = textOf(block);
    if (text !== undefined) onText(text);
  }
}
