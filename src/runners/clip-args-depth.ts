/** Levels of nesting a tool call's arguments keep: real arguments nest a handful of levels. */
export const MAX_ARGS_DEPTH = 100;

/**
 * A tool call's arguments, with whatever is nested deeper than `MAX_ARGS_DEPTH` levels replaced by
 * a note. The arguments are the agent's own JSON, which `JSON.parse` reads however deep it goes,
 * while every reader after it that recurses (writing report.json, the event file's serializer, a
 * suite's own assertions) would overflow the stack on arguments nested thousands of levels deep
 * and stop the run. The very value when it is not that deep. Pure.
 */
export function clipArgsDepth(args: unknown): unknown {
  return nestsDeeper(args, MAX_ARGS_DEPTH) ? clipped(args, MAX_ARGS_DEPTH) : args;
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
  if (levels === 0) return `[nested more than ${MAX_ARGS_DEPTH} levels deep: cut here]`;
  if (Array.isArray(value)) return value.map((item) => clipped(item, levels - 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, clipped(item, levels - 1)]));
}
