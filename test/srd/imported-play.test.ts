// Every monster of the 5e-database import, complete or not, loads and plays: a short fight against a small SRD
// party, on an open board and without one, with two seeds, the director choosing on both sides. Every choice
// it makes must be accepted and no fight may throw.
import { beforeAll, describe, expect, it } from "vitest";
import { attachGeometry, choose, startCombat, whoActs } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { createEngine } from "../../src/engine.js";
import type { BoardDef } from "../../src/ruleset/index.js";
import { srd5eCharacter } from "../../src/srd/index.js";
import { load } from "../../src/validate/index.js";
import { importedCreatures, withEveryMonster } from "./imported.js";

const SEEDS = [1, 2];
/** A short fight: long enough for each side to act, moves and all, a few times. */
const ROUNDS = 2;
const PARTY = ["fighter-3", "cleric-3", "wizard-3"].map((id) => srd5eCharacter(id)!);
const BOARD: BoardDef = {
  width: 14,
  height: 10,
  cells: Array.from({ length: 10 }, () => ".".repeat(14)),
  legend: { ".": { label: "open ground" } },
  party: [
    [2, 4],
    [2, 5],
    [1, 4],
  ],
};
/** Spread over groups so a failure names its monster's neighbourhood and the runner reports progress. */
const GROUPS = 16;
/** A group takes a few seconds alone; a busy machine may take several times that. */
const GROUP_TIMEOUT = 120_000;

describe("every imported monster plays a short fight", () => {
  const ruleset = withEveryMonster;
  beforeAll(async () => attachGeometry((await createEngine()).geometry));

  it("load as one ruleset at the bundled version", () => {
    expect(() => load(ruleset)).not.toThrow();
  });

  for (let g = 0; g < GROUPS; g++) {
    const group = importedCreatures.filter((_, i) => i % GROUPS === g);
    it(
      `monsters ${group[0].id} … ${group[group.length - 1].id} (${group.length})`,
      () => {
        let fights = 0;
        for (const creature of group) {
          for (const noBoard of [false, true]) {
            for (const seed of SEEDS) {
              const where = `${creature.id}${noBoard ? " without a board" : ""}, seed ${seed}`;
              let { state } = startCombat(ruleset, {
                party: PARTY,
                enemies: [{ creature: `creatures/${creature.id}`, count: 1, at: [[10, 5]] }],
                ...(noBoard ? { noBoard: true } : { board: BOARD }),
                seed,
              });
              while (!state.outcome && state.round <= ROUNDS) {
                const choice = direct(ruleset, state);
                const r = choose(ruleset, state, choice);
                if ("rejected" in r)
                  throw new Error(`${where}: ${whoActs(state)} chose ${JSON.stringify(choice)}: ${r.rejected.message}`);
                state = r.state;
              }
              fights++;
            }
          }
        }
        expect(fights).toBe(group.length * 4);
      },
      GROUP_TIMEOUT,
    );
  }
});
