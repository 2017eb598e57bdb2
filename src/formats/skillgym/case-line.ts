/**
 * The 1-based line where a skillgym suite writes a case: its `id: "…"` property, else a record key
 * `"…": {`. A module's cases carry no positions once imported, so the source text is searched.
 * Undefined when the id is not written literally (built in a loop, from a variable). Pure.
 */
export function findCaseLine(text: string, caseId: string): number | undefined {
  return findCaseLines(text, caseId)[0];
}

/** Every line that writes the case id (as findCaseLine matches it), in order: a duplicate's second is [1]. Pure. */
export function findCaseLines(text: string, caseId: string): number[] {
  const id = caseId.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const patterns = [
    new RegExp(`(^|[\\s{,])["']?id["']?\\s*:\\s*(["'\`])${id}\\2`),
    new RegExp(`(^|[\\s{,])(["'\`]?)${id}\\2\\s*:\\s*\\{`),
  ];
  const lines = text.split("\n");
  for (const pattern of patterns) {
    const found = lines.flatMap((line, index) => (pattern.test(line) ? [index + 1] : []));
    if (found.length > 0) return found;
  }
  return [];
}

/** The line of the first `export default` or `export const <name>`, for problems with the module's exports. Pure. */
export function findExportLine(text: string, name: string): number | undefined {
  const pattern =
    name === "default"
      ? /^\s*export\s+default\b/
      : new RegExp(`^\\s*export\\s+(const|let|var)\\s+${name}\\b`);
  const index = text.split("\n").findIndex((line) => pattern.test(line));
  return index < 0 ? undefined : index + 1;
}
