import type { ConfigWarning } from "../model/suite.ts";

/** `warning: file:line:column: message`, as editors link it. */
export function describeWarning(warning: ConfigWarning): string {
  const { file, line, column } = warning.position;
  const where =
    line === undefined ? file : column === undefined ? `${file}:${line}` : `${file}:${line}:${column}`;
  return `warning: ${where}: ${warning.message}`;
}
