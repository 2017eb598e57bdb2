import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);

// src/report/align-columns.ts
function plainCell(text) {
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ");
  return flat.length > 100 ? `${flat.slice(0, 99)}\u2026` : flat;
}
function alignColumns(input) {
  const rows = input.map((row) => row.map(plainCell));
  const widths = [];
  for (const row of rows)
    for (const [index, cell] of row.entries()) widths[index] = Math.max(widths[index] ?? 0, cell.length);
  return rows.map(
    (row) => row.map((cell, index) => index === row.length - 1 ? cell : cell.padEnd(widths[index] ?? 0)).join("  ").trimEnd()
  ).join("\n");
}

export {
  alignColumns
};
