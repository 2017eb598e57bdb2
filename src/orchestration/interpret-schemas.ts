import { config } from "zod";

/**
 * Has zod check values by walking each schema instead of compiling a parser for each object
 * schema on its first use (`new Function`). A compiled parser pays off only after many values,
 * and a run checks most of its schemas a few times: its config, its suites, a report per
 * execution. Compiling cost about 13 ms of a one-case run's start and 7% of the main process's CPU
 * over 200 executions (bench/README.md). zod reads the setting as each schema is built, so the
 * CLI's `main` (before it loads a command) and the action (before it loads a mode) call this first.
 */
export function interpretSchemas(): void {
  config({ jitless: true });
}
