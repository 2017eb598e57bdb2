import { markdownCode } from "../markdown-escape.ts";
import { commentMarker } from "./comment-marker.ts";
import { workflowRunLink } from "./run-link.ts";

/** The sticky comment while a run is under way (`comment-progress: true`). Pure. */
export function progressComment(input: {
  executions: number;
  headSha: string;
  runUrl: string | undefined;
  header: string;
}): string {
  const run = workflowRunLink(input.runUrl);
  return [
    commentMarker(input.header),
    `## ⏳ Running ${input.executions} execution${input.executions === 1 ? "" : "s"}`,
    `Head ${markdownCode(input.headSha.slice(0, 7))}: skill-eval started${run}; the result replaces this comment when the run ends.`,
  ].join("\n\n");
}
