const realExit = process.exit.bind(process);

/** Ends the process: skill-eval's own way out, which the guard below leaves working. */
export function exitProcess(code: number): never {
  return realExit(code);
}

/**
 * Replaces `process.exit` for the rest of the process, so that user code (a suite or config at
 * import, an assert or classify hook) calling it throws instead of ending the run, perhaps with
 * exit 0 and nothing reported.
 */
export function guardProcessExit(): void {
  process.exit = ((code?: number | string | null) => {
    throw new Error(
      `process.exit(${code ?? ""}) was called by a suite, a config or a hook: user code cannot end the run`,
    );
  }) as typeof process.exit;
}
