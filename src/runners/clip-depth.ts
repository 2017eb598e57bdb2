/** Levels of nesting kept of the agent's JSON in a report: real tool arguments nest a handful. */
export const MAX_DEPTH = 100;

/**
 * The agent's own JSON (a tool call's arguments, a result kept as its JSON), with whatever is
 * nested deeper than `MAX_DEPTH` levels replaced by a note. `JSON.parse` reads an agent's line
 * however deep it goes, while every reader after it that recurses (`JSON.stringify` writing
 * report.json, the event file's serializer, a suite's own assertions) would overflow the stack on
 * JSON nested thousands of levels deep and stop the run. The very value when it is not that deep.
 * Pure.
 */
export function clipDepth(value: unknown): unknown {
  return nestsDeeper(value, MAX_DEPTH) ? clipped(value, MAX_DEPTH) : value;
}

/** Whether `value` has arrays or objects nested more than `levels` deep. */
function nestsDeeper(value: unknown, levels: number): boolean {
  if (value === null || typeof value !== "object") return false;
  if (levels === 0) return true;
  for (const item of Object.values(value)) if (nestsDeeper(item, levels - 1)) return true;
  return false;
}

function clipped(value: unknown, levels: number): unknown {
  if (value === null || typeof value !== "object") return value;
  if (levels === 0) return `[nested more than ${MAX_DEPTH} levels deep: cut here]`;
  if (Array.isArray(value)) return value.map((item) => clipped(item, levels - 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, clipped(item, levels - 1)]));
}
