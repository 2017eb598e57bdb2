/** REST objects shaped as api.github.com returns them (every field the OpenAPI description requires). */

export function githubUser(baseUrl: string, login: string, id: number, type: "Bot" | "User" = "User") {
  const url = `${baseUrl}/users/${encodeURIComponent(login)}`;
  return {
    login,
    id,
    node_id: `U_${id}`,
    avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    gravatar_id: "",
    url,
    html_url: `https://github.com/${login}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type,
    site_admin: false,
  };
}

export interface StoredComment {
  id: number;
  issue: number;
  body: string;
  login: string;
  createdAt: string;
  updatedAt: string;
}

export function issueComment(baseUrl: string, repo: string, comment: StoredComment) {
  return {
    id: comment.id,
    node_id: `IC_${comment.id}`,
    url: `${baseUrl}/repos/${repo}/issues/comments/${comment.id}`,
    html_url: `https://github.com/${repo}/pull/${comment.issue}#issuecomment-${comment.id}`,
    issue_url: `${baseUrl}/repos/${repo}/issues/${comment.issue}`,
    body: comment.body,
    user: githubUser(
      baseUrl,
      comment.login,
      comment.login.endsWith("[bot]") ? 41898282 : 1000 + comment.id,
      comment.login.endsWith("[bot]") ? "Bot" : "User",
    ),
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    author_association: comment.login.endsWith("[bot]") ? "NONE" : "CONTRIBUTOR",
  };
}

export interface StoredCheckRun {
  id: number;
  name: string;
  headSha: string;
  status: string;
  conclusion: string | null;
  title: string | null;
  summary: string | null;
  annotationsCount: number;
  detailsUrl: string | null;
  externalId: string | null;
}

export function checkRun(baseUrl: string, repo: string, run: StoredCheckRun) {
  const now = "2026-11-22T12:00:00Z";
  return {
    id: run.id,
    node_id: `CR_${run.id}`,
    head_sha: run.headSha,
    external_id: run.externalId,
    url: `${baseUrl}/repos/${repo}/check-runs/${run.id}`,
    html_url: `https://github.com/${repo}/runs/${run.id}`,
    details_url: run.detailsUrl,
    status: run.status,
    conclusion: run.conclusion,
    started_at: now,
    completed_at: run.status === "completed" ? now : null,
    output: {
      title: run.title,
      summary: run.summary,
      text: null,
      annotations_count: run.annotationsCount,
      annotations_url: `${baseUrl}/repos/${repo}/check-runs/${run.id}/annotations`,
    },
    name: run.name,
    check_suite: { id: 5 },
    app: null,
    pull_requests: [],
  };
}

export interface StoredArtifact {
  id: number;
  name: string;
  headSha: string;
  headBranch: string;
  runId: number;
  /** The repository the run's head came from; another id means a fork's run. */
  headRepositoryId?: number;
  expired?: boolean;
  createdAt: string;
  zip: Buffer;
}

export const REPOSITORY_ID = 42;

export function artifact(baseUrl: string, repo: string, stored: StoredArtifact) {
  return {
    id: stored.id,
    node_id: `A_${stored.id}`,
    name: stored.name,
    size_in_bytes: stored.zip.length,
    url: `${baseUrl}/repos/${repo}/actions/artifacts/${stored.id}`,
    archive_download_url: `${baseUrl}/repos/${repo}/actions/artifacts/${stored.id}/zip`,
    expired: stored.expired ?? false,
    created_at: stored.createdAt,
    expires_at: "2027-01-01T00:00:00Z",
    updated_at: stored.createdAt,
    digest: null,
    workflow_run: {
      id: stored.runId,
      repository_id: REPOSITORY_ID,
      head_repository_id: stored.headRepositoryId ?? REPOSITORY_ID,
      head_branch: stored.headBranch,
      head_sha: stored.headSha,
    },
  };
}

export function commit(baseUrl: string, repo: string, sha: string, parent: string | undefined) {
  const person = { name: "Dev", email: "dev@example.com", date: "2026-11-01T00:00:00Z" };
  return {
    url: `${baseUrl}/repos/${repo}/commits/${sha}`,
    sha,
    node_id: `C_${sha.slice(0, 8)}`,
    html_url: `https://github.com/${repo}/commit/${sha}`,
    comments_url: `${baseUrl}/repos/${repo}/commits/${sha}/comments`,
    commit: {
      url: `${baseUrl}/repos/${repo}/git/commits/${sha}`,
      author: person,
      committer: person,
      message: `commit ${sha.slice(0, 7)}`,
      comment_count: 0,
      tree: { sha: "0".repeat(40), url: `${baseUrl}/repos/${repo}/git/trees/${"0".repeat(40)}` },
    },
    author: null,
    committer: null,
    parents:
      parent === undefined
        ? []
        : [
            {
              sha: parent,
              url: `${baseUrl}/repos/${repo}/commits/${parent}`,
              html_url: `https://github.com/${repo}/commit/${parent}`,
            },
          ],
  };
}
