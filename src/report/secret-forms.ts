/**
 * The regular-expression source matching one secret in every form it may be written in: raw,
 * JSON-escaped (each character raw or as `\uXXXX`, `/` as `\/`, a line break as `\n`, in any
 * mix and hex case), URL-encoded (each UTF-8 byte raw or as `%XX`, a space as `+`), UTF-16 read
 * as UTF-8 (an ASCII secret's characters with NULs between), and base64 (standard and URL-safe
 * alphabets, at each of the three byte alignments it can have inside a longer encoding).
 */
export function secretFormsSource(secret: string): string {
  const perCharacter = [...secret].map(characterForms).join("");
  const base64 = base64Cores(secret).map(escapeRegExp);
  return [perCharacter, ...utf16Forms(secret), ...base64].join("|");
}

/**
 * An ASCII secret written as UTF-16 (either byte order) and read as UTF-8: its characters with a
 * NUL between them, raw, JSON-escaped or shown as the symbol ␀ that replaces control bytes.
 */
function utf16Forms(secret: string): string[] {
  if (!/^[\x20-\x7e]+$/.test(secret)) return [];
  return [[...secret].map(escapeRegExp).join("(?:\\u0000|\\\\u0000|\u2400)")];
}

/** The control characters JSON writes as a backslash and a letter. */
const JSON_SHORT_ESCAPES: Readonly<Record<string, string>> = {
  "\n": "n",
  "\r": "r",
  "\t": "t",
  "\b": "b",
  "\f": "f",
};

/** The longest text one character of a secret can become (`%XX` × 4 bytes, `\uXXXX` × 2). */
export const MAX_EXPANSION = 12;

function characterForms(character: string): string {
  const forms = new Set<string>([escapeRegExp(character)]);
  const units = [...Array(character.length).keys()].map((index) => character.charCodeAt(index));
  forms.add(units.map((unit) => `\\\\u${hexPattern(unit, 4)}`).join(""));
  if (character === "/") forms.add("\\\\/");
  if (character === '"') forms.add('\\\\"');
  if (character === "\\") forms.add("\\\\\\\\");
  const shortEscape = JSON_SHORT_ESCAPES[character];
  if (shortEscape !== undefined) forms.add(`\\\\${shortEscape}`);
  if (character === " ") forms.add("\\+");
  const bytes = [...Buffer.from(character, "utf8")];
  forms.add(bytes.map((byte) => `%${hexPattern(byte, 2)}`).join(""));
  return `(?:${[...forms].join("|")})`;
}

/** A hex number matched in either letter case. */
function hexPattern(value: number, digits: number): string {
  return [...value.toString(16).padStart(digits, "0")]
    .map((digit) => (/[a-f]/.test(digit) ? `[${digit}${digit.toUpperCase()}]` : digit))
    .join("");
}

/**
 * The base64 characters fixed by the secret's bytes alone, for a secret starting 0, 1 or 2 bytes
 * into a 3-byte group: they appear in any base64 text that encodes the secret.
 */
function base64Cores(secret: string): string[] {
  const bytes = Buffer.from(secret, "utf8");
  const cores = new Set<string>();
  for (const offset of [0, 1, 2]) {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString("base64");
    const start = Math.ceil((offset * 8) / 6);
    const end = Math.floor(((offset + bytes.length) * 8) / 6);
    const core = encoded.slice(start, end);
    if (core.length < 6) continue;
    cores.add(core);
    cores.add(core.replaceAll("+", "-").replaceAll("/", "_"));
  }
  return [...cores];
}

export function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");
}
