// 1.285 — Moving after the action, and moving at one speed: the adult dragon's Wing Attack, a burst around
// itself (10 feet, a DC 22 Dexterity save or 2d6 + 8 bludgeoning and prone) with `move: { share: 0.5, speed:
// "fly" }`: "The dragon can then fly up to half its flying speed." The cell is chosen with the action
// (`moveTo`), or none; the action takes effect first; a cell no longer reachable once it is done is not walked
// to; a creature without a flying speed has nowhere to go.

import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, distanceBetween, options } from "../../src/combat/index.js";
import type { SheetData } from "../../src/ruleset/index.js";
import { validate } from "../../src/validate/index.js";
import { fighter, of, withGeometry, wizard } from "../combat/helpers.js";
import { accept, ruleset, turnOf } from "./fixtures/around.js";

const D = "Adult Red Dragon 1";
const WING = "signature:action:wing";
const board = { width: 20, height: 7 };

/** A ranger who snares whoever harms it. */
const ranger: SheetData = {
  name: "Ranger",
  abilities: { str: 12, dex: 16, con: 12, int: 10, wis: 14, cha: 10 },
  fields: { level: 5, hp_max: 40, armor: 15 },
  lists: { features: [{ entry: "features/snare" }] },
  inventory: [{ item: "gear/shortbow", wielded: true }],
};

/** The fighter's turn is about to end; the fighter and a second party member stand beside `dragon`. */
function fighterTurn(dragon = "red-dragon", second: SheetData = wizard): CombatState {
  const who = dragon === "red-dragon" ? D : "Bound Dragon 1";
  return turnOf("Fighter", { party: [fighter, second], enemies: [`monsters/${dragon}`], board }, (s) => {
    s.order = ["Fighter", second.name, who];
    s.turn = 0;
    s.combatants["Fighter"]!.at = [5, 3];
    s.combatants[second.name]!.at = [7, 4];
    s.combatants[who]!.at = [6, 3];
    s.combatants[who]!.moveLeft = 17;
  });
}

const wingOf = (s: CombatState) => options(ruleset, s).find((o) => o.id === WING);

describe("1.285 Wing Attack", () => {
  beforeAll(withGeometry);

  it("the example's ruleset is valid", () => {
    expect(validate(ruleset).issues).toEqual([]);
  });

  it("offers the action with the cells within half its flying speed (40 ft: 8 cells), not half its walk", () => {
    const end = accept(fighterTurn(), { option: "end" });
    const wing = wingOf(end.state)!;
    expect(wing).toMatchObject({ kind: "use", label: "Wing Attack", moment: "between-turns" });
    expect(wing.cells).toBeUndefined();
    expect(wing.targets).toBeUndefined();
    const far = Math.max(...wing.moveCells!.map((c) => distanceBetween(ruleset, end.state, [6, 3], c).cells));
    expect(far).toBe(8);
  });

  it("beats its wings first, then flies to the chosen cell on movement lent for it", () => {
    const end = accept(fighterTurn(), { option: "end" });
    const r = accept(end.state, { option: WING, moveTo: [14, 3] });
    expect(of(r.events, "signature")).toMatchObject([{ who: D, cost: 2, left: 1 }]);
    expect(of(r.events, "use")[0]!.targets).toEqual(["Fighter", "Wizard"]);
    const saves = of(r.events, "save");
    expect(saves.map((e) => [e.who, e.difficulty])).toEqual([
      ["Fighter", 22],
      ["Wizard", 22],
    ]);
    const failed = saves.filter((e) => !e.success).map((e) => e.who);
    expect(of(r.events, "condition").map((e) => [e.who, e.condition])).toEqual(failed.map((w) => [w, "prone"]));
    // Leaving the fighter's reach: the fighter may strike first, as on any walk.
    const window = r.state.stack.at(-1);
    expect(window).toMatchObject({ kind: "window", moment: "leaves-reach", subject: D, ask: ["Fighter"] });
    const kinds = r.events.map((e) => e.t);
    expect(kinds.indexOf("window")).toBeGreaterThan(kinds.lastIndexOf("save"));
    const flown = accept(r.state, { option: "pass" });
    const [moved] = of(flown.events, "move");
    expect([moved!.who, moved!.path.at(-1)]).toEqual([D, [14, 3]]);
    expect(flown.state.combatants[D]!.at).toEqual([14, 3]);
    expect(flown.state.combatants[D]!.moveLeft).toBe(17);
    expect(of(flown.events, "turn").map((e) => e.who)).toEqual(["Wizard"]);
  });

  it("choosing no cell is a choice too: it stays where it is", () => {
    const end = accept(fighterTurn(), { option: "end" });
    const r = accept(end.state, { option: WING });
    expect(of(r.events, "save")).toHaveLength(2);
    expect(of(r.events, "move")).toEqual([]);
    expect(of(r.events, "window")).toEqual([]);
    expect(r.state.combatants[D]!.at).toEqual([6, 3]);
  });

  it("a cell it can no longer reach once the action is done is not walked to", () => {
    // Caught in the wings, the ranger snares the dragon, which is then held in place.
    const end = accept(fighterTurn("red-dragon", ranger), { option: "end" });
    const r = accept(end.state, { option: WING, moveTo: [14, 3] });
    expect(r.state.stack.at(-1)).toMatchObject({ kind: "window", moment: "harmed", ask: ["Ranger"] });
    const snared = accept(r.state, { option: "react:features/snare", targets: [D] });
    expect(snared.state.combatants[D]!.conditions.map((c) => c.id)).toContain("grappled");
    expect(of(snared.events, "stays")).toEqual([{ t: "stays", who: D, at: [14, 3], why: "unreachable" }]);
    expect(of(snared.events, "move")).toEqual([]);
    expect(snared.state.combatants[D]!.at).toEqual([6, 3]);
  });

  it("a dragon without a flying speed has nowhere to go: the action is offered without cells to move to", () => {
    const B = "Bound Dragon 1";
    const end = accept(fighterTurn("bound-dragon"), { option: "end" });
    const wing = wingOf(end.state)!;
    expect(wing.moveCells).toBeUndefined();
    const before = JSON.stringify(end.state);
    const rejected = choose(ruleset, end.state, { option: WING, moveTo: [8, 3] });
    expect(rejected).toMatchObject({ rejected: { code: "bad-cell", path: "moveTo" } });
    expect(JSON.stringify(end.state)).toBe(before);
    const r = accept(end.state, { option: WING });
    expect(of(r.events, "save")).toHaveLength(2);
    expect(r.state.combatants[B]!.at).toEqual([6, 3]);
  });

  it("a strike that names its target moves after it too, at a share of its walking speed", () => {
    const H = "Harrier 1";
    const s = turnOf("Fighter", { party: [fighter, wizard], enemies: ["monsters/harrier"], board }, (x) => {
      x.order = ["Fighter", "Wizard", H];
      x.turn = 0;
      x.combatants["Fighter"]!.at = [5, 3];
      x.combatants["Wizard"]!.at = [0, 0];
      x.combatants[H]!.at = [6, 3];
    });
    const end = accept(s, { option: "end" });
    const swoop = options(ruleset, end.state).find((o) => o.id === "signature:action:swoop")!;
    expect(swoop.targets!.candidates).toEqual(["Fighter"]);
    expect(Math.max(...swoop.moveCells!.map((c) => distanceBetween(ruleset, end.state, [6, 3], c).cells))).toBe(4);
    const r = accept(end.state, { option: swoop.id, targets: ["Fighter"], moveTo: [10, 3] });
    expect(of(r.events, "attack").map((e) => e.target)).toEqual(["Fighter"]);
    const flown = r.state.stack.at(-1)?.kind === "window" ? accept(r.state, { option: "pass" }) : r;
    expect(flown.state.combatants[H]!.at).toEqual([10, 3]);
  });

  it("a cell beyond its flight, or not a cell, is rejected and changes nothing", () => {
    const end = accept(fighterTurn(), { option: "end" });
    const before = JSON.stringify(end.state);
    for (const moveTo of [[15, 3], [6, 3], "far"] as unknown as [number, number][]) {
      const r = choose(ruleset, end.state, { option: WING, moveTo });
      expect(r).toMatchObject({ rejected: { code: "bad-cell", path: "moveTo" } });
    }
    expect(JSON.stringify(end.state)).toBe(before);
  });
});
