// 1.183 — Delayed Blast Fireball: a zone that does nothing while it stands; it grows by 1d6 at the end of each of its
// caster's turns (the turn of the cast included) and, when it ends (concentration, rounds, cast again, or someone
// moving onto its centre and failing the save), it applies the entry's effect once to everyone in it.
import { beforeAll, describe, expect, it } from "vitest";
import { of, turnOf, withGeometry } from "../combat/helpers.js";
import { accept, caster, endUntil } from "./fixtures/zone-bursts.js";

const board = { width: 20, height: 9 };

function cast() {
  const s = turnOf("Wizard", { party: [caster], enemies: [{ creature: "monsters/goblin", count: 2 }], board }, (x) => {
    x.combatants["Wizard"]!.at = [0, 4];
    x.combatants["Goblin 1"]!.at = [9, 4];
    x.combatants["Goblin 2"]!.at = [12, 5];
    for (const id of ["Goblin 1", "Goblin 2"]) x.combatants[id]!.hp = 500;
  });
  return accept(s, { option: "use:spells/delayed-blast-fireball", at: [10, 4] });
}

describe("1.183 Delayed Blast Fireball", () => {
  beforeAll(withGeometry);

  it("does nothing as it is cast, and grows at the end of each of its caster's turns, the cast's included", () => {
    const r = cast();
    expect(of(r.events, "save")).toEqual([]);
    expect(of(r.events, "damage")).toEqual([]);
    const first = endUntil(r, "Wizard");
    expect(of(first.events, "zone").filter((e) => e.what === "grow")).toMatchObject([{ grown: 1 }]);
    expect(of(first.events, "damage")).toEqual([]);
    const second = endUntil(first, "Wizard");
    expect(second.state.zones![0]!.grown).toBe(2);
  });

  it("goes off on everyone in it when its concentration ends, its amount grown", () => {
    const twice = endUntil(endUntil(cast(), "Wizard"), "Wizard");
    const other = accept(twice.state, { option: "use:spells/hold-person", targets: ["Goblin 1"] });
    expect(of(other.events, "zone").filter((e) => e.what !== "appear")).toMatchObject([
      { what: "end", why: "concentration ended" },
      { what: "detonate", caught: ["Goblin 1", "Goblin 2"] },
    ]);
    const fire = of(other.events, "damage").filter((e) => e.type === "fire");
    expect(fire.map((e) => e.who)).toEqual(["Goblin 1", "Goblin 2"]);
    expect(fire.every((e) => e.dice?.expr === "14d6")).toBe(true);
    expect(other.state.zones).toBeUndefined();
  });

  it("goes off when cast again, before the new one appears", () => {
    const next = endUntil(cast(), "Wizard");
    const again = accept(next.state, { option: "use:spells/delayed-blast-fireball", at: [5, 4] });
    expect(of(again.events, "zone").map((e) => e.what)).toEqual(["end", "detonate", "appear"]);
    expect(of(again.events, "damage").map((e) => e.dice?.expr)).toEqual(["13d6", "13d6"]);
  });

  it("someone moving onto its centre saves; a failure sets it off", () => {
    const turn = endUntil(cast(), "Goblin 2");
    const step = accept(turn.state, { option: "move", at: [10, 4] });
    const save = of(step.events, "save").find((e) => e.why === "Delayed Blast Fireball: touched");
    expect(save).toMatchObject({ who: "Goblin 2", save: "dex_save" });
    const ended = of(step.events, "zone").find((e) => e.what === "end");
    if (save!.success) {
      expect(ended).toBeUndefined();
      expect(step.state.zones).toHaveLength(1);
    } else {
      expect(ended).toMatchObject({ why: "touched" });
      expect(of(step.events, "damage").filter((e) => e.type === "fire").length).toBeGreaterThan(0);
    }
  });
});
