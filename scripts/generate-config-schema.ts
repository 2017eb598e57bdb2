// Writes schema/skill-eval.config.schema.json from the zod schema (run: npm run schema).
import { writeFileSync } from "node:fs";
import { configJsonSchema } from "../src/config/config-json-schema.ts";

writeFileSync(
  new URL("../schema/skill-eval.config.schema.json", import.meta.url),
  `${JSON.stringify(configJsonSchema(), null, 2)}\n`,
);
