import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const helper = fileURLToPath(new URL("../../src/orchestration/interpret-schemas.ts", import.meta.url));
const zod = import.meta.resolve("zod");

/** How many functions zod builds to check one object, in a fresh Node, with or without the call first. */
function functionsBuilt(interpret: boolean): number {
  const script = `
    if (${interpret}) (await import(${JSON.stringify(helper)})).interpretSchemas();
    const { z } = await import(${JSON.stringify(zod)});
    let built = 0;
    globalThis.Function = new Proxy(Function, {
      construct(target, args) {
        built += 1;
        return Reflect.construct(target, args);
      },
    });
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
});
