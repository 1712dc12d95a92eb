// Timing for the benchmarks: warm up, then median per-call time over many samples, each sample a batch
// of calls long enough to read a clock reliably. The machine is shared and noisy: medians, never means.
import { mkdirSync, writeFileSync } from "node:fs";

export interface Row {
  case: string;
  ours_ms?: number;
  peer?: string;
  peer_ms?: number;
  ratio?: number;
  [figure: string]: unknown;
}

const now = () => Number(process.hrtime.bigint()) / 1e6;

// Calls per sample: enough for about a millisecond, judged after a few calls (the first is cold).
function batchFor(fn: () => unknown): number {
  let calls = 0;
  const t0 = now();
  while (calls < 3 || (now() - t0 < 5 && calls < 100000)) {
    fn();
    calls++;
  }
  const per = Math.max((now() - t0) / calls, 1e-5);
  return Math.max(1, Math.ceil(1 / per));
}

function sample(fn: () => unknown, batch: number): number {
  const s = now();
  for (let i = 0; i < batch; i++) fn();
  return (now() - s) / batch;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** Median milliseconds per call of `fn`. */
export function measure(fn: () => unknown, budgetMs = 400, maxSamples = 60): number {
  const batch = batchFor(fn);
  // Warm-up: let the JIT (and wasm tier-up) settle before timing.
  const w0 = now();
  while (now() - w0 < Math.min(budgetMs / 4, 200)) fn();
  const samples: number[] = [];
  const start = now();
  while (samples.length < 5 || (samples.length < maxSamples && now() - start < budgetMs))
    samples.push(sample(fn, batch));
  return median(samples);
}

/**
 * Races two functions in alternating samples, so load from other processes on a shared machine falls
 * on both alike; returns the median milliseconds per call of each.
 */
export function race(ours: () => unknown, peer: () => unknown, budgetMs = 1000, maxSamples = 40): [number, number] {
  const ba = batchFor(ours);
  const bb = batchFor(peer);
  const w0 = now();
  while (now() - w0 < Math.min(budgetMs / 4, 300)) {
    ours();
    peer();
  }
  const a: number[] = [];
  const b: number[] = [];
  const start = now();
  while (a.length < 5 || (a.length < maxSamples && now() - start < budgetMs)) {
    a.push(sample(ours, ba));
    b.push(sample(peer, bb));
  }
  return [median(a), median(b)];
}

export function row(
  name: string,
  ours: number,
  peer: string,
  peerMs: number,
  extra: Record<string, unknown> = {},
): Row {
  const r = { case: name, ours_ms: round(ours), peer, peer_ms: round(peerMs), ratio: round(peerMs / ours), ...extra };
  console.log(
    `${name.padEnd(34)} ours ${fmt(ours)}  ${peer.padEnd(28)} ${fmt(peerMs)}  ×${(peerMs / ours).toFixed(2)}`,
  );
  return r;
}

const round = (v: number) => Number(v.toPrecision(4));
const fmt = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`).padStart(10);

export function write(name: string, rows: Row[]): void {
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(`bench/results/${name}.json`, JSON.stringify(rows, null, 2) + "\n");
  console.log(`wrote bench/results/${name}.json (${rows.length} rows)`);
}

/** A small seeded generator so every run races on the same grids. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
