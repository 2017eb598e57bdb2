import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { configJsonSchema } from "../../src/config/config-json-schema.ts";

describe("the published config JSON Schema", () => {
  it("is what the zod schema generates (run `npm run schema` after changing the config)", () => {
    const committed = readFileSync(
      join(import.meta.dirname, "../../schema/skill-eval.config.schema.json"),
      "utf8",
    );
    expect(committed).toBe(`${JSON.stringify(configJsonSchema(), null, 2)}\n`);
  });

  it("lists every agent and rejects unknown top-level keys", () => {
    const schema = configJsonSchema();
    const text = JSON.stringify(schema);
    for (const agent of ["claude-code", "replay"]) expect(text).toContain(`"const":"${agent}"`);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(["runners"]);
  });
});
