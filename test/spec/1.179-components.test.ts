// 1.179 — components: `combat.components` names what using something may require (5e's verbal, somatic and
// material), and an entry lists the ones it needs in `components`. What reads them here is hiding (1.287): a
// hider who uses anything needing one of `combat.hiding.noisy` gives themselves away; a spell without a verbal
// component keeps them hidden.
import { beforeAll, describe, expect, it } from "vitest";
import type { CombatState } from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { validate } from "../../src/validate/index.js";
import { of, withGeometry, wizard } from "../combat/helpers.js";
import { accept, board, hidingOf, turnOf, withComponents } from "./fixtures/hiding.js";

const caster = {
  ...wizard,
  lists: { spells: [...wizard.lists!["spells"]!, { entry: "spells/minor-illusion" }] },
};

/** The wizard's turn behind the wall, hidden from the lookout. */
function hiddenWizard(doc: RulesetDoc): CombatState {
  return turnOf(
    "Wizard",
    { party: [caster], enemies: ["monsters/lookout"], board },
    (x) => {
      x.combatants["Wizard"]!.at = [2, 1];
      x.combatants["Lookout 1"]!.at = [7, 1];
      x.combatants["Wizard"]!.conditions.push({ id: "std:hidden-from", score: 20, from: ["Lookout 1"] });
    },
    doc,
  );
}

describe("1.179 components", () => {
  beforeAll(withGeometry);
  const noisy = withComponents(["verbal"]);

  it("the ruleset declaring verbal, somatic and material and the spells listing them is valid", () => {
    expect(validate(noisy).issues).toEqual([]);
  });

  it("a spell needing a verbal component gives a hider away when verbal is noisy", () => {
    const r = accept(hiddenWizard(noisy), { option: "use:spells/false-life", targets: ["Wizard"] }, noisy);
    expect(of(r.events, "temporary")).toHaveLength(1);
    expect(of(r.events, "condition-ended")).toContainEqual(
      expect.objectContaining({ who: "Wizard", condition: "std:hidden-from", why: "gave away" }),
    );
    expect(hidingOf(r.state, "Wizard")).toBeUndefined();
  });

  it("a spell with only somatic and material components keeps them hidden", () => {
    const r = accept(hiddenWizard(noisy), { option: "use:spells/minor-illusion", targets: ["Wizard"] }, noisy);
    expect(of(r.events, "use")).toHaveLength(1);
    expect(hidingOf(r.state, "Wizard")?.from).toEqual(["Lookout 1"]);
  });

  it("with no component noisy, the verbal spell keeps them hidden too", () => {
    const quiet = withComponents();
    const r = accept(hiddenWizard(quiet), { option: "use:spells/false-life", targets: ["Wizard"] }, quiet);
    expect(hidingOf(r.state, "Wizard")?.from).toEqual(["Lookout 1"]);
  });
});
