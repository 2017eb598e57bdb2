import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assignShards, type ShardUnit } from "../../src/plan/assign-shards.ts";

const unitsArbitrary = fc.uniqueArray(
  fc.record({
    key: fc.stringMatching(/^[a-z]{1,6}\/[a-z0-9]{1,6}\/(claude|codex)$/),
    estimatedMs: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: undefined }),
    group: fc.option(fc.constantFrom("g1", "g2", "g3"), { nil: undefined }),
  }),
  { selector: (unit) => unit.key, maxLength: 60 },
);

function shardOf(shards: ReturnType<typeof assignShards>, key: string): number | undefined {
  return shards.find((shard) => shard.units.includes(key))?.index;
}

/** A heavy-tailed sample: Pareto-distributed durations from a fixed seed (no Math.random). */
function paretoUnits(count: number, seed: number): ShardUnit[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return (state + 1) / 2147483649;
  };
  return Array.from({ length: count }, (_, index) => ({
    key: `suite-${index % 17}/case-${index}/claude`,
    estimatedMs: Math.round(10_000 / next() ** (1 / 1.5)),
  }));
}

describe("assignShards", () => {
  it("puts every unit in exactly one shard, whatever the input order, with the same result", () => {
    fc.assert(
      fc.property(unitsArbitrary, fc.integer({ min: 1, max: 7 }), fc.integer(), (units, shards, seed) => {
        const shuffled = fc.sample(fc.shuffledSubarray(units, { minLength: units.length }), {
          seed,
          numRuns: 1,
        })[0];
        const first = assignShards(units, shards);
        expect(assignShards(shuffled ?? units, shards)).toEqual(first);
        expect(first).toHaveLength(shards);
        expect(first.flatMap((shard) => shard.units).sort()).toEqual(units.map((unit) => unit.key).sort());
      }),
    );
  });

  it("never splits a group across shards", () => {
    fc.assert(
      fc.property(unitsArbitrary, fc.integer({ min: 1, max: 7 }), (units, shards) => {
        const assigned = assignShards(units, shards);
        for (const group of ["g1", "g2", "g3"]) {
          const homes = new Set(
            units.filter((unit) => unit.group === group).map((unit) => shardOf(assigned, unit.key)),
          );
          expect(homes.size).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it("balances a heavy-tailed sample to within 5% of the best possible makespan", () => {
    for (const [count, shards, seed] of [
      [200, 8, 7],
      [500, 20, 42],
      [60, 4, 3],
    ] as const) {
      const units = paretoUnits(count, seed);
      const total = units.reduce((sum, unit) => sum + (unit.estimatedMs ?? 0), 0);
      const longest = Math.max(...units.map((unit) => unit.estimatedMs ?? 0));
      const makespan = Math.max(...assignShards(units, shards).map((shard) => shard.estimatedMs));
      expect(makespan).toBeLessThanOrEqual(1.05 * Math.max(longest, total / shards));
    }
  });

  it("gives the longest unit a shard of its own when it outweighs the rest", () => {
    const units = [
      { key: "s/huge/claude", estimatedMs: 1000 },
      { key: "s/a/claude", estimatedMs: 100 },
      { key: "s/b/claude", estimatedMs: 100 },
      { key: "s/c/claude", estimatedMs: 100 },
    ];
    const [first, second] = assignShards(units, 2);
    expect(first?.units).toEqual(["s/huge/claude"]);
    expect(second?.units).toEqual(["s/a/claude", "s/b/claude", "s/c/claude"]);
    expect(second?.estimatedMs).toBe(300);
  });

  it("without a baseline, spreads units by hash into equal counts", () => {
    const units = Array.from({ length: 10 }, (_, index) => ({ key: `suite/case-${index}/claude` }));
    const shards = assignShards(units, 3);
    expect(shards.map((shard) => shard.units.length).sort()).toEqual([3, 3, 4]);
    // Not simply alphabetical runs: the hash order decides.
    expect(shards[0]?.units).not.toEqual([
      "suite/case-0/claude",
      "suite/case-1/claude",
      "suite/case-2/claude",
      "suite/case-3/claude",
    ]);
  });

  it("counts a unit without an estimate as the mean of the known ones", () => {
    const shards = assignShards(
      [{ key: "s/a/r", estimatedMs: 100 }, { key: "s/b/r", estimatedMs: 300 }, { key: "s/c/r" }],
      1,
    );
    expect(shards[0]?.estimatedMs).toBe(600);
  });

  it("keeps a group whole even when it is the heaviest item", () => {
    const units = [
      { key: "shared/a/r", estimatedMs: 50, group: "shared" },
      { key: "shared/b/r", estimatedMs: 50, group: "shared" },
      { key: "other/c/r", estimatedMs: 60 },
    ];
    const shards = assignShards(units, 2);
    expect(shards.map((shard) => shard.units)).toEqual([["shared/a/r", "shared/b/r"], ["other/c/r"]]);
  });

  it("rejects a shard count below one", () => {
    expect(() => assignShards([], 0)).toThrow(RangeError);
  });
});
