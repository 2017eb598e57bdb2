import { WITHOUT_SKILL_SUFFIX } from "../compare/skill-uplift.ts";
import type { SuitePlan } from "./resolve-runners.ts";

/** `compare-without-skill`: each suite that installs skills also runs on each runner's skill-less twin. */
export function withSkillTwins(plan: readonly SuitePlan[]): SuitePlan[] {
  return plan.map((entry) =>
    entry.suite.skills.length === 0
      ? entry
      : {
          ...entry,
          runners: entry.runners.flatMap((runner) => [
            runner,
            { ...runner, id: `${runner.id}${WITHOUT_SKILL_SUFFIX}`, withoutSkills: true },
          ]),
        },
  );
}
