import { assignShards } from "../../src/plan/assign-shards.ts";
import type { Figure } from "../lib/figure.ts";
import { seededRandom } from "../lib/seeded-random.ts";
import { ratio } from "../lib/stats.ts";

const UNIT_COUNTS = [50, 200, 1000];
const SHARD_COUNTS = [2, 4, 8, 16];
const SEEDS = 20;

/** Pareto (α = 1.5, minimum 10 s): most units short, a few very long, as agent runs are. */
function heavyTailedMs(random: () => number): number {
  return Math.round(10_000 / (1 - random()) ** (1 / 1.5));
}

/** Makespan of assignShards over the lower bound max(longest, total ÷ shards): 1 is perfect. */
function makespanRatio(durations: readonly number[], shards: number): number {
  const units = durations.map((estimatedMs, index) => ({ key: `suite/case-${index}/claude`, estimatedMs }));
  const makespan = Math.max(...assignShards(units, shards).map((shard) => shard.estimatedMs));
  const total = durations.reduce((sum, ms) => sum + ms, 0);
  return makespan / Math.max(Math.max(...durations), total / shards);
}

/** Item 8: the worst makespan ratio per suite size, over 2–16 shards and 20 seeded draws each. */
export function benchSharding(): Figure[] {
  return UNIT_COUNTS.map((unitCount) => {
    let worst = { value: 0, where: "" };
    let sum = 0;
    for (const shards of SHARD_COUNTS) {
      for (let seed = 1; seed <= SEEDS; seed++) {
        const random = seededRandom(seed * 7919 + unitCount * 31 + shards);
        const value = makespanRatio(
          Array.from({ length: unitCount }, () => heavyTailedMs(random)),
          shards,
        );
        sum += value;
        if (value > worst.value) worst = { value, where: `${shards} shards, seed ${seed}` };
      }
    }
    const mean = sum / (SHARD_COUNTS.length * SEEDS);
    return {
      name: `sharding: ${unitCount} units, makespan ÷ lower bound (worst)`,
      value: ratio(worst.value),
      target: "≤ 1.05×",
      met: worst.value <= 1.05,
      note: `at ${worst.where}; mean ${ratio(mean)}; Pareto α 1.5, 2–16 shards × ${SEEDS} draws`,
    };
  });
}
