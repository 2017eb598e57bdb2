import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  artifact,
  checkRun,
  commit,
  issueComment,
  type StoredArtifact,
  type StoredCheckRun,
  type StoredComment,
} from "./github-objects.ts";
import { type OpenapiValidator, openapiValidator } from "./openapi-validator.ts";

/**
 * A local stand-in for the GitHub REST endpoints skill-eval uses, on 127.0.0.1. Every request
 * body it receives and every JSON body it sends is checked against GitHub's OpenAPI description;
 * mismatches collect in `violations`, which tests assert empty. Faults are injected per route.
 */
export interface GithubDouble {
  url: string;
  repo: string;
  token: string;
  comments: StoredComment[];
  /** Every comment body written (created or edited), in order. */
  commentWrites: string[];
  checkRuns: StoredCheckRun[];
  /** Annotations received per check-run request, in order. */
  annotationBatches: number[];
  /** Every annotation received, in order, as sent. */
  annotations: { path: string; start_line: number; annotation_level: string; title?: string }[];
  artifacts: StoredArtifact[];
  /** First-parent history of the default branch, newest first. */
  commits: string[];
  /** Pull requests by number, as `GET /repos/{owner}/{repo}/pulls/{pull_number}` returns them. */
  pullRequests: Map<number, unknown>;
  requests: { method: string; path: string; status: number; at: number }[];
  violations: string[];
  /** Scopes the token holds (checks: write grants checks: read); a call needing another answers 403 "Resource not accessible by integration". */
  permissions: Set<Scope>;
  /** How a call without its scope is refused: 403 (a public repository) or 404 (a private one hides it). */
  deniedStatus: 403 | 404;
  fault(rule: FaultRule): void;
  addComment(issue: number, body: string, login?: string): StoredComment;
  close(): Promise<void>;
}

export type Scope =
  | "pull-requests: write"
  | "checks: write"
  | "checks: read"
  | "actions: read"
  | "contents: read";

export type Fault =
  | { kind: "status"; status: 500 | 502 | 503 }
  | { kind: "reset" }
  | { kind: "secondary-rate-limit"; status: 403 | 429; retryAfter: number }
  | { kind: "vanish" };

export interface FaultRule {
  method: string;
  /** A route template as in the OpenAPI description, e.g. `/repos/{owner}/{repo}/check-runs`. */
  route: string;
  times: number;
  fault: Fault;
}

export const BOT_LOGIN = "github-actions[bot]";

interface Route {
  method: string;
  template: string;
  scope?: Scope;
  handle: (context: RouteContext) => Reply;
}

interface RouteContext {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  fault: Fault | undefined;
}

interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  raw?: Buffer;
}

export async function startGithubDouble(
  options: { repo?: string; token?: string; viewerLogin?: string | null } = {},
): Promise<GithubDouble> {
  const repo = options.repo ?? "octo-org/octo-repo";
  const token = options.token ?? "ghs_double_token_0123456789";
  const validator: OpenapiValidator = openapiValidator();
  const faults: FaultRule[] = [];
  let nextId = 1000;
  const double: GithubDouble = {
    url: "",
    repo,
    token,
    comments: [],
    commentWrites: [],
    checkRuns: [],
    annotationBatches: [],
    annotations: [],
    artifacts: [],
    commits: [],
    pullRequests: new Map(),
    requests: [],
    violations: [],
    permissions: new Set(["pull-requests: write", "checks: write", "actions: read", "contents: read"]),
    deniedStatus: 403,
    fault: (rule) => faults.push({ ...rule }),
    addComment(issue, body, login = "someone") {
      const at = new Date(Date.UTC(2026, 10, 1) + nextId * 1000).toISOString();
      const stored = { id: nextId++, issue, body, login, createdAt: at, updatedAt: at };
      double.comments.push(stored);
      return stored;
    },
    close: async () => {},
  };
  const base = () => double.url;
  // As on GitHub, a write scope grants reading too.
  const granted = (scope: Scope) =>
    double.permissions.has(scope) || (scope === "checks: read" && double.permissions.has("checks: write"));
  const commentView = (stored: StoredComment) => issueComment(base(), repo, stored);
  const findComment = (id: string) => double.comments.find((stored) => String(stored.id) === id);
  const bodyText = (body: unknown, field: string): string =>
    typeof body === "object" && body !== null && field in body
      ? String((body as Record<string, unknown>)[field])
      : "";

  const routes: Route[] = [
    {
      method: "GET",
      template: "/repos/{owner}/{repo}/issues/{issue_number}/comments",
      handle: ({ params, query }) =>
        paginate(
          query,
          double.comments.filter((stored) => String(stored.issue) === params.issue_number).map(commentView),
          `${base()}/repos/${repo}/issues/${params.issue_number}/comments`,
        ),
    },
    {
      method: "POST",
      template: "/repos/{owner}/{repo}/issues/{issue_number}/comments",
      scope: "pull-requests: write",
      handle: ({ params, body }) => {
        const text = bodyText(body, "body");
        if (text.length > 65_536) return tooLong();
        double.commentWrites.push(text);
        return {
          status: 201,
          body: commentView(double.addComment(Number(params.issue_number), text, BOT_LOGIN)),
        };
      },
    },
    {
      method: "PATCH",
      template: "/repos/{owner}/{repo}/issues/comments/{comment_id}",
      scope: "pull-requests: write",
      handle: ({ params, body, fault }) => {
        const stored = findComment(params.comment_id ?? "");
        if (fault?.kind === "vanish" && stored) double.comments.splice(double.comments.indexOf(stored), 1);
        if (!stored || fault?.kind === "vanish") return notFound();
        const text = bodyText(body, "body");
        if (text.length > 65_536) return tooLong();
        stored.body = text;
        double.commentWrites.push(text);
        stored.updatedAt = new Date(Date.UTC(2026, 10, 2) + nextId++ * 1000).toISOString();
        return { status: 200, body: commentView(stored) };
      },
    },
    {
      method: "DELETE",
      template: "/repos/{owner}/{repo}/issues/comments/{comment_id}",
      scope: "pull-requests: write",
      handle: ({ params }) => {
        const stored = findComment(params.comment_id ?? "");
        if (!stored) return notFound();
        double.comments.splice(double.comments.indexOf(stored), 1);
        return { status: 204 };
      },
    },
    {
      method: "POST",
      template: "/repos/{owner}/{repo}/check-runs",
      scope: "checks: write",
      handle: ({ body }) => {
        const request = body as {
          name: string;
          head_sha: string;
          status?: string;
          conclusion?: string;
          details_url?: string;
          external_id?: string;
          output?: { title?: string; summary?: string; annotations?: unknown[] };
        };
        const run: StoredCheckRun = {
          id: nextId++,
          name: request.name,
          headSha: request.head_sha,
          status: request.conclusion ? "completed" : (request.status ?? "queued"),
          conclusion: request.conclusion ?? null,
          title: request.output?.title ?? null,
          summary: request.output?.summary ?? null,
          annotationsCount: request.output?.annotations?.length ?? 0,
          detailsUrl: request.details_url ?? null,
          externalId: request.external_id ?? null,
        };
        double.annotationBatches.push(run.annotationsCount);
        double.annotations.push(...annotationsOf(request.output?.annotations));
        double.checkRuns.push(run);
        return { status: 201, body: checkRun(base(), repo, run) };
      },
    },
    {
      method: "PATCH",
      template: "/repos/{owner}/{repo}/check-runs/{check_run_id}",
      scope: "checks: write",
      handle: ({ params, body }) => {
        const run = double.checkRuns.find((stored) => String(stored.id) === params.check_run_id);
        if (!run) return notFound();
        const request = body as {
          status?: string;
          conclusion?: string;
          details_url?: string;
          output?: { title?: string; summary?: string; annotations?: unknown[] };
        };
        const added = request.output?.annotations?.length ?? 0;
        double.annotations.push(...annotationsOf(request.output?.annotations));
        double.annotationBatches.push(added);
        run.annotationsCount += added;
        if (request.conclusion) Object.assign(run, { status: "completed", conclusion: request.conclusion });
        if (request.output?.title) run.title = request.output.title;
        if (request.output?.summary) run.summary = request.output.summary;
        if (request.details_url) run.detailsUrl = request.details_url;
        return { status: 200, body: checkRun(base(), repo, run) };
      },
    },
    {
      method: "GET",
      template: "/repos/{owner}/{repo}/commits/{ref}/check-runs",
      scope: "checks: read",
      handle: ({ params, query }) => {
        const name = query.get("check_name");
        const listed = double.checkRuns
          .filter((stored) => stored.headSha === params.ref && (name === null || stored.name === name))
          .map((stored) => checkRun(base(), repo, stored));
        const page = paginate(query, listed, `${base()}/repos/${repo}/commits/${params.ref}/check-runs`);
        return { ...page, body: { total_count: listed.length, check_runs: page.body } };
      },
    },
    {
      method: "GET",
      template: "/repos/{owner}/{repo}/actions/artifacts",
      scope: "actions: read",
      handle: ({ query }) => {
        const name = query.get("name");
        const listed = double.artifacts
          .filter((stored) => name === null || stored.name === name)
          .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))
          .map((stored) => artifact(base(), repo, stored));
        const page = paginate(query, listed, `${base()}/repos/${repo}/actions/artifacts`);
        return { ...page, body: { total_count: listed.length, artifacts: page.body } };
      },
    },
    {
      method: "GET",
      template: "/repos/{owner}/{repo}/actions/runs/{run_id}/artifacts",
      scope: "actions: read",
      handle: ({ params, query }) => {
        const listed = double.artifacts
          .filter(
            (stored) =>
              String(stored.runId) === params.run_id && (query.get("name") ?? stored.name) === stored.name,
          )
          .map((stored) => artifact(base(), repo, stored));
        const page = paginate(
          query,
          listed,
          `${base()}/repos/${repo}/actions/runs/${params.run_id}/artifacts`,
        );
        return { ...page, body: { total_count: listed.length, artifacts: page.body } };
      },
    },
    {
      method: "GET",
      template: "/repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}",
      scope: "actions: read",
      handle: ({ params }) => {
        const stored = double.artifacts.find((candidate) => String(candidate.id) === params.artifact_id);
        if (!stored) return notFound();
        if (stored.expired)
          return {
            status: 410,
            body: { message: "Artifact has expired", documentation_url: "https://docs.github.com/rest" },
          };
        return { status: 302, headers: { location: `${base()}/_blobs/${stored.id}.zip` } };
      },
    },
    {
      method: "GET",
      template: "/repos/{owner}/{repo}/pulls/{pull_number}",
      handle: ({ params }) => {
        const pull = double.pullRequests.get(Number(params.pull_number));
        return pull === undefined ? notFound() : { status: 200, body: pull };
      },
    },
    {
      method: "GET",
      template: "/repos/{owner}/{repo}/commits",
      scope: "contents: read",
      handle: ({ query }) => {
        const start = Math.max(0, double.commits.indexOf(query.get("sha") ?? double.commits[0] ?? ""));
        const history = double.commits
          .slice(start)
          .map((sha, index, list) => commit(base(), repo, sha, list[index + 1]));
        return paginate(query, history, `${base()}/repos/${repo}/commits`);
      },
    },
  ];

  const server = createServer((request, response) => {
    void serve(request, response).catch((error: unknown) => {
      double.violations.push(`double crashed: ${String(error)}`);
      if (!response.headersSent) response.writeHead(500).end();
    });
  });

  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", double.url);
    const method = request.method ?? "GET";
    const raw = await readBody(request);
    const record = (status: number) =>
      double.requests.push({ method, path: url.pathname + url.search, status, at: Date.now() });
    if (url.pathname.startsWith("/_blobs/")) {
      const stored = double.artifacts.find((candidate) => url.pathname === `/_blobs/${candidate.id}.zip`);
      record(stored ? 200 : 404);
      response.writeHead(stored ? 200 : 404, { "content-type": "application/zip" }).end(stored?.zip);
      return;
    }
    const auth = request.headers.authorization ?? "";
    if (auth !== `token ${token}` && auth !== `bearer ${token}`) {
      record(401);
      send(response, {
        status: 401,
        body: { message: "Bad credentials", documentation_url: "https://docs.github.com/rest" },
      });
      return;
    }
    if (method === "POST" && url.pathname === "/graphql") {
      record(200);
      send(
        response,
        options.viewerLogin === null
          ? {
              status: 200,
              body: { errors: [{ type: "FORBIDDEN", message: "Resource not accessible by integration" }] },
            }
          : { status: 200, body: { data: { viewer: { login: options.viewerLogin ?? "github-actions" } } } },
      );
      return;
    }
    const match = matchRoute(routes, method, url.pathname);
    if (!match) {
      record(404);
      double.violations.push(`unserved route ${method} ${url.pathname}`);
      send(response, notFound());
      return;
    }
    const { route, params } = match;
    const body = raw.length === 0 ? undefined : JSON.parse(raw.toString("utf8"));
    if (body !== undefined) double.violations.push(...validator.request(method, route.template, body));
    const rule = faults.find(
      (candidate) => candidate.method === method && candidate.route === route.template && candidate.times > 0,
    );
    if (rule) rule.times -= 1;
    const fault = rule?.fault;
    if (fault?.kind === "reset") {
      record(0);
      request.socket.destroy();
      return;
    }
    const reply =
      fault?.kind === "status"
        ? {
            status: fault.status,
            body: { message: "Server Error", documentation_url: "https://docs.github.com/rest" },
          }
        : fault?.kind === "secondary-rate-limit"
          ? {
              status: fault.status,
              headers: { "retry-after": String(fault.retryAfter) },
              body: {
                message:
                  "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
                documentation_url: "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api",
              },
            }
          : route.scope !== undefined && !granted(route.scope)
            ? double.deniedStatus === 404
              ? notFound()
              : {
                  status: 403,
                  body: {
                    message: "Resource not accessible by integration",
                    documentation_url: "https://docs.github.com/rest",
                    status: "403",
                  },
                }
            : route.handle({ params, query: url.searchParams, body, fault });
    if (reply.body !== undefined && reply.status < 300) {
      double.violations.push(...validator.response(method, route.template, reply.status, reply.body));
    }
    record(reply.status);
    send(response, reply);
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  double.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return double;
}

function matchRoute(routes: readonly Route[], method: string, pathname: string) {
  for (const route of routes) {
    if (route.method !== method) continue;
    const names: string[] = [];
    const pattern = route.template.replace(/\{(\w+)\}/g, (_all, name: string) => {
      names.push(name);
      return "([^/]+)";
    });
    const found = new RegExp(`^${pattern}$`).exec(pathname);
    if (found) {
      return {
        route,
        params: Object.fromEntries(
          names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? "")]),
        ),
      };
    }
  }
  return undefined;
}

/** GitHub's page/per_page pagination with a `Link` header (rel next/last/prev/first). */
function paginate(query: URLSearchParams, items: readonly unknown[], pageUrl: string): Reply {
  const perPage = Math.min(100, Number(query.get("per_page") ?? 30) || 30);
  const page = Math.max(1, Number(query.get("page") ?? 1) || 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const link = (target: number, rel: string) => {
    const params = new URLSearchParams(query);
    params.set("per_page", String(perPage));
    params.set("page", String(target));
    return `<${pageUrl}?${params}>; rel="${rel}"`;
  };
  const links = [
    ...(page < last ? [link(page + 1, "next"), link(last, "last")] : []),
    ...(page > 1 ? [link(1, "first"), link(page - 1, "prev")] : []),
  ];
  return {
    status: 200,
    body: items.slice((page - 1) * perPage, page * perPage),
    headers: links.length === 0 ? {} : { link: links.join(", ") },
  };
}

function annotationsOf(sent: unknown[] | undefined): GithubDouble["annotations"] {
  return (sent ?? []) as GithubDouble["annotations"];
}

function notFound(): Reply {
  return { status: 404, body: { message: "Not Found", documentation_url: "https://docs.github.com/rest" } };
}

function tooLong(): Reply {
  return {
    status: 422,
    body: {
      message: "Validation Failed",
      errors: [
        {
          resource: "IssueComment",
          code: "custom",
          field: "body",
          message: "body is too long (maximum is 65536 characters)",
        },
      ],
    },
  };
}

function send(response: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { ...reply.headers };
  if (reply.body !== undefined) headers["content-type"] = "application/json; charset=utf-8";
  response.writeHead(reply.status, headers);
  response.end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
