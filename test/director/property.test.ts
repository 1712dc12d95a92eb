// Property: across many small random fights (with and without a board), the director never raises and every
// choice it makes is accepted, playing both sides or against a random policy.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { playFight } from "../../src/director/play.js";
import type { Sides } from "../../src/director/policies.js";
import { cleric, fighter, paladin, rogue, ruleset, withGeometry, wizard } from "../combat/helpers.js";

const PARTY = [fighter, wizard, cleric, paladin, rogue];
const MONSTERS = ["monsters/goblin", "monsters/wolf", "monsters/skeleton", "monsters/fire-imp"];
const FIGHTS = 2000;
/** Fights still going after this many rounds are called off: the property is about every choice made. */
const ROUNDS = 6;
const SIDES: Sides[] = [
  { party: "director", enemies: "director" },
  { party: "director", enemies: "random" },
  { party: "random", enemies: "director" },
];

describe("director (property)", () => {
  beforeAll(withGeometry);

  it("never raises and never picks a rejected choice", () => {
    let fights = 0;
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.integer({ min: 0, max: 1_000_000 }),
          party: fc.uniqueArray(fc.integer({ min: 0, max: PARTY.length - 1 }), { minLength: 1, maxLength: 2 }),
          enemies: fc.array(fc.integer({ min: 0, max: MONSTERS.length - 1 }), { minLength: 1, maxLength: 2 }),
          board: fc.boolean(),
          sides: fc.integer({ min: 0, max: SIDES.length - 1 }),
        }),
        (f) => {
          const setup = {
            seed: f.seed,
            party: f.party.map((i) => PARTY[i]!),
            enemies: f.enemies.map((i) => MONSTERS[i]!),
            ...(f.board ? { board: { width: 8, height: 6 } } : {}),
          };
          // playFight throws on a rejected choice.
          const played = playFight(ruleset, setup, SIDES[f.sides]!, { maxRounds: ROUNDS });
          fights++;
          expect(played.end.outcome !== null || played.end.round > ROUNDS).toBe(true);
        },
      ),
      { numRuns: FIGHTS },
    );
    expect(fights).toBe(FIGHTS);
  }, 600_000);
});
