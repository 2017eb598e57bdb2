import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { configJsonSchema } from "../../src/config/config-json-schema.ts";
import { actionTables } from "./action-reference.ts";
import { assertionTables } from "./assertion-reference.ts";
import { cliTables } from "./cli-reference.ts";
import { configTables, type SchemaNode } from "./config-reference.ts";
import { formatTable } from "./format-reference.ts";
import type { ReferenceTable } from "./reference-table.ts";
import { resultsTable } from "./results-reference.ts";

export const ROOT = join(import.meta.dirname, "..", "..");

const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** Every generated table of docs/, from the files the code declares them in. */
export function referenceTables(): ReferenceTable[] {
  const commands = readdirSync(join(ROOT, "src/cli"))
    .filter((file) => file.endsWith("-command.ts"))
    .sort()
    .map((file) => ({ command: file.slice(0, -"-command.ts".length), source: read(`src/cli/${file}`) }));
  return [
    ...actionTables(read("action.yml")),
    ...configTables(configJsonSchema() as SchemaNode),
    ...cliTables(commands, read("src/cli/main.ts")),
    ...assertionTables(),
    formatTable(),
    resultsTable(read("src/model/results.ts")),
  ];
}
