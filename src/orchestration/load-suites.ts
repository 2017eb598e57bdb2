import { loadSkillgymSuite } from "../formats/skillgym/load-skillgym-suite.ts";
import { ConfigError, ConfigErrors } from "../model/errors.ts";
import type { SkillDirectory, Suite } from "../model/suite.ts";

/** Loads every suite file, collecting all problems so the user sees them at once. */
export async function loadSuites(
  files: readonly string[],
  root: string,
  skills: readonly SkillDirectory[],
): Promise<Suite[]> {
  const suites: Suite[] = [];
  const problems: ConfigError[] = [];
  for (const file of files) {
    try {
      suites.push(await loadSkillgymSuite(file, root, skills));
    } catch (error) {
      if (error instanceof ConfigErrors) problems.push(...error.errors);
      else if (error instanceof ConfigError) problems.push(error);
      else throw error;
    }
  }
  const ids = new Map<string, string>();
  for (const suite of suites) {
    const other = ids.get(suite.id);
    if (other !== undefined) {
      problems.push(
        new ConfigError(`two suites share the id "${suite.id}": ${other} and ${suite.relativePath}`, {
          position: { file: suite.file },
          hint: "rename one of the files",
        }),
      );
    }
    ids.set(suite.id, suite.relativePath);
  }
  if (problems.length > 0) throw new ConfigErrors(problems);
  return suites;
}
