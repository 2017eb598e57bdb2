import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { main } from "../../src/cli/main.ts";
import type { BadInput } from "../fixtures/bad-inputs/corpus.ts";

/** Writes a corpus entry's project into a fresh temporary folder (generated files made here). */
export function writeBadInput(input: BadInput): string {
  const dir = mkdtempSync(join(tmpdir(), "skill-eval-bad-"));
  for (const [path, content] of Object.entries(input.files)) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    if (typeof content === "object" && "symlink" in content) symlinkSync(content.symlink, file);
    else writeFileSync(file, typeof content === "function" ? content() : content);
  }
  return dir;
}

export interface CliOutcome {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** The output folder exists after the command. */
  ranSomething: boolean;
}

/** Runs the CLI in-process (`main(io)`) on a corpus entry, then removes its project. */
export async function runOnBadInput(input: BadInput, command: "validate" | "run"): Promise<CliOutcome> {
  const dir = writeBadInput(input);
  let stdout = "";
  let stderr = "";
  try {
    const exitCode = await main({
      argv: [command, ...(input.args ?? ["."])],
      cwd: dir,
      env: { PATH: process.env.PATH },
      stdout: (text) => {
        stdout += text;
      },
      stderr: (text) => {
        stderr += text;
      },
    });
    return { exitCode, stdout, stderr, ranSomething: existsSync(join(dir, ".skill-eval")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The first `error:` line's location (`file` or `file:line`), without the column. */
export function firstErrorLocation(stderr: string): { file: string; line?: number } | undefined {
  const first = stderr.split("\n").find((line) => line.startsWith("error: "));
  const match = first === undefined ? null : /^error: (.+?)(?::(\d+))?(?::\d+)?: /.exec(first);
  if (match === null || match[1] === undefined) return undefined;
  return { file: match[1], line: match[2] === undefined ? undefined : Number(match[2]) };
}
