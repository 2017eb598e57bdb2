/**
 * The 1-based line where a skillgym suite writes a case: its `id: "…"` property, else a record key
 * `"…": {`. A module's cases carry no positions once imported, so the source text is searched.
 * Undefined when the id is not written literally (built in a loop, from a variable). Pure.
 */
export function findCaseLine(text: string, caseId: string): number | undefined {
  const id = caseId.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const patterns = [
    new RegExp(`(^|[\\s{,])["']?id["']?\\s*:\\s*(["'\`])${id}\\2`),
    new RegExp(`(^|[\\s{,])(["'\`]?)${id}\\2\\s*:\\s*\\{`),
  ];
  const lines = text.split("\n");
  for (const pattern of patterns) {
    const index = lines.findIndex((line) => pattern.test(line));
    if (index >= 0) return index + 1;
  }
  return undefined;
}
