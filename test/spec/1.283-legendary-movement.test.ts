// 1.283 — Legendary movement: a signature action that only walks, between turns, on movement lent for it.
// The tarrasque moves up to half its speed (and is struck on leaving reach like any walk); the vampire moves
// up to its speed without provoking; the mummy lord's Whirlwind of Sand moves 60 feet that nothing can harm
// or hold. No move for a creature held in place, nor without a board.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, distanceBetween, options } from "../../src/combat/index.js";
import { fighter, of, withGeometry } from "../combat/helpers.js";
import { accept, bought, ruleset, turnOf, windowOf } from "./fixtures/signature.js";
import { caster } from "./fixtures/zones.js";

const board = { width: 15, height: 5 };

/** The fighter's turn ends next to `who`, who acts last. */
function besideFighter(creature: string, who: string, fn: (s: CombatState) => void = () => {}): CombatState {
  return turnOf("Fighter", { party: [fighter, caster], enemies: [`monsters/${creature}`], board }, (s) => {
    s.order = ["Fighter", "Wizard", who];
    s.turn = 0;
    s.combatants["Fighter"]!.at = [3, 2];
    s.combatants["Wizard"]!.at = [0, 0];
    s.combatants[who]!.at = [4, 2];
    s.combatants[who]!.moveLeft = 17;
    fn(s);
  });
}

const moveOf = (s: CombatState, id: string) => options(ruleset, s).find((o) => o.id === id);

describe("1.283 legendary movement", () => {
  beforeAll(withGeometry);

  describe("tarrasque: up to half its speed", () => {
    const T = "Tarrasque 1";

    it("offers the cells within half its speed (20 ft: 4 cells)", () => {
      const end = accept(besideFighter("tarrasque", T), { option: "end" });
      const move = moveOf(end.state, "signature:action:move")!;
      expect(move).toMatchObject({ kind: "move", label: "Move", moment: "between-turns" });
      const far = Math.max(...move.cells!.map((c) => distanceBetween(ruleset, end.state, [4, 2], c).cells));
      expect(far).toBe(4);
    });

    it("walks there, struck on leaving reach, and its own movement is left untouched", () => {
      const end = accept(besideFighter("tarrasque", T), { option: "end" });
      const bought1 = accept(end.state, { option: "signature:action:move", at: [8, 2] });
      expect(bought(bought1.events)).toMatchObject([{ who: T, name: "Move", cost: 1, left: 2 }]);
      expect(windowOf(bought1.state)).toMatchObject({ moment: "leaves-reach", subject: T, ask: ["Fighter"] });
      const struck = accept(bought1.state, { option: "opportunity:gear/longsword", targets: [T] });
      expect(of(struck.events, "attack")).toHaveLength(1);
      const [walked] = of(struck.events, "move");
      expect(walked).toMatchObject({ who: T });
      expect([walked!.path[0], walked!.path.at(-1), walked!.path.length]).toEqual([[4, 2], [8, 2], 5]);
      expect(struck.state.combatants[T]!.at).toEqual([8, 2]);
      expect(struck.state.combatants[T]!.moveLeft).toBe(17);
      // The window it was bought in had no one else to ask: the wizard's turn begins.
      expect(of(struck.events, "turn").map((e) => e.who)).toEqual(["Wizard"]);
    });
  });

  describe("vampire: up to its speed without provoking", () => {
    const V = "Vampire 1";

    it("walks away from the fighter and no one is asked to strike", () => {
      const end = accept(besideFighter("vampire", V), { option: "end" });
      const move = moveOf(end.state, "signature:action:move")!;
      expect(Math.max(...move.cells!.map((c) => distanceBetween(ruleset, end.state, [4, 2], c).cells))).toBe(6);
      const r = accept(end.state, { option: "signature:action:move", at: [10, 2] });
      expect(of(r.events, "window")).toEqual([]);
      expect(r.state.combatants[V]!.at).toEqual([10, 2]);
      expect(r.state.combatants["Fighter"]!.budgets["reaction"]).toBe(1);
    });

    it("has nowhere to go while held in place", () => {
      const held = besideFighter("vampire", V, (s) => {
        s.combatants[V]!.conditions.push({ id: "grappled", source: "Fighter" });
      });
      const r = accept(held, { option: "end" });
      expect(of(r.events, "window")).toEqual([]);
    });

    it("is caught by a zone it walks through", () => {
      const r = castCloudkill("vampire", V);
      const walk = accept(r.state, { option: "signature:action:move", at: [7, 2] });
      const catches = of(walk.events, "zone").filter((e) => e.what === "catch");
      expect(catches).toMatchObject([{ who: V, trigger: "enter", name: "Cloudkill" }]);
    });
  });

  describe("mummy lord: Whirlwind of Sand, 60 ft that nothing can harm or hold", () => {
    const M = "Mummy Lord 1";

    it("lets go of the fighter's grapple, is not struck, and no zone catches it", () => {
      const r = castCloudkill("mummy-lord", M);
      const move = moveOf(r.state, "signature:action:whirlwind")!;
      // 60 feet, more than its own speed of 20 ft, and though it is grappled.
      expect(Math.max(...move.cells!.map((c) => distanceBetween(ruleset, r.state, [1, 2], c).cells))).toBe(12);
      const walk = accept(r.state, { option: "signature:action:whirlwind", at: [13, 2] });
      expect(of(walk.events, "condition-ended")).toMatchObject([{ who: M, condition: "grappled", why: "lets go" }]);
      expect(of(walk.events, "window")).toEqual([]);
      expect(of(walk.events, "zone").filter((e) => e.what === "catch")).toEqual([]);
      expect(of(walk.events, "damage")).toEqual([]);
      expect(walk.state.combatants[M]!.at).toEqual([13, 2]);
    });
  });

  it("no move is offered without a board", () => {
    const s = turnOf("Fighter", { party: [fighter], enemies: ["monsters/vampire"], noBoard: true }, (x) => {
      x.order = ["Fighter", "Vampire 1"];
      x.turn = 0;
    });
    const r = accept(s, { option: "end" });
    expect(of(r.events, "window")).toEqual([]);
  });
});

/** The wizard's Cloudkill lies between `who` (grappled by the fighter beside it) and the far side of the board;
 * the wizard's turn then ends, and `who` is asked. */
function castCloudkill(creature: string, who: string) {
  const s = turnOf("Wizard", { party: [fighter, caster], enemies: [`monsters/${creature}`], board }, (x) => {
    x.order = ["Wizard", "Fighter", who];
    x.turn = 0;
    x.combatants["Wizard"]!.at = [0, 4];
    x.combatants["Fighter"]!.at = [0, 2];
    x.combatants[who]!.at = [1, 2];
    x.combatants[who]!.hp = 500;
    if (creature === "mummy-lord") x.combatants[who]!.conditions.push({ id: "grappled", source: "Fighter" });
  });
  const cast = accept(s, { option: "use:spells/cloudkill", at: [7, 2] });
  expect(of(cast.events, "use")[0]!.targets).toEqual([]);
  const end = accept(cast.state, { option: "end" });
  expect(windowOf(end.state)).toMatchObject({ moment: "between-turns", ask: [who] });
  return end;
}
