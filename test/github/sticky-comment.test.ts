import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GithubPermissionError } from "../../src/github/github-permission.ts";
import { publishStickyComment, type StickyCommentRequest } from "../../src/github/sticky-comment.ts";
import { commentMarker } from "../../src/report/comment/comment-marker.ts";
import { webhookExample } from "../action/github-env.ts";
import { doubleClient } from "../support/github-double/double-client.ts";
import { BOT_LOGIN, type GithubDouble, startGithubDouble } from "../support/github-double/github-double.ts";

const PR = 7;
const COMMENTS_ROUTE = "/repos/{owner}/{repo}/issues/{issue_number}/comments";
let double: GithubDouble;

beforeEach(async () => {
  double = await startGithubDouble();
});
afterEach(async () => {
  await double.close();
  expect(double.violations).toEqual([]);
});

function request(overrides: Partial<StickyCommentRequest> = {}): StickyCommentRequest {
  return {
    octokit: doubleClient(double),
    owner: "octo-org",
    repo: "octo-repo",
    issueNumber: PR,
    header: "evals",
    body: "## skill-eval: ✅ all passed",
    mode: "always",
    failing: false,
    regressions: 0,
    ...overrides,
  };
}

const ours = () => double.comments.filter((comment) => comment.body.includes(commentMarker("evals")));
const count = (method: string, pathStart: string) =>
  double.requests.filter((entry) => entry.method === method && entry.path.startsWith(pathStart)).length;

describe("publishStickyComment", { timeout: 30_000 }, () => {
  it("finds its comment on page 3 of 3 and edits it, ignoring look-alikes", async () => {
    double.addComment(PR, `quoting the bot: ${commentMarker("evals")}`, "a-reviewer");
    double.addComment(PR, `old\n\n${commentMarker("other-header")}`, BOT_LOGIN);
    for (let index = 0; index < 220; index++) double.addComment(PR, `chatter ${index}`);
    const target = double.addComment(PR, `old report\n\n${commentMarker("evals")}`, BOT_LOGIN);
    for (let index = 0; index < 30; index++) double.addComment(PR, `more chatter ${index}`);

    const outcome = await publishStickyComment(request());

    expect(outcome).toMatchObject({ action: "updated", id: target.id });
    expect(double.requests.some((entry) => entry.path.includes("page=3"))).toBe(true);
    expect(double.comments).toHaveLength(253);
    expect(target.body).toBe(`## skill-eval: ✅ all passed\n\n${commentMarker("evals")}`);
    expect(double.comments[0]?.body).toContain("quoting the bot");
  });

  it("never takes over another header's comment whose text quotes this header's marker", async () => {
    const other = double.addComment(
      PR,
      `## failed: \`${commentMarker("evals")}\` case\n\n${commentMarker("other")}`,
      BOT_LOGIN,
    );
    const before = other.body;
    const outcome = await publishStickyComment(request());
    expect(outcome.action).toBe("created");
    expect(other.body).toBe(before);
  });

  it("assumes the GITHUB_TOKEN bot when GitHub will not say who the token is", async () => {
    await double.close();
    double = await startGithubDouble({ viewerLogin: null });
    const target = double.addComment(PR, `old\n\n${commentMarker("evals")}`, BOT_LOGIN);
    const lines: string[] = [];
    const outcome = await publishStickyComment(request({ log: (line) => lines.push(line) }));
    expect(outcome).toMatchObject({ action: "updated", id: target.id });
    expect(lines).toContain(
      "could not ask GitHub who the token is; assuming github-actions[bot] (the GITHUB_TOKEN bot)",
    );
  });

  it("edits only comments the token wrote (a personal token's own login)", async () => {
    await double.close();
    double = await startGithubDouble({ viewerLogin: "octocat" });
    const bots = double.addComment(PR, `bot's\n\n${commentMarker("evals")}`, BOT_LOGIN);
    const mine = double.addComment(PR, `mine\n\n${commentMarker("evals")}`, "octocat");
    const outcome = await publishStickyComment(request());
    expect(outcome).toMatchObject({ action: "updated", id: mine.id });
    expect(bots.body).toContain("bot's");
  });

  it("writes nothing for a head the pull request has moved on from: the current head's run comments", async () => {
    const older = "a".repeat(40);
    const newer = "b".repeat(40);
    const example = webhookExample("pull_request", (event) => event.action === "opened") as {
      pull_request: { head: Record<string, unknown> };
    };
    double.pullRequests.set(PR, {
      ...example.pull_request,
      number: PR,
      head: { ...example.pull_request.head, sha: newer },
      auto_merge: null,
    });
    // No comment yet (the current head's green run wrote none under on-failure): a red older one adds none.
    const none = await publishStickyComment(request({ headSha: older, mode: "on-failure", failing: true }));
    expect(none).toMatchObject({ action: "skipped" });
    expect(none.reason).toBe(
      "the pull request has moved on to bbbbbbb: its run comments, not this run of aaaaaaa",
    );
    expect(none.url).toBeUndefined();
    expect(ours()).toEqual([]);
    // A comment about the current head, or an older one, stays as it is.
    const target = double.addComment(
      PR,
      `## skill-eval: ❌ 1 failed\n\nHead \`bbbbbbb\`\n\n${commentMarker("evals")}`,
      BOT_LOGIN,
    );
    const before = target.body;
    expect(await publishStickyComment(request({ headSha: older }))).toMatchObject({ action: "skipped" });
    expect(target.body).toBe(before);
    // The current head's own run writes.
    expect(await publishStickyComment(request({ headSha: newer }))).toMatchObject({
      action: "updated",
      id: target.id,
    });
    expect(target.body).toContain("✅ all passed");
  });

  it("writes the comment as before when GitHub cannot say the pull request's head", async () => {
    const lines: string[] = [];
    const outcome = await publishStickyComment(
      request({ headSha: "a".repeat(40), log: (line) => lines.push(line) }),
    );
    expect(outcome.action).toBe("created");
    expect(lines.some((line) => line.startsWith("could not read the pull request's head"))).toBe(true);
  });

  it("creates the comment once, then edits the same one", async () => {
    const first = await publishStickyComment(request());
    const second = await publishStickyComment(request({ body: "## skill-eval: ❌ 1 failed" }));
    expect(first.action).toBe("created");
    expect(second).toMatchObject({ action: "updated", id: first.id });
    expect(ours()).toHaveLength(1);
    expect(ours()[0]?.body).toContain("❌ 1 failed");
    expect(first.url).toMatch(/^https:\/\/github\.com\/octo-org\/octo-repo\/pull\/7#issuecomment-\d+$/);
  });

  it("leaves exactly one comment when 20 runs publish at once", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) => publishStickyComment(request({ body: `run ${index}` }))),
    );
    expect(ours()).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.action === "created")).toHaveLength(1);
    expect(new Set(outcomes.map((outcome) => outcome.id))).toEqual(new Set([ours()[0]?.id]));
  });

  it("creates the comment again when it vanished between find and update (404)", async () => {
    double.addComment(PR, `old\n\n${commentMarker("evals")}`, BOT_LOGIN);
    double.fault({
      method: "PATCH",
      route: "/repos/{owner}/{repo}/issues/comments/{comment_id}",
      times: 1,
      fault: { kind: "vanish" },
    });
    const outcome = await publishStickyComment(request());
    expect(outcome.action).toBe("created");
    expect(ours()).toHaveLength(1);
    expect(ours()[0]?.body).toContain("all passed");
  });

  it("retries 500s and network resets with backoff", async () => {
    double.fault({ method: "GET", route: COMMENTS_ROUTE, times: 2, fault: { kind: "status", status: 502 } });
    double.fault({ method: "POST", route: COMMENTS_ROUTE, times: 1, fault: { kind: "reset" } });
    const outcome = await publishStickyComment(request());
    expect(outcome.action).toBe("created");
    expect(ours()).toHaveLength(1);
    expect(double.requests.filter((entry) => entry.status === 502)).toHaveLength(2);
    expect(
      double.requests.filter((entry) => entry.method === "POST" && entry.path.includes("/comments")),
    ).toHaveLength(2);
  });

  it.each([403, 429] as const)("waits out a %i secondary rate limit for its retry-after", async (status) => {
    const lines: string[] = [];
    double.fault({
      method: "POST",
      route: COMMENTS_ROUTE,
      times: 2,
      fault: { kind: "secondary-rate-limit", status, retryAfter: 7 },
    });
    const outcome = await publishStickyComment(
      request({ octokit: doubleClient(double, { log: (line) => lines.push(line) }) }),
    );
    expect(outcome.action).toBe("created");
    expect(count("POST", "/repos/octo-org/octo-repo/issues/7/comments")).toBe(3);
    expect(lines.filter((line) => /secondary rate limit .*waiting 7 s/.test(line))).toHaveLength(2);
  });

  it("gives up after the bounded number of rate-limit retries", async () => {
    double.fault({
      method: "POST",
      route: COMMENTS_ROUTE,
      times: 10,
      fault: { kind: "secondary-rate-limit", status: 403, retryAfter: 1 },
    });
    await expect(
      publishStickyComment(request({ octokit: doubleClient(double, { rateLimitRetries: 2 }) })),
    ).rejects.toThrow(/secondary rate limit/);
    expect(count("POST", "/repos/octo-org/octo-repo/issues/7/comments")).toBe(3);
  });

  it("names the permission to add when the token may not comment", async () => {
    double.permissions.delete("pull-requests: write");
    const failure = publishStickyComment(request());
    await expect(failure).rejects.toBeInstanceOf(GithubPermissionError);
    await expect(failure).rejects.toThrow(
      /lacks "pull-requests: write".*\n\s+permissions:\n\s+pull-requests: write/,
    );
  });

  it("caps a huge body below GitHub's limit instead of meeting a 422", async () => {
    const body = `## big\n\n${"| case | failed |\n".repeat(10_000)}`;
    const outcome = await publishStickyComment(request({ body }));
    expect(outcome.action).toBe("created");
    const stored = ours()[0]?.body ?? "";
    expect(stored.length).toBeLessThanOrEqual(65_536);
    expect(stored).toContain("trimmed to fit GitHub's 65,536-character limit");
    expect(stored.endsWith(commentMarker("evals"))).toBe(true);
  });

  describe("modes", () => {
    it("off touches nothing", async () => {
      const outcome = await publishStickyComment(request({ mode: "off" }));
      expect(outcome).toMatchObject({ action: "skipped", reason: "comment: off" });
      expect(double.requests).toEqual([]);
    });

    it("on-failure stays silent while green, posts when failing, updates when it turns green", async () => {
      expect((await publishStickyComment(request({ mode: "on-failure" }))).action).toBe("skipped");
      expect(ours()).toHaveLength(0);
      expect(
        (await publishStickyComment(request({ mode: "on-failure", failing: true, body: "red" }))).action,
      ).toBe("created");
      expect((await publishStickyComment(request({ mode: "on-failure", body: "green again" }))).action).toBe(
        "updated",
      );
      expect(ours()[0]?.body).toContain("green again");
    });

    it("on-change compares what a reviewer sees, not the text around it", async () => {
      await publishStickyComment(request({ mode: "on-change", body: "took 3 s", view: "a1" }));
      const slower = await publishStickyComment(request({ mode: "on-change", body: "took 9 s", view: "a1" }));
      expect(slower).toMatchObject({
        action: "skipped",
        reason: "comment: on-change and nothing a reviewer sees changed",
      });
      const changed = await publishStickyComment(
        request({ mode: "on-change", body: "took 9 s", view: "b2" }),
      );
      expect(changed.action).toBe("updated");
      expect(ours()[0]?.body).toContain("<!-- skill-eval:view b2 -->");
      expect(count("PATCH", "/repos/octo-org/octo-repo/issues/comments")).toBe(1);
    });

    it("on-change does not rewrite a comment whose content only differs by the run link", async () => {
      const link = (run: number) => `see https://github.com/octo-org/octo-repo/actions/runs/${run}`;
      await publishStickyComment(request({ mode: "on-change", body: link(1) }));
      const unchanged = await publishStickyComment(request({ mode: "on-change", body: link(2) }));
      expect(unchanged).toMatchObject({
        action: "skipped",
        reason: "comment: on-change and nothing changed",
      });
      const regressed = await publishStickyComment(
        request({ mode: "on-change", body: link(3), regressions: 1 }),
      );
      expect(regressed.action).toBe("updated");
      expect(count("PATCH", "/repos/octo-org/octo-repo/issues/comments")).toBe(1);
    });
  });
});
