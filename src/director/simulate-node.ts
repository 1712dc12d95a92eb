// Simulation on worker threads (Node only; the browser bundle never imports this file). Runs are cut into
// batches of consecutive seeds, played by this thread and the workers of a tinypool pool, and the records put
// back in seed order, so the result equals the single-thread one. The worker module is the bundle that holds
// this code (the CLI re-exports `simulateTask`), named by `workerFile`.
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

/** What every worker plays, sent once when it starts (as its worker data), not with every batch. */
export interface SimulateJob {
  readonly ruleset: RulesetDoc;
  readonly setup: EncounterSetup;
  readonly sides: Sides;
}

/** One batch: `count` fights from seed `from`, of the worker's job (or of the job given with it). */
export interface SimulateTask extends Partial<SimulateJob> {
  readonly from: number;
  readonly count: number;
}

let ready: Promise<unknown> | undefined;

/** What a worker runs: one batch of fights. */
export async function simulateTask(task: SimulateTask): Promise<RunRecord[]> {
  // Each worker instantiates the geometry core once.
  ready ??= createEngine();
  await ready;
  // The job a worker was started with stays the same object from batch to batch, so whatever the engine keeps
  // per ruleset (its capabilities, its parsed uses) is built once per worker.
  const job: SimulateJob | undefined = task.ruleset ? (task as SimulateJob) : Tinypool.workerData;
  if (!job?.ruleset) throw new Error("simulateTask: no ruleset, neither in the task nor in the worker's data");
  return runMany(job.ruleset, job.setup, task.from, task.count, job.sides);
}

export interface ParallelOptions extends SimulateOptions {
  /** Threads that play: this one and `workers - 1` worker threads; 1 plays on this thread alone. Default: the
   * cores there are. */
  readonly workers?: number;
  /** The module workers load; it must export `simulateTask`. */
  readonly workerFile?: string | URL;
}

/** Batches per thread: enough that all threads finish together, few enough that a batch outweighs its message. */
const BATCHES_PER_THREAD = 6;

export async function simulateParallel(
  ruleset: RulesetDoc,
  setup: EncounterSetup,
  opts: ParallelOptions,
): Promise<SimulationResult> {
  const runs = checkRuns(opts.runs);
  const workers = Math.max(1, Math.min(opts.workers ?? availableParallelism(), runs));
  await createEngine();
  if (workers === 1) return simulate(ruleset, setup, opts);
  const seed = opts.seed ?? 1;
  const sides = opts.sides ?? DIRECTOR_BOTH;
  const size = Math.max(1, Math.ceil(runs / (workers * BATCHES_PER_THREAD)));
  const batches: SimulateTask[] = [];
  for (let from = 0; from < runs; from += size) batches.push({ from: seed + from, count: Math.min(size, runs - from) });
  const results: RunRecord[][] = [];
  let next = 0;
  let done = 0;
  const finished = (i: number, records: RunRecord[]) => {
    results[i] = records;
    done += records.length;
    opts.onProgress?.(done, runs);
  };
  // The job rides with each worker's start, once; a batch is two numbers. This thread plays too (its code is
  // warm, and it would only wait otherwise), so `workers` threads start only `workers - 1` new ones.
  const file = opts.workerFile ?? import.meta.url;
  const threads = workers - 1;
  const job: SimulateJob = { ruleset, setup, sides };
  const pool = new Tinypool({
    filename: typeof file === "string" ? file : file.href,
    name: "simulateTask",
    minThreads: threads,
    maxThreads: threads,
    // Each worker holds its next batch while it plays one: it never waits on this thread, which answers
    // messages only between its own fights.
    concurrentTasksPerWorker: 2,
    workerData: job,
  });
  const workerLane = async () => {
    try {
      for (let i = next++; i < batches.length; i = next++) finished(i, await pool.run(batches[i]));
    } catch (e) {
      next = batches.length; // no one takes another batch
      throw e;
    }
  };
  const ownLane = async () => {
    for (let i = next++; i < batches.length; i = next++) {
      const { from, count } = batches[i]!;
      const records: RunRecord[] = [];
      // One fight at a time, letting the workers' messages in between.
      for (let k = 0; k < count; k++) {
        records.push(...runMany(ruleset, setup, from + k, 1, sides));
        await new Promise((resolve) => setImmediate(resolve));
      }
      finished(i, records);
    }
  };
  try {
    await Promise.all([...Array.from({ length: threads * 2 }, workerLane), ownLane()]);
    return summarize(results.flat(), seed, sides);
  } finally {
    await pool.destroy();
  }
}
