// A set-up as a server receives it: sizes are checked first (a million names cost nothing), anything malformed
// is a CombatSetupError with a path before any work, an enemy's `at` may be one cell, and what validates plays.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatSetup, CombatSetupError, choose, startCombat, whoActs } from "../../src/combat/index.js";
import { ENGINE_LIMITS } from "../../src/registry/limits.js";
import { validate } from "../../src/validate/index.js";
import { fighter, ruleset, withGeometry, wizard } from "./helpers.js";

beforeAll(withGeometry);

const good = (): CombatSetup => ({
  party: [structuredClone(fighter), structuredClone(wizard)],
  enemies: [{ creature: "monsters/goblin", count: 2, at: [[8, 1]] }, "monsters/wolf"],
  board: { width: 10, height: 6, walls: [[4, 4]] },
  seed: 5,
});

function refusal(setup: unknown): { path: string; code: string } {
  try {
    startCombat(ruleset, setup as CombatSetup);
  } catch (error) {
    expect(error).toBeInstanceOf(CombatSetupError);
    const e = error as CombatSetupError;
    return { path: e.path, code: e.code };
  }
  throw new Error("the set-up was accepted");
}

describe("set-up checks", () => {
  it("sizes come first, with the path of the side that is too large", () => {
    const sheets = Array.from({ length: 10_000 }, () => fighter);
    expect(refusal({ ...good(), party: sheets })).toEqual({ path: "party", code: "too-many-combatants" });
    const refs = Array(1_000_000).fill("monsters/goblin");
    expect(refusal({ ...good(), enemies: refs })).toEqual({ path: "enemies", code: "too-many-combatants" });
    const counts = [
      { creature: "monsters/goblin", count: 30 },
      { creature: "monsters/goblin", count: 30 },
    ];
    expect(refusal({ ...good(), enemies: counts })).toEqual({ path: "enemies[1]", code: "too-many-combatants" });
  });

  it("a board the geometry cannot hold is refused before any work, never as board-full", () => {
    const side = ENGINE_LIMITS.boardSide;
    const cases: [unknown, unknown, string][] = [
      [side + 88, side + 88, "board.width"],
      [1e9, 1e9, "board.width"],
      [1.5, 4, "board.width"],
      ["16", 4, "board.width"],
      [0, 5, "board.width"],
      [5, Number.NaN, "board.height"],
    ];
    for (const [width, height, path] of cases) {
      expect(refusal({ ...good(), board: { width, height } })).toEqual({ path, code: "bad-board" });
    }
    expect(refusal({ ...good(), board: { width: 10, height: 6, walls: [[10, 2]] } })).toEqual({
      path: "board.walls[0]",
      code: "bad-cell",
    });
  });

  it("an enemy's `at` may be a single cell, and a malformed one is refused with its path", () => {
    const one = startCombat(ruleset, { ...good(), enemies: [{ creature: "monsters/wolf", at: [7, 3] }] });
    expect(one.state.combatants["Wolf 1"]!.at).toEqual([7, 3]);
    expect(refusal({ ...good(), enemies: [{ creature: "monsters/wolf", at: [7] }] })).toEqual({
      path: "enemies[0].at[0]",
      code: "bad-cell",
    });
    expect(refusal({ ...good(), enemies: [{ creature: "monsters/wolf", at: "7,3" }] })).toEqual({
      path: "enemies[0].at",
      code: "bad-cell",
    });
    expect(refusal({ ...good(), enemies: [{ creature: "monsters/wolf", count: 1.5 }] }).code).toBe("bad-count");
    expect(refusal({ ...good(), enemies: [{ creature: "monsters/wolf", colour: "red" }] }).code).toBe("unknown-key");
  });

  it("the validator takes a single cell too, and bounds boards by the same table", () => {
    const text = JSON.stringify(ruleset);
    const doc = JSON.parse(text);
    doc.encounters = [
      { id: "one", name: "One", enemies: [{ creature: "monsters/wolf", at: [3, 2] }], board: { width: 8, height: 8 } },
    ];
    expect(validate(doc).issues.filter((i) => i.path.startsWith("encounters"))).toEqual([]);
    doc.encounters[0].board.width = ENGINE_LIMITS.boardSide + 1;
    expect(validate(doc).issues.map((i) => `${i.path} ${i.code}`)).toContain("encounters[0].board.width out-of-range");
  });

  it("sheets and the board are checked with the validator's schemas: hostile keys, wrong types", () => {
    const hostile = JSON.parse(`{"name":"Evil","abilities":{"str":10},"__proto__":{"x":1}}`);
    expect(refusal({ ...good(), party: [hostile] })).toEqual({ path: "party[0].__proto__", code: "bad-sheet" });
    expect(refusal({ ...good(), party: [{ ...fighter, name: 42 }] })).toEqual({
      path: "party[0].name",
      code: "bad-sheet",
    });
    expect(refusal({ ...good(), party: [{ ...fighter, inventory: [{ item: "gear/nothing" }] }] })).toEqual({
      path: "party[0].inventory[0].item",
      code: "bad-sheet",
    });
    const legend = JSON.parse(`{"width":4,"height":4,"legend":{"constructor":{"difficult":true}}}`);
    expect(refusal({ ...good(), board: legend })).toEqual({ path: "board.legend.constructor", code: "bad-board" });
  });

  it("malformed set-ups are refused with CombatSetupError, and the caller's set-up is left as it was (property)", () => {
    const junk = fc.oneof(
      fc.constant(null),
      fc.constant(undefined),
      fc.integer(),
      fc.double(),
      fc.string({ maxLength: 6 }),
      fc.constant([]),
      fc.constant({}),
      fc.array(fc.integer({ min: -2, max: 700 }), { maxLength: 3 }),
      fc.constant(JSON.parse(`{"__proto__":{"polluted":1}}`)),
    );
    const paths = [
      [],
      ["party"],
      ["party", 0],
      ["party", 0, "name"],
      ["party", 0, "abilities"],
      ["party", 0, "inventory"],
      ["party", 1, "lists"],
      ["enemies"],
      ["enemies", 0],
      ["enemies", 0, "count"],
      ["enemies", 0, "at"],
      ["enemies", 0, "at", 0],
      ["enemies", 0, "creature"],
      ["enemies", 1],
      ["board"],
      ["board", "width"],
      ["board", "height"],
      ["board", "walls"],
      ["board", "walls", 0],
      ["seed"],
      ["scene"],
      ["roundCap"],
      ["inLair"],
      ["noBoard"],
    ] as const;
    fc.assert(
      fc.property(fc.constantFrom(...paths), junk, (path, value) => {
        let setup: Record<string, unknown> = good() as unknown as Record<string, unknown>;
        if (path.length === 0) setup = value as Record<string, unknown>;
        else {
          let node = setup as Record<string | number, unknown>;
          for (const s of path.slice(0, -1)) node = node[s] as Record<string | number, unknown>;
          node[path[path.length - 1]!] = value;
        }
        const before = JSON.stringify(setup);
        try {
          const { state } = startCombat(ruleset, setup as unknown as CombatSetup);
          // Accepted: the fight is playable.
          if (!state.outcome)
            expect("rejected" in choose(ruleset, state, { option: "end", who: whoActs(state) })).toBe(false);
        } catch (error) {
          if (!(error instanceof CombatSetupError)) throw error;
          expect(error.path).toMatch(/^(\$|[A-Za-z])/);
        }
        expect(JSON.stringify(setup)).toBe(before);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });
});
