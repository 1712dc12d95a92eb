// 1.286 — light obscurement, `"obscures": { "light": true }`: like 5e's dim light, it hides no one and only makes
// those seen through it or within it lightly obscured (Web: "The webs ... lightly obscure their area"). The Engine
// knows who is seen this way: they can still be aimed at, Hide works against those who see the hider only so, and
// their passive Perception is lowered by `lightly`. A sense its `pierced` names sees clearly; light obscurement in
// dim light stays light obscurement.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, options, sightBetween, startCombat } from "../../src/combat/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { turnIn } from "../support/drive.js";
import { accept, caster, endUntil, fight, ruleset, sight } from "./fixtures/wind.js";

const WIZARD_PERCEPTION = Math.floor(((caster.abilities["wis"] ?? 10) - 10) / 2);

/** The wizard's web on (10, 4), a goblin in it, one behind it, one off to the side, a giant bat beside the web. */
function webbed(web = "web") {
  const s = fight(
    "Wizard",
    { "Goblin 1": [10, 4], "Goblin 2": [18, 4], "Goblin 3": [4, 8], "Giant Bat 1": [6, 4], "Cultist 1": [0, 0] },
    { enemies: ["monsters/cultist", { creature: "monsters/goblin", count: 3 }, "monsters/bat"] },
  );
  return accept(s, { option: `use:spells/${web}`, at: [10, 4] });
}

describe("1.286 light obscurement", () => {
  beforeAll(withGeometry);

  it("hides no one: those in it and seen through it are seen lightly, both ways; others clearly", () => {
    const { state } = webbed();
    expect(sight(state, "Wizard", "Goblin 1")).toBe("light");
    expect(sight(state, "Goblin 1", "Wizard")).toBe("light");
    expect(sight(state, "Wizard", "Goblin 2")).toBe("light");
    expect(sight(state, "Wizard", "Goblin 3")).toBe("clear");
    expect(sightBetween(ruleset, state, "Wizard", "Goblin 1")).toMatchObject({ sees: true, obscured: 1, lightly: 1 });
    // Blindsight is no better than eyes against webs that do not name it…
    expect(sight(state, "Giant Bat 1", "Goblin 1")).toBe("light");
    // …and sees clearly through those that do.
    expect(sight(webbed("web-felt").state, "Giant Bat 1", "Goblin 1")).toBe("clear");
    expect(sight(webbed("web-felt").state, "Wizard", "Goblin 1")).toBe("light");
  });

  it("whoever is seen lightly can still be aimed at, with no disadvantage", () => {
    const { state } = webbed();
    const s = turnIn(state, "Wizard");
    const hold = options(ruleset, s).find((o) => o.id === "use:spells/hold-person-seen")!;
    expect(hold.targets!.candidates).toContain("Goblin 1");
    const bolt = options(ruleset, s).find((o) => o.id === "use:spells/fire-bolt")!;
    expect(bolt.targets!.candidates).toEqual(expect.arrayContaining(["Goblin 1", "Goblin 2"]));
    const r = accept(s, { option: "use:spells/fire-bolt", targets: ["Goblin 2"] });
    expect(of(r.events, "attack").map((e) => e.d20.mode)).toEqual(["normal"]);
  });

  it("a goblin in it can Hide from the wizard, against a passive lowered by 5", () => {
    const { state } = webbed();
    const s = turnIn(state, "Goblin 1");
    expect(options(ruleset, s).some((o) => o.id === "std:hide@action")).toBe(true);
    const r = accept(s, { option: "std:hide@action" });
    const check = of(r.events, "check")[0]!;
    // Every foe sees the goblin only lightly: the wizard's passive is the highest.
    expect(check.difficulty).toBe(10 + WIZARD_PERCEPTION - 5);
    // Out of the web, in plain view, there is no Hide.
    const out = turnIn(state, "Goblin 3");
    expect(options(ruleset, out).some((o) => o.id === "std:hide@action")).toBe(false);
  });

  it("in a dark dungeon, a goblin in dim torchlight and in the web is still only lightly obscured", () => {
    const dark = structuredClone(
      startCombat(ruleset, {
        seed: 1,
        party: [caster],
        enemies: ["monsters/goblin"],
        board: { width: 20, height: 9 },
        scene: { location: "dungeon" },
      }).state,
    );
    const s: CombatState = turnIn(dark, "Wizard", (x) => {
      x.combatants["Wizard"]!.at = [0, 4];
      x.combatants["Goblin 1"]!.at = [6, 4];
    });
    expect(sight(s, "Wizard", "Goblin 1")).toBe("light");
    const r = accept(s, { option: "use:spells/web", at: [6, 4] });
    expect(sight(r.state, "Wizard", "Goblin 1")).toBe("light");
    // In the torch's bright light it is seen clearly, until the web is there.
    const near = turnIn(s, "Wizard", (x) => (x.combatants["Goblin 1"]!.at = [3, 4]));
    expect(sight(near, "Wizard", "Goblin 1")).toBe("clear");
    expect(sight(accept(near, { option: "use:spells/web", at: [3, 4] }).state, "Wizard", "Goblin 1")).toBe("light");
  });

  it("without a board, those its cast caught are lightly obscured", () => {
    const s = turnIn(
      startCombat(ruleset, { seed: 1, party: [caster], enemies: ["monsters/goblin", "monsters/goblin"] }).state,
      "Wizard",
    );
    const r = accept(s, { option: "use:spells/web", targets: ["Goblin 1"] });
    expect(sight(r.state, "Wizard", "Goblin 1")).toBe("light");
    expect(sight(r.state, "Wizard", "Goblin 2")).toBe("clear");
    const e = endUntil(r, "Goblin 1");
    const c = choose(ruleset, e.state, { option: "std:hide@action" });
    expect("rejected" in c).toBe(false);
  });
});
