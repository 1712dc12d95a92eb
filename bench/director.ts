// Benchmark of the director: one decision on a 40×40 board with 12 combatants (median), and win rates in
// mirror fights (the same characters on both sides) where the director plays one side and a random-legal or
// greedy one-step policy the other, the sides alternating by seed. Writes bench/results/director.json.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { startCombat } from "../src/combat/index.js";
import { direct } from "../src/director/direct.js";
import { playFight } from "../src/director/play.js";
import type { PolicyName, Sides } from "../src/director/policies.js";
import { createEngine } from "../src/engine.js";
import type { RulesetDoc, SheetData } from "../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../src/srd/index.js";
import { measure } from "./harness.js";

const ruleset: RulesetDoc = JSON.parse(readFileSync("test/combat/fixtures/5e.json", "utf8"));
const party: SheetData[] = JSON.parse(readFileSync("test/combat/fixtures/party.json", "utf8"));
const FIGHTS = 500;

function turnCase(): object {
  const twelve = [...party, ...party].slice(0, 5).map((s, i) => ({ ...s, name: `${s.name} ${i + 1}` }));
  const enemies = [
    { creature: "monsters/goblin", count: 4 },
    { creature: "monsters/wolf", count: 2 },
    "monsters/skeleton",
  ];
  const state = startCombat(ruleset, { party: twelve, enemies, seed: 7, board: { width: 40, height: 40 } }).state;
  const ms = measure(() => direct(ruleset, state), 2000, 200);
  console.log(`turn (40x40, ${state.order.length} combatants): ${ms.toFixed(3)} ms`);
  return { case: "turn", ours_ms: ms, combatants: state.order.length, board: "40x40" };
}

/** The mirror: the SRD's level-3 fighter, rogue, wizard and cleric (potion included) against copies of
 * themselves on an open 14×10 board, so both sides have the same spells, areas, healing and reach. */
const MIRROR: SheetData[] = ["fighter-3", "rogue-3", "wizard-3", "cleric-3"].map((id) => {
  const sheet = srd5eCharacter(id);
  if (!sheet) throw new Error(`no SRD character ${id}`);
  return sheet;
});
/** A fight still going after this many rounds counts as not won. */
const ROUNDS = 30;

function mirror(name: string, other: PolicyName): object {
  const tally = { won: 0, lost: 0, unfinished: 0 };
  let rounds = 0;
  const t = performance.now();
  for (let seed = 1; seed <= FIGHTS; seed++) {
    const directorIsParty = seed % 2 === 1;
    const sides: Sides = directorIsParty
      ? { party: "director", enemies: other }
      : { party: other, enemies: "director" };
    const setup = { party: MIRROR, enemies: MIRROR, seed, board: { width: 14, height: 10 } };
    const end = playFight(srd5e, setup, sides, { maxRounds: ROUNDS }).end;
    rounds += Math.min(end.round, ROUNDS);
    if (end.outcome === null) tally.unfinished++;
    else if ((end.outcome === "won") === directorIsParty) tally.won++;
    else tally.lost++;
  }
  const ms = (performance.now() - t) / FIGHTS;
  const winRate = tally.won / FIGHTS;
  console.log(
    `${name}: director wins ${(winRate * 100).toFixed(1)}% of ${FIGHTS} (lost ${tally.lost}, unfinished ${tally.unfinished}; ${ms.toFixed(1)} ms a fight)`,
  );
  return {
    case: name,
    ours_ms: ms,
    winRate,
    fights: FIGHTS,
    ...tally,
    meanRounds: rounds / FIGHTS,
    mirror: "SRD fighter-3, rogue-3, wizard-3, cleric-3 a side, 14x10 board",
  };
}

await createEngine();
const results = [turnCase(), mirror("vs-random", "random"), mirror("vs-greedy", "greedy")];
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/director.json", `${JSON.stringify(results, null, 2)}\n`);
