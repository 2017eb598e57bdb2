/**
 * JSON safe inside `<script type="application/json">`: `<`, `>` and `&` become `\u` escapes, so no
 * string can close the element or open a comment, and U+2028/U+2029 are escaped for old parsers.
 * These characters only occur inside JSON strings, where the escapes mean the same text.
 */
export function jsonForScript(value: unknown): string {
  return escapeJsonForScript(JSON.stringify(value));
}

/** `jsonForScript` for JSON text already stringified. */
export function escapeJsonForScript(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (char) => UNICODE_ESCAPES[char] ?? char);
}

const UNICODE_ESCAPES: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};
