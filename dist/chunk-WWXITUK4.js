import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  createJudge,
  localAuthFiles,
  missingCredential
} from "./chunk-LT7EH5KM.js";
import {
  isJudgeGraded
} from "./chunk-MTULFYZ2.js";
import {
  ConfigError,
  ConfigErrors
} from "./chunk-T4URU7YL.js";

// src/judge/check-judge-needs.ts
function checkJudgeNeeds(suites, judgeAvailable) {
  const problems = [];
  const warnings = [];
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
            `${spec.type} assertion${spec.name === void 0 ? "" : ` "${spec.name}"`} in case ${caseSpec.id} needs a judge, and none is available`,
            {
              position: spec.source,
              hint: "set ANTHROPIC_API_KEY, install and log in to Claude Code (the claude-cli judge), or configure judge: in skill-eval.config.yaml (provider anthropic, openai or claude-cli)"
            }
          )
        );
      }
    }
    if (golden > 0) {
      warnings.push({
        message: `no judge available: ${golden} golden judge assertion${golden === 1 ? "" : "s"} will be skipped (recorded as ungraded)`,
        position: { file: suite.relativePath }
      });
    }
  }
  return { problems, warnings };
}

// src/orchestration/check-run-needs.ts
function checkRunNeeds(prepared, options) {
  const problems = [];
  const configured = prepared.config?.config;
  let judge;
  try {
    judge = createJudge(configured?.judge, options.hostEnv, {
      prices: configured?.prices,
      ...options.fetch === void 0 ? {} : { fetch: options.fetch }
    });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(error);
  }
  const needs = checkJudgeNeeds(
    prepared.plan.map(({ suite }) => suite),
    judge !== void 0 || problems.length > 0
  );
  problems.push(...needs.problems);
  problems.push(...credentialProblems(prepared.plan, options.hostEnv, options.useLocalAuth === true));
  const plannedExecutions = countExecutions(prepared.plan);
  const limit = options.maxExecutions ?? configured?.maxExecutions;
  if (limit !== void 0 && plannedExecutions > limit)
    problems.push(overLimit(plannedExecutions, limit, options.overLimitHint));
  if (problems.length > 0) throw new ConfigErrors(problems);
  return { judge, warnings: needs.warnings, plannedExecutions };
}
function countExecutions(plan) {
  return plan.reduce(
    (sum, { suite, runners }) => sum + suite.cases.reduce((count, caseSpec) => count + caseSpec.iterations, 0) * runners.length,
    0
  );
}
function credentialProblems(plan, hostEnv, useLocalAuth) {
  const runners = /* @__PURE__ */ new Map();
  for (const { runners: suiteRunners } of plan) {
    for (const runner of suiteRunners) runners.set(runner.id, runner);
  }
  return [...runners.values()].flatMap((runner) => {
    if (useLocalAuth && localAuthFiles(runner.config.agent).length > 0) return [];
    const missing = missingCredential(runner.config, hostEnv);
    if (missing === void 0) return [];
    const [first] = missing.anyOf;
    const names = missing.anyOf.join(", ");
    return [
      new ConfigError(
        `runner ${runner.id} (${runner.config.agent}) has no credentials: set one of ${names}`,
        {
          hint: `in GitHub Actions add \`${first}: \${{ secrets.${first} }}\` to the step's env:; locally export ${first}, put it in the runner's env: in the config, or pass --use-local-auth to reuse your own login`
        }
      )
    ];
  });
}
function overLimit(planned, limit, hint) {
  return new ConfigError(
    `${planned} executions are planned, more than the limit of ${limit} (max-executions); no agent was started`,
    {
      hint: hint ?? "raise the limit (--max-executions or maxExecutions in the config), or narrow the run with --case, --tag or --runner"
    }
  );
}

export {
  checkRunNeeds
};
