import type { SuiteSource } from "../discover/discover-sources.ts";
import { loadAgentvSuite } from "../formats/agentv/load-agentv-suite.ts";
import { loadEvalsJsonSuite } from "../formats/evals-json/load-evals-json-suite.ts";
import { loadSkillTestSuites } from "../formats/skill-test/load-skill-test-suites.ts";
import { loadSkillgymSuite } from "../formats/skillgym/load-skillgym-suite.ts";
import { probeModules } from "../formats/skillgym/probe-module.ts";
import { ConfigError, ConfigErrors } from "../model/errors.ts";
import type { SkillDirectory, Suite } from "../model/suite.ts";
import type { RunOverrides } from "./run-overrides.ts";

interface LoadContext {
  root: string;
  skills: readonly SkillDirectory[];
  overrides: RunOverrides;
}

/** Loads every suite source, collecting all problems so the user sees them at once. */
export async function loadSuites(sources: readonly SuiteSource[], context: LoadContext): Promise<Suite[]> {
  const suites: Suite[] = [];
  const problems: ConfigError[] = [];
  // Every suite module is tried in one child process first, in turn, while the loop below goes on.
  probeModules(
    sources.filter((source) => source.format === "skillgym").map((source) => source.file),
    "suite",
  );
  for (const source of sources) {
    try {
      suites.push(...(await loadSource(source, context)));
    } catch (error) {
      if (error instanceof ConfigErrors) problems.push(...error.errors);
      else if (error instanceof ConfigError) problems.push(error);
      else throw error;
    }
  }
  if (problems.length > 0) throw new ConfigErrors(problems);
  return suites;
}

async function loadSource(source: SuiteSource, context: LoadContext): Promise<Suite[]> {
  switch (source.format) {
    case "skillgym":
      return [await loadSkillgymSuite(source.file, context.root, context.skills)];
    case "agentv":
      return [await loadAgentvSuite(source.file, context.root, context.skills)];
    case "skill-test":
      return loadSkillTestSuites(source.skillDir, context.root, {
        iterations: context.overrides.iterations,
        threshold: context.overrides.threshold === undefined ? undefined : context.overrides.threshold * 100,
        hook: context.overrides.hook,
        hookPath: context.overrides.hookPath,
        model: context.overrides.model,
        timeoutMs: context.overrides.timeoutMs,
        strict: context.overrides.strict,
        lenient: context.overrides.lenient,
      });
    case "evals-json":
      return [await loadEvalsJsonSuite(source.file, context.root, context.skills)];
  }
}
