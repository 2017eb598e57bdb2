import { describe, expect, it } from "vitest";
import packageJson from "../../package.json" with { type: "json" };
import { makeProject } from "../support/run-dist.ts";
import { runActionDist, webhookExample } from "./github-env.ts";

/** The bundled action's first line of output comes before any mode's code, and names the mode. */

const push = () => webhookExample("push", () => true);

describe("the action's first line", () => {
  it("names the version, the mode and what it does, then the mode runs", async () => {
    const empty = makeProject({ "README.md": "no suites here\n" });
    const run = await runActionDist(
      { mode: "plan" },
      { eventName: "push", payload: push(), workspace: empty },
    );
    const [first, ...rest] = run.stdout.split("\n");
    expect(first).toBe(
      `skill-eval-action ${packageJson.version}, mode plan: selecting the suites this change affects and splitting them into shards`,
    );
    // The mode ran after it: plan looked for suites in the empty project.
    expect(rest.join("\n")).toMatch(/::error::error: no suites found under /);
    expect(run.outputs["exit-code"]).toBe("2");
  });

  it("an unknown mode: a neutral first line, then the inputs error (exit 2)", async () => {
    const run = await runActionDist({ mode: "dance" }, { eventName: "push", payload: push() });
    const [first, ...rest] = run.stdout.split("\n");
    expect(first).toBe(`skill-eval-action ${packageJson.version}, checking the inputs`);
    expect(rest.join("\n")).toMatch(/::error::.*mode must be one of/);
    expect(run.status).toBe(2);
  });
});
