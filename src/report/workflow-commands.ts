/**
 * Where a GitHub runner reads a line of a step's output as a workflow command: `::name::` after
 * leading blanks, or the older `##[name]` anywhere in a line.
 */
const COMMAND_LIKE = /^\s*::|##\[/m;

/**
 * Text for a GitHub runner's log that is shown, never obeyed: when a line of it would read as a
 * workflow command (a case id or an agent's text from a pull request, `::add-mask::` or
 * `::error file=…::` on a line of its own), it is held between `::stop-commands::<token>` and
 * `::<token>::`, as GitHub advises for untrusted text. The token must be fresh and random, so the
 * text cannot end the hold early; the text must start a line. Other text is returned as it is.
 * Pure.
 */
export function holdWorkflowCommands(text: string, token: string): string {
  if (!COMMAND_LIKE.test(text)) return text;
  // The resume on a line of its own, before whatever comes next.
  return `::stop-commands::${token}\n${text.endsWith("\n") ? text : `${text}\n`}::${token}::\n`;
}
