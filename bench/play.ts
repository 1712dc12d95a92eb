// Play-quality benchmark: every bundled SRD encounter over many seeds with the director on both sides,
// counting what a good table would not do (bench/play-watch.ts), and the DMG difficulty ladder for the
// bundled parties (bench/ladder.ts). Writes bench/results/play.json.
// Options: --seeds N (encounter seeds, default 50), --fights N (ladder fights a cell, default 200),
// --only encounters|ladder, --levels 1,3,5 (ladder levels).
import { readFileSync, writeFileSync } from "node:fs";
import { encounterSetup } from "../src/director/encounter.js";
import { DIRECTOR_BOTH } from "../src/director/simulate.js";
import { createEngine } from "../src/engine.js";
import { srd5e, srd5eParty } from "../src/srd/index.js";
import { write } from "./harness.js";
import { ladderCases } from "./ladder.js";
import { watchFight } from "./play-watch.js";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
};
const SEEDS = Number(arg("seeds") ?? 50);
const FIGHTS = Number(arg("fights") ?? 200);
const ONLY = arg("only");
/** Fights past this many rounds count as long; the watch calls a fight off at twice that. */
const LONG = 50;

function encounterCase(id: string): Record<string, unknown> {
  const enc = srd5e.encounters!.find((e) => e.id === id)!;
  const setup = encounterSetup(srd5e, id, srd5eParty(enc));
  const sum = { wastedTurns: 0, cellsRevisited: 0, dashWithoutMoving: 0, idleDodges: 0, fledAboveHalf: 0, fled: 0 };
  const outcomes: Record<string, number> = { won: 0, lost: 0, fled: 0, unfinished: 0 };
  let longFights = 0;
  let rounds = 0;
  const offered: Record<string, number> = {};
  const used: Record<string, number> = {};
  const helpful: Record<string, number> = {};
  const helped: Record<string, number> = {};
  const examples: string[] = [];
  const t = performance.now();
  for (let seed = 1; seed <= SEEDS; seed++) {
    const w = watchFight(srd5e, { ...setup, seed }, DIRECTOR_BOTH, { maxRounds: LONG * 2 });
    for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += w[k];
    outcomes[w.end.outcome ?? "unfinished"]!++;
    if (w.rounds > LONG) longFights++;
    rounds += Math.min(w.rounds, LONG * 2);
    for (const u of w.offered) offered[u] = (offered[u] ?? 0) + 1;
    for (const u of w.used) if (w.offered.has(u)) used[u] = (used[u] ?? 0) + 1;
    for (const u of w.helpful) {
      helpful[u] = (helpful[u] ?? 0) + 1;
      if (w.used.has(u) || w.spent.has(u)) helped[u] = (helped[u] ?? 0) + 1;
    }
    for (const n of w.notes) if (examples.length < 3) examples.push(`seed ${seed} ${n}`);
  }
  // The share of fights in which each party use that was on offer was taken.
  const useShare: Record<string, number> = {};
  for (const u of Object.keys(offered).sort()) useShare[u] = round((used[u] ?? 0) / offered[u]!);
  // Of the fights in which a use (or a pool paying for one) would have helped at some point, the share in which
  // it was used (bench/play-watch.ts, wouldHelp).
  const helpShare: Record<string, number> = {};
  for (const u of Object.keys(helpful).sort()) helpShare[u] = round((helped[u] ?? 0) / helpful[u]!);
  const ms = (performance.now() - t) / SEEDS;
  console.log(
    `${id.padEnd(16)} wasted ${sum.wastedTurns} revisits ${sum.cellsRevisited} dash-still ${sum.dashWithoutMoving} idle-dodge ${sum.idleDodges} long ${longFights} fledAboveHalf ${sum.fledAboveHalf}/${sum.fled}  ${JSON.stringify(outcomes)} ${(rounds / SEEDS).toFixed(1)} rounds, ${ms.toFixed(0)} ms a fight`,
  );
  return {
    case: id,
    fights: SEEDS,
    ...sum,
    longFights,
    outcomes,
    meanRounds: round(rounds / SEEDS),
    useShare,
    helpShare,
    examples,
    ms_per_fight: round(ms),
  };
}

const round = (v: number) => Number(v.toPrecision(3));

await createEngine();
const rows: Record<string, unknown>[] = [];
if (ONLY !== "ladder") for (const e of srd5e.encounters ?? []) rows.push(encounterCase(e.id));
const LEVELS = (arg("levels") ?? "1,3,5").split(",").map(Number);
if (ONLY !== "encounters") rows.push(...ladderCases(FIGHTS, LEVELS));
if (ONLY) {
  // A partial run keeps the other part's rows from the last full run.
  const path = "bench/results/play.json";
  let old: Record<string, unknown>[] = [];
  try {
    old = JSON.parse(readFileSync(path, "utf8"));
  } catch {}
  const mine = new Set(rows.map((r) => r.case));
  const merged = [...old.filter((r) => !mine.has(r.case as string)), ...rows];
  writeFileSync(path, `${JSON.stringify(merged, null, 2)}\n`);
  console.log(`updated ${path} (${rows.length} rows)`);
} else write("play", rows as never);
