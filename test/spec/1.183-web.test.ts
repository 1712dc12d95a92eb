// 1.183 — Web that burns away: fire landing on one of its cells or on someone in it sets it alight; whoever starts
// a turn in it then takes 2d4 fire, with no save, until its caster's turn comes round again, when it burns away
// and the spell ends with it.
import { beforeAll, describe, expect, it } from "vitest";
import { of, turnOf, withGeometry } from "../combat/helpers.js";
import { accept, caster, endUntil } from "./fixtures/zone-bursts.js";

const board = { width: 20, height: 9 };

function webbed() {
  const s = turnOf("Wizard", { party: [caster], enemies: ["monsters/goblin"], board }, (x) => {
    x.combatants["Wizard"]!.at = [0, 4];
    x.combatants["Goblin 1"]!.at = [6, 4];
    x.combatants["Goblin 1"]!.hp = 300;
  });
  // A 20-foot box from (3, 3): columns 3–6, rows 3–6 (centred on the wizard's row).
  return accept(s, { option: "use:spells/web", at: [3, 4] });
}

describe("1.183 Web burns away", () => {
  beforeAll(withGeometry);

  it("fire on its cells sets it alight, even with no one caught there", () => {
    const next = endUntil(webbed(), "Wizard");
    // Burning Hands (a 15-foot cone east) covers cells of the web but not the goblin three cells further.
    const fire = accept(next.state, { option: "use:spells/burning-hands", at: [1, 4] });
    expect(of(fire.events, "use")[0]!.targets).toEqual([]);
    expect(of(fire.events, "zone").filter((e) => e.what === "alight")).toMatchObject([{ name: "Web" }]);
    expect(fire.state.zones![0]!.alight).toBe(true);
  });

  it("then burns whoever starts a turn in it for 2d4 fire with no save, and burns away on its caster's turn", () => {
    const next = endUntil(webbed(), "Wizard");
    const fire = accept(next.state, { option: "use:spells/burning-hands", at: [1, 4] });
    const goblin = endUntil(fire, "Goblin 1");
    const burn = goblin.events.findIndex((e) => e.t === "zone" && e.what === "burn");
    expect(burn).toBeGreaterThan(-1);
    expect(goblin.events[burn]).toMatchObject({ who: "Goblin 1" });
    expect(goblin.events[burn + 1]).toMatchObject({
      t: "damage",
      who: "Goblin 1",
      type: "fire",
      dice: { expr: "2d4" },
    });
    const back = endUntil(goblin, "Wizard");
    expect(of(back.events, "zone").filter((e) => e.what === "end")).toMatchObject([{ why: "burned away" }]);
    expect(of(back.events, "concentration")).toMatchObject([{ who: "Wizard", what: "end", why: "burned away" }]);
    expect(back.state.zones).toBeUndefined();
    expect(back.state.combatants["Wizard"]!.concentration).toBeNull();
  });

  it("fire that lands on someone in it sets it alight too; other damage does not", () => {
    const next = endUntil(webbed(), "Wizard");
    const cold = accept(next.state, { option: "use:spells/frost", targets: ["Goblin 1"] });
    expect(of(cold.events, "damage")).toMatchObject([{ who: "Goblin 1", type: "cold" }]);
    expect(cold.state.zones![0]!.alight).toBeUndefined();
    const fire = accept(next.state, { option: "use:spells/scorch", targets: ["Goblin 1"] });
    expect(of(fire.events, "damage")).toMatchObject([{ who: "Goblin 1", type: "fire" }]);
    expect(fire.state.zones![0]!.alight).toBe(true);
  });
});
