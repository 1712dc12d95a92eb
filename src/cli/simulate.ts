// `gamemode-engine simulate`: plays an encounter many times (the director on both sides unless --policy says
// otherwise), on worker threads with --workers, with a progress bar, then prints a summary table or --json.
import { parseArgs } from "node:util";
import type { Distribution } from "../director/distribution.js";
import { parseSides } from "../director/policies.js";
import type { SimulationResult } from "../director/simulate.js";
import { simulateParallel } from "../director/simulate-node.js";
import { ENCOUNTER_OPTIONS, encounterSetup, whole } from "./encounter-setup.js";
import { progressBar } from "./progress.js";

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
const row = (name: string, d: Distribution) =>
  `${name.padEnd(26)}${[d.mean, d.p10, d.p50, d.p90, d.min, d.max].map((n) => fmt(n).padStart(8)).join("")}`;

export function table(r: SimulationResult): string[] {
  const o = r.outcomes;
  const lines = [
    `${r.runs} runs from seed ${r.seed} (party: ${r.sides.party}, enemies: ${r.sides.enemies})`,
    `party wins ${(r.winProbability * 100).toFixed(1)}%  (won ${o.won}, lost ${o.lost}, fled ${o.fled}, stalemate ${o.stalemate}, unfinished ${o.unfinished})`,
    "",
    `${"".padEnd(26)}${["mean", "p10", "p50", "p90", "min", "max"].map((h) => h.padStart(8)).join("")}`,
    row("rounds", r.rounds),
  ];
  for (const side of ["party", "enemies"] as const) {
    lines.push(row(`${side} standing`, r.survivors[side]), row(`${side} health left`, r.healthLeft[side]));
    for (const [pool, d] of Object.entries(r.spent[side])) lines.push(row(`${side} spent ${pool}`, d));
  }
  return lines;
}

export async function simulateCommand(args: string[], workerFile?: string): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { ...ENCOUNTER_OPTIONS, runs: { type: "string", default: "100" }, workers: { type: "string" } },
  });
  const { ruleset, setup } = encounterSetup({
    ruleset: values.ruleset,
    encounter: values.encounter,
    party: values.party,
    noBoard: values["no-board"],
  });
  const runs = whole("runs", values.runs, 100);
  const result = await simulateParallel(ruleset, setup, {
    runs,
    seed: whole("seed", values.seed, 1),
    sides: parseSides(values.policy),
    workers: whole("workers", values.workers, 1),
    ...(workerFile ? { workerFile } : {}),
    ...(values.json ? {} : { onProgress: progressBar("simulating") }),
  });
  if (values.json) console.log(JSON.stringify(result));
  else for (const line of table(result)) console.log(line);
  return 0;
}
