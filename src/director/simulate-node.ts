// Simulation on worker threads (Node only; the browser bundle never imports this file). Runs are cut into
// batches of consecutive seeds, each batch played by a worker from a tinypool pool, and the records put back
// in seed order, so the result equals the single-thread one. The worker module is the bundle that holds this
// code (the CLI re-exports `simulateTask`), named by `workerFile`.
import { availableParallelism } from "node:os";
import Tinypool from "tinypool";
import { createEngine } from "../engine.js";
import type { RulesetDoc } from "../ruleset/ruleset.js";
import type { Sides } from "./policies.js";
import {
  checkRuns,
  DIRECTOR_BOTH,
  type EncounterSetup,
  type RunRecord,
  runMany,
  type SimulateOptions,
  type SimulationResult,
  simulate,
  summarize,
} from "./simulate.js";

export interface SimulateTask {
  readonly ruleset: RulesetDoc;
  readonly setup: EncounterSetup;
  readonly from: number;
  readonly count: number;
  readonly sides: Sides;
}

let ready: Promise<unknown> | undefined;

/** What a worker runs: one batch of fights. */
export async function simulateTask(task: SimulateTask): Promise<RunRecord[]> {
  // Each worker instantiates the geometry core once.
  ready ??= createEngine();
  await ready;
  return runMany(task.ruleset, task.setup, task.from, task.count, task.sides);
}

export interface ParallelOptions extends SimulateOptions {
  /** Worker threads; 1 (or fewer runs than batches) plays on this thread. Default: the cores there are. */
  readonly workers?: number;
  /** The module workers load; it must export `simulateTask`. */
  readonly workerFile?: string | URL;
}

export async function simulateParallel(
  ruleset: RulesetDoc,
  setup: EncounterSetup,
  opts: ParallelOptions,
): Promise<SimulationResult> {
  const runs = checkRuns(opts.runs);
  const workers = Math.max(1, Math.min(opts.workers ?? availableParallelism(), runs));
  if (workers === 1) {
    await createEngine();
    return simulate(ruleset, setup, opts);
  }
  const seed = opts.seed ?? 1;
  const sides = opts.sides ?? DIRECTOR_BOTH;
  // Small batches keep every worker busy to the end and the progress bar moving.
  const size = Math.max(1, Math.ceil(runs / (workers * 8)));
  const file = opts.workerFile ?? import.meta.url;
  const pool = new Tinypool({
    filename: typeof file === "string" ? file : file.href,
    name: "simulateTask",
    minThreads: workers,
    maxThreads: workers,
  });
  let done = 0;
  try {
    const batches: Promise<RunRecord[]>[] = [];
    for (let from = 0; from < runs; from += size) {
      const task: SimulateTask = { ruleset, setup, from: seed + from, count: Math.min(size, runs - from), sides };
      batches.push(
        pool.run(task).then((records: RunRecord[]) => {
          done += records.length;
          opts.onProgress?.(done, runs);
          return records;
        }),
      );
    }
    const records = (await Promise.all(batches)).flat();
    return summarize(records, seed, sides);
  } finally {
    await pool.destroy();
  }
}
