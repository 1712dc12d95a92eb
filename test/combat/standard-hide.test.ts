// Hide and Search (5e base rules): a Stealth check whose total is the hider's score, hidden only while no enemy
// who sees them has a passive Perception that high; advantage for the hidden, disadvantage against them; found
// by a Search, given away by an attack.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options } from "../../src/combat/index.js";
import { fighter, of, rogue, withGeometry } from "./helpers.js";
import { accept, ruleset, turnOf, untilTurnOf } from "./standard-fixture.js";

const GOBLIN_PASSIVE = 10 - 1; // wis 8
const hiddenScore = (s: { combatants: Record<string, { conditions: { id: string; score?: number }[] }> }, id: string) =>
  s.combatants[id]!.conditions.find((c) => c.id === "std:hidden")?.score;

describe("Hide without a board", () => {
  it("hides exactly when the Stealth total beats every standing enemy's passive Perception", () => {
    let hid = 0;
    let seen = 0;
    for (let seed = 1; seed <= 16; seed++) {
      const s = turnOf("Rogue", { party: [rogue], enemies: ["monsters/goblin"], seed });
      const r = accept(s, { option: "std:hide@action" });
      const check = of(r.events, "check")[0]!;
      expect(check).toMatchObject({ who: "Rogue", check: "stealth", bonus: 3, difficulty: GOBLIN_PASSIVE });
      expect(r.state.combatants["Rogue"]!.budgets["action"]).toBe(0);
      if (check.total >= GOBLIN_PASSIVE) {
        hid++;
        expect(hiddenScore(r.state, "Rogue")).toBe(check.total);
      } else {
        seen++;
        expect(hiddenScore(r.state, "Rogue")).toBeUndefined();
      }
    }
    expect(hid).toBeGreaterThan(0);
    expect(seen).toBeGreaterThan(0);
  });

  it("the hidden attack with advantage, are attacked at disadvantage, and attacking gives them away", () => {
    const s = turnOf("Rogue", { party: [rogue, fighter], enemies: ["monsters/goblin"] }, (x) => {
      x.combatants["Rogue"]!.conditions.push({ id: "std:hidden", score: 18 });
      x.combatants["Goblin 1"]!.hp = 99;
    });
    // The goblin strikes at the hidden rogue with disadvantage.
    const gob = structuredClone(s);
    gob.turn = gob.order.indexOf("Goblin 1");
    const struck = accept(gob, { option: "use:action:scimitar", targets: ["Rogue"] });
    expect(of(struck.events, "attack")[0]!.d20.mode).toBe("disadvantage");
    // The rogue shoots with advantage and is hidden no more.
    const shot = accept(s, { option: "use:gear/shortbow", targets: ["Goblin 1"] });
    expect(of(shot.events, "attack")[0]!.d20.mode).toBe("advantage");
    expect(of(shot.events, "condition-ended")).toContainEqual(
      expect.objectContaining({ who: "Rogue", condition: "std:hidden", why: "gave away" }),
    );
    expect(hiddenScore(shot.state, "Rogue")).toBeUndefined();
  });

  it("Search: a Perception check against the hider's score; success finds them, failure does not", () => {
    const outcomes = new Set<boolean>();
    for (let seed = 1; seed <= 12; seed++) {
      const s = turnOf("Goblin 1", { party: [rogue], enemies: ["monsters/goblin"], seed }, (x) => {
        x.combatants["Rogue"]!.conditions.push({ id: "std:hidden", score: 10 });
      });
      expect(options(ruleset, s).some((o) => o.id === "std:search@action")).toBe(true);
      const r = accept(s, { option: "std:search@action" });
      const check = of(r.events, "check")[0]!;
      expect(check).toMatchObject({ who: "Goblin 1", check: "perception", bonus: -1, difficulty: 10 });
      outcomes.add(check.success);
      expect(hiddenScore(r.state, "Rogue")).toBe(check.success ? undefined : 10);
    }
    expect([...outcomes].sort()).toEqual([false, true]);
    // Nothing to search for: no Search on the menu.
    const none = turnOf("Goblin 1", { party: [rogue], enemies: ["monsters/goblin"] });
    expect(options(ruleset, none).some((o) => o.id === "std:search@action")).toBe(false);
  });
});

describe("Hide on a board", () => {
  beforeAll(withGeometry);
  const board = {
    width: 9,
    height: 5,
    walls: [
      [4, 0],
      [4, 1],
      [4, 2],
      [4, 3],
    ] as [number, number][],
  };
  const placed = (x: CombatState) => {
    x.combatants["Rogue"]!.at = [2, 1];
    x.combatants["Sentry 1"]!.at = [7, 1];
  };

  it("behind a wall no one sees the hider: hidden whatever the roll; in plain sight of the sentry, never", () => {
    const behind = accept(turnOf("Rogue", { party: [rogue], enemies: ["monsters/sentry"], board }, placed), {
      option: "std:hide@action",
    });
    expect(of(behind.events, "check")[0]!.difficulty).toBe(0);
    expect(hiddenScore(behind.state, "Rogue")).toBe(of(behind.events, "check")[0]!.total);

    const open = turnOf("Rogue", { party: [rogue], enemies: ["monsters/sentry"], board }, (x) => {
      placed(x);
      x.combatants["Sentry 1"]!.at = [2, 4];
    });
    const seen = accept(open, { option: "std:hide@action" });
    expect(of(seen.events, "check")[0]!.difficulty).toBe(40);
    expect(hiddenScore(seen.state, "Rogue")).toBeUndefined();
  });

  it("an enemy who walks into sight and whose passive Perception reaches the score notices the hider", () => {
    const s = turnOf("Sentry 1", { party: [rogue], enemies: ["monsters/sentry"], board }, (x) => {
      placed(x);
      x.combatants["Rogue"]!.conditions.push({ id: "std:hidden", score: 25 });
    });
    const walked = accept(s, { option: "move", at: [3, 4] });
    expect(of(walked.events, "condition-ended")).toContainEqual(
      expect.objectContaining({ who: "Rogue", condition: "std:hidden", why: "noticed" }),
    );
  });

  it("Search finds only hiders within the searcher's sight", () => {
    const s = turnOf("Sentry 1", { party: [rogue], enemies: ["monsters/sentry"], board }, (x) => {
      placed(x);
      x.combatants["Rogue"]!.conditions.push({ id: "std:hidden", score: 25 });
    });
    const r = accept(s, { option: "std:search@action" });
    expect(of(r.events, "check")).toHaveLength(0);
    expect(hiddenScore(r.state, "Rogue")).toBe(25);
    const next = untilTurnOf(r.state, "Sentry 1");
    expect(hiddenScore(next.state, "Rogue")).toBe(25);
  });
});
