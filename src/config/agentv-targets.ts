import { z } from "zod";
import { ConfigError } from "../model/errors.ts";
import type { ConfigWarning } from "../model/suite.ts";
import { AGENTS, COMMAND_AGENT } from "../runners/agents.ts";
import { commandLineWords } from "../runners/shell-tokens.ts";
import { type Config, configSchema } from "./config-schema.ts";

/** agentv's targets file, found in a `.agentv/` folder beside or above an eval file. */
export const AGENTV_TARGETS_FILE = ".agentv/targets.yaml";

/** agentv providers that are agent CLIs we run, by our agent id (reference/seed-systems.md §2.1, §2.3). */
const AGENT_OF_PROVIDER: ReadonlyMap<string, string> = new Map(
  AGENTS.flatMap((agent) => (agent.agentvProviders ?? []).map((provider) => [provider, agent.id] as const)),
);

/** agentv's `cli` placeholders (cli-provider.mdx); the command runner spells them in lower case. */
const CLI_PLACEHOLDER = /\{(?:PROMPT_FILE|PROMPT|OUTPUT_FILE|FILES)\}/g;
const UNSUPPORTED_PLACEHOLDER = /\{(EVAL_ID|ATTEMPT)\}/;

/** Target fields agentv reads that change nothing here, with what to do instead. */
const IGNORED_FIELDS: Record<string, string> = {
  grader_target: "the judge is set by judge: in skill-eval.config.yaml",
  judge_target: "the judge is set by judge: in skill-eval.config.yaml",
  healthcheck: "a command that fails is an error verdict for its executions",
  workers: "concurrency is set with --parallel or concurrency:",
  keep_temp_files: "the prompt and answer files are in the execution's private folder",
  verbose: "--verbose prints full failure messages",
};

const targetSchema = z.looseObject({
  name: z.string().min(1),
  /** Absent when the target delegates with `use_target`. */
  provider: z.string().min(1).optional(),
  use_target: z.string().optional(),
  model: z.string().optional(),
  /** `cli` targets: a command template with {PROMPT}, {PROMPT_FILE}, {OUTPUT_FILE}, {FILES}. */
  command: z.union([z.string(), z.array(z.string())]).optional(),
  /** `cli` targets: the working folder, relative to the eval file. */
  cwd: z.string().optional(),
  /** `cli` targets: how each {FILES} entry is written ({path}, {basename}). */
  files_format: z.string().optional(),
  timeout_seconds: z.number().positive().optional(),
  provider_batching: z.boolean().optional(),
  executable: z.string().optional(),
});
type Target = z.infer<typeof targetSchema>;
const targetsFileSchema = z.looseObject({ targets: z.array(targetSchema) });

/**
 * Turns `.agentv/targets.yaml` (after `${{ VAR }}` interpolation) into runners: agent-CLI
 * providers become runners of that agent (`executable` as the binary), `cli` targets command
 * runners (the template split as a shell would quote it, never run through one), and a target
 * with `use_target` a copy of the runner it names. LLM-API providers (openai, anthropic, ...) are
 * not agents, and a `use_target` that names no runner is unusable: both are skipped with a
 * warning, as agentv only complains about a target when it is used. Pure.
 */
export function translateAgentvTargets(
  value: unknown,
  file: string,
): { config: Config; warnings: ConfigWarning[]; skipped: Record<string, string> } {
  const parsed = targetsFileSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(
      `targets file: ${issue?.path.map(String).join(".") || "(root)"}: ${issue?.message}`,
      {
        position: { file },
        hint: "write targets: [{ name: claude, provider: claude-cli, model: ... }]",
      },
    );
  }
  const warnings: ConfigWarning[] = [];
  const skipped: Record<string, string> = {};
  const skip = (name: string, reason: string) => {
    skipped[name] = reason;
    warnings.push({ message: `target ${name}: ${reason}, so it is skipped`, position: { file } });
  };
  const runners: Record<string, unknown> = {};
  for (const target of parsed.data.targets) {
    for (const [field, instead] of Object.entries(IGNORED_FIELDS)) {
      if (field in target)
        warnings.push({
          message: `target ${target.name}: ${field} is ignored (${instead})`,
          position: { file },
        });
    }
    if (target.provider === undefined) continue;
    const runner = runnerOf(target, target.provider, file);
    if (runner === undefined) {
      skip(target.name, `provider ${target.provider} is not an agent CLI we run`);
    } else runners[target.name] = runner;
  }
  const byName = new Map(parsed.data.targets.map((target) => [target.name, target]));
  for (const target of parsed.data.targets) {
    if (target.provider !== undefined) continue;
    if (target.use_target === undefined) {
      throw new ConfigError(`targets file: target ${target.name} has neither provider nor use_target`, {
        position: { file },
        hint: "give it a provider (claude-cli, codex-cli, cli, ...) or use_target: <another target>",
      });
    }
    const resolved = resolveUseTarget(target, byName);
    if (typeof resolved === "string") skip(target.name, resolved);
    else if (runners[resolved.name] === undefined)
      skip(target.name, `use_target ${resolved.name} is not an agent CLI we run`);
    else runners[target.name] = runners[resolved.name];
  }
  if (Object.keys(runners).length === 0) {
    throw new ConfigError("targets file: no target is an agent CLI we run", {
      position: { file },
      hint: `${Object.entries(skipped)
        .map(([name, reason]) => `${name}: ${reason}`)
        .join(
          "; ",
        )}; add a target with an agent-CLI provider (claude-cli, codex-cli, ...) or provider: cli, or put runners in skill-eval.config.yaml`,
    });
  }
  const config = configSchema.safeParse({ runners });
  if (!config.success) {
    const issue = config.error.issues[0];
    throw new ConfigError(`targets file: ${issue?.path.map(String).join(".")}: ${issue?.message}`, {
      position: { file },
      hint: `targets need an agent-CLI provider (${[...AGENT_OF_PROVIDER.keys()].join(", ")}) or provider: cli with a command`,
    });
  }
  return { config: config.data, warnings, skipped };
}

function runnerOf(target: Target, provider: string, file: string): Record<string, unknown> | undefined {
  const model = target.model === undefined || target.model === "" ? {} : { model: target.model };
  const agent = AGENT_OF_PROVIDER.get(provider);
  if (agent !== undefined) {
    return { agent, ...model, ...(target.executable === undefined ? {} : { command: target.executable }) };
  }
  if (provider !== "cli" || target.command === undefined) return undefined;
  const refuse = (what: string, hint: string) =>
    new ConfigError(`targets file: target ${target.name}: ${what}`, { position: { file }, hint });
  if (target.provider_batching === true) {
    throw refuse("provider_batching is not supported", "remove it: each case runs the command once");
  }
  const words = typeof target.command === "string" ? commandLineWords(target.command) : target.command;
  if (words === undefined) throw refuse("command has an unclosed quote", "close the ' or \" in command");
  const unsupported = words.join(" ").match(UNSUPPORTED_PLACEHOLDER);
  if (unsupported !== null) {
    throw refuse(
      `the ${unsupported[0]} placeholder is not supported`,
      "use {PROMPT}, {PROMPT_FILE}, {OUTPUT_FILE} and {FILES}",
    );
  }
  const filesFormat = commandLineWords(target.files_format ?? "{path}");
  if (filesFormat === undefined) throw refuse("files_format has an unclosed quote", "close the quote");
  return {
    agent: COMMAND_AGENT.id,
    command: words.map(toRunnerPlaceholders),
    // agentv runs a cli target in the eval file's folder unless its template is copied.
    cwd: target.cwd ?? ".",
    filesFormat,
    ...(target.timeout_seconds === undefined ? {} : { timeoutMs: Math.round(target.timeout_seconds * 1000) }),
    ...model,
  };
}

function toRunnerPlaceholders(word: string): string {
  return word.replace(CLI_PLACEHOLDER, (name) => name.toLowerCase());
}

/** The concrete target a `use_target` chain ends at, or why there is none. */
function resolveUseTarget(target: Target, byName: ReadonlyMap<string, Target>): Target | string {
  const chain = [target.name];
  let current = target;
  while (current.provider === undefined) {
    const next = current.use_target?.trim() ?? "";
    if (next === "") return "use_target is empty (is the environment variable it reads set?)";
    const found = byName.get(next);
    if (found === undefined) return `use_target names no target "${next}"`;
    if (chain.includes(found.name)) return `use_target loops: ${[...chain, found.name].join(" -> ")}`;
    chain.push(found.name);
    current = found;
  }
  return current;
}
