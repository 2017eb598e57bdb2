import { randomUUID } from "node:crypto";
import * as core from "@actions/core";
import { escapeControlBytes } from "../report/control-bytes.ts";
import { holdWorkflowCommands } from "../report/workflow-commands.ts";

/**
 * A log line as the step may print it: control characters shown, and a line that would read as a
 * workflow command held where it is only shown (`holdWorkflowCommands`), under a token made
 * afresh each time.
 */
export function safeLogText(text: string, token: string = randomUUID()): string {
  // core.info ends the line itself.
  return holdWorkflowCommands(escapeControlBytes(text), token).replace(/\n$/, "");
}

/**
 * The action's one way to write its log. `info` goes through `safeLogText`; the others are
 * workflow commands whose text @actions/core escapes itself (a newline cannot end them), so only
 * their control characters need showing.
 */
export const actionLog = {
  info: (text: string) => core.info(safeLogText(text)),
  notice: (text: string) => core.notice(escapeControlBytes(text)),
  warning: (text: string) => core.warning(escapeControlBytes(text)),
  error: (text: string) => core.error(escapeControlBytes(text)),
  setFailed: (text: string) => core.setFailed(escapeControlBytes(text)),
};
