/**
 * Reference tables in docs/ that `npm run docs` writes from the code, between markers:
 *
 *   <!-- BEGIN GENERATED inputs (npm run docs) -->
 *   | input | default | meaning |
 *   ...
 *   <!-- END GENERATED inputs -->
 *
 * The code gives each table its rows and the columns it knows (a default, a type); the columns
 * written by hand (a meaning) are kept from the page, so regenerating never loses prose.
 */

export interface ReferenceRow {
  /** The first column without its backticks: an input, a config key, a flag. */
  key: string;
  /** Every column; a hand-written column holds the text to use when the page has none yet. */
  cells: readonly string[];
  /** Columns of this row written by hand, when they differ from the table's. */
  handwritten?: readonly number[];
}

export interface ReferenceTable {
  /** The page, relative to the repository root. */
  page: string;
  /** The marker name. */
  block: string;
  /** What the rows come from, for messages ("action.yml"). */
  source: string;
  columns: readonly string[];
  /** Indexes of the columns written by hand, kept from the page. */
  handwritten: readonly number[];
  /** The hand-written column no row may leave empty (the meaning). */
  described: number;
  rows: readonly ReferenceRow[];
}

const BLOCK = /<!-- BEGIN GENERATED ([\w-]+)[^>]*-->\n([\s\S]*?)<!-- END GENERATED \1 -->/g;

/** The body between a block's markers, or undefined when the page has no such block. */
export function generatedBlock(page: string, block: string): string | undefined {
  for (const match of page.matchAll(BLOCK)) if (match[1] === block) return match[2];
  return undefined;
}

export function replaceGeneratedBlock(page: string, block: string, body: string): string {
  return page.replace(BLOCK, (whole, name: string) =>
    name === block
      ? `<!-- BEGIN GENERATED ${name} (npm run docs) -->\n${body}<!-- END GENERATED ${name} -->`
      : whole,
  );
}

/** A markdown table's body rows as cells (`\|` inside a cell stays), keyed by the first cell. */
export function parseTableRows(body: string): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  const lines = body.split("\n").filter((line) => line.startsWith("|"));
  for (const line of lines.slice(2)) {
    const cells = line
      .slice(1, line.endsWith("|") ? -1 : undefined)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    rows.set(keyOf(cells[0] ?? ""), cells);
  }
  return rows;
}

/** The key a first cell names: `` `mode` `` → `mode`, `` `-o, --out <dir>` `` → `--out`. */
export function keyOf(cell: string): string {
  const text = cell.replace(/^`([^`]*)`.*$/, "$1");
  return /(?:^|\s)(--[\w-]+)/.exec(text)?.[1] ?? text;
}

/** The table as `npm run docs` writes it: the code's rows, with the page's hand-written cells. */
export function renderTable(table: ReferenceTable, current: Map<string, string[]>): string {
  const lines = [`| ${table.columns.join(" | ")} |`, `|${table.columns.map(() => "---").join("|")}|`];
  for (const row of table.rows) lines.push(`| ${mergedCells(table, row, current).join(" | ")} |`);
  return `${lines.join("\n")}\n`;
}

function mergedCells(table: ReferenceTable, row: ReferenceRow, current: Map<string, string[]>): string[] {
  const written = current.get(row.key);
  const handwritten = row.handwritten ?? table.handwritten;
  return row.cells.map((cell, index) => {
    if (!handwritten.includes(index)) return cell;
    const kept = written?.[index];
    return kept === undefined || kept === "" ? cell : kept;
  });
}

/**
 * What differs between the page and the code, one sentence each naming the row and the column;
 * empty when the page's block is exactly what `npm run docs` writes.
 */
export function tableDrift(table: ReferenceTable, pageText: string | undefined): string[] {
  const where = `${table.page} (table "${table.block}")`;
  const fix = "run `npm run docs` to rewrite it";
  if (pageText === undefined) return [`${table.page} is missing`];
  const body = generatedBlock(pageText, table.block);
  if (body === undefined) return [`${where}: no <!-- BEGIN GENERATED ${table.block} --> block`];
  const current = parseTableRows(body);
  const problems: string[] = [];
  const keys = new Set(table.rows.map((row) => row.key));
  for (const row of table.rows) {
    const written = current.get(row.key);
    if (written === undefined) {
      problems.push(`${where}: \`${row.key}\` is in ${table.source} but missing here; ${fix}`);
      continue;
    }
    const handwritten = row.handwritten ?? table.handwritten;
    row.cells.forEach((cell, index) => {
      const column = table.columns[index];
      if (handwritten.includes(index)) {
        if (index === table.described && (written[index] ?? "") === "" && cell === "") {
          problems.push(`${where}: \`${row.key}\` has no ${column}: write one`);
        }
      } else if ((written[index] ?? "") !== cell) {
        problems.push(
          `${where}: \`${row.key}\`: ${column} is ${JSON.stringify(written[index] ?? "")} here, ` +
            `${JSON.stringify(cell)} from ${table.source}; ${fix}`,
        );
      }
    });
  }
  for (const key of current.keys()) {
    if (!keys.has(key))
      problems.push(`${where}: \`${key}\` is listed here but not in ${table.source}; ${fix}`);
  }
  if (problems.length === 0 && body !== renderTable(table, current)) {
    problems.push(`${where}: rows or formatting differ from what the generator writes; ${fix}`);
  }
  return problems;
}
