import type { GithubClient } from "./octokit-client.ts";

/** Who GITHUB_TOKEN acts as: its comments are authored by this login. */
export const GITHUB_ACTIONS_LOGIN = "github-actions[bot]";

/**
 * The login that authors this token's comments. `GET /user` refuses installation tokens
 * (GITHUB_TOKEN, GitHub App tokens: "Resource not accessible by integration"), but the GraphQL
 * `viewer` answers for them and for personal tokens alike, so it is asked first. If even that
 * fails, GITHUB_TOKEN's own bot is assumed, the usual case. Bots appear as `name[bot]` in REST and
 * as `name` or `name[bot]` in GraphQL, so logins are compared without the suffix.
 */
export async function resolveTokenLogin(
  octokit: GithubClient,
  log: (line: string) => void = () => {},
): Promise<string> {
  try {
    const answer = await octokit.graphql<{ viewer?: { login?: unknown } }>("query { viewer { login } }");
    if (typeof answer.viewer?.login === "string" && answer.viewer.login !== "") return answer.viewer.login;
  } catch {
    // Fall through to the default identity below.
  }
  log(`could not ask GitHub who the token is; assuming ${GITHUB_ACTIONS_LOGIN} (the GITHUB_TOKEN bot)`);
  return GITHUB_ACTIONS_LOGIN;
}

export function isSameLogin(a: string, b: string): boolean {
  const bare = (login: string) => login.replace(/\[bot\]$/i, "").toLowerCase();
  return bare(a) === bare(b);
}
