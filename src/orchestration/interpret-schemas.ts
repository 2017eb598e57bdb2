import { config } from "zod";

/**
 * Has zod check values by walking each schema instead of compiling a parser for each object
 * schema on its first use (`new Function`). A compiled parser pays off only after many values,
 * and a run checks most of its schemas a few times: its config, its suites, a report per
 * execution; compiling cost more than it saved, at the start and per execution (bench/README.md).
 * zod reads the setting as each schema is built, so the CLI's `main` (before it loads a command)
 * and the action (before it loads a mode) call this first. zod keeps it on `globalThis`: a suite's
 * own copy of zod checks without compiling too, which changes its speed, never its results.
 */
export function interpretSchemas(): void {
  config({ jitless: true });
}
