import { ConfigError } from "../../model/errors.ts";

/** The prefix of every artifact we upload unless the user names another. */
export const DEFAULT_ARTIFACT_PREFIX = "skill-eval";

/** Leaves room for `-workspaces-shard-256-of-256` within GitHub's artifact name length. */
const MAX_PREFIX_LENGTH = 100;
/** GitHub's matrix limit: no plan has more shards. */
export const MAX_SHARDS = 256;

/**
 * Characters an artifact name may not hold: @actions/artifact's
 * `path-and-artifact-name-validation.ts` (reference/github-action-practice.md §9, §13).
 */
const FORBIDDEN_CHARACTERS = ['"', ":", "<", ">", "|", "*", "?", "\r", "\n", "\\", "/"];

export interface ShardPosition {
  /** 1-based. */
  index: number;
  total: number;
}

export interface ArtifactNames {
  /** results.json, reports, plan.json and transcripts. */
  results: string;
  /** One .tar.gz per kept workspace. */
  workspaces: string;
}

/**
 * The names one shard uploads under, unique per shard within a run (a second upload of a name
 * is a 409): `skill-eval-results-shard-2-of-3`, `skill-eval-workspaces-shard-2-of-3`; without a
 * shard, `skill-eval-results`. A user prefix replaces `skill-eval`, so two uses of the action in
 * one workflow do not collide.
 */
export function artifactNames(options: { shard?: ShardPosition; prefix?: string } = {}): ArtifactNames {
  const prefix = checkArtifactPrefix(options.prefix ?? DEFAULT_ARTIFACT_PREFIX);
  const suffix = options.shard === undefined ? "" : shardSuffix(options.shard);
  return { results: `${prefix}-results${suffix}`, workspaces: `${prefix}-workspaces${suffix}` };
}

/** The shard a results artifact name stands for (1 of 1 when unsharded), or undefined if not ours. */
export function shardOfResultsArtifact(
  name: string,
  prefix = DEFAULT_ARTIFACT_PREFIX,
): ShardPosition | undefined {
  const results = `${checkArtifactPrefix(prefix)}-results`;
  if (name === results) return { index: 1, total: 1 };
  if (!name.startsWith(`${results}-shard-`)) return undefined;
  const match = /^(\d{1,3})-of-(\d{1,3})$/.exec(name.slice(`${results}-shard-`.length));
  if (match === null) return undefined;
  const shard = { index: Number(match[1]), total: Number(match[2]) };
  return isValidShard(shard) ? shard : undefined;
}

/** The prefix itself, or a ConfigError saying what is wrong with it. */
export function checkArtifactPrefix(prefix: string): string {
  const problem = prefixProblem(prefix);
  if (problem === undefined) return prefix;
  throw new ConfigError(`artifact prefix ${JSON.stringify(prefix)} ${problem}`, {
    hint: `use letters, digits, '-', '_' or '.', up to ${MAX_PREFIX_LENGTH} characters (e.g. "skill-eval-nightly")`,
  });
}

function prefixProblem(prefix: string): string | undefined {
  if (prefix.length === 0) return "is empty";
  if (prefix.length > MAX_PREFIX_LENGTH)
    return `is ${prefix.length} characters long (at most ${MAX_PREFIX_LENGTH})`;
  const forbidden = FORBIDDEN_CHARACTERS.filter((character) => prefix.includes(character));
  if (forbidden.length > 0) {
    return `contains ${forbidden.map((character) => JSON.stringify(character)).join(", ")}, which artifact names may not hold`;
  }
  // Control characters and edge spaces are legal for GitHub but unreadable in its UI and logs.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(prefix)) return "contains a control character";
  if (prefix.trim() !== prefix) return "starts or ends with white space";
  return undefined;
}

function shardSuffix(shard: ShardPosition): string {
  if (!isValidShard(shard)) {
    throw new ConfigError(`shard ${shard.index}/${shard.total} is not a valid shard`, {
      hint: `a shard is i/n with 1 ≤ i ≤ n ≤ ${MAX_SHARDS}, e.g. --shard 2/3`,
    });
  }
  return `-shard-${shard.index}-of-${shard.total}`;
}

function isValidShard(shard: ShardPosition): boolean {
  return (
    Number.isInteger(shard.index) &&
    Number.isInteger(shard.total) &&
    shard.index >= 1 &&
    shard.index <= shard.total &&
    shard.total <= MAX_SHARDS
  );
}
