import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  DEFAULT_LOAD_TIMEOUT_MS,
  probeModule,
  probeModules,
  setLoadTimeout,
} from "../../../src/formats/skillgym/probe-module.ts";
import { makeProject } from "../../support/run-dist.ts";

afterEach(() => setLoadTimeout(DEFAULT_LOAD_TIMEOUT_MS));

async function verdict(file: string): Promise<string> {
  return probeModule(file, "suite").then(
    () => "loads",
    (error: Error) => error.message,
  );
}

describe("loading user modules in a child first", () => {
  it("tries many modules in one child and blames each failure on its own module", async () => {
    setLoadTimeout(2000);
    const dir = makeProject({
      "a.suite.mjs":
        'import { assert } from "skillgym";\nexport default [{ id: "a", prompt: "p", assert() { assert.ok(true); } }];\n',
      "b.suite.mjs": "for (;;) {}\n",
      "c.suite.mjs": "export default [];\n",
      "d.suite.mjs": "process.exit(0);\n",
      "e.suite.mjs": 'throw new Error("plain throw: reported by the import itself");\n',
      "f.suite.mjs": "await new Promise(() => {});\n",
      "g.suite.mjs": "setInterval(() => {}, 1000);\nexport default [];\n",
    });
    const files = ["a", "b", "c", "d", "e", "f", "g"].map((name) => join(dir, `${name}.suite.mjs`));
    probeModules(files, "suite");
    expect(await Promise.all(files.map(verdict))).toEqual([
      "loads",
      "the suite module did not finish loading within 2000 ms",
      "loads",
      "the suite module ended the process while loading (exit code 0)",
      "loads",
      "the suite module has a top-level await that never settles",
      "loads",
    ]);
  }, 30_000);

  it("does not blame a module for another module's delayed exit", async () => {
    const dir = makeProject({
      "late.suite.mjs": "setTimeout(() => process.exit(7), 300);\nexport default [];\n",
      "slow.suite.mjs": "await new Promise((done) => setTimeout(done, 1000));\nexport default [];\n",
    });
    const files = [join(dir, "late.suite.mjs"), join(dir, "slow.suite.mjs")];
    probeModules(files, "suite");
    expect(await Promise.all(files.map(verdict))).toEqual(["loads", "loads"]);
  }, 30_000);

  it("tries a module once; later imports reuse the verdict", async () => {
    const dir = makeProject({});
    const counter = join(dir, "count.txt");
    const file = join(dir, "once.suite.mjs");
    writeFileSync(
      file,
      `import { appendFileSync } from "node:fs";\nappendFileSync(${JSON.stringify(counter)}, "x");\nexport default [];\n`,
    );
    await probeModule(file, "suite");
    await probeModule(file, "suite");
    expect(readFileSync(counter, "utf8")).toBe("x");
  });
});
