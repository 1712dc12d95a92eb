// 1.175 — Flaming Sphere: a 5-foot burst with `"triggers": ["turn-end"]` and
// `"move": { "budget": "bonus", "distance": 30, "ram": true }`. Moved, it goes one cell at a time in a straight line;
// on the first cell where it touches someone it did not cover before it stops, catches them as if rammed, and
// cannot be moved again that turn. Creatures walking into it are caught only as its triggers say.
import { beforeAll, describe, expect, it } from "vitest";
import { options } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { edit, of, turnOf, withGeometry } from "../combat/helpers.js";
import { accept, caster, endUntil, ruleset } from "./fixtures/zone-costs.js";

const board = { width: 16, height: 7 };

function sphere() {
  const s = turnOf("Wizard", { party: [caster], enemies: ["monsters/goblin"], board }, (x) => {
    x.combatants["Wizard"]!.at = [0, 3];
    x.combatants["Goblin 1"]!.at = [7, 3];
    x.combatants["Goblin 1"]!.hp = x.combatants["Goblin 1"]!.maxHp = 300;
  });
  return accept(s, { option: "use:spells/flaming-sphere", at: [2, 3] });
}

describe("1.175 Flaming Sphere", () => {
  beforeAll(withGeometry);

  it("rams: stops on the first cell where it touches the goblin and catches it there, whatever its triggers", () => {
    // Sent toward (8, 3), past the goblin at (7, 3): a 5-foot burst reaches it from (6, 3), where it stops.
    const r = accept(sphere().state, { option: "zone:spells/flaming-sphere", at: [8, 3] });
    expect(r.state.zones![0]!.at).toEqual([6, 3]);
    expect(of(r.events, "zone").filter((e) => e.what === "catch")).toMatchObject([{ who: "Goblin 1", trigger: "ram" }]);
    expect(of(r.events, "save")).toMatchObject([{ who: "Goblin 1", save: "dex_save" }]);
    expect(of(r.events, "damage").every((e) => e.type === "fire")).toBe(true);
  });

  it("cannot be moved again in the turn it rammed", () => {
    const r = accept(sphere().state, { option: "zone:spells/flaming-sphere", at: [8, 3] });
    const again = edit(r.state, (x) => (x.combatants["Wizard"]!.budgets["bonus"] = 1));
    expect(options(ruleset, again).some((o) => o.id === "zone:spells/flaming-sphere")).toBe(false);
  });

  it("moved where it touches no one new, it goes all the way", () => {
    const r = accept(sphere().state, { option: "zone:spells/flaming-sphere", at: [2, 0] });
    expect(r.state.zones![0]!.at).toEqual([2, 0]);
    expect(of(r.events, "zone").filter((e) => e.what === "catch")).toEqual([]);
  });

  it("a goblin walking into it is not caught on entering, only at its turn end", () => {
    const turn = endUntil(sphere(), "Goblin 1");
    const walk = accept(turn.state, { option: "move", at: [3, 3] });
    expect(of(walk.events, "zone").filter((e) => e.what === "catch")).toEqual([]);
    const ended = accept(walk.state, { option: "end" });
    expect(of(ended.events, "zone").filter((e) => e.what === "catch")).toMatchObject([
      { who: "Goblin 1", trigger: "turn-end" },
    ]);
  });

  it("the director rams the goblin with it rather than moving it past", () => {
    const s = edit(sphere().state, (x) => (x.combatants["Wizard"]!.budgets["action"] = 0));
    const choice = direct(ruleset, s);
    expect(choice.option).toBe("zone:spells/flaming-sphere");
    const r = accept(s, choice);
    expect(of(r.events, "zone").filter((e) => e.what === "catch")).toMatchObject([{ who: "Goblin 1" }]);
  });
});
