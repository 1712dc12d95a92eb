// 1.282 — Bursts centered on their user: the mummy lord's Channel Negative Energy, a signature action (cost 2)
// with `area: { shape: "burst", size: 60, around: true, throughWalls: true }` that applies a `cannot-heal`
// condition lasting `{ rounds: 1, of: "source" }`. Never aimed; it catches everyone within 60 feet, friend and
// foe, behind barriers too, never the mummy lord itself; without `throughWalls` a wall keeps a creature out;
// without a board it catches everyone.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, options } from "../../src/combat/index.js";
import { validate } from "../../src/validate/index.js";
import { cleric, fighter, of, withGeometry, wizard } from "../combat/helpers.js";
import { acceptIn, endUntilIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { accept, ruleset, turnOf } from "./fixtures/around.js";

const M = "Mummy Lord 1";
const CHANNEL = "signature:action:channel";
// A wall between the mummy lord and the wizard, from top to bottom.
const wall = [2, 3, 4, 5, 6].map((y) => [13, y] as [number, number]);
const board = { width: 26, height: 9, walls: wall };

/** The fighter's turn is about to end beside the mummy lord: the cleric beside the fighter, the wizard behind
 * the wall, one goblin near its ally the mummy lord and one more than 60 feet away. */
function fighterTurn(onBoard = true): CombatState {
  return turnOf(
    "Fighter",
    {
      party: [fighter, cleric, wizard],
      enemies: ["monsters/mummy-lord", "monsters/goblin", "monsters/goblin"],
      ...(onBoard ? { board } : { noBoard: true }),
    },
    (s) => {
      s.order = ["Fighter", "Cleric", "Wizard", M, "Goblin 1", "Goblin 2"];
      s.turn = 0;
      if (onBoard) {
        s.combatants["Fighter"]!.at = [9, 4];
        s.combatants["Cleric"]!.at = [8, 4];
        s.combatants["Wizard"]!.at = [15, 4];
        s.combatants[M]!.at = [10, 4];
        s.combatants["Goblin 1"]!.at = [10, 6];
        s.combatants["Goblin 2"]!.at = [24, 4];
      }
      s.combatants["Fighter"]!.hp = 10;
    },
  );
}

const held = (s: CombatState) =>
  s.order.filter((id) => s.combatants[id]!.conditions.some((c) => c.id === "negative-energy"));

describe("1.282 Channel Negative Energy", () => {
  beforeAll(withGeometry);

  it("the example's ruleset is valid", () => {
    expect(validate(ruleset).issues).toEqual([]);
  });

  it("is offered between turns with nothing to aim: no targets, no cell", () => {
    const end = accept(fighterTurn(), { option: "end" });
    const option = options(ruleset, end.state).find((o) => o.id === CHANNEL);
    expect(option).toMatchObject({ kind: "use", label: "Channel Negative Energy", moment: "between-turns" });
    expect(option!.targets).toBeUndefined();
    expect(option!.cells).toBeUndefined();
  });

  it("catches everyone within 60 feet, friend and foe, behind the wall too, never the mummy lord", () => {
    const end = accept(fighterTurn(), { option: "end" });
    const r = accept(end.state, { option: CHANNEL });
    expect(of(r.events, "signature")).toMatchObject([{ who: M, cost: 2, left: 1 }]);
    const [use] = of(r.events, "use");
    expect(use!.targets).toEqual(["Fighter", "Cleric", "Wizard", "Goblin 1"]);
    expect(held(r.state)).toEqual(["Fighter", "Cleric", "Wizard", "Goblin 1"]);
  });

  it("leaves them unable to regain hit points until the end of the mummy lord's next turn", () => {
    const end = accept(fighterTurn(), { option: "end" });
    const channelled = accept(end.state, { option: CHANNEL });
    // The cleric's turn: Cure Wounds on the fighter heals nothing, and the log says so.
    expect(channelled.state.order[channelled.state.turn]).toBe("Cleric");
    const cure = accept(channelled.state, { option: "use:spells/cure-wounds", targets: ["Fighter"] });
    expect(of(cure.events, "heal-blocked")).toMatchObject([{ who: "Fighter", source: "Cleric", why: "cannot-heal" }]);
    expect(of(cure.events, "heal")).toEqual([]);
    expect(cure.state.combatants["Fighter"]!.hp).toBe(10);
    // Still held through the mummy lord's own turn; gone once that turn has ended.
    const mummyTurn = endUntilIn(ruleset, cure, M);
    expect(held(mummyTurn.state)).toEqual(["Fighter", "Cleric", "Wizard", "Goblin 1"]);
    const after = endUntilIn(ruleset, mummyTurn, "Goblin 1");
    expect(held(after.state)).toEqual([]);
  });

  it("without throughWalls, the wall keeps the wizard out", () => {
    const walled = structuredClone(ruleset) as unknown as {
      catalogs: Record<string, { entries: Record<string, unknown>[] }>;
    };
    const mummy = walled.catalogs["monsters"]!.entries.find((e) => e.id === "mummy-lord") as {
      actions: { id: string; area?: { throughWalls?: boolean } }[];
    };
    delete mummy.actions.find((a) => a.id === "channel")!.area!.throughWalls;
    const rules = loadedDoc(walled);
    const end = acceptIn(rules, fighterTurn(), { option: "end" });
    const r = acceptIn(rules, end.state, { option: CHANNEL });
    expect(of(r.events, "use")[0]!.targets).toEqual(["Fighter", "Cleric", "Goblin 1"]);
  });

  it("without a board catches everyone but the mummy lord", () => {
    const end = accept(fighterTurn(false), { option: "end" });
    const r = accept(end.state, { option: CHANNEL });
    expect(of(r.events, "use")[0]!.targets).toEqual(["Fighter", "Cleric", "Wizard", "Goblin 1", "Goblin 2"]);
  });

  it("a choice that aims it is rejected and changes nothing", () => {
    const end = accept(fighterTurn(), { option: "end" });
    const before = JSON.stringify(end.state);
    const atCell = choose(ruleset, end.state, { option: CHANNEL, at: [9, 4] });
    expect(atCell).toMatchObject({ rejected: { code: "bad-cell", path: "at" } });
    const atSomeone = choose(ruleset, end.state, { option: CHANNEL, targets: ["Fighter"] });
    expect(atSomeone).toMatchObject({ rejected: { code: "bad-targets", path: "targets" } });
    const moving = choose(ruleset, end.state, { option: CHANNEL, moveTo: [11, 4] });
    expect(moving).toMatchObject({ rejected: { code: "bad-cell", path: "moveTo" } });
    expect(JSON.stringify(end.state)).toBe(before);
  });
});
