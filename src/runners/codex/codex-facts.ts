import type { At, SessionBuilder } from "../session-builder.ts";
import { extractShellReads } from "../shell-reads.ts";

/** A status or text that says the server refused the credentials. */
export const AUTH_FAILURE = /\bstatus\W{0,3}(?:401|403)\b|\b(?:401 Unauthorized|403 Forbidden)\b/i;

/**
 * Records the files a shell command printed; callers call it once the command succeeded, since a
 * failed read printed nothing the model could use (`cat` of a missing file exits 1). Codex has no
 * skill tool: its `<skills_instructions>` tell the model to open a skill's SKILL.md, and the model
 * does so with a shell command (`cat`, `sed -n`, …). That read is the skill use — the recorded
 * fixtures list it in `skillsInvoked` — and the strongest evidence Codex gives. On the shared ladder
 * it is `strong`, not `explicit`: `explicit` is reserved for the agent itself confirming a skill
 * load (a successful skill-tool call), which Codex never reports. Reading another file of a skill's
 * folder is `medium`, as for every agent.
 */
export function readsOfCommand(
  session: SessionBuilder,
  command: string,
  resolve: (path: string) => string,
  at: At = {},
): void {
  for (const path of extractShellReads(command)) session.read(resolve(path), at);
}
