import type { ValuePath, YamlSource } from "../../config/yaml-source.ts";
import type { ConfigWarning } from "../../model/suite.ts";
import { type Trials, trialsSchema, UNSUPPORTED } from "./eval-file-schema.ts";
import { keyWarnings } from "./key-warnings.ts";

/**
 * agentv `trials` (validated, at `path`) as iterations and the fraction of them that must pass.
 * `pass_at_k` (agentv's default) passes when any trial passes; `mean` and `confidence_interval`
 * have no counterpart, so every trial must pass (with a warning). Undefined without a count.
 */
export function parseTrials(
  source: YamlSource,
  path: ValuePath,
  trials: Trials | undefined,
  warnings: ConfigWarning[],
): { iterations: number; threshold: number } | undefined {
  if (trials === undefined) return undefined;
  warnings.push(...keyWarnings(source, path, trialsSchema, "trials", UNSUPPORTED.trials));
  const strategy = trials.strategy ?? "pass_at_k";
  if (strategy !== "pass_at_k") {
    warnings.push({
      message: `trials strategy "${strategy}" is not supported: every trial must pass`,
      position: source.positionOf([...path, "strategy"]),
    });
  }
  if (trials.count === undefined) return undefined;
  return { iterations: trials.count, threshold: strategy === "pass_at_k" ? 1 / trials.count : 1 };
}
