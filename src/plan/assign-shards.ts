import { createHash } from "node:crypto";
import type { Shard } from "../model/plan.ts";
import { balanceLoads } from "./balance-loads.ts";

/** A case × runner with all its iterations: what a shard runs whole. */
export interface ShardUnit {
  /** `suite/case/runner`. */
  key: string;
  /** From the baseline's durations; undefined when the baseline has none for this unit. */
  estimatedMs?: number;
  /** Units sharing a group (a shared-workspace suite) always land in the same shard. */
  group?: string;
}

/** What an execution is assumed to take when no baseline says otherwise: only relative sizes matter. */
export const DEFAULT_UNIT_MS = 60_000;

/**
 * Deals units to `shards` shards, deterministically whatever the input order: groups are kept
 * whole, the longest first to the least-loaded shard (ties: lowest index), equal estimates in the
 * order of a stable hash of their key (so, with no baseline, units spread by hash and shards get
 * equal counts), then balanced further by `balanceLoads` (exactly, for plans of up to about 60
 * units). Units without an estimate count as the mean of the known ones. Pure.
 */
export function assignShards(units: readonly ShardUnit[], shards: number): Shard[] {
  if (!Number.isInteger(shards) || shards < 1)
    throw new RangeError(`shards must be a positive integer, not ${shards}`);
  const known = units.flatMap((unit) => (unit.estimatedMs === undefined ? [] : [unit.estimatedMs]));
  // Whole milliseconds keep the sums exact, so the input order cannot change a total.
  const fallback =
    known.length > 0 ? Math.round(known.reduce((sum, ms) => sum + ms, 0) / known.length) : DEFAULT_UNIT_MS;
  const items = new Map<string, { id: string; keys: string[]; estimatedMs: number }>();
  for (const unit of units) {
    const id = unit.group === undefined ? `unit:${unit.key}` : `group:${unit.group}`;
    const item = items.get(id) ?? { id, keys: [], estimatedMs: 0 };
    item.keys.push(unit.key);
    item.estimatedMs += Math.round(unit.estimatedMs ?? fallback);
    items.set(id, item);
  }
  const ordered = [...items.values()]
    .map((item) => ({ ...item, hash: stableHash(item.id) }))
    .sort((a, b) => b.estimatedMs - a.estimatedMs || compare(a.hash, b.hash) || compare(a.id, b.id));
  const { binOf } = balanceLoads(
    ordered.map((item) => item.estimatedMs),
    shards,
  );
  const result: Shard[] = Array.from({ length: shards }, (_, index) => ({
    index: index + 1,
    units: [],
    estimatedMs: 0,
  }));
  for (const [position, item] of ordered.entries()) {
    const target = result[binOf[position] ?? 0];
    if (target === undefined) continue;
    target.units.push(...item.keys);
    target.estimatedMs += item.estimatedMs;
  }
  for (const shard of result) {
    shard.units.sort(compare);
    shard.estimatedMs = Math.round(shard.estimatedMs);
  }
  return result;
}

function stableHash(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
