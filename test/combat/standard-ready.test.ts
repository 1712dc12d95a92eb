// Ready (5e base rules): the action is spent now naming an attack and the trigger "an enemy comes within reach";
// when it happens before the readier's next turn, a reaction window offers the readied attack on the reaction;
// it lapses at the start of the readier's next turn.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options } from "../../src/combat/index.js";
import { fighter, of, withGeometry } from "./helpers.js";
import { accept, ruleset, turnOf, untilTurnOf } from "./standard-fixture.js";

const ready = "std:ready@action:gear/longsword";

describe("Ready on a board", () => {
  beforeAll(withGeometry);
  const board = { width: 10, height: 3 };
  const setup = { party: [fighter], enemies: ["monsters/goblin"], board };
  const placed = (x: CombatState) => {
    x.combatants["Fighter"]!.at = [1, 1];
    x.combatants["Goblin 1"]!.at = [8, 1];
    x.combatants["Goblin 1"]!.hp = 99;
    x.combatants["Goblin 1"]!.maxHp = 99;
  };

  it("readies the longsword, then strikes the goblin that comes within reach, spending the reaction", () => {
    const s = turnOf("Fighter", setup, placed);
    const option = options(ruleset, s).find((o) => o.id === ready)!;
    expect(option.label).toBe("Ready: Longsword when an enemy comes within reach");
    const readied = accept(s, { option: ready });
    expect(readied.state.combatants["Fighter"]!.budgets["action"]).toBe(0);
    expect(of(readied.events, "condition")[0]).toMatchObject({ who: "Fighter", condition: "std:readied" });

    const gob = untilTurnOf(readied.state, "Goblin 1");
    const walk = accept(gob.state, { option: "move", at: [2, 1] });
    expect(of(walk.events, "window")[0]).toMatchObject({
      moment: "within-reach",
      subject: "Goblin 1",
      ask: ["Fighter"],
    });
    expect(options(ruleset, walk.state).map((o) => o.id)).toEqual(["readied:gear/longsword", "pass"]);
    const struck = accept(walk.state, { option: "readied:gear/longsword", targets: ["Goblin 1"] });
    expect(of(struck.events, "reaction")[0]).toMatchObject({ who: "Fighter", use: "gear/longsword" });
    expect(of(struck.events, "attack")[0]).toMatchObject({ who: "Fighter", target: "Goblin 1" });
    expect(struck.state.combatants["Fighter"]!.budgets["reaction"]).toBe(0);
    expect(struck.state.combatants["Fighter"]!.conditions.some((c) => c.id === "std:readied")).toBe(false);
  });

  it("lapses at the start of the readier's next turn when nothing comes", () => {
    const readied = accept(turnOf("Fighter", setup, placed), { option: ready });
    const back = untilTurnOf(readied.state, "Fighter");
    expect(of(back.events, "condition-ended")).toContainEqual(
      expect.objectContaining({ who: "Fighter", condition: "std:readied", why: "duration" }),
    );
    expect(back.state.combatants["Fighter"]!.conditions).toEqual([]);
  });
});

describe("Ready without a board", () => {
  it("every enemy is already within reach: the goblin's attack on the readier's side triggers it first", () => {
    const s = turnOf("Fighter", { party: [fighter], enemies: ["monsters/goblin"] }, (x) => {
      x.combatants["Goblin 1"]!.hp = 99;
      x.combatants["Goblin 1"]!.maxHp = 99;
    });
    const readied = accept(s, { option: ready });
    const gob = untilTurnOf(readied.state, "Goblin 1");
    const swing = accept(gob.state, { option: "use:action:scimitar", targets: ["Fighter"] });
    expect(of(swing.events, "attack")).toHaveLength(0);
    expect(of(swing.events, "window")[0]).toMatchObject({ moment: "within-reach", subject: "Goblin 1" });
    const struck = accept(swing.state, { option: "readied:gear/longsword", targets: ["Goblin 1"] });
    const attacks = of(struck.events, "attack");
    // The fighter's readied blow lands first, then the goblin's attack is rolled.
    expect(attacks.map((a) => a.who)).toEqual(["Fighter", "Goblin 1"]);
  });

  it("a goblin felled by the readied blow strikes no one", () => {
    for (let seed = 1; seed <= 10; seed++) {
      const s = turnOf("Fighter", { party: [fighter], enemies: ["monsters/goblin"], seed }, (x) => {
        x.combatants["Goblin 1"]!.hp = 1;
      });
      const readied = accept(s, { option: ready });
      const gob = untilTurnOf(readied.state, "Goblin 1");
      const swing = accept(gob.state, { option: "use:action:scimitar", targets: ["Fighter"] });
      const struck = accept(swing.state, { option: "readied:gear/longsword", targets: ["Goblin 1"] });
      const blow = of(struck.events, "attack")[0]!;
      if (blow.result === "miss") continue;
      expect(of(struck.events, "attack")).toHaveLength(1);
      expect(struck.state.outcome).toBe("won");
      return;
    }
    throw new Error("the readied blow never hit");
  });
});
