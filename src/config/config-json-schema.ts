import { z } from "zod";
import { configSchema } from "./config-schema.ts";

export const CONFIG_SCHEMA_ID =
  "https://github.com/org/skill-eval-action/schema/skill-eval.config.schema.json";

/** The JSON Schema editors use for skill-eval.config.*, generated from the zod schema that validates it. */
export function configJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(configSchema, { io: "input", unrepresentable: "any" }),
    $id: CONFIG_SCHEMA_ID,
    title: "skill-eval configuration",
  };
}
