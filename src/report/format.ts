/** One formatter each for the numbers reports show; no locale, so output is byte-stable. */

export function formatPercent(fraction: number | null): string {
  return fraction === null ? "–" : `${(fraction * 100).toFixed(fraction === 1 || fraction === 0 ? 0 : 1)}%`;
}

/** A change of pass rate in percentage points: "+12.5 pt", "−3.0 pt", "±0", or "–" when unknown. */
export function formatRateDelta(delta: number | null | undefined): string {
  if (delta === undefined || delta === null) return "–";
  const points = Math.round(delta * 1000) / 10;
  return points === 0 ? "±0" : `${points > 0 ? "+" : "−"}${Math.abs(points).toFixed(1)} pt`;
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds - minutes * 60)} s`;
}

export function formatUsd(amount: number | undefined): string {
  return amount === undefined ? "–" : `$${amount.toFixed(amount < 1 ? 4 : 2)}`;
}

/** The first line of a message, shortened to `max` characters. */
export function firstLine(text: string, max = 200): string {
  const line = (text.split("\n").find((candidate) => candidate.trim() !== "") ?? "").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The first `limit` of `items`, comma-separated, with "…" when there are more. */
export function formatFew(items: readonly string[], limit: number): string {
  return `${items.slice(0, limit).join(", ")}${items.length > limit ? ", …" : ""}`;
}

/** `1 error`, `2 errors`: a count with its noun in the number it needs. */
export function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
