// 1.175 — Black Tentacles and Web: holds escaped only as the spell says. An escape contest with
// `"from": { "holding": "restrained", "escapable": true }` is offered only against a hold that names an `escapeDc`
// (a web, never a petrifying grip); the hold's `escapeChecks` are the checks rolled (Black Tentacles: might or
// agility; Web: might). Black Tentacles' `whileHeld` deals 3d6 bludgeoning, with no save and instead of its own
// effect, to one who starts a turn in it already restrained by its caster.
import { beforeAll, describe, expect, it } from "vitest";
import { options } from "../../src/combat/index.js";
import { of, turnOf, withGeometry } from "../combat/helpers.js";
import { accept, caster, endUntil, ruleset } from "./fixtures/zone-costs.js";

const board = { width: 16, height: 7 };

function cast(spell: string) {
  const s = turnOf("Wizard", { party: [caster], enemies: [{ creature: "monsters/goblin", count: 3 }], board }, (x) => {
    x.combatants["Wizard"]!.at = [0, 3];
    for (const [i, y] of [2, 3, 4].entries()) {
      x.combatants[`Goblin ${i + 1}`]!.at = [9, y];
      x.combatants[`Goblin ${i + 1}`]!.hp = x.combatants[`Goblin ${i + 1}`]!.maxHp = 300;
    }
  });
  const r = accept(s, { option: `use:spells/${spell}`, at: [9, 3] });
  const held = of(r.events, "save").find((e) => !e.success)!;
  expect(held).toBeDefined();
  return { r, held: held.who };
}

describe("1.175 Black Tentacles", () => {
  beforeAll(withGeometry);

  it("the restrained goblin starting its turn in it takes 3d6 bludgeoning, with no save", () => {
    const { r, held } = cast("black-tentacles");
    const turn = endUntil(r, held);
    const mine = (e: { who?: string }) => e.who === held;
    expect(of(turn.events, "zone").filter(mine)).toMatchObject([{ what: "catch" }, { what: "held" }]);
    expect(of(turn.events, "save").filter(mine)).toEqual([]);
    expect(of(turn.events, "damage").filter(mine)).toMatchObject([{ type: "bludgeoning", dice: { expr: "3d6" } }]);
  });

  it("it escapes with might or agility, against the spell save DC", () => {
    const { r, held } = cast("black-tentacles");
    const turn = endUntil(r, held);
    const tried = accept(turn.state, { option: "contest:escape@action", targets: ["Wizard"] });
    const tried1 = of(tried.events, "escape")[0]!;
    expect(["might", "agility"]).toContain(tried1.attacker.check);
  });
});

describe("1.175 Web", () => {
  beforeAll(withGeometry);

  it("its hold is escaped with might", () => {
    const { r, held } = cast("web");
    const turn = endUntil(r, held);
    const tried = accept(turn.state, { option: "contest:escape@action", targets: ["Wizard"] });
    expect(of(tried.events, "escape")).toMatchObject([{ who: held, attacker: { check: "might" } }]);
  });

  it("the same contest never breaks a hold that names no escape difficulty", () => {
    const s = turnOf("Wizard", { party: [caster], enemies: ["monsters/goblin"], board }, (x) => {
      x.combatants["Wizard"]!.at = [0, 3];
      x.combatants["Goblin 1"]!.at = [5, 3];
    });
    let state = s;
    // Cast until the grip holds (the goblin may save).
    for (let i = 0; i < 10 && !state.combatants["Goblin 1"]!.conditions.some((c) => c.id === "restrained"); i++) {
      const again = { ...state, combatants: { ...state.combatants } };
      again.combatants["Wizard"] = { ...state.combatants["Wizard"]!, budgets: { action: 1, bonus: 1, reaction: 1 } };
      state = accept(again, { option: "use:spells/stone-grip", targets: ["Goblin 1"] }).state;
    }
    expect(state.combatants["Goblin 1"]!.conditions.some((c) => c.id === "restrained")).toBe(true);
    const turn = endUntil({ state, events: [] }, "Goblin 1");
    // Still held at its turn (its save comes at the turn's end), with nothing to escape with.
    expect(turn.state.combatants["Goblin 1"]!.conditions.some((c) => c.id === "restrained")).toBe(true);
    expect(options(ruleset, turn.state).some((o) => o.id === "contest:escape@action")).toBe(false);
  });
});
