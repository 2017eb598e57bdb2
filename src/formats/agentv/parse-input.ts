import { dirname } from "node:path";
import { pathToFileURL } from "node:url";
import { type ValuePath, validateSource, valueAt, type YamlSource } from "../../config/yaml-source.ts";
import { ConfigError } from "../../model/errors.ts";
import type { ConfigWarning } from "../../model/suite.ts";
import { collectProblems, throwProblems } from "./collect-problems.ts";
import { contentPartSchema, messageSchema } from "./eval-file-schema.ts";
import { type PathBounds, resolveSuitePath } from "./suite-path.ts";

/** What an agentv `input` contributes to the prompt: user message texts and attached files. */
export interface PromptParts {
  /** One entry per user message. */
  messages: string[];
  /** Absolute paths of `{type: file}` parts and `input_files`. */
  files: string[];
  warnings: ConfigWarning[];
}

/**
 * Reads an agentv `input` at `path`: a string, one message, or a list of `{role, content}` where
 * content is a string or a list of `{type: text, value|text}` / `{type: file, value}` parts.
 * A coding agent takes one prompt, so only user messages are kept (with a warning otherwise).
 */
export function parseInput(source: YamlSource, path: ValuePath, bounds: PathBounds): PromptParts {
  const input = valueAt(source.value, path);
  const parts: PromptParts = { messages: [], files: [], warnings: [] };
  if (input === undefined) return parts;
  if (typeof input === "string") return { ...parts, messages: [input] };
  if (typeof input !== "object" || input === null) {
    throw new ConfigError(`${path.join(".")}: expected a string or a list of messages`, {
      position: source.positionOf(path),
      hint: 'write input: "the task", or a list like [{role: user, content: "the task"}]',
    });
  }
  const messagePaths = Array.isArray(input) ? input.map((_, index) => [...path, index]) : [path];
  const problems: ConfigError[] = [];
  const dropped = new Set<string>();
  for (const messagePath of messagePaths) {
    collectProblems(problems, () => {
      const message = validateSource(source, messageSchema, messagePath);
      const content = messageContent(source, [...messagePath, "content"], message.content, bounds);
      parts.warnings.push(...content.warnings);
      // Files attached to any message are the case's attachments; only user text is the prompt.
      parts.files.push(...content.files);
      if (message.role !== "user") {
        if (content.text !== "") dropped.add(message.role);
        return;
      }
      parts.messages.push(content.text);
    });
  }
  throwProblems(problems);
  if (dropped.size > 0) {
    parts.warnings.push({
      message: `only user messages are sent to the agent; ${[...dropped].map((role) => `"${role}"`).join(", ")} messages are ignored`,
      position: source.positionOf(path),
    });
  }
  return parts;
}

/** Adds the absolute paths of an `input_files` list at `path` to `parts`. */
export function addInputFiles(
  source: YamlSource,
  path: ValuePath,
  bounds: PathBounds,
  parts: PromptParts,
): void {
  const files = valueAt(source.value, path);
  if (!Array.isArray(files)) return;
  const problems: ConfigError[] = [];
  for (const [index, file] of files.entries()) {
    if (typeof file !== "string") continue;
    collectProblems(problems, () =>
      parts.files.push(
        resolveSuitePath(file, dirname(source.file), bounds, source.positionOf([...path, index])),
      ),
    );
  }
  throwProblems(problems);
}

/** The prompt an agent gets: attached files first (as agentv's preread block), then the messages. */
export function promptText(parts: readonly PromptParts[]): string {
  const files = parts.flatMap((part) => part.files);
  const messages = parts.flatMap((part) => part.messages).filter((message) => message !== "");
  const preread =
    files.length === 0
      ? ""
      : `Read these files first:\n${files.map((file) => `- ${pathToFileURL(file).href}`).join("\n")}\n\n`;
  return `${preread}${messages.join("\n\n")}`;
}

function messageContent(
  source: YamlSource,
  path: ValuePath,
  content: unknown,
  bounds: PathBounds,
): { text: string; files: string[]; warnings: ConfigWarning[] } {
  const result: { files: string[]; warnings: ConfigWarning[] } = { files: [], warnings: [] };
  if (typeof content === "string") return { ...result, text: content };
  const partPaths = Array.isArray(content)
    ? content.map((_, index) => [...path, index])
    : typeof content === "object" && content !== null
      ? [path]
      : undefined;
  if (partPaths === undefined) {
    throw new ConfigError(`${path.join(".")}: expected a string or a list of content parts`, {
      position: source.positionOf(path),
      hint: "content is a string, or a list of {type: text, value: ...} and {type: file, value: ./path}",
    });
  }
  const problems: ConfigError[] = [];
  const texts: string[] = [];
  for (const partPath of partPaths) {
    collectProblems(problems, () => {
      const part = validateSource(source, contentPartSchema, partPath);
      const position = source.positionOf(partPath);
      const value = part.value ?? part.text;
      if (part.type !== "text" && part.type !== "file") {
        result.warnings.push({
          message: `content part type "${part.type}" is not supported and is ignored (use text or file)`,
          position,
        });
        return;
      }
      if (value === undefined) {
        throw new ConfigError(`${partPath.join(".")}: a ${part.type} part needs a value`, {
          position,
          hint: part.type === "text" ? "add value: the text" : "add value: ./path/to/file",
        });
      }
      if (part.type === "text") texts.push(value);
      else result.files.push(resolveSuitePath(value, dirname(source.file), bounds, position));
    });
  }
  throwProblems(problems);
  return { ...result, text: texts.join("\n") };
}
