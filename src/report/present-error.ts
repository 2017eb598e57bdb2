import { ConfigError, ConfigErrors, formatLocation, InfrastructureError } from "../model/errors.ts";

import { EXIT } from "../verdicts/exit-code.ts";

/** Maps an error to what the user reads and the exit code: a stack only for bugs, and only with --debug. */
export function presentError(
  error: unknown,
  debug: boolean,
  cwd?: string,
): { text: string; exitCode: number } {
  const describeConfigError = (problem: ConfigError) => describeProblem(problem, cwd);
  if (error instanceof ConfigErrors) {
    const text = error.errors.map(describeConfigError).join("\n");
    return {
      text: `${text}\n${error.errors.length} configuration problem(s); nothing ran.`,
      exitCode: EXIT.configError,
    };
  }
  if (error instanceof ConfigError) {
    return { text: `${describeConfigError(error)}\nNothing ran.`, exitCode: EXIT.configError };
  }
  if (error instanceof InfrastructureError) {
    return { text: `error: ${error.message}`, exitCode: EXIT.infrastructure };
  }
  const message = error instanceof Error ? error.message : String(error);
  if (isOutOfSpace(error)) {
    return {
      text: `error: a file could not be written (${message}): the disk is full or a file size limit was reached. Free space (or lift the limit) and run again`,
      exitCode: EXIT.infrastructure,
    };
  }
  const detail =
    debug && error instanceof Error && error.stack
      ? `\n${error.stack}`
      : "\n(run with --debug for the stack trace)";
  return { text: `internal error: ${message}${detail}`, exitCode: EXIT.infrastructure };
}

/** A write refused for want of room: the machine's state, not a bug. */
function isOutOfSpace(error: unknown): boolean {
  return error instanceof Error && "code" in error && OUT_OF_SPACE.has(String(error.code));
}

const OUT_OF_SPACE = new Set(["ENOSPC", "EFBIG", "EDQUOT"]);

function describeProblem(error: ConfigError, cwd: string | undefined): string {
  const where =
    error.file === undefined
      ? ""
      : `${formatLocation({ file: error.file, line: error.line, column: error.column }, cwd)}: `;
  const hint = error.hint ? `\n  hint: ${error.hint}` : "";
  return `error: ${where}${error.message}${hint}`;
}
