import { dirname, posix, relative, sep } from "node:path";
import type { CaseResult, ExecutionResult, Results } from "../../model/results.ts";
import type { Suite } from "../../model/suite.ts";

/** What the skill-test renderers need of a loaded suite (the skill it tests, its cases' prompts). */
export type SuiteInfo = Pick<Suite, "id" | "file" | "relativePath" | "skills" | "cases">;

/** A skill's tests as skill-test reports them: one entry per case (and runner). */
export interface SkillTestSummary {
  name: string;
  /** As the seed prints it: `./my-skill`, relative to the project root. */
  path: string;
  /** Absolute skill folder, when the loaded suites were given. */
  dir?: string;
  tests: TestSummary[];
  verdict: "Pass" | "Fail";
}

export interface TestSummary {
  id: string;
  caseResult: CaseResult;
  /** This case's executions on this runner, by iteration, skipped ones left out. */
  executions: ExecutionResult[];
  iterations: number;
  passed: number;
  failed: number;
  /** Percent of iterations that passed, as the seed writes it (errors count as failures here). */
  passRate: number;
  verdict: "Pass" | "Fail";
  failures: string[];
  goldenFailures: string[];
}

/**
 * Groups a run's skill-test and evals.json results by skill directory, the unit skill-test
 * reports and logs. With the loaded `suites`, names come from each skill's frontmatter; without,
 * from the folder above `skill-tests/` (or `evals/`). Pure.
 */
export function summarizeSkillTests(results: Results, suites: readonly SuiteInfo[] = []): SkillTestSummary[] {
  const byId = new Map(suites.map((suite) => [suite.id, suite]));
  const groups = new Map<string, { name: string; dir?: string; suiteIds: Set<string> }>();
  for (const record of results.suites) {
    if (record.format !== "skill-test" && record.format !== "evals-json") continue;
    const suite = byId.get(record.id);
    const skill = suite?.skills[0];
    const skillPath =
      suite && skill ? rootRelative(suite, skill.dir) : skillPathFromSuitePath(record.path, record.format);
    const group = groups.get(skillPath) ?? {
      name: skill?.name ?? (posix.basename(skillPath) || "."),
      dir: skill?.dir,
      suiteIds: new Set<string>(),
    };
    group.suiteIds.add(record.id);
    groups.set(skillPath, group);
  }
  const manyRunners = new Set(results.cases.map((caseResult) => caseResult.runner)).size > 1;
  return [...groups.entries()].map(([skillPath, group]) => {
    const tests = results.cases
      .filter((caseResult) => group.suiteIds.has(caseResult.suite) && caseResult.verdict !== "skipped")
      .map((caseResult) => summarizeTest(caseResult, results.executions, manyRunners));
    return {
      name: group.name,
      path: displayPath(skillPath),
      dir: group.dir,
      tests,
      verdict: tests.every((test) => test.verdict === "Pass") ? "Pass" : "Fail",
    };
  });
}

/** The seed's `summary` block over some skills. */
export function seedSummary(skills: readonly SkillTestSummary[]) {
  const tests = skills.flatMap((skill) => skill.tests);
  const passedSkills = skills.filter((skill) => skill.verdict === "Pass").length;
  const passedTests = tests.filter((test) => test.verdict === "Pass").length;
  return {
    total_skills: skills.length,
    passed_skills: passedSkills,
    failed_skills: skills.length - passedSkills,
    total_tests: tests.length,
    passed_tests: passedTests,
    failed_tests: tests.length - passedTests,
  };
}

function summarizeTest(
  caseResult: CaseResult,
  allExecutions: readonly ExecutionResult[],
  manyRunners: boolean,
): TestSummary {
  const executions = allExecutions
    .filter(
      (execution) =>
        execution.suite === caseResult.suite &&
        execution.case === caseResult.case &&
        execution.runner === caseResult.runner &&
        execution.status !== "skipped",
    )
    .sort((a, b) => a.iteration - b.iteration);
  const failures: string[] = [];
  const goldenFailures: string[] = [];
  for (const execution of executions) {
    const prefix = `iteration ${execution.iteration}`;
    for (const outcome of execution.assertions) {
      if (!outcome.passed && outcome.golden) goldenFailures.push(`${prefix}: '${outcome.name}' not met`);
    }
    if (execution.status === "passed" || execution.status === "unexpected-passed") continue;
    if (execution.status === "error") {
      failures.push(`${prefix}: error: ${execution.failure?.message ?? "the execution did not complete"}`);
      continue;
    }
    const failed = execution.assertions.filter((outcome) => !outcome.passed && outcome.golden !== true);
    if (failed.length === 0) failures.push(`${prefix}: ${execution.failure?.message ?? "failed"}`);
    for (const outcome of failed) failures.push(`${prefix}: assertion '${outcome.name}' failed`);
  }
  const iterations = caseResult.iterations;
  const verdict =
    caseResult.verdict === "passed" || caseResult.verdict === "expected-failed" ? "Pass" : "Fail";
  return {
    id: manyRunners ? `${caseResult.case} (${caseResult.runner})` : caseResult.case,
    caseResult,
    executions,
    iterations,
    passed: caseResult.passes,
    failed: Math.max(0, iterations - caseResult.passes),
    passRate: iterations === 0 ? 0 : Math.round((caseResult.passes / iterations) * 10_000) / 100,
    verdict,
    failures,
    goldenFailures,
  };
}

function rootRelative(suite: SuiteInfo, skillDir: string): string {
  const fromSuiteDir = relative(dirname(suite.file), skillDir).split(sep).join("/");
  return posix.normalize(posix.join(posix.dirname(suite.relativePath), fromSuiteDir));
}

function skillPathFromSuitePath(suitePath: string, format: "skill-test" | "evals-json"): string {
  if (format === "evals-json") return posix.dirname(posix.dirname(suitePath));
  const segments = suitePath.split("/");
  const index = segments.lastIndexOf("skill-tests");
  return index === -1 ? posix.dirname(suitePath) : segments.slice(0, index).join("/") || ".";
}

function displayPath(skillPath: string): string {
  if (skillPath === "." || skillPath === "") return ".";
  return skillPath.startsWith("../") || skillPath.startsWith("/") ? skillPath : `./${skillPath}`;
}
