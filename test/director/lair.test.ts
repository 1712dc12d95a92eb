// The director and lair actions: a creature the engine runs takes a lair action at its lair count, aimed where it
// does the most; and 1.336 — when its broken concentration owes one of a list, it picks the one that catches
// the most enemies, even over one that would deal more to fewer.
import { beforeAll, describe, expect, it } from "vitest";
import { direct } from "../../src/director/index.js";
import { fighter, rogue, withGeometry, wizard } from "../combat/helpers.js";
import { accept, fightAt, lairWindow, ruleset } from "../spec/fixtures/lair.js";

const KEEPER = "Granary Keeper 1";
const DRAGON = "Red Dragon 1";
type Cell = [number, number];
const board = {
  width: 14,
  height: 8,
  party: [
    [3, 1],
    [3, 5],
    [7, 3],
  ] as Cell[],
};

describe("the director at a lair count", () => {
  beforeAll(withGeometry);

  it("takes a lair action rather than letting the window pass, aimed at a foe", () => {
    const s = fightAt(
      {
        party: [fighter, wizard, rogue],
        enemies: [{ creature: "monsters/red-dragon", inLair: true, at: [[12, 3]] }],
        board,
      },
      { Fighter: 22, [DRAGON]: 15, Wizard: 12, Rogue: 8 },
      "Fighter",
    );
    const window = accept(s, { option: "end" });
    expect(lairWindow(window.state)?.ask).toEqual([DRAGON]);
    const choice = direct(ruleset, window.state);
    expect(choice.option).toMatch(/^lair:action:/);
    const r = accept(window.state, choice);
    expect(r.events.some((e) => e.t === "save" && e.who !== DRAGON)).toBe(true);
  });

  it("1.336: from an owed list it picks the lair action catching the most enemies", () => {
    const at = (owed: string[] | undefined) =>
      fightAt(
        {
          party: [fighter, wizard, rogue],
          enemies: [{ creature: "monsters/granary-keeper", inLair: true, at: [[12, 3]] }],
          board,
        },
        { Fighter: 22, [KEEPER]: 16, Wizard: 12, Rogue: 8 },
        KEEPER,
        (x) => {
          if (owed) x.lair![KEEPER] = { next: owed };
        },
      );
    const owed = accept(at(["action:shelves_lean_north", "action:shelves_lean_south"]), { option: "end" });
    expect(lairWindow(owed.state)?.ask).toEqual([KEEPER]);
    const pick = direct(ruleset, owed.state);
    expect(pick.option).toBe("lair:action:shelves_lean_south");
    const r = accept(owed.state, pick);
    const caught = r.events.filter((e) => e.t === "save").map((e) => (e as { who: string }).who);
    expect(caught.sort()).toEqual(["Fighter", "Rogue", "Wizard"]);

    // Free to choose, it weighs them as anything else: the heavy blow on one foe is worth more.
    const free = accept(at(undefined), { option: "end" });
    expect(direct(ruleset, free.state).option).toBe("lair:action:shelves_lean_north");
  });
});
