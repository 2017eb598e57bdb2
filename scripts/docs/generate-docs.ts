// Rewrites the generated tables of docs/ from the code (run: npm run docs); test/docs/ fails when they drift.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generatedBlock, parseTableRows, renderTable, replaceGeneratedBlock } from "./reference-table.ts";
import { ROOT, referenceTables } from "./reference-tables.ts";

const pages = new Map<string, string>();
for (const table of referenceTables()) {
  const path = join(ROOT, table.page);
  const page = pages.get(path) ?? (existsSync(path) ? readFileSync(path, "utf8") : "");
  const body = generatedBlock(page, table.block);
  if (body === undefined) {
    console.error(`${table.page}: add the markers for table "${table.block}" where it belongs:`);
    console.error(
      `<!-- BEGIN GENERATED ${table.block} (npm run docs) -->\n<!-- END GENERATED ${table.block} -->`,
    );
    process.exitCode = 1;
    continue;
  }
  pages.set(path, replaceGeneratedBlock(page, table.block, renderTable(table, parseTableRows(body))));
}
for (const [path, page] of pages) {
  if (page !== readFileSync(path, "utf8")) {
    writeFileSync(path, page);
    console.log(`rewrote ${path.slice(ROOT.length + 1)}`);
  }
}
