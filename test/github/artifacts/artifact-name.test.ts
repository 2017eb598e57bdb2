import { describe, expect, it } from "vitest";
import {
  artifactNames,
  checkArtifactPrefix,
  shardOfResultsArtifact,
} from "../../../src/github/artifacts/artifact-name.ts";
import { ConfigError } from "../../../src/model/errors.ts";

describe("artifactNames", () => {
  it("names a shard's artifacts uniquely, with the shard and the count", () => {
    expect(artifactNames({ shard: { index: 2, total: 3 } })).toEqual({
      results: "skill-eval-results-shard-2-of-3",
      workspaces: "skill-eval-workspaces-shard-2-of-3",
    });
  });

  it("names an unsharded run's artifacts without a shard suffix", () => {
    expect(artifactNames()).toEqual({ results: "skill-eval-results", workspaces: "skill-eval-workspaces" });
  });

  it("puts a user prefix in place of skill-eval", () => {
    expect(artifactNames({ prefix: "nightly.claude", shard: { index: 1, total: 1 } }).results).toBe(
      "nightly.claude-results-shard-1-of-1",
    );
  });

  it.each([
    ["a/b", '"/"'],
    ["a:b", '":"'],
    ['say "hi"', '"\\""'],
    ["back\\slash", '"\\\\"'],
    ["star*", '"*"'],
    ["line\nbreak", '"\\n"'],
  ])("refuses the prefix %j, naming the character", (prefix, shown) => {
    expect(() => artifactNames({ prefix })).toThrow(`contains ${shown}, which artifact names may not hold`);
  });

  it("refuses empty, padded, control-character and overlong prefixes with a hint", () => {
    for (const prefix of ["", " padded", "tab\there", "x".repeat(101)]) {
      const error = catchError(() => checkArtifactPrefix(prefix));
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).hint).toMatch(/letters, digits/);
    }
    expect(checkArtifactPrefix("x".repeat(100))).toHaveLength(100);
  });

  it("refuses shards that cannot exist", () => {
    for (const shard of [
      { index: 0, total: 3 },
      { index: 4, total: 3 },
      { index: 1.5, total: 3 },
      { index: 1, total: 257 },
    ]) {
      expect(() => artifactNames({ shard })).toThrow(ConfigError);
    }
  });
});

describe("shardOfResultsArtifact", () => {
  it("reads the shard back from the names artifactNames gives", () => {
    for (const shard of [
      { index: 1, total: 1 },
      { index: 7, total: 12 },
      { index: 256, total: 256 },
    ]) {
      expect(shardOfResultsArtifact(artifactNames({ shard }).results)).toEqual(shard);
      expect(shardOfResultsArtifact(artifactNames({ shard, prefix: "pre" }).results, "pre")).toEqual(shard);
    }
    expect(shardOfResultsArtifact("skill-eval-results")).toEqual({ index: 1, total: 1 });
  });

  it("ignores workspaces artifacts, other prefixes and impossible shards", () => {
    expect(shardOfResultsArtifact("skill-eval-workspaces-shard-1-of-2")).toBeUndefined();
    expect(shardOfResultsArtifact("other-results-shard-1-of-2")).toBeUndefined();
    expect(shardOfResultsArtifact("skill-eval-results-shard-1-of-2", "other")).toBeUndefined();
    expect(shardOfResultsArtifact("skill-eval-results-shard-3-of-2")).toBeUndefined();
    expect(shardOfResultsArtifact("skill-eval-results-shard-1-of-2-old")).toBeUndefined();
  });
});

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}
