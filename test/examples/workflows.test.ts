import { readdirSync, readFileSync } from "node:fs";
import { registerHooks } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

// @actions/workflow-parser imports its schema JSON without `with { type: "json" }`, which Node
// rejects; serve that one file as a module exporting the JSON instead.
registerHooks({
  load(url, context, nextLoad) {
    if (url.includes("/@actions/workflow-parser/") && url.endsWith(".json")) {
      const json = readFileSync(fileURLToPath(url), "utf8");
      return { format: "module", source: `export default ${json};`, shortCircuit: true };
    }
    return nextLoad(url, context);
  },
});
const { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } = await import(
  "@actions/workflow-parser"
);

const DIR = join(import.meta.dirname, "../../examples/workflows");
const FILES = readdirSync(DIR)
  .filter((name) => name.endsWith(".yml") || name.endsWith(".yaml"))
  .sort();
/** Our own action, referenced by its major tag as users do. */
const OWN_ACTION = "org/skill-eval-action@v1";

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}
interface Job {
  if?: string;
  name?: string;
  needs?: string | string[];
  permissions?: Record<string, string>;
  steps?: Step[];
  strategy?: { matrix?: unknown };
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  concurrency?: { group?: string };
  jobs: Record<string, Job>;
}

/**
 * The scopes the REST calls of one use of the action need (src/github: the `withPermission`
 * call sites). Artifacts of the job's own run go through the runner's token and need none.
 */
function callsOf(inputs: Record<string, unknown>, events: readonly string[]): string[] {
  const mode = String(inputs.mode ?? "run");
  if (mode === "plan" || mode === "shard") return [];
  const onPullRequest = events.some((event) =>
    ["pull_request", "pull_request_target", "workflow_run"].includes(event),
  );
  const scopes: string[] = [];
  // The baseline: the artifact list and download, and the base branch's commits (REST without a checkout).
  if (onPullRequest) scopes.push("actions: read", "contents: read");
  if (inputs["run-id"] !== undefined) scopes.push("actions: read");
  if (onPullRequest && inputs.comment !== "off") scopes.push("pull-requests: write");
  if (inputs["check-run"] === "true") scopes.push("checks: write");
  return [...new Set(scopes)];
}

function read(name: string): { text: string; workflow: Workflow } {
  const text = readFileSync(join(DIR, name), "utf8");
  return { text, workflow: parse(text) as Workflow };
}

describe("example workflows", () => {
  it("has the six documented workflows", () => {
    expect(FILES).toEqual([
      "skill-eval-baseline.yml",
      "skill-eval-benchmark.yml",
      "skill-eval-comment.yml",
      "skill-eval-fork-approved.yml",
      "skill-eval-sharded.yml",
      "skill-eval.yml",
    ]);
  });

  it.each(FILES)("%s grants every job what the REST calls of its mode need", (name) => {
    const { workflow } = read(name);
    const events = Object.keys(workflow.on);
    for (const [id, job] of Object.entries(workflow.jobs)) {
      const needed = new Set<string>();
      for (const step of job.steps ?? []) {
        if (step.uses?.startsWith("actions/checkout")) needed.add("contents: read");
        if (step.uses === OWN_ACTION) for (const scope of callsOf(step.with ?? {}, events)) needed.add(scope);
      }
      const granted = Object.entries(job.permissions ?? {}).flatMap(([scope, level]) =>
        level === "write" ? [`${scope}: write`, `${scope}: read`] : [`${scope}: ${level}`],
      );
      expect(
        [...needed].filter((scope) => !granted.includes(scope)),
        `${name}: job ${id}`,
      ).toEqual([]);
    }
  });

  it("the permission check fails on a report job without contents: read (the bug it guards)", () => {
    const needed = callsOf({ mode: "report" }, ["pull_request"]);
    expect(needed).toContain("contents: read");
    expect(callsOf({ mode: "shard" }, ["pull_request"])).toEqual([]);
  });

  it.each(FILES)("%s is accepted by GitHub's workflow parser", async (name) => {
    const { text } = read(name);
    const parsed = parseWorkflow({ name, content: text }, new NoOperationTraceWriter());
    expect(parsed.context.errors.getErrors().map((error) => error.message)).toEqual([]);
    expect(parsed.value).toBeDefined();
    if (parsed.value === undefined) return;
    const template = await convertWorkflowTemplate(parsed.context, parsed.value);
    expect((template.errors ?? []).map((error) => error.Message)).toEqual([]);
    expect(template.jobs.length).toBeGreaterThan(0);
  });

  it("the parser does report a broken workflow (so the check above can fail)", () => {
    const broken =
      "on: pull_request\npermissions:\n  contents: admin\njobs:\n  a:\n    runs-on: ubuntu-latest\n    step: []\n";
    const parsed = parseWorkflow({ name: "broken.yml", content: broken }, new NoOperationTraceWriter());
    expect(parsed.context.errors.getErrors().length).toBeGreaterThan(0);
  });

  it.each(FILES)("%s pins every third-party action to a full commit SHA with a version comment", (name) => {
    const { text } = read(name);
    const uses = [...text.matchAll(/^\s*(?:-\s+)?uses:\s*(\S+)(.*)$/gm)].map((match) => ({
      action: match[1] ?? "",
      comment: (match[2] ?? "").trim(),
    }));
    expect(uses.length).toBeGreaterThan(0);
    for (const { action, comment } of uses) {
      if (action === OWN_ACTION) continue;
      expect(action, `${name}: ${action}`).toMatch(/^[\w.-]+\/[\w.-]+(?:\/[\w./-]+)?@[0-9a-f]{40}$/);
      expect(comment, `${name}: ${action}`).toMatch(/^# v\d+(\.\d+)*$/);
    }
  });

  it.each(FILES)(
    "%s grants nothing by default and least privilege per job, with no write it does not need",
    (name) => {
      const { workflow } = read(name);
      expect(workflow.permissions).toEqual({});
      for (const [id, job] of Object.entries(workflow.jobs)) {
        expect(job.permissions, `${name}: job ${id}`).toBeDefined();
        const writes = Object.entries(job.permissions ?? {})
          .filter(([, level]) => level === "write")
          .map(([scope]) => scope)
          .sort();
        // Writes only for what the action's steps publish: the comment, and a check run when asked.
        const steps = (job.steps ?? []).filter((step) => step.uses === OWN_ACTION);
        const needed = [
          ...(steps.some((step) => step.with?.["check-run"] === "true") ? ["checks"] : []),
          ...(steps.some(
            (step) =>
              step.with?.comment !== "off" && step.with?.mode !== "plan" && step.with?.mode !== "shard",
          )
            ? ["pull-requests"]
            : []),
        ];
        expect(writes, `${name}: job ${id}`).toEqual(writes.length === 0 ? [] : needed);
      }
    },
  );

  it.each(FILES)("%s tells the reader to pin this action by commit SHA", (name) => {
    const { text } = read(name);
    const lines = text.split("\n").filter((line) => line.includes(`uses: ${OWN_ACTION}`));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines)
      expect(line, `${name}: ${line}`).toMatch(/# pin to a commit SHA: README "Pin by commit SHA"$/);
  });

  it.each(FILES)("%s has a concurrency group and no paths filter", (name) => {
    const { workflow } = read(name);
    expect(workflow.concurrency?.group).toMatch(/\$\{\{/);
    for (const trigger of Object.values(workflow.on ?? {})) {
      const filters = Object.keys((trigger ?? {}) as Record<string, unknown>);
      expect(filters).not.toContain("paths");
      expect(filters).not.toContain("paths-ignore");
    }
  });

  it("groups pull request runs per pull request", () => {
    for (const name of ["skill-eval.yml", "skill-eval-sharded.yml"]) {
      expect(read(name).workflow.concurrency?.group).toContain("github.event.pull_request.number");
    }
  });

  it("shards from the plan's matrix, guards on has-work, and reports always under a stable name", () => {
    const { jobs } = read("skill-eval-sharded.yml").workflow;
    expect(jobs.shard?.strategy?.matrix).toMatch(/^\$\{\{ fromJSON\(needs\.plan\.outputs\.matrix\) \}\}$/);
    expect(jobs.shard?.if).toBe("needs.plan.outputs.has-work == 'true'");
    expect(jobs.report?.if).toBe("always()");
    expect(jobs.report?.name).toBe("skill-evals");
    expect(jobs.report?.needs).toEqual(["plan", "shard"]);
  });

  it("lets every job of the sharded check read the baseline's artifacts (plan: durations; shard: confirmation, reuse)", () => {
    const { jobs } = read("skill-eval-sharded.yml").workflow;
    for (const name of ["plan", "shard", "report"]) {
      expect((jobs[name]?.permissions as Record<string, string> | undefined)?.actions, name).toBe("read");
    }
  });

  it("names the benchmark's artifacts apart, so a benchmark is never a pull request's baseline", () => {
    const { jobs } = read("skill-eval-benchmark.yml").workflow;
    for (const name of ["plan", "shard", "report"]) {
      const action = (jobs[name]?.steps ?? []).find((step) => step.uses?.startsWith("org/skill-eval-action"));
      expect((action?.with as Record<string, unknown> | undefined)?.["artifact-prefix"], name).toBe(
        "skill-eval-benchmark",
      );
    }
  });

  it("never checks out code in the privileged workflow_run workflow", () => {
    const { workflow } = read("skill-eval-comment.yml");
    const uses = Object.values(workflow.jobs).flatMap((job) =>
      (job.steps ?? []).map((step) => step.uses ?? ""),
    );
    expect(uses.some((action) => action.startsWith("actions/checkout"))).toBe(false);
    expect(Object.keys(workflow.on)).toEqual(["workflow_run"]);
  });
});
