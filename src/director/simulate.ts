// Encounter simulation: many fights of one set-up from consecutive seeds, each played by a policy per side,
// summed up as the party's win probability and distributions of rounds, survivors and resources spent.
// Run i always uses seed + i, so splitting the runs among workers gives the same result as one loop.
import type { CombatSetup } from "../combat/setup.js";
import type { CombatState, Outcome, Side } from "../combat/types.js";
import { ENGINE_LIMITS } from "../registry/limits.js";
import type { RulesetDoc } from "../ruleset/ruleset.js";
import { type Distribution, distribution } from "./distribution.js";
import { playFight } from "./play.js";
import type { Sides } from "./policies.js";

export type EncounterSetup = Omit<CombatSetup, "seed">;

export interface SimulateOptions {
  readonly runs: number;
  /** The first run's seed (default 1). */
  readonly seed?: number;
  /** Policies per side (default: the director on both). */
  readonly sides?: Sides;
  /** Called after each run (or each finished batch, in parallel): runs done so far and in all. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** One fight, reduced to what the summary needs. */
export interface RunRecord {
  readonly outcome: Outcome | "unfinished";
  readonly rounds: number;
  readonly standing: Readonly<Record<Side, number>>;
  /** Health left over health at the start, per side. */
  readonly health: Readonly<Record<Side, number>>;
  /** Pools and limited uses spent, per side, by pool (or `uses:<action>`). */
  readonly spent: Readonly<Record<Side, Record<string, number>>>;
}

export interface SimulationResult {
  readonly runs: number;
  readonly seed: number;
  readonly sides: Sides;
  readonly outcomes: Readonly<Record<Outcome | "unfinished", number>>;
  /** Chance the party wins. */
  readonly winProbability: number;
  readonly rounds: Distribution;
  readonly survivors: Readonly<Record<Side, Distribution>>;
  readonly healthLeft: Readonly<Record<Side, Distribution>>;
  readonly spent: Readonly<Record<Side, Record<string, Distribution>>>;
}

export const DIRECTOR_BOTH: Sides = { party: "director", enemies: "director" };

function record(start: CombatState, end: CombatState): RunRecord {
  const standing = { party: 0, enemies: 0 };
  const hp = { party: [0, 0], enemies: [0, 0] };
  const spent: Record<Side, Record<string, number>> = { party: {}, enemies: {} };
  for (const id of end.order) {
    const a = start.combatants[id]!;
    const b = end.combatants[id]!;
    if (b.status === "standing") standing[b.side]++;
    hp[b.side][0]! += b.hp;
    hp[b.side][1]! += a.hp;
    const add = (key: string, n: number) => {
      if (n > 0) spent[b.side][key] = (spent[b.side][key] ?? 0) + n;
    };
    for (const [pool, n] of Object.entries(a.pools)) add(pool, n - (b.pools[pool] ?? 0));
    for (const [use, n] of Object.entries(a.usesLeft)) add(`uses:${use}`, n - (b.usesLeft[use] ?? 0));
  }
  const ratio = ([left, all]: number[]) => (all! > 0 ? left! / all! : 0);
  return {
    outcome: end.outcome ?? "unfinished",
    rounds: end.round,
    standing,
    health: { party: ratio(hp.party), enemies: ratio(hp.enemies) },
    spent,
  };
}

export function runOne(ruleset: RulesetDoc, setup: EncounterSetup, seed: number, sides: Sides): RunRecord {
  const played = playFight(ruleset, { ...setup, seed }, sides);
  return record(played.start, played.end);
}

/** Runs `count` fights from seed `from`. */
export function runMany(
  ruleset: RulesetDoc,
  setup: EncounterSetup,
  from: number,
  count: number,
  sides: Sides,
  each?: () => void,
): RunRecord[] {
  const out: RunRecord[] = [];
  for (let i = 0; i < count; i++) {
    out.push(runOne(ruleset, setup, from + i, sides));
    each?.();
  }
  return out;
}

export function summarize(records: readonly RunRecord[], seed: number, sides: Sides): SimulationResult {
  const outcomes = { won: 0, lost: 0, fled: 0, stalemate: 0, unfinished: 0 };
  for (const r of records) outcomes[r.outcome]++;
  const sidesOf = <T>(f: (side: Side) => T) => ({ party: f("party"), enemies: f("enemies") });
  const spent = sidesOf((side) => {
    const keys = [...new Set(records.flatMap((r) => Object.keys(r.spent[side])))].sort();
    return Object.fromEntries(keys.map((k) => [k, distribution(records.map((r) => r.spent[side][k] ?? 0))]));
  });
  return {
    runs: records.length,
    seed,
    sides,
    outcomes,
    winProbability: records.length ? outcomes.won / records.length : 0,
    rounds: distribution(records.map((r) => r.rounds)),
    survivors: sidesOf((side) => distribution(records.map((r) => r.standing[side]))),
    healthLeft: sidesOf((side) => distribution(records.map((r) => r.health[side]))),
    spent,
  };
}

/** Plays `runs` fights on this thread. */
export function simulate(ruleset: RulesetDoc, setup: EncounterSetup, opts: SimulateOptions): SimulationResult {
  const runs = checkRuns(opts.runs);
  const seed = opts.seed ?? 1;
  const sides = opts.sides ?? DIRECTOR_BOTH;
  let done = 0;
  const records = runMany(ruleset, setup, seed, runs, sides, () => opts.onProgress?.(++done, runs));
  return summarize(records, seed, sides);
}

export function checkRuns(runs: number): number {
  const max = ENGINE_LIMITS.simulateRuns;
  if (!Number.isSafeInteger(runs) || runs < 1 || runs > max) {
    throw new RangeError(`runs must be a whole number from 1 to ${max}, got ${String(runs).slice(0, 40)}`);
  }
  return runs;
}
