import { join } from "node:path";
import type { ExecutionResult, Results } from "../../model/results.ts";
import {
  type SkillTestSummary,
  type SuiteInfo,
  seedSummary,
  summarizeSkillTests,
} from "./summarize-skill-tests.ts";

/** Where the seed saves failure logs, inside each skill directory. */
export const FAILURE_LOG_DIR = ".skill-test-logs";

export interface FailureLog {
  /** Absolute skill directory the log belongs to. */
  skillDir: string;
  /** Absolute path to write: `<skill>/.skill-test-logs/YYYYMMDD-HHMMSS-mmm-NNNN.json`. */
  path: string;
  /** The log's JSON text. */
  content: string;
}

/**
 * The seed's failure logs for a run: one per skill directory with a failing test, in the
 * `--format json` schema plus a timestamp and per-iteration detail. Skills are found through the
 * loaded suites (their directories are where the logs go). The caller writes the files. Pure.
 */
export function renderFailureLogs(
  results: Results,
  suites: readonly SuiteInfo[],
  options: { at: Date; firstSequence?: number },
): FailureLog[] {
  const prompts = new Map(
    suites.flatMap((suite) =>
      suite.cases.map((caseSpec) => [`${suite.id}\u0000${caseSpec.id}`, caseSpec.prompt]),
    ),
  );
  const failing = summarizeSkillTests(results, suites).filter(
    (skill): skill is SkillTestSummary & { dir: string } =>
      skill.verdict === "Fail" && skill.dir !== undefined,
  );
  return failing.map((skill, index) => {
    const fileName = failureLogFileName(options.at, (options.firstSequence ?? 0) + index);
    const log = {
      timestamp: options.at.toISOString(),
      skills: [
        {
          skill_name: skill.name,
          skill_path: skill.path,
          tests: skill.tests.map((test) => ({
            name: test.id,
            prompt: prompts.get(`${test.caseResult.suite}\u0000${test.caseResult.case}`) ?? null,
            iterations: test.executions.map(iterationDetail),
            summary: {
              iterations: test.iterations,
              passed: test.passed,
              failed: test.failed,
              pass_rate: test.passRate,
              verdict: test.verdict,
              failures: test.failures,
              golden_failures: test.goldenFailures,
            },
          })),
          verdict: skill.verdict,
          error: null,
        },
      ],
      summary: seedSummary([skill]),
    };
    return {
      skillDir: skill.dir,
      path: join(skill.dir, FAILURE_LOG_DIR, fileName),
      content: `${JSON.stringify(log, null, 2)}\n`,
    };
  });
}

/** `YYYYMMDD-HHMMSS-mmm-NNNN.json` in UTC, as the seed names its logs. */
export function failureLogFileName(at: Date, sequence: number): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  const date = `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}`;
  const time = `${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;
  return `${date}-${time}-${pad(at.getUTCMilliseconds(), 3)}-${pad(sequence % 10_000, 4)}.json`;
}

function iterationDetail(execution: ExecutionResult) {
  return {
    iteration: execution.iteration,
    runner: execution.runner,
    model: execution.model ?? null,
    status: execution.status,
    passed: execution.status === "passed",
    duration_ms: execution.durationMs,
    detected_skills: execution.detectedSkills,
    assertions: execution.assertions.map((outcome) => ({
      id: outcome.name,
      type: outcome.type ?? null,
      passed: outcome.passed,
      golden: outcome.golden === true,
      message: outcome.message ?? null,
      evidence: outcome.evidence ?? null,
    })),
    error: execution.failure?.message ?? null,
    artifact_dir: execution.artifactDir,
  };
}
