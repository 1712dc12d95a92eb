// 1.178 — Fog Cloud, `"obscures": {}`: a utility entry that only leaves a lasting area is offered and put down
// anywhere in range; it hides everything in it and everything seen through it, from every sense.
import { beforeAll, describe, expect, it } from "vitest";
import { options } from "../../src/combat/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { accept, caster, fight, modes, ruleset, sight } from "./fixtures/sight.js";

const board = { width: 24, height: 9 };

/** The wizard at the west end; a goblin where the fog goes, one behind it, one off to the side. */
function fogged() {
  const s = fight(
    "Wizard",
    { party: [caster], enemies: [{ creature: "monsters/goblin", count: 3 }, "monsters/bat"], board },
    { Wizard: [0, 4], "Goblin 1": [10, 4], "Goblin 2": [20, 4], "Goblin 3": [4, 8], "Giant Bat 1": [5, 4] },
  );
  return accept(s, { option: "use:spells/fog-cloud", at: [10, 4] });
}

describe("1.178 Fog Cloud", () => {
  beforeAll(withGeometry);

  it("is offered with no one to affect, aimed at any cell in range, and stays with no trigger", () => {
    const s = fight("Wizard", { party: [caster], enemies: ["monsters/goblin"], board }, { Wizard: [0, 4] });
    const option = options(ruleset, s).find((o) => o.id === "use:spells/fog-cloud")!;
    expect(option.useKind).toBe("utility");
    // 120 feet reaches every cell of this board.
    expect(option.cells).toHaveLength(24 * 9);
    const r = fogged();
    expect(of(r.events, "zone")).toMatchObject([{ what: "appear", name: "Fog Cloud" }]);
    expect(of(r.events, "damage")).toEqual([]);
  });

  it("hides whoever is in it and whoever is seen through it, both ways, and no one else", () => {
    const { state } = fogged();
    expect(sight(state, "Wizard", "Goblin 1")).toBe("none");
    expect(sight(state, "Goblin 1", "Wizard")).toBe("none");
    expect(sight(state, "Wizard", "Goblin 2")).toBe("none");
    expect(sight(state, "Wizard", "Goblin 3")).toBe("clear");
    // Not even blindsight sees into a fog nothing pierces.
    expect(sight(state, "Giant Bat 1", "Goblin 1")).toBe("none");
  });

  it("keeps an entry that needs a target it can see from the hidden", () => {
    const { state } = fogged();
    const next = { ...state, turn: state.order.indexOf("Wizard") };
    next.combatants = structuredClone(state.combatants);
    next.combatants["Wizard"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
    const hold = options(ruleset, next).find((o) => o.id === "use:spells/hold-person-seen")!;
    expect(hold.targets!.candidates).toEqual(["Goblin 3", "Giant Bat 1"]);
    // An attack that needs no sight still reaches the fogged goblin.
    const bolt = options(ruleset, next).find((o) => o.id === "use:spells/fire-bolt")!;
    expect(bolt.targets!.candidates).toContain("Goblin 1");
  });

  it("attacks between two who cannot see each other are rolled normally: the advantage and disadvantage cancel", () => {
    const { state } = fogged();
    const next = structuredClone(state);
    next.turn = next.order.indexOf("Wizard");
    next.combatants["Wizard"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
    const r = accept(next, { option: "use:spells/fire-bolt", targets: ["Goblin 1"] });
    expect(modes(r)).toEqual(["Wizard → Goblin 1: normal"]);
  });

  it("ends with the concentration holding it up, and then hides no one", () => {
    const { state } = fogged();
    const next = structuredClone(state);
    next.turn = next.order.indexOf("Wizard");
    next.combatants["Wizard"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
    const r = accept(next, { option: "use:spells/darkness", at: [8, 0] });
    expect(r.state.zones!.map((z) => z.name)).toEqual(["Darkness"]);
    expect(sight(r.state, "Wizard", "Goblin 1")).toBe("clear");
  });
});
