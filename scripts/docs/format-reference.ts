import { suiteRecordSchema } from "../../src/model/results.ts";
import type { ReferenceTable } from "./reference-table.ts";

/** docs/formats.md's table: one row per suite format results.json records. */
export function formatTable(): ReferenceTable {
  return {
    page: "docs/formats.md",
    block: "formats",
    source: "src/model/results.ts (suite format)",
    columns: ["format", "version read", "supported", "refused or ignored"],
    handwritten: [1, 2, 3],
    described: 2,
    rows: suiteRecordSchema.shape.format.options.map((format) => ({
      key: format,
      cells: [`\`${format}\``, "", "", ""],
    })),
  };
}
