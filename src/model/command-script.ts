/** Programs that run the file they are given first: `python3 grade.py`, `bash ./setup.sh`, `bun run check.ts`. */
const INTERPRETER = /^(?:node|nodejs|bun|deno|tsx|ts-node|python[\d.]*|bash|sh|zsh|ruby|perl)$/;
/** Interpreters whose script may follow a `run` subcommand. */
const RUNS_SUBCOMMAND = new Set(["bun", "deno"]);

/**
 * The script file an argument array runs, as written: the program itself when it is a path
 * (`./grade.sh`, `graders/check.py`), else the first argument of an interpreter when it looks like
 * a file (a `/` or an extension). Undefined when it names none for sure: an option first
 * (`python3 -c …`, `bash -lc …`), a subcommand (`bun test`), a program found on PATH. Pure.
 */
export function commandScript(command: readonly string[]): { index: number; path: string } | undefined {
  const [program, ...args] = command;
  if (program === undefined || program === "") return undefined;
  if (/[/\\]/.test(program)) return { index: 0, path: program };
  if (!INTERPRETER.test(program)) return undefined;
  const index = RUNS_SUBCOMMAND.has(program) && args[0] === "run" ? 2 : 1;
  const script = command[index];
  if (script === undefined || script.startsWith("-")) return undefined;
  return /[/\\]|\.[A-Za-z0-9]+$/.test(script) ? { index, path: script } : undefined;
}
