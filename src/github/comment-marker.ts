/**
 * The hidden line that makes a comment ours for one `comment-header` key. One place builds it,
 * so the comment renderer can take it over. The header cannot close the HTML comment early.
 */
export function commentMarker(header: string): string {
  return `<!-- skill-eval:comment header=${header.replace(/--+/g, "-").replace(/>/g, "")} -->`;
}

export type MarkerBuilder = (header: string) => string;
