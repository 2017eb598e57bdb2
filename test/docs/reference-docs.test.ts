import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tableDrift } from "../../scripts/docs/reference-table.ts";
import { ROOT, referenceTables } from "../../scripts/docs/reference-tables.ts";

const pageText = (page: string) => {
  const path = join(ROOT, page);
  return existsSync(path) ? readFileSync(path, "utf8") : undefined;
};

describe("the reference pages in docs/ agree with the code", () => {
  for (const table of referenceTables()) {
    it(`${table.page}: ${table.block} (from ${table.source})`, () => {
      expect(tableDrift(table, pageText(table.page))).toEqual([]);
    });
  }
});
