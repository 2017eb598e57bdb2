import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Judge } from "../judge/anthropic-judge.ts";
import type { GradingTools } from "./grade.ts";
import { temporaryFolder } from "./process-group.ts";
import { runGraderCommand } from "./run-grader-command.ts";

/** The real I/O behind declarative assertions: commands, scratch folders, prompt files, the judge. */
export function createGradingTools(
  workspaceDir: string,
  judge: Judge | undefined,
  fileChanges?: string,
): GradingTools {
  return {
    workspaceDir,
    ...(fileChanges === undefined ? {} : { fileChanges }),
    runCommand: (command, options) => runGraderCommand(command, options),
    judge,
    createScratchDir: async (files) => {
      const { dir, remove } = await temporaryFolder("skill-eval-exec-");
      for (const [name, content] of Object.entries(files)) await writeFile(join(dir, name), content);
      return { dir, dispose: remove };
    },
    readTextFile: (path) => readFile(path, "utf8"),
  };
}
