// `simulateParallel` on worker threads: each worker gets the job (ruleset, set-up, policies) once, when it starts,
// and its batches carry only seeds; the result equals one thread's for the same seeds, run after run. The
// workers load the built CLI bundle (npm test builds first), which exports `simulateTask`.
import { beforeAll, describe, expect, it } from "vitest";
import { encounterSetup } from "../../src/director/encounter.js";
import { runMany, simulate } from "../../src/director/simulate.js";
import { simulateParallel, simulateTask } from "../../src/director/simulate-node.js";
import { createEngine } from "../../src/engine.js";
import { srd5e, srd5eEncounter, srd5eParty } from "../../src/srd/index.js";

const setup = encounterSetup(srd5e, "goblin-ambush", srd5eParty(srd5eEncounter("goblin-ambush")));
const sides = { party: "simple", enemies: "simple" } as const;
const workerFile = new URL("../../dist/node/cli.js", import.meta.url);

beforeAll(() => createEngine());

describe("simulate on worker threads", () => {
  it("a batch that carries its job plays it; one without a job outside a worker is refused, naming why", async () => {
    const batch = await simulateTask({ ruleset: srd5e, setup, sides, from: 4, count: 2 });
    expect(batch).toEqual(runMany(srd5e, setup, 4, 2, sides));
    await expect(simulateTask({ from: 4, count: 2 })).rejects.toThrow(/no ruleset/);
  });

  it("two workers give one thread's result for the same seeds, and the same again on a second run", async () => {
    const opts = { runs: 7, seed: 5, sides };
    const one = simulate(srd5e, setup, opts);
    const progress: number[] = [];
    const two = await simulateParallel(srd5e, setup, {
      ...opts,
      workers: 2,
      workerFile,
      onProgress: (done) => progress.push(done),
    });
    expect(two).toEqual(one);
    expect(two.runs).toBe(7);
    expect(progress.at(-1)).toBe(7);
    expect(await simulateParallel(srd5e, setup, { ...opts, workers: 2, workerFile })).toEqual(one);
  }, 120_000);
});
