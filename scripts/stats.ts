/** Summaries of timings for the benchmark tables. */

/** To one decimal, as the table prints values. */
export function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The value at fraction `p` (0.5 for the median) of ascending `sorted`. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}
