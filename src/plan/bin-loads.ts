/** The load of each bin when item i (of size `sorted[i]`) is in bin `binOf[i]`. */
export function loadsOf(sorted: readonly number[], bins: number, binOf: readonly number[]): number[] {
  const loads = new Array<number>(bins).fill(0);
  for (const [index, bin] of binOf.entries()) loads[bin] = (loads[bin] ?? 0) + (sorted[index] ?? 0);
  return loads;
}
