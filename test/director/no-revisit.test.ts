// A combatant the director moves never walks back over a cell it stood on earlier in the same turn: each walk's
// look-ahead weighs the use after it as the use would really land (cover included), so a cell left behind is
// never worth more after the walk than it was before it. Played on the bundled goblin ambush, whose seed 7 once
// walked a goblin back and forth before it shot.
import { describe, expect, it } from "vitest";
import { direct } from "../../src/director/index.js";
import { createEngine } from "../../src/engine.js";
import type { Cell } from "../../src/ruleset/index.js";
import { srd5e, srd5eEncounter, srd5eParty } from "../../src/srd/index.js";

/**
 * "who round: cells" for each turn in which someone stood on a cell twice; with `betweenActs`, only twice with
 * no act between (walking in to strike and back out again is a plan, not an oscillation).
 */
async function revisits(encounterId: string, seed: number, betweenActs = false): Promise<string[]> {
  const engine = await createEngine();
  const encounter = srd5eEncounter(encounterId)!;
  let f = engine.startCombat(srd5e, {
    party: srd5eParty(encounter),
    enemies: encounter.enemies,
    ...(encounter.board ? { board: encounter.board } : {}),
    seed,
  });
  while (!f.over) f = f.choose(direct(srd5e, f.state));
  const found: string[] = [];
  let turn: { who: string; round: number; cells: string[] } | undefined;
  const check = () => {
    if (turn && new Set(turn.cells).size < turn.cells.length)
      found.push(`${turn.who} round ${turn.round}: ${turn.cells.join(" ")}`);
  };
  for (const e of f.log) {
    if (e.t === "turn") {
      check();
      turn = { who: e.who, round: e.round, cells: [] };
    } else if (betweenActs && turn && "who" in e && e.who === turn.who && ACTS.has(e.t)) {
      check();
      turn.cells = turn.cells.slice(-1);
    } else if (e.t === "move" && turn && e.who === turn.who) {
      const key = (c: Cell) => c.join(",");
      // Each walk starts where the last one ended: count that cell once.
      const path = turn.cells.length && turn.cells.at(-1) === key(e.path[0]!) ? e.path.slice(1) : e.path;
      turn.cells.push(...path.map(key));
    }
  }
  check();
  return found;
}

const ACTS = new Set(["use", "standard", "contest", "escape"]);

describe("the director does not walk back and forth", () => {
  it("in the seed-7 goblin ambush, no one revisits a cell within a turn", async () => {
    expect(await revisits("goblin-ambush", 7)).toEqual([]);
  });
  // A walk back over the trail is dropped however many of the best walks cross it: in the seed-3 medusa garden
  // the paladin, having walked into a corner and hidden, once found its six best walks all leading back over
  // the cell it had come through.
  it("in the seed-3 medusa garden, no one revisits a cell within a turn, even after an act", async () => {
    expect(await revisits("medusa-garden", 3)).toEqual([]);
  });
  it.each([1, 2, 3, 4, 5, 6, 8, 9, 10])("nor, between two acts, with seed %i", async (seed) => {
    expect(await revisits("goblin-ambush", seed, true)).toEqual([]);
  });
});
