import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { publishCheckRun } from "../../src/github/check-run.ts";
import { failureAnnotations } from "../../src/github/failure-annotations.ts";
import { GithubPermissionError } from "../../src/github/github-permission.ts";
import { doubleClient } from "../support/github-double/double-client.ts";
import { type GithubDouble, startGithubDouble } from "../support/github-double/github-double.ts";
import { sampleResults } from "./sample-results.ts";

let double: GithubDouble;
beforeEach(async () => {
  double = await startGithubDouble();
});
afterEach(async () => {
  await double.close();
  expect(double.violations).toEqual([]);
});

const checkRequest = (annotations: ReturnType<typeof failureAnnotations>) => ({
  octokit: doubleClient(double),
  owner: "octo-org",
  repo: "octo-repo",
  headSha: "b".repeat(40),
  name: "skill-eval",
  conclusion: "failure" as const,
  title: `❌ ${annotations.length} failed ${"x".repeat(400)}`,
  summary: "## skill-eval\n".repeat(10_000),
  annotations,
});

describe("publishCheckRun", { timeout: 30_000 }, () => {
  it("sends 120 annotations as 50 + 50 + 20 over one create and two updates", async () => {
    const annotations = failureAnnotations(
      sampleResults(Array.from({ length: 120 }, () => "failed" as const)),
    );
    const { id, url } = await publishCheckRun(checkRequest(annotations));
    expect(double.annotationBatches).toEqual([50, 50, 20]);
    expect(double.checkRuns).toHaveLength(1);
    expect(double.checkRuns[0]).toMatchObject({ id, conclusion: "failure", annotationsCount: 120 });
    expect(double.checkRuns[0]?.title?.length).toBe(255);
    expect(double.checkRuns[0]?.summary?.length).toBeLessThanOrEqual(65_535);
    expect(url).toBe(`https://github.com/octo-org/octo-repo/runs/${id}`);
  });

  it("updates, on a re-run for the same head and name, the check run an earlier run created", async () => {
    const first = await publishCheckRun({
      ...checkRequest([]),
      conclusion: "failure",
      detailsUrl: "https://x/1",
    });
    const again = await publishCheckRun({
      ...checkRequest([]),
      conclusion: "success",
      detailsUrl: "https://x/2",
    });
    expect(again.id).toBe(first.id);
    expect(double.checkRuns).toEqual([
      expect.objectContaining({ id: first.id, conclusion: "success", detailsUrl: "https://x/2" }),
    ]);
    // Another name (another comment-header) or another head gets its own check run.
    await publishCheckRun({ ...checkRequest([]), name: "skill-eval (docs)" });
    await publishCheckRun({ ...checkRequest([]), headSha: "c".repeat(40) });
    expect(double.checkRuns).toHaveLength(3);
  });

  it("leaves a check run holding annotations (GitHub only appends them) and one it did not create", async () => {
    const annotations = failureAnnotations(sampleResults(["failed", "failed"]));
    const failing = await publishCheckRun(checkRequest(annotations));
    const rerun = await publishCheckRun(checkRequest(annotations.slice(1)));
    expect(rerun.id).not.toBe(failing.id);
    expect(double.checkRuns.map((run) => run.annotationsCount)).toEqual([2, 1]);
  });

  it("never takes over a check run of the same name it did not create (e.g. a job named skill-eval)", async () => {
    const job = {
      id: 1,
      name: "skill-eval",
      headSha: "b".repeat(40),
      status: "in_progress",
      conclusion: null,
      title: null,
      summary: null,
      annotationsCount: 0,
      detailsUrl: null,
      externalId: "",
    };
    double.checkRuns.push(job);
    const { id } = await publishCheckRun(checkRequest([]));
    expect(id).not.toBe(job.id);
    expect(double.checkRuns[0]).toEqual(job);
  });

  it("creates its check run as before when GitHub will not list the head's check runs", async () => {
    double.fault({
      method: "GET",
      route: "/repos/{owner}/{repo}/commits/{ref}/check-runs",
      times: 8,
      fault: { kind: "status", status: 503 },
    });
    await publishCheckRun(checkRequest([]));
    await publishCheckRun(checkRequest([]));
    expect(double.checkRuns).toHaveLength(2);
  });

  it("names checks: write when the token may not create check runs", async () => {
    double.permissions.delete("checks: write");
    await expect(publishCheckRun(checkRequest([]))).rejects.toThrow(GithubPermissionError);
    await expect(publishCheckRun(checkRequest([]))).rejects.toThrow(/"checks: write"/);
  });
});

describe("failureAnnotations", () => {
  it("puts each failing case on its suite file, at the failed assertion's line", () => {
    const annotations = failureAnnotations(
      sampleResults(["passed", "failed", "error", "unexpected-passed", "expected-failed"]),
    );
    expect(annotations).toEqual([
      {
        path: "evals/pdf.suite.ts",
        line: 11,
        level: "failure",
        title: "case-1 on claude: failed",
        message: "0/1 passed (threshold 100%). skill pdf not used",
      },
      {
        path: "evals/pdf.suite.ts",
        line: 1,
        level: "failure",
        title: "case-2 on claude: error",
        message: "0/0 passed (threshold 100%). timed out after 600 s",
      },
      {
        path: "evals/pdf.suite.ts",
        line: 1,
        level: "warning",
        title: "case-3 on claude: unexpected-passed",
        message: "1/1 passed (threshold 100%). marked expectedFail but passed: the expectation may be stale",
      },
    ]);
  });
});

describe("failureAnnotations", () => {
  it("shows control characters in case ids and messages, as every surface does", () => {
    const results = sampleResults(["failed"]);
    const [caseResult] = results.cases;
    const [execution] = results.executions;
    if (caseResult === undefined || execution === undefined) throw new Error("no case");
    caseResult.case = "case \u001b]0;title\u0007 \u202ehidden";
    execution.case = caseResult.case;
    execution.failure = {
      origin: "assertion",
      class: { id: "assertion" },
      message: "quoted \u001b[2J \u009b2J",
    };
    const [annotation] = failureAnnotations(results);
    expect(annotation?.title).toBe("case ␛]0;title␇ ⟨u202e⟩hidden on claude: failed");
    expect(annotation?.message).toContain("quoted ␛[2J ⟨x9b⟩2J");
  });
});
