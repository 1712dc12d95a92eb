// 1.178 — invisible, `"unseen": { "pierced": ["blindsight", "truesight"] }`, with `combat.sight.unseenAttacks`: the
// invisible attack with advantage and are attacked with disadvantage, except by those whose senses pierce it.
import { beforeAll, describe, expect, it } from "vitest";
import { options } from "../../src/combat/index.js";
import { fighter, withGeometry } from "../combat/helpers.js";
import { accept, caster, fight, modes, ruleset, sight } from "./fixtures/sight.js";

const board = { width: 30, height: 9 };

/** The wizard makes the fighter invisible. */
function invisible(who = "Wizard") {
  const s = fight(
    "Wizard",
    {
      party: [caster, fighter],
      enemies: ["monsters/goblin", "monsters/deva", "monsters/grick", "monsters/lurker"],
      board,
    },
    { Wizard: [0, 4], Fighter: [1, 4], "Goblin 1": [2, 4], "Deva 1": [2, 3], "Grick 1": [20, 4], "Lurker 1": [6, 4] },
  );
  const r = accept(s, { option: "use:spells/invisibility", targets: ["Fighter"] });
  const next = structuredClone(r.state);
  next.turn = next.order.indexOf(who);
  for (const c of Object.values(next.combatants)) c.budgets = { action: 1, bonus: 1, reaction: 1 };
  return next;
}

describe("1.178 invisible", () => {
  beforeAll(withGeometry);

  it("hides its holder from eyes and tremorsense, not from truesight", () => {
    const s = invisible();
    expect(sight(s, "Goblin 1", "Fighter")).toBe("none");
    expect(sight(s, "Deva 1", "Fighter")).toBe("clear");
    // Tremorsense is not in `pierced`: it does not see the invisible even close by.
    const close = structuredClone(s);
    close.combatants["Grick 1"]!.at = [1, 5];
    expect(sight(close, "Grick 1", "Fighter")).toBe("none");
    // The invisible still see everyone.
    expect(sight(s, "Fighter", "Goblin 1")).toBe("clear");
  });

  it("attacks with advantage the goblin that cannot see it", () => {
    const r = accept(invisible("Fighter"), { option: "use:gear/longsword", targets: ["Goblin 1"] });
    expect(modes(r)).toEqual(["Fighter → Goblin 1: advantage"]);
  });

  it("is attacked with disadvantage by the goblin, normally by the deva that sees it", () => {
    const goblin = accept(invisible("Goblin 1"), { option: "use:action:scimitar", targets: ["Fighter"] });
    expect(modes(goblin)).toEqual(["Goblin 1 → Fighter: disadvantage"]);
    const deva = accept(invisible("Deva 1"), { option: "use:action:claw", targets: ["Fighter"] });
    expect(modes(deva)).toEqual(["Deva 1 → Fighter: normal"]);
  });

  it("cannot be chosen by a creature action that needs a target it can see", () => {
    const menu = options(ruleset, invisible("Lurker 1"));
    expect(menu.find((o) => o.id === "use:action:gaze")!.targets!.candidates).toEqual(["Wizard"]);
    const r = accept(invisible("Lurker 1"), { option: "use:action:gaze", targets: ["Wizard"] });
    expect(r.state.combatants["Wizard"]!.conditions.map((c) => c.id)).toContain("lit");
  });
});
