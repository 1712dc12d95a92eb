// 1.307 — A creature's own action can say `"concentration": true`, as a catalog entry can: the imp's
// Invisibility lasts while the imp concentrates on it; damage tests that concentration as usual, and going
// down ends it, and with it the invisibility.
import { describe, expect, it } from "vitest";
import { fighter, of, wizard } from "../combat/helpers.js";
import { accept, fightAt } from "./fixtures/lair.js";

const IMP = "Imp 1";
const setup = (seed: number) => ({ party: [fighter, wizard], enemies: ["monsters/imp"], seed });

function invisibleImp(seed: number, hp: number) {
  const s = fightAt(setup(seed), { [IMP]: 18, Wizard: 12, Fighter: 10 }, IMP, (x) => {
    x.combatants[IMP]!.hp = hp;
  });
  const r = accept(s, { option: "use:action:invisibility", targets: [IMP] });
  expect(of(r.events, "concentration")).toMatchObject([{ who: IMP, use: "action:invisibility", what: "start" }]);
  expect(r.state.combatants[IMP]!.conditions).toMatchObject([{ id: "invisible", sustained: true }]);
  return accept(r.state, { option: "end" });
}

describe("1.307 the imp's Invisibility, held up by its concentration", () => {
  it("damage calls for a concentration save; a failed one ends the invisibility", () => {
    // Seed 1: the imp fails its save against the Wizard's Magic Missile (seed 2: it makes it).
    const missile = accept(invisibleImp(1, 100).state, { option: "use:spells/magic-missile", targets: [IMP] });
    expect(of(missile.events, "save")).toMatchObject([{ who: IMP, why: "concentration" }]);
    expect(of(missile.events, "concentration")).toMatchObject([{ who: IMP, what: "end", why: "failed save" }]);
    expect(of(missile.events, "condition-ended")).toMatchObject([{ who: IMP, condition: "invisible" }]);
  });

  it("a save it makes keeps it invisible", () => {
    const missile = accept(invisibleImp(2, 100).state, { option: "use:spells/magic-missile", targets: [IMP] });
    expect(of(missile.events, "save")).toMatchObject([{ who: IMP, why: "concentration", success: true }]);
    expect(missile.state.combatants[IMP]!.conditions.map((c) => c.id)).toEqual(["invisible"]);
  });

  it("going down ends it", () => {
    const missile = accept(invisibleImp(1, 1).state, { option: "use:spells/magic-missile", targets: [IMP] });
    expect(of(missile.events, "concentration")).toMatchObject([{ who: IMP, what: "end" }]);
    expect(missile.state.combatants[IMP]!.conditions).toEqual([]);
  });
});
