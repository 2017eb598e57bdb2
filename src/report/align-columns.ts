// Rows of plain-text cells as aligned columns, for terminal tables. Pure.

/** Control characters (newlines, escapes) would break rows or drive the terminal: show them as spaces. */
function plainCell(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ");
  return flat.length > 100 ? `${flat.slice(0, 99)}…` : flat;
}

export function alignColumns(input: readonly (readonly string[])[]): string {
  const rows = input.map((row) => row.map(plainCell));
  const widths: number[] = [];
  for (const row of rows)
    for (const [index, cell] of row.entries()) widths[index] = Math.max(widths[index] ?? 0, cell.length);
  return rows
    .map((row) =>
      row
        .map((cell, index) => (index === row.length - 1 ? cell : cell.padEnd(widths[index] ?? 0)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
