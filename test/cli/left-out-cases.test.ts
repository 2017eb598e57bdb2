import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeProject, runDistAsync } from "../support/run-dist.ts";

const suite = (ids: string[]) =>
  `export default [${ids.map((id) => `{ id: "${id}", prompt: "p", assert() {} }`).join(", ")}];\n`;

describe("run --case with --baseline", () => {
  it("compares the cases it ran; the suite's other cases are not removed, a deleted one is", async () => {
    const dir = makeProject({
      "skill-eval.config.yaml": "runners:\n  sh:\n    agent: command\n    command: [sh, -c, 'echo done']\n",
      "x.suite.mjs": suite(["a", "b", "gone"]),
    });
    const base = await runDistAsync("cli.js", ["run", "--out", "base"], { cwd: dir });
    expect(base.status, base.stderr).toBe(0);
    writeFileSync(join(dir, "x.suite.mjs"), suite(["a", "b"]));
    const head = await runDistAsync("cli.js", ["run", "--case", "a", "--baseline", "base", "--out", "head"], {
      cwd: dir,
    });
    expect(head.status, head.stderr).toBe(0);
    const report = readFileSync(join(dir, "head", "report.md"), "utf8");
    expect(report).toContain("removed: `x/gone` on `sh`");
    expect(report).not.toContain("`x/b`");
  });
});
