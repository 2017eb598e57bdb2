import { markdownCode } from "../markdown-escape.ts";
import { commentMarker } from "./comment-marker.ts";
import { workflowRunLink } from "./run-link.ts";

/**
 * The sticky comment when a run stopped before it had results (a configuration error, a missing
 * credential, too many executions): it replaces the previous head's verdict, which no longer
 * holds. Pure; `error` comes redacted.
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
    `## 💥 Not run: skill-eval stopped before any result (exit ${input.exitCode})`,
    `Head ${markdownCode(input.headSha.slice(0, 7))}${run}: no verdict for this commit; fix what the error says and push again.`,
    `${fence}text\n${input.error.trimEnd()}\n${fence}`,
  ].join("\n\n");
}
