import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPLAY_CONFIG } from "../fixtures/bad-inputs/corpus.ts";
import { makeProject, runDist } from "../support/run-dist.ts";

// Each suite module is loaded in a child process first (hang protection), then here; one whose
// code is unchanged since it last loaded in time is loaded here only.

const SUITE = `import { appendFileSync } from "node:fs";
import { prompt } from "./helper.ts";
appendFileSync(new URL("./loads.txt", import.meta.url), "x");
export default [{ id: "a", prompt, assert() {} }];
`;

function project() {
  const dir = makeProject({
    "skill-eval.config.yaml": REPLAY_CONFIG,
    "a.suite.ts": SUITE,
    "helper.ts": 'export const prompt = "p";\n',
  });
  // A cache of our own, so runs elsewhere on the machine do not count.
  const env = { XDG_CACHE_HOME: makeProject({}) };
  const loads = () => readFileSync(join(dir, "loads.txt"), "utf8").length;
  const validate = (extraEnv: Record<string, string> = {}) => {
    const run = runDist("cli.js", ["validate", "."], { cwd: dir, env: { ...env, ...extraEnv } });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  };
  return { dir, env, loads, validate };
}

describe("each suite module is loaded once per run", () => {
  it("loads an unchanged module once; a change to it or to a file it imports brings the child check back", () => {
    const { dir, loads, validate } = project();
    validate();
    expect(loads()).toBe(2);
    validate();
    expect(loads()).toBe(3);
    writeFileSync(join(dir, "helper.ts"), 'export const prompt = "changed";\n');
    validate();
    expect(loads()).toBe(5);
    validate();
    expect(loads()).toBe(6);
  });

  it("still stops a module that was fine before and now never finishes loading", () => {
    const { dir, env, validate } = project();
    validate();
    writeFileSync(join(dir, "helper.ts"), 'for (;;) {}\nexport const prompt = "p";\n');
    const run = runDist("cli.js", ["validate", ".", "--load-timeout", "2000"], { cwd: dir, env });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("the suite module did not finish loading within 2000 ms");
  });

  it("checks every module in the child first with SKILL_EVAL_LOAD_CACHE=off", () => {
    const { loads, validate } = project();
    validate({ SKILL_EVAL_LOAD_CACHE: "off" });
    validate({ SKILL_EVAL_LOAD_CACHE: "off" });
    expect(loads()).toBe(4);
  });
});
