import { beforeAll, describe, expect, it } from "vitest";
import { choose, options, whoActs } from "../../src/combat/index.js";
import { fighter, of, ruleset, take, turnOf, withGeometry, wizard } from "./helpers.js";

describe("reaction windows", () => {
  beforeAll(withGeometry);

  it("Shield: a hit opens the hit window for the target, Shield raises defense by 5 against that very attack", () => {
    for (let seed = 1; seed <= 300; seed++) {
      const s = turnOf("Goblin 1", { party: [wizard], enemies: ["monsters/goblin"], seed });
      const r = take(s, { option: "use:action:scimitar", targets: ["Wizard"] });
      const window = of(r.events, "window")[0];
      if (!window) continue;
      expect(window).toMatchObject({ moment: "hit", subject: "Goblin 1", about: "Wizard", ask: ["Wizard"] });
      expect(whoActs(r.state)).toBe("Wizard");
      const menu = options(ruleset, r.state);
      expect(menu.map((o) => o.id)).toEqual(["react:spells/shield", "pass"]);
      // Anything but the window's options is refused while it is open.
      expect("rejected" in choose(ruleset, r.state, { option: "end" })).toBe(true);
      const after = take(r.state, { option: "react:spells/shield", targets: ["Wizard"], pay: "slot_1" });
      const attack = of(after.events, "attack")[0]!;
      expect(attack.defense).toBe(17); // 10 + 2 Dexterity + 5 shielded
      expect(attack.result).toBe(attack.total >= 17 ? "hit" : "miss");
      expect(after.state.combatants["Wizard"]!.budgets["reaction"]).toBe(0);
      expect(after.state.combatants["Wizard"]!.pools["slot_1"]).toBe(3);
      expect(after.state.combatants["Wizard"]!.conditions.map((c) => c.id)).toEqual(["shielded"]);
      // Passing instead lets the hit land.
      const passed = take(r.state, { option: "pass" });
      expect(of(passed.events, "attack")[0]!.result).toBe("hit");
      expect(of(passed.events, "damage")).toHaveLength(1);
      return;
    }
    throw new Error("no hit in 300 seeds");
  });

  it("leaving reach on a board provokes an opportunity attack; the walk waits for it", () => {
    const board = { width: 8, height: 4 };
    const s = turnOf("Wizard", { party: [wizard], enemies: ["monsters/goblin"], board }, (st) => {
      st.combatants["Wizard"]!.at = [2, 1];
      st.combatants["Goblin 1"]!.at = [3, 1];
    });
    const move = options(ruleset, s).find((o) => o.id === "move")!;
    expect(move.cells).toContainEqual([0, 1]);
    const r = take(s, { option: "move", at: [0, 1] });
    expect(of(r.events, "window")[0]).toMatchObject({ moment: "leaves-reach", subject: "Wizard", ask: ["Goblin 1"] });
    expect(r.state.combatants["Wizard"]!.at).toEqual([2, 1]);
    const menu = options(ruleset, r.state);
    expect(menu.map((o) => o.id)).toEqual(["opportunity:action:scimitar", "pass"]);
    const after = take(r.state, { option: "opportunity:action:scimitar", targets: ["Wizard"] });
    expect(of(after.events, "attack")).toHaveLength(1);
    expect(after.state.combatants["Goblin 1"]!.budgets["reaction"]).toBe(0);
    const wizardNow = after.state.combatants["Wizard"]!;
    if (wizardNow.status === "standing" && whoActs(after.state) === "Wizard") {
      expect(wizardNow.at).toEqual([0, 1]);
      const path = of(after.events, "move")[0]!.path;
      expect(path).toHaveLength(3);
      expect(path[0]).toEqual([2, 1]);
      expect(path[2]).toEqual([0, 1]);
    }
  });

  it("Disengage: leaving reach provokes no one", () => {
    const s = turnOf(
      "Fighter",
      { party: [fighter], enemies: ["monsters/goblin"], board: { width: 8, height: 4 } },
      (st) => {
        st.combatants["Fighter"]!.at = [2, 1];
        st.combatants["Goblin 1"]!.at = [3, 1];
      },
    );
    let st = take(s, { option: "std:disengage@action" }).state;
    const r = take(st, { option: "move", at: [0, 1] });
    expect(of(r.events, "window")).toHaveLength(0);
    st = r.state;
    expect(st.combatants["Fighter"]!.at).toEqual([0, 1]);
    // The disengaged condition ends with the turn.
    const ended = take(st, { option: "end" });
    expect(of(ended.events, "condition-ended").map((e) => e.condition)).toContain("std:disengaged");
  });

  it("without a board nothing provokes and no walk is offered", () => {
    const s = turnOf("Fighter", { party: [fighter], enemies: ["monsters/goblin"] });
    expect(options(ruleset, s).some((o) => o.kind === "move")).toBe(false);
  });
});
