import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readGithubEvent } from "../../src/github/github-event.ts";
import { webhookExample } from "../action/github-env.ts";
import { makeProject } from "../support/run-dist.ts";

function read(name: string, payload: unknown) {
  const dir = makeProject({ "event.json": JSON.stringify(payload) });
  return readGithubEvent({
    GITHUB_EVENT_NAME: name,
    GITHUB_EVENT_PATH: join(dir, "event.json"),
    GITHUB_SHA: "9".repeat(40),
  });
}

describe("readGithubEvent (real webhook payloads)", () => {
  it("reads a pull request from the same repository", () => {
    const event = read(
      "pull_request",
      webhookExample("pull_request", (example) => example.action === "opened"),
    );
    expect(event).toMatchObject({
      name: "pull_request",
      owner: "Codertocat",
      repo: "Hello-World",
      defaultBranch: "master",
    });
    expect(event.pullRequest).toMatchObject({
      number: 2,
      baseRef: "master",
      isFork: false,
      headRepo: "Codertocat/Hello-World",
    });
    expect(event.sha).toBe(event.pullRequest?.headSha);
  });

  it("reads the pull request's labels", () => {
    const labeled = webhookExample("pull_request", (example) => example.action === "labeled");
    const event = read("pull_request", labeled);
    const names = (labeled as { pull_request: { labels: { name: string }[] } }).pull_request.labels.map(
      (label) => label.name,
    );
    expect(names.length).toBeGreaterThan(0);
    expect(event.pullRequest?.labels).toEqual(names);
    const opened = webhookExample("pull_request", (example) => example.action === "opened");
    expect(read("pull_request", opened).pullRequest?.labels).toEqual([]);
  });

  it("marks a pull request whose head repository is gone or elsewhere as a fork", () => {
    const payload = webhookExample("pull_request", (example) => example.action === "opened") as {
      pull_request: { head: { repo: unknown } };
    };
    payload.pull_request.head.repo = null;
    expect(read("pull_request", payload).pullRequest).toMatchObject({ isFork: true, headRepo: null });
  });

  it("reads a workflow_run with its pull requests, and a push", () => {
    const run = read(
      "workflow_run",
      webhookExample(
        "workflow_run",
        (example) => (example.workflow_run as { pull_requests: unknown[] }).pull_requests.length === 1,
      ),
    );
    expect(run.workflowRun).toEqual({
      id: 289782451,
      event: "repository_dispatch",
      headSha: "3484a3fb816e0859fd6e1cea078d76385ff50625",
      headBranch: "master",
      conclusion: "success",
      pullRequestNumbers: [2],
      headRepo: "octo-org/octo-repo",
    });
    const push = read(
      "push",
      webhookExample("push", (example) => example.ref === "refs/heads/master"),
    );
    expect(push).toMatchObject({ owner: "Codertocat", pullRequest: undefined, sha: "9".repeat(40) });
  });

  it("rejects a payload GitHub would not send, naming the field", () => {
    expect(() => read("pull_request", { pull_request: { number: "two" } })).toThrow(
      /event payload is not what GitHub sends: pull_request\.number/,
    );
  });
});
