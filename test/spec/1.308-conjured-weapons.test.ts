// 1.308 — what was left over of conjured weapons: a thrown melee weapon (a dagger, a javelin) may be conjured and
// thrown without leaving its conjurer's hand; the weapon can be dismissed from the menu without spending anything,
// and it vanishes when its conjurer dies.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options } from "../../src/combat/index.js";
import { fighter, of, withGeometry } from "../combat/helpers.js";
import { accept, ruleset, turnOf, warlock } from "./fixtures/warlock.js";

const pact = "use:features/pact-of-the-blade";

function holding(item: string, goblinAt: [number, number], seed = 1): CombatState {
  const s = turnOf(
    "Warlock",
    {
      // A fighter at the back keeps the fight going while the warlock lies dying.
      party: [warlock(["pact-of-the-blade"]), fighter],
      enemies: ["monsters/goblin"],
      board: { width: 30, height: 3 },
      seed,
    },
    (x) => {
      x.combatants["Fighter"]!.at = [0, 0];
      x.combatants["Warlock"]!.at = [0, 1];
      x.combatants["Goblin 1"]!.at = goblinAt;
      x.combatants["Goblin 1"]!.hp = 100;
    },
  );
  const r = accept(s, { option: `${pact}#${item}`, targets: ["Warlock"] });
  r.state.combatants["Warlock"]!.budgets["action"] = 1;
  return r.state;
}

const option = (s: CombatState, id: string) => options(ruleset, s).find((o) => o.id === id);

describe("1.308 conjured weapons", () => {
  beforeAll(withGeometry);

  it("throws a conjured dagger or javelin at a goblin out of reach, and the weapon stays in hand", () => {
    const dagger = holding("gear/dagger", [4, 1]);
    expect(option(dagger, "use:conjured:gear/dagger")!.targets!.candidates).toEqual(["Goblin 1"]);
    const r = accept(dagger, { option: "use:conjured:gear/dagger", targets: ["Goblin 1"] });
    expect(of(r.events, "attack")).toHaveLength(1);
    expect(r.state.combatants["Warlock"]!.conjured).toMatchObject({ item: "gear/dagger" });
    // A dagger flies 60 feet at most (12 cells); a javelin 120.
    expect(option(holding("gear/dagger", [13, 1]), "use:conjured:gear/dagger")).toBeUndefined();
    expect(option(holding("gear/javelin", [13, 1]), "use:conjured:gear/javelin")).toBeDefined();
  });

  it("is dismissed from the menu without spending an action", () => {
    const s = holding("gear/longsword", [1, 1]);
    expect(option(s, "dismiss")).toMatchObject({ kind: "standard", label: "Dismiss Longsword" });
    expect(option(s, "dismiss")!.budget).toBeUndefined();
    const r = accept(s, { option: "dismiss" });
    expect(of(r.events, "conjure")).toEqual([
      { t: "conjure", who: "Warlock", what: "dismiss", item: "gear/longsword", name: "Longsword" },
    ]);
    expect(r.state.combatants["Warlock"]!.conjured).toBeUndefined();
    expect(r.state.combatants["Warlock"]!.budgets).toEqual(s.combatants["Warlock"]!.budgets);
    expect(option(r.state, "use:conjured:gear/longsword")).toBeUndefined();
    expect(option(r.state, "dismiss")).toBeUndefined();
  });

  it("vanishes when its conjurer dies", () => {
    for (let seed = 1; seed < 200; seed++) {
      const s = holding("gear/longsword", [1, 1], seed);
      const w = s.combatants["Warlock"]!;
      w.hp = 0;
      w.status = "dying";
      w.death = { successes: 0, failures: 2 };
      // The turn before the warlock's ends; its third failed death save at its turn start kills it.
      s.turn = (s.order.indexOf("Warlock") + s.order.length - 1) % s.order.length;
      const r = accept(s, { option: "end" });
      if (!of(r.events, "dead").length) continue;
      expect(of(r.events, "conjure")).toEqual([
        { t: "conjure", who: "Warlock", what: "vanish", item: "gear/longsword", name: "Longsword" },
      ]);
      expect(r.state.combatants["Warlock"]!.conjured).toBeUndefined();
      return;
    }
    throw new Error("no seed kills the warlock");
  });
});
