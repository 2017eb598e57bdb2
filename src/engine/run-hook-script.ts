import { spawnSync } from "node:child_process";
import { ConfigError } from "../model/errors.ts";
import type { PromptScript } from "../model/suite.ts";

const HOOK_TIMEOUT_MS = 30_000;

/**
 * Runs a custom hook script the way the seed documents it: the prompt on stdin, the modified
 * prompt on stdout. Started through its `#!` interpreter, so it need not be executable.
 */
export function runHookScript(script: PromptScript, prompt: string): string {
  const shebang = (script.text.split("\n")[0] ?? "").slice(2).trim().split(/\s+/);
  const [interpreter, ...interpreterArgs] = shebang;
  const position = { file: script.display, line: 1, column: 1 };
  if (interpreter === undefined || interpreter === "") {
    throw new ConfigError("the hook script's #! line names no interpreter", {
      position,
      hint: "start it with e.g. `#!/bin/bash`",
    });
  }
  const result = spawnSync(interpreter, [...interpreterArgs, script.file], {
    cwd: script.cwd,
    input: prompt,
    encoding: "utf8",
    timeout: HOOK_TIMEOUT_MS,
    maxBuffer: 16 * 1024 * 1024,
  });
  const code = result.error !== undefined && "code" in result.error ? result.error.code : undefined;
  if (code === "ETIMEDOUT") {
    throw new ConfigError(`the hook script did not finish within ${HOOK_TIMEOUT_MS / 1000}s`, {
      position,
      hint: "a custom hook reads the prompt on stdin and prints the modified prompt on stdout, then exits",
    });
  }
  // A script that never reads stdin closes the pipe early (EPIPE): its exit status still tells.
  if (result.error !== undefined && code !== "EPIPE") {
    throw new ConfigError(`the hook script could not run: ${result.error.message}`, {
      position,
      hint: `check the interpreter "${interpreter}" exists; the script gets ${HOOK_TIMEOUT_MS / 1000}s per prompt`,
      cause: result.error,
    });
  }
  if (result.status !== 0) {
    const stderr = result.stderr.trim().split("\n")[0] ?? "";
    const how =
      result.status === null
        ? `was stopped by ${result.signal ?? "a signal"}`
        : `exited with code ${result.status}`;
    throw new ConfigError(`the hook script ${how}${stderr ? `: ${stderr}` : ""}`, {
      position,
      hint: "a custom hook reads the prompt on stdin and prints the modified prompt on stdout",
    });
  }
  const output = result.stdout.replace(/\r?\n$/, "");
  if (output.trim() === "") {
    throw new ConfigError("the hook script printed nothing", {
      position,
      hint: "a custom hook prints the modified prompt (including the original) on stdout",
    });
  }
  return output;
}
