import { skillUplifts } from "../../compare/skill-uplift.ts";
import type { Results } from "../../model/results.ts";
import { pText } from "../comparison-text.ts";
import { formatPercent } from "../format.ts";
import { markdownCode } from "../markdown-escape.ts";
import type { ListSection } from "./comment-sections.ts";

/** With `compare-without-skill`: what installing the skill changes, per suite and runner. Pure. */
export function upliftSection(results: Results): ListSection[] {
  const uplifts = skillUplifts(results);
  if (uplifts.length === 0) return [];
  const items = uplifts.map((entry) => {
    const side = (tally: { passes: number; trials: number }) =>
      `${formatPercent(tally.trials === 0 ? null : tally.passes / tally.trials)} (${tally.passes}/${tally.trials})`;
    const change =
      entry.uplift === null
        ? "not comparable"
        : `${entry.uplift >= 0 ? "+" : "−"}${Math.abs(Math.round(entry.uplift * 100))} points (one-sided Fisher ${pText(entry.pValue)})`;
    return `${markdownCode(entry.suite)} on ${markdownCode(entry.runner)}: ${side(entry.with)} with the skill, ${side(entry.without)} without: ${change}`;
  });
  return [{ heading: "📈 Skill uplift (the same cases with and without the skill installed)", items }];
}
