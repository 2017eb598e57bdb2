/**
 * What no report surface shows raw: C0 controls but tab and newline, DEL and the C1 controls
 * (invisible, or terminal escapes), and the bidirectional embedding, override and isolate controls
 * (U+202A–U+202E, U+2066–U+2069), which reorder the text around them where it is shown. The source
 * is shared with report.html's script, which applies the same rule to the text it builds.
 */
export const CONTROL_CHARACTERS_SOURCE =
  "[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]";

const CONTROL = new RegExp(CONTROL_CHARACTERS_SOURCE, "g");

/**
 * Text with every control character shown as a visible symbol (NUL as ␀, ESC as ␛, a C1 byte as
 * ⟨x9b⟩, a bidi control as ⟨u202e⟩), so agent output quoted in a terminal, Markdown or HTML cannot
 * hide or reorder text, drive a terminal or break a renderer. Nothing here needs a backslash, so the
 * result is also safe inside a JSON string. Pure.
 */
export function escapeControlBytes(text: string): string {
  return text.replace(CONTROL, visibleControl);
}

function visibleControl(character: string): string {
  const code = character.charCodeAt(0);
  if (code < 0x20) return String.fromCharCode(0x2400 + code);
  if (code === 0x7f) return "\u2421";
  return code < 0x100 ? `⟨x${code.toString(16)}⟩` : `⟨u${code.toString(16)}⟩`;
}

/**
 * Text for a terminal: control characters made visible (`escapeControlBytes`), a Windows line end
 * kept as a line end rather than shown as ␍. Pure.
 */
export function terminalText(text: string): string {
  return escapeControlBytes(text.replace(/\r\n/g, "\n"));
}

/** Text for one line of a log: its line breaks shown as ␊ and ␍, so it cannot start a line of its own. Pure. */
export function oneLine(text: string): string {
  return text.replace(/[\n\r]/g, (character) => String.fromCharCode(0x2400 + character.charCodeAt(0)));
}

/**
 * JSON for a terminal or a pipe: the same value as `JSON.stringify(value, null, 2)` gives, but
 * the controls JSON leaves raw (DEL, C1, bidi) are written as `\u` escapes, so `terminalText`
 * leaves the text unchanged and a parser reads the same value. Pure.
 */
export function terminalJson(value: unknown): string {
  return terminalSafeJson(JSON.stringify(value, null, 2));
}

/**
 * JSON text with the controls JSON leaves raw (DEL, C1, bidi) written as `\u` escapes, and the
 * `[` of `##[` too, which a GitHub runner would read as an old-style workflow command anywhere in
 * a line (`holdWorkflowCommands`): the same value. `#` occurs only inside strings. Pure.
 */
export function terminalSafeJson(json: string): string {
  return json
    .replace(
      /[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g,
      (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
    )
    .replaceAll("##[", "##\\u005b");
}
