import { afterEach, describe, expect, it } from "vitest";
import { changedFilesSince } from "../../src/discover/changed-files.ts";
import { cloneRepo, createGitRepo, type GitRepo } from "./git-repo.ts";

const repos: GitRepo[] = [];
afterEach(() => {
  for (const repo of repos.splice(0)) repo.cleanup();
});

function repoWithFeatureBranch(): { origin: GitRepo; mergeBase: string } {
  const origin = createGitRepo();
  repos.push(origin);
  // Older history below the merge base: deepening must stop before reaching it.
  for (let index = 0; index < 12; index++) {
    origin.write({ "history.txt": String(index) });
    origin.commit(`history ${index}`);
  }
  origin.write({
    "evals/a.suite.ts": "a",
    "evals/b.suite.ts": "b",
    "skills/pdf/SKILL.md": "pdf",
    "README.md": "r",
  });
  const mergeBase = origin.commit("base");
  origin.git("checkout", "--quiet", "-b", "feature");
  origin.write({ "skills/pdf/SKILL.md": "pdf v2" });
  origin.commit("edit skill");
  origin.git("mv", "evals/a.suite.ts", "evals/renamed.suite.ts");
  origin.remove("evals/b.suite.ts");
  origin.commit("rename and delete");
  // The base branch moves on: its own changes must not show up in the PR's diff.
  origin.git("checkout", "--quiet", "main");
  origin.write({ "README.md": "main moved on", "main-only.txt": "x" });
  origin.commit("main moves");
  origin.git("checkout", "--quiet", "feature");
  return { origin, mergeBase };
}

describe("changedFilesSince", { timeout: 30_000 }, () => {
  it("diffs against the merge base after the base branch moved on, with renames and deletions", async () => {
    const { origin, mergeBase } = repoWithFeatureBranch();
    const changed = await changedFilesSince(origin.dir, "main");
    expect(changed.complete).toBe(true);
    expect(changed.mergeBase).toBe(mergeBase);
    expect(changed.files).toEqual([
      { path: "evals/b.suite.ts", status: "deleted" },
      { path: "evals/renamed.suite.ts", status: "renamed", previousPath: "evals/a.suite.ts" },
      { path: "skills/pdf/SKILL.md", status: "modified" },
    ]);
    expect(changed.reason).toBe(`3 files changed since the merge base ${mergeBase.slice(0, 7)} with main`);
  });

  it("names a base given as a commit (the action's pull request base) as a commit", async () => {
    const { origin, mergeBase } = repoWithFeatureBranch();
    const atMergeBase = await changedFilesSince(origin.dir, mergeBase);
    expect(atMergeBase.reason).toBe(`3 files changed since the base commit ${mergeBase.slice(0, 7)}`);
    const mainTip = origin.git("rev-parse", "main");
    const movedOn = await changedFilesSince(origin.dir, mainTip);
    expect(movedOn.reason).toBe(
      `3 files changed since ${mergeBase.slice(0, 7)}, the merge base with the base commit ${mainTip.slice(0, 7)}`,
    );
  });

  it("deepens a shallow clone until the merge base exists", async () => {
    const { origin, mergeBase } = repoWithFeatureBranch();
    // Put history between the merge base and both tips, so depth 1 cannot see it.
    origin.git("checkout", "--quiet", "main");
    for (let index = 0; index < 5; index++) {
      origin.write({ [`main-${index}.txt`]: String(index) });
      origin.commit(`main ${index}`);
    }
    origin.git("checkout", "--quiet", "feature");
    const clone = cloneRepo(origin.dir, [
      "--depth",
      "1",
      "--no-local",
      "--no-single-branch",
      "--branch",
      "feature",
    ]);
    repos.push(clone);
    expect(clone.git("rev-parse", "--is-shallow-repository")).toBe("true");

    const changed = await changedFilesSince(clone.dir, "origin/main", { initialDeepen: 1 });

    expect(changed.complete).toBe(true);
    expect(changed.mergeBase).toBe(mergeBase);
    expect(changed.files.map((file) => file.path)).toEqual([
      "evals/b.suite.ts",
      "evals/renamed.suite.ts",
      "skills/pdf/SKILL.md",
    ]);
    // Deepened just enough, not unshallowed.
    expect(clone.git("rev-parse", "--is-shallow-repository")).toBe("true");
  });

  it("unshallows as the last resort when deepening rounds run out", async () => {
    const { origin, mergeBase } = repoWithFeatureBranch();
    const clone = cloneRepo(origin.dir, [
      "--depth",
      "1",
      "--no-local",
      "--no-single-branch",
      "--branch",
      "feature",
    ]);
    repos.push(clone);
    const changed = await changedFilesSince(clone.dir, "origin/main", { maxDeepenRounds: 0 });
    expect(changed.mergeBase).toBe(mergeBase);
    expect(clone.git("rev-parse", "--is-shallow-repository")).toBe("false");
  });

  it("fetches a base branch a single-branch shallow clone does not have", async () => {
    const { origin, mergeBase } = repoWithFeatureBranch();
    const clone = cloneRepo(origin.dir, ["--depth", "1", "--no-local", "--branch", "feature"]);
    repos.push(clone);
    const changed = await changedFilesSince(clone.dir, "origin/main", { initialDeepen: 2 });
    expect(changed.complete).toBe(true);
    expect(changed.mergeBase).toBe(mergeBase);
    expect(changed.files).toHaveLength(3);
  });

  it("fetches a base given as a commit (a pull request's base SHA) and deepens from it", async () => {
    const { origin, mergeBase } = repoWithFeatureBranch();
    const baseTip = origin.git("rev-parse", "main");
    const clone = cloneRepo(origin.dir, ["--depth", "1", "--no-local", "--branch", "feature"]);
    repos.push(clone);
    const changed = await changedFilesSince(clone.dir, baseTip, { initialDeepen: 2 });
    expect(changed.mergeBase).toBe(mergeBase);
    expect(changed.files).toHaveLength(3);
    expect(clone.git("rev-parse", "--is-shallow-repository")).toBe("true");
  });

  it("says why when the base does not exist", async () => {
    const { origin } = repoWithFeatureBranch();
    const changed = await changedFilesSince(origin.dir, "no-such-branch");
    expect(changed.complete).toBe(false);
    expect(changed.files).toEqual([]);
    expect(changed.reason).toContain('"no-such-branch" does not exist');
  });

  it("says why outside a git repository", async () => {
    const changed = await changedFilesSince("/", "main");
    expect(changed.complete).toBe(false);
    expect(changed.reason).toContain("not a git repository");
  });
});
