import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { makeProject, runDistAsync } from "../support/run-dist.ts";

// The agent: records its prompt in its working folder and prints what it sees there.
const AGENT = `import { appendFileSync, existsSync, readdirSync, readFileSync } from "node:fs";
appendFileSync("log.txt", process.argv[2] + "\\n");
const read = (file) => (existsSync(file) ? readFileSync(file, "utf8") : null);
console.log(JSON.stringify({ cwd: process.cwd(), files: readdirSync(".").sort(), log: read("log.txt"), boot: JSON.parse(read("boot.json") ?? "null"), count: read("boot-count") }));
`;

// The bootstrap: counts its runs, records the variables it saw, fails or hangs when asked to.
const BOOTSTRAP = `import { existsSync, readFileSync, writeFileSync } from "node:fs";
const count = existsSync("boot-count") ? Number(readFileSync("boot-count", "utf8")) : 0;
writeFileSync("boot-count", String(count + 1));
const seen = Object.entries(process.env).filter(([name]) => name.startsWith("SKILL"));
writeFileSync("boot.json", JSON.stringify({ ...Object.fromEntries(seen), cwd: process.cwd() }));
if (process.env.SKILL_EVAL_CASE_ID === "broken" || process.env.BOOT_FAIL === "1") {
  console.error("boom: cannot prepare");
  process.exit(1);
}
if (process.env.SKILL_EVAL_CASE_ID === "hangs") setInterval(() => {}, 1000);
`;

const CONFIG = `runners:\n  sh:\n    agent: command\n    command: [${JSON.stringify(process.execPath)}, AGENT, "{prompt}"]\n`;

function project(files: Record<string, string>) {
  const dir = makeProject({ "agent.mjs": AGENT, "boot.mjs": BOOTSTRAP, ...files });
  return { dir, config: CONFIG.replace("AGENT", JSON.stringify(join(dir, "agent.mjs"))) };
}

const bootstrap = (dir: string, extra = "") =>
  `bootstrap: { command: ${JSON.stringify(process.execPath)}, args: [${JSON.stringify(join(dir, "boot.mjs"))}]${extra} }`;

/** A case whose assert runs `check` on the agent's JSON output. */
const testCase = (id: string, check: string) =>
  `{ id: ${JSON.stringify(id)}, prompt: ${JSON.stringify(id)}, assert(r) { const o = JSON.parse(r.finalOutput); ${check} } }`;

async function run(dir: string, args: string[] = []) {
  const result = await runDistAsync("cli.js", ["run", "-p", "0", ...args], { cwd: dir });
  expect(result.stderr).not.toMatch(/internal error/);
  const results = resultsSchema.parse(
    JSON.parse(readFileSync(join(dir, ".skill-eval/results.json"), "utf8")),
  );
  return { ...result, results, byCase: Object.fromEntries(results.executions.map((e) => [e.case, e])) };
}

const kept = (dir: string, sub = "") => {
  const folder = join(dir, ".skill-eval/workspaces", sub);
  return existsSync(folder) ? readdirSync(folder).sort() : [];
};

describe("isolated workspaces", () => {
  it("copy templateDir with dotfiles and .git, bootstrap each execution with both variable names, keep only failed ones", async () => {
    const { dir, config } = project({
      "template/file.txt": "x",
      "template/.hidden": "x",
      "template/.git/HEAD": "ref: refs/heads/main\n",
    });
    const suite = `export const workspace = { mode: "isolated", templateDir: "./template", ${bootstrap(dir)} };
export default [
  ${testCase("sees-template", 'for (const f of [".git", ".hidden", "file.txt", "boot.json"]) if (!o.files.includes(f)) throw new Error("missing " + f); if (o.count !== "1") throw new Error("bootstrap ran " + o.count);')},
  ${testCase("fails", 'throw new Error("wanted to fail");')},
];
`;
    writeFileSync(join(dir, "skill-eval.config.yaml"), config);
    writeFileSync(join(dir, "w.suite.mjs"), suite);
    const { byCase, status } = await run(dir);
    expect(status).toBe(1);
    expect(byCase["sees-template"]?.status).toBe("passed");
    expect(byCase.fails?.status).toBe("failed");
    // Only the failed execution's workspace is kept, with what the bootstrap and agent left in it.
    const [keptDir] = kept(dir);
    expect(kept(dir)).toHaveLength(1);
    expect(keptDir).toMatch(/^w-fails-sh-1--/);
    const workspace = join(dir, ".skill-eval/workspaces", keptDir ?? "");
    expect(readdirSync(workspace).sort()).toEqual([
      ".git",
      ".hidden",
      "boot-count",
      "boot.json",
      "file.txt",
      "log.txt",
    ]);
    const env = JSON.parse(readFileSync(join(workspace, "boot.json"), "utf8"));
    expect(env).toMatchObject({
      SKILL_EVAL_CASE_ID: "fails",
      SKILLGYM_CASE_ID: "fails",
      SKILL_EVAL_RUNNER_ID: "sh",
      SKILLGYM_RUNNER_ID: "sh",
      SKILL_EVAL_OUTPUT_DIR: join(dir, ".skill-eval"),
      SKILLGYM_OUTPUT_DIR: join(dir, ".skill-eval"),
    });
    expect(env.SKILL_EVAL_WORKSPACE).toBe(env.cwd);
    expect(env.SKILLGYM_WORKSPACE).toBe(env.cwd);
    expect(
      readFileSync(join(dir, ".skill-eval", byCase.fails?.artifactDir ?? "", "bootstrap.stdout.log"), "utf8"),
    ).toBe("");
  });

  it("a bootstrap that fails or hangs errors its own execution (class bootstrap), the others run", async () => {
    const { dir, config } = project({});
    writeFileSync(join(dir, "skill-eval.config.yaml"), config);
    writeFileSync(
      join(dir, "w.suite.mjs"),
      `export const workspace = { mode: "isolated", ${bootstrap(dir, ", timeoutMs: 1500")} };
export default [${testCase("broken", "")}, ${testCase("hangs", "")}, ${testCase("fine", "")}];
`,
    );
    const { byCase, status } = await run(dir);
    expect(status).toBe(1);
    expect(byCase.broken).toMatchObject({
      status: "error",
      failure: { origin: "workspace-bootstrap", class: { id: "bootstrap" } },
    });
    expect(byCase.broken?.failure?.message).toMatch(/exited 1: boom: cannot prepare/);
    expect(byCase.hangs).toMatchObject({ status: "error", failure: { class: { id: "bootstrap" } } });
    expect(byCase.hangs?.failure?.message).toMatch(/timed out after 1500 ms/);
    expect(byCase.fine?.status).toBe("passed");
    expect(kept(dir)).toHaveLength(2);
  });
});

describe("shared workspaces", () => {
  const sharedSuite = (dir: string, check: string, bootstrapExtra = "") =>
    `export const workspace = { mode: "shared", templateDir: "./template", ${bootstrap(dir, bootstrapExtra)} };
export default [${testCase("first", "")}, ${testCase("second", check)}];
`;

  it("copy the template and bootstrap once per suite run; every execution sees the others' changes; removed when all pass", async () => {
    const { dir, config } = project({ "template/.hidden": "x" });
    writeFileSync(join(dir, "skill-eval.config.yaml"), config);
    writeFileSync(
      join(dir, "s.suite.mjs"),
      sharedSuite(
        dir,
        'if (o.log !== "first\\nsecond\\n") throw new Error("not shared: " + o.log); if (o.count !== "1") throw new Error("bootstraps: " + o.count); if (!o.files.includes(".hidden")) throw new Error("no template"); if (o.boot.SKILL_EVAL_CASE_ID !== undefined) throw new Error("case id in a shared bootstrap");',
      ),
    );
    const { byCase, status, results } = await run(dir);
    expect(byCase.second?.failure?.message).toBeUndefined();
    expect(status).toBe(0);
    expect(results.executions.map((e) => e.status)).toEqual(["passed", "passed"]);
    expect(kept(dir, "shared")).toEqual([]);
    expect(kept(dir, "shared-setup")).toHaveLength(1);
  });

  it("are kept under workspaces/shared when an execution fails, and warn when run concurrently", async () => {
    const { dir, config } = project({ "template/.hidden": "x" });
    writeFileSync(join(dir, "skill-eval.config.yaml"), config);
    writeFileSync(join(dir, "s.suite.mjs"), sharedSuite(dir, 'throw new Error("no");'));
    const result = await runDistAsync("cli.js", ["run", "-p", "2"], { cwd: dir });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/share one workspace and run 2 at a time/);
    const [slug] = kept(dir, "shared");
    expect(slug).toMatch(/^s--/);
    expect(readdirSync(join(dir, ".skill-eval/workspaces/shared", slug ?? "")).sort()).toEqual([
      ".hidden",
      "boot-count",
      "boot.json",
      "log.txt",
    ]);
  });

  it("a failed shared bootstrap errors that suite's executions only", async () => {
    const { dir, config } = project({ "template/.hidden": "x" });
    writeFileSync(join(dir, "skill-eval.config.yaml"), config);
    writeFileSync(join(dir, "s.suite.mjs"), sharedSuite(dir, "", ', env: { BOOT_FAIL: "1" }'));
    writeFileSync(join(dir, "t.suite.mjs"), `export default [${testCase("other", "")}];\n`);
    const { results, status } = await run(dir);
    expect(status).toBe(1);
    expect(results.executions.map((e) => [e.key, e.status, e.failure?.class.id])).toEqual([
      ["s/first/sh#1", "error", "bootstrap"],
      ["s/second/sh#1", "error", "bootstrap"],
      ["t/other/sh#1", "passed", undefined],
    ]);
    expect(results.executions[0]?.failure?.message).toMatch(/boom: cannot prepare/);
    expect(kept(dir, "shared")).toHaveLength(1);
  });

  it("with cwd (as skillgym's case document allows) run in that folder, bootstrap once, and leave it in place", async () => {
    const { dir, config } = project({ "work/.keep": "" });
    writeFileSync(join(dir, "skill-eval.config.yaml"), config);
    writeFileSync(
      join(dir, "s.suite.mjs"),
      `export const workspace = { mode: "shared", cwd: "./work", ${bootstrap(dir)} };
export default [${testCase("first", "")}, ${testCase("second", `if (o.cwd !== ${JSON.stringify(join(dir, "work"))} || o.count !== "1") throw new Error(o.cwd + " " + o.count);`)}];
`,
    );
    const { status, byCase } = await run(dir);
    expect(byCase.second?.failure?.message).toBeUndefined();
    expect(status).toBe(0);
    expect(readFileSync(join(dir, "work/log.txt"), "utf8")).toBe("first\nsecond\n");
  });
});

describe("none workspaces", () => {
  it("run in the suite's cwd, which is never copied, moved or removed", async () => {
    const { dir, config } = project({ "here/.keep": "" });
    writeFileSync(join(dir, "skill-eval.config.yaml"), config);
    writeFileSync(
      join(dir, "n.suite.mjs"),
      `export const workspace = { mode: "none", cwd: "./here" };\nexport default [${testCase("fails", 'throw new Error("no");')}];\n`,
    );
    const { status } = await run(dir);
    expect(status).toBe(1);
    expect(readFileSync(join(dir, "here/log.txt"), "utf8")).toBe("fails\n");
    expect(kept(dir)).toEqual([]);
  });
});
