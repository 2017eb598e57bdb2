/** Longest text kept as evidence, so a 2 MB agent answer does not end up in results.json twice. */
export const EVIDENCE_LIMIT = 2000;

/** `text` cut to `limit` characters, saying how much was left out. */
export function excerpt(text: string, limit = EVIDENCE_LIMIT): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit)}… (${text.length - limit} more characters)`;
}

/** A value as it reads in a message: strings quoted (and shortened), lists bracketed. */
export function quote(value: string | readonly string[]): string {
  if (typeof value === "string") return JSON.stringify(excerpt(value, 200));
  return `[${value.map((item) => quote(item)).join(", ")}]`;
}
