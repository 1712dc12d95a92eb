// Fights the outside check found running for hundreds of rounds (the tarrasque 143–330, four white dragon
// wyrmlings 471) end well within 50 rounds: the bundled fighter, rogue, wizard and cleric of levels 1, 3 and 5
// against each, on the difficulty ladder's open board, the director on both sides.
import { beforeAll, describe, expect, it } from "vitest";
import { watchFight } from "../../bench/play-watch.js";
import { DIRECTOR_BOTH } from "../../src/director/simulate.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5eCharacter } from "../../src/srd/index.js";
import { load } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { withEveryMonster } from "../srd/imported.js";

const BOARD = {
  width: 16,
  height: 12,
  party: [
    [3, 4],
    [3, 6],
    [2, 5],
    [2, 7],
  ] as [number, number][],
};
const party = (level: number) => ["fighter", "rogue", "wizard", "cleric"].map((c) => srd5eCharacter(`${c}-${level}`));

describe("long fights end well within 50 rounds", () => {
  let ruleset: RulesetDoc;
  beforeAll(async () => {
    await withGeometry();
    ruleset = load(withEveryMonster).doc;
  });

  for (const [name, enemies] of [
    ["the tarrasque", [{ creature: "creatures/tarrasque", count: 1, at: [[12, 5]] }]],
    [
      "four white dragon wyrmlings",
      [
        {
          creature: "creatures/white-dragon-wyrmling",
          count: 4,
          at: [
            [12, 3],
            [12, 5],
            [12, 7],
            [13, 5],
          ],
        },
      ],
    ],
  ] as const)
    for (const level of [1, 3, 5])
      it(`${name} against the level-${level} party`, () => {
        for (const seed of [1]) {
          const w = watchFight(
            ruleset,
            { party: party(level), enemies: enemies as never, board: BOARD, seed },
            DIRECTOR_BOTH,
            {
              maxRounds: 100,
            },
          );
          expect(w.end.outcome, `seed ${seed}`).toBeDefined();
          expect(w.rounds, `seed ${seed}`).toBeLessThanOrEqual(25);
        }
        // A long fight of many combatants takes a while on a busy machine.
      }, 300_000);
});
