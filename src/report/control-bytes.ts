/** C0 controls but tab and newline, DEL and the C1 controls: invisible, or terminal escapes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * Text with every control character shown as a visible symbol (NUL as ␀, ESC as ␛, a C1 byte as
 * ⟨x9b⟩), so agent output quoted in Markdown or HTML cannot hide text, drive a terminal or break
 * a renderer. Nothing here needs a backslash, so the result is also safe inside a JSON string. Pure.
 */
export function escapeControlBytes(text: string): string {
  return text.replace(CONTROL, (character) => {
    const code = character.charCodeAt(0);
    if (code < 0x20) return String.fromCharCode(0x2400 + code);
    if (code === 0x7f) return "\u2421";
    return `⟨x${code.toString(16)}⟩`;
  });
}
