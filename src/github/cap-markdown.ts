/** GitHub's limits on the markdown it stores. */
export { COMMENT_LIMIT as COMMENT_MAX_CHARS } from "../report/comment/render-comment.ts";
export const CHECK_TEXT_MAX_CHARS = 65_535;
export const CHECK_TITLE_MAX_CHARS = 255;
export { SUMMARY_LIMIT as JOB_SUMMARY_MAX_BYTES } from "../report/comment/render-comment.ts";

export interface CapOptions {
  max: number;
  /** Size as GitHub counts it for this surface: characters (default) or UTF-8 bytes. */
  unit?: "chars" | "bytes";
  /** Appended when the text had to be cut; it fits inside `max`. */
  note: string;
}

/**
 * Cuts markdown to fit a size limit, at a line boundary, closing a code fence the cut left open,
 * and says so at the end. Text within the limit comes back unchanged.
 */
export function capMarkdown(text: string, options: CapOptions): string {
  const size =
    options.unit === "bytes"
      ? (value: string) => Buffer.byteLength(value, "utf8")
      : (value: string) => value.length;
  if (size(text) <= options.max) return text;
  const note = `\n\n${options.note}\n`;
  // A fence close may be needed too; keep room for it.
  const room = options.max - size(note) - size("\n```");
  let kept =
    options.unit === "bytes"
      ? Buffer.from(text, "utf8")
          .subarray(0, Math.max(0, room))
          .toString("utf8")
          .replace(/\uFFFD$/, "")
      : text.slice(0, Math.max(0, room));
  const lineEnd = kept.lastIndexOf("\n");
  if (lineEnd > 0) kept = kept.slice(0, lineEnd);
  if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
  const fences = kept.match(/^\s*(```|~~~)/gm)?.length ?? 0;
  return `${kept}${fences % 2 === 1 ? "\n```" : ""}${note}`;
}

/** A single line cut to `max` characters with an ellipsis. */
export function capLine(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
