// 1.172 — Spirit Guardians: a 15-foot burst carried by its caster (range 0) that does nothing as it appears
// (`atCast: false`), spares the caster's side (`friendlyFire: false`) and never the caster, and catches the
// foes it is carried onto and those who start their turn in it.
import { beforeAll, describe, expect, it } from "vitest";
import { fighter, of, turnOf, withGeometry } from "../combat/helpers.js";
import { accept, caster, catches, endUntil } from "./fixtures/zones.js";

const board = { width: 14, height: 5 };

function cast(goblinAt: [number, number]) {
  const s = turnOf("Wizard", { party: [caster, fighter], enemies: ["monsters/goblin"], board }, (x) => {
    x.combatants["Wizard"]!.at = [2, 2];
    x.combatants["Fighter"]!.at = [3, 2];
    x.combatants["Goblin 1"]!.at = goblinAt;
    x.combatants["Goblin 1"]!.hp = 400;
  });
  return accept(s, { option: "use:spells/spirit-guardians", at: [2, 2] });
}

describe("1.172 Spirit Guardians", () => {
  beforeAll(withGeometry);

  it("appears around its caster doing nothing, even to a foe inside it", () => {
    const r = cast([4, 2]);
    expect(of(r.events, "damage")).toEqual([]);
    expect(r.state.zones).toMatchObject([{ anchor: "caster", left: 100 }]);
    expect(r.state.zones![0]!.at).toBeUndefined();
  });

  it("moves with its caster, catching the foe it reaches and never the caster or an ally", () => {
    const r = cast([9, 2]);
    const walk = accept(r.state, { option: "move", at: [6, 1] });
    expect(catches(walk.events)).toMatchObject([{ who: "Goblin 1", trigger: "enter" }]);
    expect(of(walk.events, "damage").map((e) => e.who)).toEqual(["Goblin 1"]);
    const round = endUntil(walk, "Wizard");
    expect(catches(round.events).map((e) => [e.who, e.trigger])).toEqual([["Goblin 1", "turn-start"]]);
    expect(of(round.events, "damage").every((e) => e.who === "Goblin 1")).toBe(true);
  });
});
