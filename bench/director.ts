// Benchmark of the director: one decision on a 40×40 board with 12 combatants (median), and win rates in
// fights where the director plays one side and a random-legal or greedy one-step policy the other, the
// sides alternating by seed. Writes bench/results/director.json.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { startCombat } from "../src/combat/index.js";
import { direct } from "../src/director/direct.js";
import { playFight } from "../src/director/play.js";
import type { PolicyName, Sides } from "../src/director/policies.js";
import { createEngine } from "../src/engine.js";
import type { RulesetDoc, SheetData } from "../src/ruleset/index.js";
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

function mirror(name: string, other: PolicyName): object {
  const enemies = [{ creature: "monsters/goblin", count: 2 }, "monsters/wolf", "monsters/skeleton"];
  let won = 0;
  const t = performance.now();
  for (let seed = 1; seed <= FIGHTS; seed++) {
    const directorIsParty = seed % 2 === 1;
    const sides: Sides = directorIsParty
      ? { party: "director", enemies: other }
      : { party: other, enemies: "director" };
    const end = playFight(ruleset, { party, enemies, seed }, sides).end;
    if ((end.outcome === "won") === directorIsParty && end.outcome !== null) won++;
  }
  const ms = (performance.now() - t) / FIGHTS;
  console.log(
    `${name}: director wins ${((won / FIGHTS) * 100).toFixed(1)}% of ${FIGHTS} (${ms.toFixed(1)} ms a fight)`,
  );
  return { case: name, ours_ms: ms, winRate: won / FIGHTS, fights: FIGHTS };
}

await createEngine();
const results = [turnCase(), mirror("vs-random", "random"), mirror("vs-greedy", "greedy")];
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/director.json", `${JSON.stringify(results, null, 2)}\n`);
