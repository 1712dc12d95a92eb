// 1.287 — hiding ends for everyone as soon as the hider harms someone or calls for a save, even with no attack
// roll: the wizard hidden from the lookout behind the wall gives itself away by striking the hawk-eye in view.
import { beforeAll, describe, expect, it } from "vitest";
import type { CombatState } from "../../src/combat/index.js";
import { of, withGeometry, wizard } from "../combat/helpers.js";
import { accept, board, hidingOf, turnOf } from "./fixtures/hiding.js";

function hiddenWizard(): CombatState {
  return turnOf("Wizard", { party: [wizard], enemies: ["monsters/lookout", "monsters/hawk-eye"], board }, (x) => {
    x.combatants["Wizard"]!.at = [2, 1];
    x.combatants["Lookout 1"]!.at = [7, 1];
    x.combatants["Hawk-eye 1"]!.at = [2, 4];
    x.combatants["Hawk-eye 1"]!.hp = 200;
    x.combatants["Wizard"]!.conditions.push({ id: "std:hidden-from", score: 30, from: ["Lookout 1"] });
  });
}

describe("1.287 giving oneself away", () => {
  beforeAll(withGeometry);

  it("harming someone without an attack roll (Magic Missile) ends the hiding", () => {
    const r = accept(hiddenWizard(), { option: "use:spells/magic-missile", targets: ["Hawk-eye 1"] });
    expect(of(r.events, "attack")).toEqual([]);
    expect(of(r.events, "damage").length).toBeGreaterThan(0);
    expect(of(r.events, "condition-ended")).toContainEqual(
      expect.objectContaining({ who: "Wizard", condition: "std:hidden-from", why: "gave away" }),
    );
    expect(hidingOf(r.state, "Wizard")).toBeUndefined();
  });

  it("calling for a save (Hold Person) ends the hiding, whatever the save", () => {
    const r = accept(hiddenWizard(), { option: "use:spells/hold-person", targets: ["Hawk-eye 1"] });
    expect(of(r.events, "save")).toHaveLength(1);
    expect(hidingOf(r.state, "Wizard")).toBeUndefined();
  });

  it("a spell that neither harms nor calls for a save (False Life) keeps it", () => {
    const r = accept(hiddenWizard(), { option: "use:spells/false-life", targets: ["Wizard"] });
    expect(hidingOf(r.state, "Wizard")?.from).toEqual(["Lookout 1"]);
  });
});
