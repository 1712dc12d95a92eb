// 1.172 — Moonbeam: a 5-foot zone that stays where it was cast; a creature moving into it takes 2d10 radiant
// (Constitution save for half), at most once per turn, and again when it starts its turn in it.
import { beforeAll, describe, expect, it } from "vitest";
import { of, turnOf, withGeometry } from "../combat/helpers.js";
import { accept, caster, catches, endUntil } from "./fixtures/zones.js";

const board = { width: 12, height: 5 };

function cast() {
  const s = turnOf("Wizard", { party: [caster], enemies: ["monsters/goblin"], board }, (x) => {
    x.combatants["Wizard"]!.at = [0, 0];
    x.combatants["Goblin 1"]!.at = [8, 2];
    x.combatants["Goblin 1"]!.hp = 200;
  });
  return accept(s, { option: "use:spells/moonbeam", at: [5, 2] });
}

describe("1.172 Moonbeam", () => {
  beforeAll(withGeometry);

  it("appears on its cells, catching no one there, and the combat lists it with its turns", () => {
    const r = cast();
    expect(of(r.events, "use")[0]!.targets).toEqual([]);
    expect(r.state.zones).toMatchObject([{ by: "Wizard", use: "spells/moonbeam", at: [5, 2], left: 10 }]);
  });

  it("catches a creature walking in once that turn, and again when it starts its turn there", () => {
    const there = endUntil(cast(), "Goblin 1");
    const walk = accept(there.state, { option: "move", at: [5, 2] });
    expect(catches(walk.events)).toMatchObject([{ who: "Goblin 1", trigger: "enter", name: "Moonbeam" }]);
    expect(of(walk.events, "save").map((e) => e.who)).toEqual(["Goblin 1"]);
    expect(of(walk.events, "damage")).toMatchObject([{ who: "Goblin 1", type: "radiant" }]);
    expect(walk.state.combatants["Goblin 1"]!.at).toEqual([5, 2]);

    // Out and back in the same turn: still caught only once.
    const out = accept(walk.state, { option: "move", at: [7, 2] });
    const back = accept(out.state, { option: "move", at: [6, 2] });
    expect(catches([...out.events, ...back.events])).toEqual([]);

    const next = endUntil(back, "Goblin 1");
    expect(catches(next.events)).toMatchObject([{ who: "Goblin 1", trigger: "turn-start" }]);
    expect(of(next.events, "damage").filter((e) => e.who === "Goblin 1")).toHaveLength(1);
  });
});
