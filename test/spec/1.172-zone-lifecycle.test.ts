// 1.172 — How a lasting zone ends or changes: with the concentration holding it up, with its caster's fall,
// when cast again; and without a board, where it keeps those the cast caught.
import { beforeAll, describe, expect, it } from "vitest";
import type { CombatState } from "../../src/combat/index.js";
import { fighter, of, turnOf, withGeometry } from "../combat/helpers.js";
import { accept, caster, catches, endUntil } from "./fixtures/zones.js";

const board = { width: 12, height: 5 };

function moonbeam(at: [number, number], fn: (s: CombatState) => void = () => {}) {
  const s = turnOf("Wizard", { party: [caster], enemies: ["monsters/goblin"], board }, (x) => {
    x.combatants["Wizard"]!.at = [0, 0];
    x.combatants["Goblin 1"]!.at = [9, 2];
    x.combatants["Goblin 1"]!.hp = 200;
    fn(x);
  });
  return accept(s, { option: "use:spells/moonbeam", at });
}

describe("1.172 lasting zones end and change", () => {
  beforeAll(withGeometry);

  it("ends when its caster concentrates on something else", () => {
    const next = endUntil(moonbeam([5, 2]), "Wizard");
    const hold = accept(next.state, { option: "use:spells/hold-person", targets: ["Goblin 1"] });
    expect(of(hold.events, "zone")).toMatchObject([{ what: "end", why: "concentration ended" }]);
    expect(hold.state.zones).toBeUndefined();
  });

  it("ends when its caster falls", () => {
    const r = moonbeam([0, 0], (x) => {
      x.combatants["Wizard"]!.hp = 1;
    });
    expect(r.state.combatants["Wizard"]!.status).not.toBe("standing");
    expect(of(r.events, "zone").at(-1)).toMatchObject({ what: "end" });
    expect(r.state.zones).toBeUndefined();
  });

  it("is replaced when cast again", () => {
    const next = endUntil(moonbeam([5, 2]), "Wizard");
    const again = accept(next.state, { option: "use:spells/moonbeam", at: [6, 3] });
    expect(of(again.events, "zone")).toMatchObject([
      { what: "end", why: "replaced" },
      { what: "appear", left: 10 },
    ]);
    expect(again.state.zones).toMatchObject([{ at: [6, 3] }]);
  });

  it("without a board keeps those the cast caught and catches them at the start of their turns", () => {
    const s = turnOf(
      "Wizard",
      { party: [caster, fighter], enemies: [{ creature: "monsters/goblin", count: 2 }] },
      (x) => {
        x.combatants["Goblin 1"]!.hp = 400;
        x.combatants["Goblin 2"]!.hp = 400;
      },
    );
    const r = accept(s, { option: "use:spells/cloudkill", targets: ["Goblin 1"] });
    expect(r.state.zones).toMatchObject([{ members: ["Goblin 1"] }]);
    const round = endUntil(r, "Wizard");
    expect(catches(round.events).map((e) => e.who)).toEqual(["Goblin 1"]);
  });

  it("a healing zone catches only its caster's side", () => {
    const s = turnOf("Wizard", { party: [caster, fighter], enemies: ["monsters/goblin"], board }, (x) => {
      x.combatants["Wizard"]!.at = [0, 0];
      x.combatants["Fighter"]!.at = [5, 2];
      x.combatants["Fighter"]!.hp = 5;
      x.combatants["Goblin 1"]!.at = [6, 2];
    });
    const r = accept(s, { option: "use:spells/healing-spring", at: [5, 2] });
    const round = endUntil(r, "Wizard");
    expect(catches(round.events).map((e) => e.who)).toEqual(["Fighter"]);
    expect(of(round.events, "heal").map((e) => e.who)).toEqual(["Fighter"]);
  });
});
