import { existsSync, readFileSync } from "node:fs";
import { parseStructured } from "../config/parse-structured.ts";
import { ConfigError } from "../model/errors.ts";
import { type Plan, planSchema } from "../model/plan.ts";

/** `plan.json` as `plan` wrote it, validated: a shard runs nothing it cannot trust. */
export function readPlanFile(file: string): Plan {
  return parseStructured(readExisting(file, "--plan"), file, planSchema);
}

function readExisting(file: string, flag: string): string {
  if (!existsSync(file)) {
    throw new ConfigError(`${flag} ${file}: no such file`, {
      position: { file },
      hint: `check the ${flag} path`,
    });
  }
  return readFileSync(file, "utf8");
}
