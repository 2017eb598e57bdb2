/** Tool outputs are kept for assertions, but one huge output must not dominate the report. */
export const MAX_TOOL_OUTPUT_CHARS = 100_000;

/** Cuts a tool output longer than `MAX_TOOL_OUTPUT_CHARS`, saying how much was left out. */
export function clipOutput(text: string): string {
  if (text.length <= MAX_TOOL_OUTPUT_CHARS) return text;
  return `${text.slice(0, MAX_TOOL_OUTPUT_CHARS)}… [${text.length - MAX_TOOL_OUTPUT_CHARS} more characters]`;
}
