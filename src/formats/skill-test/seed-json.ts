import type { Results } from "../../model/results.ts";
import { type SuiteInfo, seedSummary, summarizeSkillTests } from "./summarize-skill-tests.ts";

/** skill-test's `--format json` document, field for field as its docs show it. */
export interface SkillTestJson {
  skills: {
    name: string;
    path: string;
    tests: {
      id: string;
      iterations: number;
      passed: number;
      failed: number;
      /** Percent, e.g. 80. */
      pass_rate: number;
      verdict: "Pass" | "Fail";
      failures: string[];
      golden_failures: string[];
    }[];
    verdict: "Pass" | "Fail";
  }[];
  summary: ReturnType<typeof seedSummary>;
}

/**
 * The seed's `--format json` output for a run's skill-test (and evals.json) suites: one entry per
 * skill directory, one test per case (per runner when several ran), pass rates in percent. Pass
 * the loaded suites for the skills' frontmatter names; without them, folder names. Pure.
 */
export function toSkillTestJson(results: Results, suites?: readonly SuiteInfo[]): SkillTestJson {
  const skills = summarizeSkillTests(results, suites);
  return {
    skills: skills.map((skill) => ({
      name: skill.name,
      path: skill.path,
      tests: skill.tests.map((test) => ({
        id: test.id,
        iterations: test.iterations,
        passed: test.passed,
        failed: test.failed,
        pass_rate: test.passRate,
        verdict: test.verdict,
        failures: test.failures,
        golden_failures: test.goldenFailures,
      })),
      verdict: skill.verdict,
    })),
    summary: seedSummary(skills),
  };
}

/** `toSkillTestJson` as the text the seed prints (two-space indented JSON). */
export function renderSkillTestJson(results: Results, suites?: readonly SuiteInfo[]): string {
  return JSON.stringify(toSkillTestJson(results, suites), null, 2);
}
