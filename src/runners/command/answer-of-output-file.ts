import { z } from "zod";
import { parseJsonLine, UNPARSED } from "../json-line.ts";

const messageSchema = z.object({ role: z.string(), content: z.unknown() });
const outputFileSchema = z.looseObject({
  output: z.array(messageSchema).optional(),
  text: z.string().optional(),
});

/**
 * The answer in a command's output file, as agentv's cli provider reads it: JSON with `output`
 * (the last assistant message with text content) or `text`, else the whole file as text. Pure.
 */
export function answerOfOutputFile(content: string): string {
  const parsed = parseJsonLine(content, outputFileSchema);
  if (parsed === undefined || parsed === UNPARSED) return content;
  const assistant = (parsed.event.output ?? []).filter(
    (message) => message.role === "assistant" && typeof message.content === "string",
  );
  const last = assistant.at(-1)?.content;
  if (typeof last === "string") return last;
  return parsed.event.text ?? content;
}
