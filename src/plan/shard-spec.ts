import { ConfigError } from "../model/errors.ts";

export interface ShardSpec {
  /** 1-based. */
  index: number;
  total: number;
}

/** Parses `--shard i/n` (1 ≤ i ≤ n), or a configuration error saying what is expected. Pure. */
export function parseShardSpec(text: string): ShardSpec {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = Number(match?.[1]);
  const total = Number(match?.[2]);
  if (match === null || index < 1 || total < 1 || index > total) {
    throw new ConfigError(`--shard must be i/n with 1 ≤ i ≤ n, e.g. 2/4, not ${JSON.stringify(text)}`, {
      hint: "pass the shard number and the shard count, e.g. from the matrix the plan printed",
    });
  }
  return { index, total };
}
