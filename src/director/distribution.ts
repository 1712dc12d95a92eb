// A sample summed up: mean and percentiles (nearest rank), so a simulation reports spread, not one number.

export interface Distribution {
  readonly mean: number;
  readonly min: number;
  readonly p10: number;
  readonly p25: number;
  readonly p50: number;
  readonly p75: number;
  readonly p90: number;
  readonly max: number;
}

export function distribution(values: readonly number[]): Distribution {
  if (!values.length) return { mean: 0, min: 0, p10: 0, p25: 0, p50: 0, p75: 0, p90: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
  const mean = sorted.reduce((n, v) => n + v, 0) / sorted.length;
  return {
    mean,
    min: sorted[0]!,
    p10: at(0.1),
    p25: at(0.25),
    p50: at(0.5),
    p75: at(0.75),
    p90: at(0.9),
    max: sorted.at(-1)!,
  };
}
