export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median over rounds of a ÷ b, each round's pair measured side by side. */
export function pairedRatio(a: readonly number[], b: readonly number[]): number {
  return median(a.slice(0, b.length).map((value, index) => value / b[index]!));
}

export function ms(value: number): string {
  return value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

export function ratio(value: number): string {
  return `${value.toFixed(3)}×`;
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
