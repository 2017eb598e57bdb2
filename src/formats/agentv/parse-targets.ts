import { type ValuePath, validateSource, valueAt, type YamlSource } from "../../config/yaml-source.ts";
import { ConfigError } from "../../model/errors.ts";
import type { ConfigWarning, RunnerVariant } from "../../model/suite.ts";
import { collectProblems, throwProblems } from "./collect-problems.ts";
import { providerEntrySchema, targetEntrySchema, UNSUPPORTED } from "./eval-file-schema.ts";
import { keyWarnings } from "./key-warnings.ts";
import { parseHooks } from "./parse-workspace.ts";
import type { PathBounds } from "./suite-path.ts";

/**
 * Target names from agentv's `execution.target` and `execution.targets` (a name, or a list of
 * names or `{name, ...}` objects) under the `execution` object at `path`, in order, without
 * repeats. The orchestrator matches them to runner ids.
 */
export function parseTargets(source: YamlSource, path: ValuePath, warnings: ConfigWarning[]): string[] {
  const names: string[] = [];
  const target = valueAt(source.value, [...path, "target"]);
  if (typeof target === "string") names.push(target);
  const targetsPath = [...path, "targets"];
  const targets = valueAt(source.value, targetsPath);
  if (typeof targets === "string") names.push(targets);
  else if (Array.isArray(targets)) names.push(...entryNames(source, targetsPath, targets, warnings));
  else if (targets !== undefined && targets !== null) {
    throw new ConfigError(`${targetsPath.join(".")}: expected a target name or a list of targets`, {
      position: source.positionOf(targetsPath),
      hint: "write targets: [claude-baseline, claude-with-skill]",
    });
  }
  return [...new Set(names)];
}

/** Runner names from v5's `providers:` list (labels, or ids without a label). */
export function parseProviders(source: YamlSource, path: ValuePath): string[] {
  const providers = valueAt(source.value, path);
  if (!Array.isArray(providers)) return [];
  const problems: ConfigError[] = [];
  const names: string[] = [];
  for (const [index, provider] of providers.entries()) {
    if (typeof provider === "string") {
      names.push(provider);
      continue;
    }
    collectProblems(problems, () => {
      const fields = validateSource(source, providerEntrySchema, [...path, index]);
      const name = fields.label ?? fields.id;
      if (name === undefined) {
        throw new ConfigError(`${[...path, index].join(".")}: a provider needs a label or an id`, {
          position: source.positionOf([...path, index]),
          hint: "add label: the-runner-id",
        });
      }
      names.push(name);
    });
  }
  throwProblems(problems);
  return [...new Set(names)];
}

function entryNames(
  source: YamlSource,
  path: ValuePath,
  entries: unknown[],
  warnings: ConfigWarning[],
): string[] {
  const problems: ConfigError[] = [];
  const names: string[] = [];
  for (const [index, entry] of entries.entries()) {
    if (typeof entry === "string") {
      names.push(entry);
      continue;
    }
    collectProblems(problems, () => {
      const fields = validateSource(source, targetEntrySchema, [...path, index]);
      warnings.push(
        ...keyWarnings(source, [...path, index], targetEntrySchema, "a target", UNSUPPORTED.targetEntry),
      );
      names.push(fields.name);
    });
  }
  throwProblems(problems);
  return names;
}

/**
 * The targets of `execution.targets` that are more than a runner id: `use_target` names the
 * runner they run (after `${{ VAR }}` interpolation; empty means the target's own name) and
 * `hooks` their own workspace hooks (the seed's `claude-superpowers` runs a setup script
 * `before_each`, its `claude-baseline` does not).
 */
export function parseTargetVariants(
  source: YamlSource,
  path: ValuePath,
  bounds: PathBounds,
): RunnerVariant[] {
  const targetsPath = [...path, "targets"];
  const targets = valueAt(source.value, targetsPath);
  if (!Array.isArray(targets)) return [];
  const problems: ConfigError[] = [];
  const variants: RunnerVariant[] = [];
  for (const [index, entry] of targets.entries()) {
    if (typeof entry !== "object" || entry === null) continue;
    collectProblems(problems, () => {
      const fields = validateSource(source, targetEntrySchema, [...targetsPath, index]);
      const useTarget = typeof fields.use_target === "string" ? fields.use_target.trim() : "";
      const hooks =
        fields.hooks === undefined
          ? undefined
          : parseHooks(source, [...targetsPath, index, "hooks"], bounds, []);
      if (useTarget === "" && hooks === undefined) return;
      variants.push({
        id: fields.name,
        baseRunner: useTarget === "" ? fields.name : useTarget,
        ...(hooks === undefined ? {} : { hooks }),
      });
    });
  }
  throwProblems(problems);
  return variants;
}
