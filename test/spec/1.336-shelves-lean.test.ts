// 1.336 — `brokenNextLair` as a list: once the keeper's concentration is broken, the next lair action is one of
// ["shelves_lean_north", "shelves_lean_south"] and nothing else, whatever was taken the round before, and whoever
// runs the creature chooses which; once taken, the choice is free again.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options } from "../../src/combat/index.js";
import { fighter, of, withGeometry, wizard } from "../combat/helpers.js";
import { accept, endUntilLair, fightAt, lairWindow, ruleset } from "./fixtures/lair.js";

const KEEPER = "Granary Keeper 1";
const lairOptions = (s: CombatState) =>
  options(ruleset, s)
    .map((o) => o.id)
    .sort();

/** Round 1: the keeper starts the Litany and leans the shelves north; the Wizard then breaks its concentration. */
function brokenKeeper(): { state: CombatState } {
  const setup = { party: [fighter, wizard], enemies: [{ creature: "monsters/granary-keeper", inLair: true }], seed: 2 };
  const s = fightAt(setup, { Fighter: 18, [KEEPER]: 16, Wizard: 10 }, KEEPER, (x) => {
    for (const c of Object.values(x.combatants)) c.hp = c.maxHp = 300;
  });
  const litany = accept(s, { option: "use:action:litany", targets: [KEEPER] });
  const lair = accept(litany.state, { option: "end" });
  expect(lairOptions(lair.state)).toEqual([
    "lair:action:candles",
    "lair:action:shelves_lean_north",
    "lair:action:shelves_lean_south",
    "pass",
  ]);
  const north = accept(lair.state, { option: "lair:action:shelves_lean_north", targets: ["Fighter"] });
  const missile = accept(north.state, { option: "use:spells/magic-missile", targets: [KEEPER] });
  expect(of(missile.events, "concentration")).toMatchObject([{ who: KEEPER, what: "end", why: "failed save" }]);
  return endUntilLair(missile);
}

describe("1.336 a list of lair actions for when concentration is broken", () => {
  beforeAll(withGeometry);

  it("offers only the listed lair actions, the one taken last round included, and either can be chosen", () => {
    const next = brokenKeeper();
    expect(lairWindow(next.state)?.ask).toEqual([KEEPER]);
    expect(lairOptions(next.state)).toEqual([
      "lair:action:shelves_lean_north",
      "lair:action:shelves_lean_south",
      "pass",
    ]);
    for (const pick of ["shelves_lean_north", "shelves_lean_south"]) {
      const taken = accept(next.state, { option: `lair:action:${pick}`, targets: ["Fighter"] });
      expect(of(taken.events, "lair-action")).toMatchObject([{ who: KEEPER, use: `action:${pick}` }]);
      // Free again next round: all but the one just taken.
      const round3 = endUntilLair(taken);
      expect(lairOptions(round3.state)).toEqual(
        ["lair:action:candles", "lair:action:shelves_lean_north", "lair:action:shelves_lean_south", "pass"].filter(
          (id) => id !== `lair:action:${pick}`,
        ),
      );
    }
  });

  it("letting the window pass keeps the list for the next lair count", () => {
    const next = brokenKeeper();
    const round3 = endUntilLair(accept(next.state, { option: "pass" }));
    expect(lairOptions(round3.state)).toEqual([
      "lair:action:shelves_lean_north",
      "lair:action:shelves_lean_south",
      "pass",
    ]);
  });
});
