import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fetchBaseline, RESULTS_ARTIFACT_NAME } from "../../src/github/baseline.ts";
import { doubleClient } from "../support/github-double/double-client.ts";
import { type GithubDouble, startGithubDouble } from "../support/github-double/github-double.ts";
import { zipArchive } from "../support/github-double/zip-archive.ts";
import { makeProject } from "../support/run-dist.ts";
import { sampleResults } from "./sample-results.ts";

const sha = (n: number) => n.toString(16).padStart(40, "c");
let double: GithubDouble;
let nextArtifact = 1;

beforeEach(async () => {
  double = await startGithubDouble();
  double.commits = Array.from({ length: 30 }, (_, index) => sha(index + 1));
});
afterEach(async () => {
  await double.close();
  expect(double.violations).toEqual([]);
});

function upload(
  commit: string,
  zip: Buffer,
  extra: { headRepositoryId?: number; expired?: boolean; headBranch?: string } = {},
) {
  const id = nextArtifact++;
  double.artifacts.push({
    id,
    name: RESULTS_ARTIFACT_NAME,
    headSha: commit,
    headBranch: extra.headBranch ?? "main",
    runId: 9000 + id,
    createdAt: new Date(Date.UTC(2026, 10, 1, 0, id)).toISOString(),
    zip,
    ...extra,
  });
  return id;
}
const resultsZip = (commit: string, verdict: "passed" | "failed" = "passed") =>
  zipArchive({ "results.json": JSON.stringify(sampleResults([verdict], commit)), "report.md": "# report" });

const request = (overrides: Partial<Parameters<typeof fetchBaseline>[0]> = {}) => ({
  octokit: doubleClient(double),
  owner: "octo-org",
  repo: "octo-repo",
  baseBranch: "main",
  mergeBaseSha: sha(1),
  ...overrides,
});

describe("fetchBaseline", { timeout: 30_000 }, () => {
  it("takes the merge base's own results when they exist", async () => {
    upload(sha(1), resultsZip(sha(1)));
    const baseline = await fetchBaseline(request());
    expect(baseline).toMatchObject({ kind: "found", source: "artifact", commit: sha(1), commitsBehind: 0 });
  });

  it("walks back past untrusted, corrupt and expired artifacts to the nearest good ancestor", async () => {
    upload(sha(1), resultsZip(sha(1)), { headRepositoryId: 99 }); // a fork's run posing as the merge base
    upload(sha(2), resultsZip(sha(2)), { headBranch: "feature" });
    upload(sha(2), Buffer.from("PK\u0003\u0004 truncated"));
    upload(sha(3), resultsZip(sha(3)), { expired: true });
    upload(sha(4), zipArchive({ "../results.json": JSON.stringify(sampleResults(["passed"])) }));
    upload(sha(5), zipArchive({ "results.json": '{"schemaVersion": 1, "run": "no"}' }));
    const good = upload(sha(6), resultsZip(sha(6), "failed"));
    const lines: string[] = [];
    const baseline = await fetchBaseline(request({ log: (line) => lines.push(line) }));
    expect(baseline).toMatchObject({ kind: "found", commit: sha(6), commitsBehind: 5, artifactId: good });
    expect(lines.join("\n")).toMatch(/not a readable zip/);
    // An entry that would climb out of its folder refuses the whole artifact, as a shard's download does.
    expect(lines.join("\n")).toMatch(/refused: zip entry "\.\.\/results\.json" climbs out with '\.\.'/);
    expect(lines.join("\n")).toMatch(/is not a skill-eval results\.json: run:/);
  });

  it("skips a pull request's results uploaded by a run on the base branch (pull_request_target)", async () => {
    const results = sampleResults(["failed"], sha(1));
    results.run.pullRequest = { number: 42, headSha: "f".repeat(40), baseSha: sha(1) };
    const approved = upload(sha(1), zipArchive({ "results.json": JSON.stringify(results) }));
    upload(sha(2), resultsZip(sha(2)));
    const lines: string[] = [];
    const baseline = await fetchBaseline(request({ log: (line) => lines.push(line) }));
    expect(baseline).toMatchObject({
      kind: "found",
      commit: sha(2),
      commitsBehind: 1,
      pooledCommits: [sha(2)],
    });
    expect(lines).toContain(
      `baseline: skipping artifact ${approved} holds the results of pull request #42, not of main`,
    );
  });

  it("says the base branch's artifacts have expired when that is why there is no baseline", async () => {
    upload(sha(1), resultsZip(sha(1)), { expired: true });
    upload(sha(2), resultsZip(sha(2)), { expired: true });
    upload(sha(3), resultsZip(sha(3)), { expired: true });
    upload(sha(3), Buffer.from("PK\u0003\u0004 truncated"));
    const baseline = await fetchBaseline(request());
    if (baseline.kind !== "none") throw new Error("expected no baseline");
    expect(baseline.reason).toContain(
      "the artifacts of 2 of those commits have expired: a run on main makes a new one; retention-days keeps them longer",
    );
  });

  it("pools the base branch's latest runs per case × runner whose fingerprint is unchanged", async () => {
    // Newest first: sha(1) and sha(3) share case-0's fingerprint, sha(4) ran another version of
    // it, and sha(5) is beyond baseline-runs (3 runs: sha(1), sha(3), sha(4)).
    const withFingerprint = (commit: string, verdict: "passed" | "failed", fingerprint: string) => {
      const results = sampleResults([verdict], commit);
      return zipArchive({
        "results.json": JSON.stringify({
          ...results,
          executions: results.executions.map((execution) => ({ ...execution, fingerprint })),
        }),
      });
    };
    upload(sha(1), withFingerprint(sha(1), "passed", "sha256:new"));
    upload(sha(3), withFingerprint(sha(3), "failed", "sha256:new"));
    upload(sha(4), withFingerprint(sha(4), "failed", "sha256:old"));
    upload(sha(5), withFingerprint(sha(5), "passed", "sha256:new"));
    const lines: string[] = [];
    const baseline = await fetchBaseline(request({ runs: 3, log: (line) => lines.push(line) }));
    if (baseline.kind !== "found") throw new Error(baseline.reason);
    expect(baseline).toMatchObject({ commit: sha(1), commitsBehind: 0, pooledCommits: [sha(1), sha(3)] });
    expect(baseline.runsPerCase).toEqual({ "evals/pdf/case-0/claude": 2 });
    expect(baseline.results.cases[0]).toMatchObject({ passes: 1, graded: 2, iterations: 2 });
    expect(baseline.newest.cases[0]).toMatchObject({ passes: 1, graded: 1 });
    expect(lines.filter((line) => line.startsWith("baseline: results of"))).toHaveLength(3);
    expect(lines).toContain("baseline: pooling 3 runs of the base branch per unchanged case × runner");
  });

  it("stops the walk after maxCommits and says why there is no baseline", async () => {
    upload(sha(25), resultsZip(sha(25)));
    const baseline = await fetchBaseline(request({ maxCommits: 20 }));
    expect(baseline).toEqual({
      kind: "none",
      reason: `no usable "skill-eval-results" artifact on main for the merge base ${sha(1).slice(0, 7)} or its 19 previous commit(s)`,
    });
  });

  it("falls back to a given results file, and refuses an invalid one with the reason", async () => {
    const dir = makeProject({
      "good.json": JSON.stringify(sampleResults(["passed"], sha(7))),
      "bad.json": '{"schemaVersion": 2}',
    });
    expect(await fetchBaseline(request({ fallbackFile: join(dir, "good.json") }))).toMatchObject({
      kind: "found",
      source: "file",
      commit: sha(7),
    });
    const bad = await fetchBaseline(request({ fallbackFile: join(dir, "bad.json") }));
    expect(bad).toMatchObject({ kind: "none" });
    expect(bad.kind === "none" && bad.reason).toMatch(
      /bad\.json is not a skill-eval results\.json: schemaVersion/,
    );
  });

  it("answers none, not a failure, when the token may not read artifacts", async () => {
    double.permissions.delete("actions: read");
    const baseline = await fetchBaseline(request());
    expect(baseline.kind).toBe("none");
    expect(baseline.kind === "none" && baseline.reason).toMatch(/lacks "actions: read"/);
  });

  it("walks a local checkout with git instead of asking for commits", async () => {
    const repo = makeProject({ "a.txt": "1" });
    const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
    git("init", "-q", "-b", "main");
    const commits: string[] = [];
    for (let index = 0; index < 3; index++) {
      git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "--allow-empty", "-m", `c${index}`);
      commits.push(git("rev-parse", "HEAD"));
    }
    const oldest = commits[0] ?? "";
    upload(oldest, resultsZip(oldest));
    const baseline = await fetchBaseline(request({ mergeBaseSha: commits[2], checkoutDir: repo }));
    expect(baseline).toMatchObject({ kind: "found", commit: oldest, commitsBehind: 2 });
    expect(double.requests.filter((entry) => entry.path.includes("/commits"))).toEqual([]);
  });
});
