import { beforeAll, describe, expect, it } from "vitest";
import { type Choice, type CombatState, options } from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { acceptIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { fighter, of, rogue, ruleset, turnOf, withGeometry } from "./helpers.js";

const withHelp: RulesetDoc = loadedDoc({
  ...ruleset,
  combat: {
    ...ruleset.combat!,
    standard: [...ruleset.combat!.standard!, { id: "help", label: "Help", budget: "action" }],
  },
});

const accept = (s: CombatState, choice: Choice) => acceptIn(withHelp, s, choice);

describe("Help", () => {
  beforeAll(withGeometry);

  it("gives an ally advantage on its next attack, which then ends it", () => {
    const s = turnOf("Fighter", { party: [fighter, rogue], enemies: ["monsters/goblin"] }, (x) => {
      x.combatants["Goblin 1"]!.hp = 99;
      x.combatants["Goblin 1"]!.maxHp = 99;
    });
    const help = options(withHelp, s).find((o) => o.id === "std:help@action")!;
    expect(help.targets!.candidates).toEqual(["Rogue"]);
    const helped = accept(s, { option: "std:help@action", targets: ["Rogue"] });
    expect(helped.state.combatants["Fighter"]!.budgets["action"]).toBe(0);
    expect(of(helped.events, "condition")[0]).toMatchObject({ who: "Rogue", condition: "std:helped", why: "help" });
    // The rogue's turn: its first attack has advantage and uses the help up.
    const rogueTurn = structuredClone(helped.state);
    rogueTurn.turn = rogueTurn.order.indexOf("Rogue");
    const first = accept(rogueTurn, { option: "use:gear/shortbow", targets: ["Goblin 1"] });
    expect(of(first.events, "attack")[0]!.d20.mode).toBe("advantage");
    expect(of(first.events, "condition-ended")[0]).toMatchObject({ who: "Rogue", condition: "std:helped" });
    expect(first.state.combatants["Rogue"]!.conditions.some((c) => c.id === "std:helped")).toBe(false);
  });

  it("on a board the helper needs a foe within its reach", () => {
    const far = turnOf(
      "Fighter",
      { party: [fighter, rogue], enemies: ["monsters/goblin"], board: { width: 10, height: 3 } },
      (x) => {
        x.combatants["Fighter"]!.at = [0, 1];
        x.combatants["Rogue"]!.at = [1, 1];
        x.combatants["Goblin 1"]!.at = [9, 1];
      },
    );
    expect(options(withHelp, far).some((o) => o.id === "std:help@action")).toBe(false);
    const near = structuredClone(far);
    near.combatants["Goblin 1"]!.at = [1, 0];
    expect(options(withHelp, near).some((o) => o.id === "std:help@action")).toBe(true);
  });
});
