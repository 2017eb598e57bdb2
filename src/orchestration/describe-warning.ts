import { formatLocation } from "../model/errors.ts";
import type { ConfigWarning } from "../model/suite.ts";

/** `warning: file:line:column: message`, as editors link it. */
export function describeWarning(warning: ConfigWarning, cwd?: string): string {
  return `warning: ${formatLocation(warning.position, cwd)}: ${warning.message}`;
}
