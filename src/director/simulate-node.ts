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
  runOne,
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

/** A worker takes this share of the runs no one has taken, split among the threads (guided scheduling): long
 * batches while much is left, single runs at the end, so a worker still warming up (its code not yet compiled)
 * never holds the last of the work for long. */
const SHARE_PER_THREAD = 4;

/** A worker's batch of runs, `from` to `end` (run indices); the calling thread may play its last runs itself. */
interface Taken {
  readonly from: number;
  /** The runs from here on are left to this thread (it plays them backward from the end while it waits). */
  end: number;
}

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
  const records: (RunRecord | undefined)[] = new Array(runs);
  let next = 0;
  let done = 0;
  // Run i is the same fight whichever thread plays it (seed + i), so the first record of it to come back counts.
  const put = (i: number, r: RunRecord) => {
    if (records[i]) return;
    records[i] = r;
    done++;
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
  const taken = new Set<Taken>();
  let over = false;
  const workerLane = async () => {
    while (!over && next < runs) {
      const count = Math.max(1, Math.ceil((runs - next) / (workers * SHARE_PER_THREAD)));
      const batch: Taken = { from: next, end: next + count };
      next += count;
      taken.add(batch);
      const got: RunRecord[] = await pool.run({ from: seed + batch.from, count });
      taken.delete(batch);
      for (let k = 0; k < got.length; k++) put(batch.from + k, got[k]!);
    }
  };
  /** The next run for this thread: one no one has taken, else the last one of a batch a worker still holds. */
  const nextOwn = (): number | undefined => {
    if (next < runs) return next++;
    for (const batch of taken) {
      while (batch.end > batch.from && records[batch.end - 1]) batch.end--;
      if (batch.end > batch.from) return --batch.end;
    }
    return undefined;
  };
  const ownLane = async () => {
    // One fight at a time, letting the workers' messages in between.
    for (let i = nextOwn(); i !== undefined && !over; i = nextOwn()) {
      put(i, runOne(ruleset, setup, seed + i, sides));
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  try {
    // Done when every run has its record, though a worker may still be playing one this thread played too.
    await new Promise<void>((resolve, reject) => {
      const check = () => (done === runs ? resolve() : undefined);
      const lane = (p: Promise<void>) =>
        p.then(check, (e) => {
          if (!over) reject(e);
        });
      for (let k = 0; k < threads * 2; k++) lane(workerLane());
      lane(ownLane());
    });
    return summarize(records as RunRecord[], seed, sides);
  } finally {
    over = true;
    await pool.destroy();
  }
}
