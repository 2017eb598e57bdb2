const encoder = new TextEncoder();

/**
 * Size in UTF-8 bytes. GitHub caps comments at 65,536 characters and job summaries at 1 MiB;
 * bytes are never fewer than characters, so one byte measure keeps both limits.
 */
export function byteLength(text: string): number {
  return encoder.encode(text).length;
}

/** The longest prefix of `text` that, followed by `trailer`, fits in `limit` bytes (never splits a character). */
export function cutToLimit(text: string, limit: number, trailer: string): string {
  if (byteLength(text) <= limit) return text;
  const room = limit - byteLength(trailer);
  if (room < 0) return "";
  let low = 0;
  let high = Math.min(text.length, room);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (byteLength(text.slice(0, middle)) <= room) low = middle;
    else high = middle - 1;
  }
  // A lone high surrogate at the cut would be half a character.
  const end = low > 0 && /[\uD800-\uDBFF]/.test(text.charAt(low - 1)) ? low - 1 : low;
  return `${text.slice(0, end)}${trailer}`;
}
