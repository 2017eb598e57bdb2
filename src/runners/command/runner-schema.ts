import { z } from "zod";
import { timeoutMsSchema } from "../../model/limits.ts";

/** The command runner's fields: `formats` are the output formats it can declare, `fallback` the default. */
export function commandRunnerSchemaOf<Format extends string>(formats: readonly Format[], fallback: Format) {
  return z.strictObject({
    agent: z.literal("command"),
    /**
     * The program and its arguments, run without a shell. `{prompt}` in an argument is replaced by
     * the prompt, `{prompt_file}` by the path of a file holding it; with neither, the prompt goes to
     * stdin. `{output_file}` is a path the command writes its answer to (read instead of stdout);
     * an argument that is just `{files}` becomes the case's attached files, in `filesFormat`.
     */
    command: z
      .array(z.string())
      .min(1, "command needs at least the program to run")
      .refine((command) => command[0] !== "", "the program to run (command[0]) must not be empty"),
    /** How to read its stdout: a known agent's transcript format, or plain text (the final answer). */
    format: z.enum(formats).default(fallback),
    /** Environment passed to the command, on top of PATH, LANG and the private HOME. */
    env: z.record(z.string(), z.string()).default({}),
    /** Per-execution wall-clock limit; a case's `timeoutMs` wins. */
    timeoutMs: timeoutMsSchema.optional(),
    /** A label for reports; the command itself decides which model it uses. */
    model: z.string().optional(),
    /**
     * The folder to run in, relative to the suite file's folder, when the execution has no
     * workspace copy of its own (an isolated or shared copy is always where it runs).
     */
    cwd: z.string().optional(),
    /** How `{files}` writes each attached file: words with `{path}` and `{basename}`. */
    filesFormat: z.array(z.string()).min(1).default(["{path}"]),
  });
}
export type CommandRunnerConfig = z.output<ReturnType<typeof commandRunnerSchemaOf<string>>>;
