import { markdownCode } from "../markdown-escape.ts";
import { commentMarker } from "./comment-marker.ts";
import { workflowRunLink } from "./run-link.ts";

/** How the comment and the check run of a run that stopped with an error begin. */
export const NO_VERDICT = "💥 No verdict: skill-eval stopped with an error";

/** The headline of a run that stopped with an error, in the comment and the check run. */
export function noVerdictHeadline(exitCode: number): string {
  return `${NO_VERDICT} (exit ${exitCode})`;
}

/**
 * The sticky comment when a run stopped with an error before it published a verdict (a
 * configuration error, a missing credential, too many executions, an upload that failed): it
 * replaces the previous head's verdict (or the "Running" note), which no longer holds. Pure;
 * `error` comes redacted.
 */
export function errorComment(input: {
  error: string;
  exitCode: number;
  headSha: string;
  runUrl: string | undefined;
  header: string;
}): string {
  const run = workflowRunLink(input.runUrl);
  const fence = "`".repeat(
    Math.max(3, ...[...input.error.matchAll(/`+/g)].map(([ticks]) => ticks.length + 1)),
  );
  return [
    commentMarker(input.header),
    `## ${noVerdictHeadline(input.exitCode)}`,
    `Head ${markdownCode(input.headSha.slice(0, 7))}${run}: nothing here stands for this commit; the error below says what to fix.`,
    `${fence}text\n${input.error.trimEnd()}\n${fence}`,
  ].join("\n\n");
}
