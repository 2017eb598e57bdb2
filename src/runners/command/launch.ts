import { basename, join, resolve } from "node:path";
import type { LaunchInput, LaunchSpec } from "../adapter.ts";
import type { CommandRunnerConfig } from "./runner-schema.ts";

/** Where skills are installed, relative to the execution's private HOME. */
export const SKILLS_FOLDER = ".agents/skills";

const PASSED_THROUGH = ["PATH", "LANG"];
const PLACEHOLDER = /\{(prompt|prompt_file|output_file)\}/g;
const PROMPT_FILE = "prompt.txt";
const OUTPUT_FILE = "answer.txt";

/** The file `{prompt_file}` points at: written under the private home before launch. */
export function commandPromptFile(input: Pick<LaunchInput, "prompt">): {
  relativePath: string;
  content: string;
} {
  return { relativePath: PROMPT_FILE, content: input.prompt };
}

/**
 * Any program that takes a prompt. Placeholders are substituted inside each argument string and
 * the result is passed as argv (never through a shell), so a prompt stays one argument whatever
 * quotes, `$(…)` or newlines it holds. Skills go to `$HOME/.agents/skills/<name>/`, the
 * agent-neutral folder.
 */
export function launchCommand(config: CommandRunnerConfig, input: LaunchInput): LaunchSpec {
  const [program, ...template] = config.command;
  if (program === undefined || program === "") throw new Error("command runner: command is empty");
  const promptFile = commandPromptFile(input);
  const files = {
    prompt_file: join(input.home, promptFile.relativePath),
    // Under the private home, so nothing is ever written into the checkout.
    output_file: join(input.home, OUTPUT_FILE),
  };
  const usesPromptFile = template.some((arg) => arg.includes("{prompt_file}"));
  const usesPrompt = usesPromptFile || template.some((arg) => arg.includes("{prompt}"));
  const args = template.flatMap((arg) =>
    arg === "{files}"
      ? attachedFileArgs(config.filesFormat, input.attachments ?? [])
      : // A replacer function, so `$&` and friends in the prompt are never read as patterns; one
        // pass, so a prompt that itself contains "{prompt}" is left as written.
        [
          arg.replace(PLACEHOLDER, (_match, name: "prompt" | "prompt_file" | "output_file") =>
            name === "prompt" ? input.prompt : files[name],
          ),
        ],
  );

  const env: Record<string, string> = {};
  for (const name of PASSED_THROUGH) {
    const value = input.hostEnv[name];
    if (value !== undefined) env[name] = value;
  }
  Object.assign(env, { HOME: input.home, ...config.env });

  // A workspace copy is always where the command runs; only an in-place workspace yields to `cwd`.
  const cwd =
    config.cwd !== undefined && input.workspaceInPlace === true && input.suiteDir !== undefined
      ? resolve(input.suiteDir, config.cwd)
      : input.workspace;
  return {
    command: program,
    args,
    env,
    cwd,
    ...(usesPrompt ? {} : { stdin: input.prompt }),
    skillsDir: join(input.home, SKILLS_FOLDER),
    // Only for a command that names it: each file made in the home is one more to remove after.
    ...(usesPromptFile ? { homeFiles: { [promptFile.relativePath]: promptFile.content } } : {}),
    ...(template.some((arg) => arg.includes("{output_file}")) ? { outputFile: files.output_file } : {}),
  };
}

function attachedFileArgs(format: readonly string[], attachments: readonly string[]): string[] {
  return attachments.flatMap((path) =>
    format.map((word) =>
      word.replace(/\{(path|basename)\}/g, (_match, name: string) =>
        name === "path" ? path : basename(path),
      ),
    ),
  );
}
