export const COMMENT_MODES = ["always", "on-change", "on-failure", "off"] as const;
export type CommentMode = (typeof COMMENT_MODES)[number];

export interface CommentSituation {
  /** The body of our comment already on the pull request, if any. */
  existingBody: string | undefined;
  newBody: string;
  /** The verdict is not green (a gating failure or a regression). */
  failing: boolean;
  regressions: number;
  /** A digest of what a reviewer sees (reviewerView); compared instead of the bodies when both have one. */
  view?: string;
}

/** Where a comment keeps the digest of what its reader sees: hidden, beside the marker. */
export function viewLine(view: string): string {
  return `<!-- skill-eval:view ${view} -->`;
}

/** Whether to write the comment, or why not. Pure. */
export function decideComment(
  mode: CommentMode,
  situation: CommentSituation,
): { write: true } | { write: false; reason: string } {
  const { existingBody, newBody, failing, regressions } = situation;
  if (mode === "off") return { write: false, reason: "comment: off" };
  if (existingBody === newBody) return { write: false, reason: "the comment already says this" };
  if (mode === "on-change" && situation.view !== undefined && existingBody !== undefined) {
    return existingBody.includes(viewLine(situation.view))
      ? { write: false, reason: "comment: on-change and nothing a reviewer sees changed" }
      : { write: true };
  }
  if (
    mode === "on-change" &&
    existingBody !== undefined &&
    regressions === 0 &&
    sameContent(existingBody, newBody)
  ) {
    return { write: false, reason: "comment: on-change and nothing changed" };
  }
  // on-failure still updates an existing comment, so a fixed PR does not keep showing red.
  if (mode === "on-failure" && !failing && existingBody === undefined) {
    return { write: false, reason: "comment: on-failure and the verdict is green" };
  }
  return { write: true };
}

/** Equal apart from the run's links (each run has its own URL). */
function sameContent(a: string, b: string): boolean {
  const stable = (text: string) => text.replace(/\/actions\/runs\/\d+(\/\w+\/\d+)?/g, "/actions/runs/*");
  return stable(a) === stable(b);
}
