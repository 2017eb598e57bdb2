import { isJudgeGraded } from "../assert/declarative/assertion-registry.ts";
import { ConfigError } from "../model/errors.ts";
import type { ConfigWarning, Suite } from "../model/suite.ts";

/**
 * What a run without any judge means for its suites, checked before any agent runs: a required
 * (gating) judge-graded assertion could never pass, so it is a configuration error; golden ones
 * are recorded as ungraded ("skipped"), with one warning per suite. Pure.
 */
export function checkJudgeNeeds(
  suites: readonly Suite[],
  judgeAvailable: boolean,
): { problems: ConfigError[]; warnings: ConfigWarning[] } {
  const problems: ConfigError[] = [];
  const warnings: ConfigWarning[] = [];
  if (judgeAvailable) return { problems, warnings };
  for (const suite of suites) {
    let golden = 0;
    for (const caseSpec of suite.cases) {
      for (const spec of caseSpec.assertions.filter(isJudgeGraded)) {
        if (spec.golden) {
          golden += 1;
          continue;
        }
        problems.push(
          new ConfigError(
            `${spec.type} assertion${spec.name === undefined ? "" : ` "${spec.name}"`} in case ${caseSpec.id} needs a judge, and none is available`,
            {
              position: spec.source,
              hint: "set ANTHROPIC_API_KEY, install and log in to Claude Code (the claude-cli judge), or configure judge: in skill-eval.config.yaml (provider anthropic, openai or claude-cli)",
            },
          ),
        );
      }
    }
    if (golden > 0) {
      warnings.push({
        message: `no judge available: ${golden} golden judge assertion${golden === 1 ? "" : "s"} will be skipped (recorded as ungraded)`,
        position: { file: suite.relativePath },
      });
    }
  }
  return { problems, warnings };
}
