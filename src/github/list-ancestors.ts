import { withPermission } from "./github-permission.ts";
import type { GithubClient } from "./octokit-client.ts";

export interface AncestorQuery {
  octokit: GithubClient;
  owner: string;
  repo: string;
  sha: string;
  max: number;
  /** A checkout holding the commit: walked with git when its history reaches far enough. */
  checkoutDir?: string;
}

/** `sha` and its first-parent ancestors, newest first, at most `max`: git where possible, else the REST commits list. */
export async function listAncestors(query: AncestorQuery): Promise<string[]> {
  const local =
    query.checkoutDir === undefined ? undefined : await gitAncestors(query.checkoutDir, query.sha, query.max);
  if (local !== undefined) return local;
  const response = await withPermission(
    "list the base branch's commits",
    "contents: read",
    () =>
      query.octokit.rest.repos.listCommits({
        owner: query.owner,
        repo: query.repo,
        sha: query.sha,
        per_page: Math.min(100, query.max),
      }),
    { notFoundIsDenied: true },
  );
  return response.data.map((commit) => commit.sha).slice(0, query.max);
}

/** undefined when git cannot answer fully (no checkout, unknown commit, a shallow clone cut short). */
async function gitAncestors(cwd: string, sha: string, max: number): Promise<string[] | undefined> {
  const { execa } = await import("execa");
  const listed = await execa("git", ["rev-list", "--first-parent", `--max-count=${max}`, sha, "--"], {
    cwd,
    reject: false,
  });
  if (listed.exitCode !== 0) return undefined;
  const shas = String(listed.stdout)
    .split("\n")
    .filter((line) => /^[0-9a-f]{40}$/.test(line));
  if (shas.length === max) return shas;
  const shallow = await execa("git", ["rev-parse", "--is-shallow-repository"], { cwd, reject: false });
  return String(shallow.stdout).trim() === "false" && shas.length > 0 ? shas : undefined;
}
