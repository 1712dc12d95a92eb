// Either side may hold sheets and creatures: a party of creatures, enemies that are characters, and a mirror
// fight with the same composition on both sides.
import { beforeAll, describe, expect, it } from "vitest";
import { choose, simplePolicy, startCombat, whoActs } from "../../src/combat/index.js";
import { fighter, ruleset, withGeometry, wizard } from "./helpers.js";

describe("sides of sheets and creatures", () => {
  beforeAll(withGeometry);

  it("a party of creatures fights enemies that are character sheets", () => {
    const { state } = startCombat(ruleset, {
      party: [{ creature: "monsters/wolf", count: 2 }],
      enemies: [fighter, wizard],
      seed: 3,
    });
    const sides = Object.fromEntries(state.order.map((id) => [id, state.combatants[id]!.side]));
    expect(sides).toEqual({ "Wolf 1": "party", "Wolf 2": "party", Fighter: "enemies", Wizard: "enemies" });
    expect(Object.keys(state.sheets).sort()).toEqual(["Fighter", "Wizard"]);
    expect(state.combatants["Wolf 1"]!.creature).toBe("monsters/wolf");
  });

  it("a mirror fight (the same sheet and creature on each side) plays to an outcome, on a board and without", () => {
    const harmed = new Set<string>();
    for (const [seed, board] of [1, 2, 3, 4].flatMap(
      (seed) =>
        [
          [seed, undefined],
          [seed, { width: 10, height: 6 }],
        ] as const,
    )) {
      let { state } = startCombat(ruleset, {
        party: [fighter, "monsters/goblin"],
        enemies: [{ ...fighter }, "monsters/goblin"],
        seed,
        ...(board ? { board } : {}),
      });
      expect(state.order.map((id) => `${id}:${state.combatants[id]!.side}`).sort()).toEqual([
        "Fighter (2):enemies",
        "Fighter:party",
        "Goblin 1:party",
        "Goblin 2:enemies",
      ]);
      for (let n = 0; n < 3000 && whoActs(state); n++) {
        const r = choose(ruleset, state, simplePolicy(ruleset, state));
        if ("rejected" in r) throw new Error(r.rejected.message);
        for (const e of r.events) if (e.t === "damage" && e.taken > 0) harmed.add(state.combatants[e.who]!.side);
        state = r.state;
      }
      expect(state.outcome).not.toBeNull();
    }
    expect([...harmed].sort()).toEqual(["enemies", "party"]);
  });

  it("an unknown creature on the party side is rejected with its path", () => {
    expect(() =>
      startCombat(ruleset, { party: [fighter, "monsters/nobody"], enemies: ["monsters/wolf"], seed: 1 }),
    ).toThrow(/party\[1\]\.creature/);
  });
});
