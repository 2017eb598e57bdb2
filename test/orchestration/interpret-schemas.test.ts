import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const helper = fileURLToPath(new URL("../../src/orchestration/interpret-schemas.ts", import.meta.url));
const zod = import.meta.resolve("zod");
const repo = fileURLToPath(new URL("../..", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "interpret-schemas-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Counts every function built with the Function constructor (as zod compiles a parser) from here on. */
const COUNT_FUNCTIONS = `let built = 0;
globalThis.Function = new Proxy(Function, {
  construct(target, args) {
    built += 1;
    return Reflect.construct(target, args);
  },
});`;

/** How many functions zod builds to check one object, in a fresh Node, with or without the call first. */
function functionsBuilt(interpret: boolean): number {
  const script = `
    if (${interpret}) (await import(${JSON.stringify(helper)})).interpretSchemas();
    const { z } = await import(${JSON.stringify(zod)});
    ${COUNT_FUNCTIONS}
    const schema = z.object({ name: z.string(), count: z.number(), tags: z.array(z.string()) });
    schema.parse({ name: "a", count: 1, tags: ["x"] });
    console.log(built);`;
  return Number(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }));
}

describe("interpretSchemas", () => {
  it("has zod check objects without compiling a parser for each schema", () => {
    expect(functionsBuilt(false)).toBeGreaterThan(0);
    expect(functionsBuilt(true)).toBe(0);
  });

  it("is in force when the built CLI checks a config and its suites", () => {
    const preload = join(dir, "count-functions.cjs");
    writeFileSync(
      preload,
      `${COUNT_FUNCTIONS}\nprocess.on("exit", () => process.stderr.write("built " + built));\n`,
    );
    const demo = join(repo, "examples", "demo");
    const cli = join(repo, "dist", "cli.js");
    const validate = spawnSync(
      process.execPath,
      ["--require", preload, cli, "validate", demo, "--config", join(demo, "skill-eval.config.yaml")],
      { cwd: dir, encoding: "utf8" },
    );
    expect(validate.stdout).toContain("valid: 1 suite(s)");
    expect(validate.stderr).toBe("built 0");
  });
});
