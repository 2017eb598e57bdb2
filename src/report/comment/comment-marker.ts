export const DEFAULT_COMMENT_HEADER = "skill-eval";

/**
 * The hidden first line that finds this run's sticky comment again: one comment per header key.
 * The header is reduced to characters that cannot end the HTML comment or span lines.
 */
export function commentMarker(header: string = DEFAULT_COMMENT_HEADER): string {
  const safe = header.replace(/[^A-Za-z0-9._/:@+=-]/g, "_").replace(/-{2,}/g, "-");
  return `<!-- skill-eval:comment header=${safe === "" ? DEFAULT_COMMENT_HEADER : safe} -->`;
}
