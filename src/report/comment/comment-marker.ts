export const DEFAULT_COMMENT_HEADER = "skill-eval";

/**
 * The hidden first line that finds this run's sticky comment again: one comment per header key.
 * A header of characters that cannot end the HTML comment or span lines stands as it is; any
 * other is written as `~` and its base64url, so two headers never share a marker.
 */
export function commentMarker(header: string = DEFAULT_COMMENT_HEADER): string {
  const plain = header === "" ? DEFAULT_COMMENT_HEADER : header;
  const safe = /^[A-Za-z0-9._/:@+=-]+$/.test(plain) && !plain.includes("--") && !plain.endsWith("-");
  return `<!-- skill-eval:comment header=${safe ? plain : `~${Buffer.from(plain).toString("base64url")}`} -->`;
}
