// 1.393 — "An extra effect's `when` can be `"target-hurt"`, requiring the target's health to be below its maximum
// when the blow lands (Colossus Slayer); its `oncePer` can be `"own-turn"`: once in each of the holder's own turns,
// never applying to a blow struck on anyone else's turn (Divine Strike's "once on each of your turns")."
// Written on an item attack's extra effects: its `plus` damage clauses and its `onHit` conditions.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, type CombatState, options, type Step } from "../../src/combat/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn, turnOfIn } from "../support/drive.js";
import { ruleset, wielder } from "./fixtures/beside-and-hurt.js";

const damage = (events: readonly CombatEvent[]) =>
  events.filter((e): e is Extract<CombatEvent, { t: "damage" }> => e.t === "damage");
const hit = (events: readonly CombatEvent[]) =>
  events.some((e) => e.t === "attack" && (e as { result: string }).result !== "miss");

/** The first seed whose blow of `item` at the guard hits; `fn` adjusts the fight first. */
function blow(item: string, fn: (s: CombatState) => void = () => {}): Step {
  for (let seed = 1; seed < 200; seed++) {
    const s = turnOfIn(
      ruleset,
      "Fighter",
      { seed, party: [wielder(item)], enemies: ["monsters/guard"], noBoard: true },
      (x) => {
        // Hardy enough to take every blow a scenario deals.
        x.combatants["Guard 1"]!.hp = x.combatants["Guard 1"]!.maxHp = 300;
        fn(x);
      },
    );
    const step = acceptIn(ruleset, s, { option: `use:gear/${item}`, targets: ["Guard 1"] });
    if (hit(step.events)) return step;
  }
  throw new Error("no seed gave a hit");
}

/** Another blow at the guard from `state` on the fighter's turn, budgets given back; undefined on a miss. */
function again(state: CombatState, item: string, nextTurn = false): Step | undefined {
  const s = turnIn(state, "Fighter", (x) => {
    if (nextTurn) x.round += 1;
  });
  const step = acceptIn(ruleset, s, { option: `use:gear/${item}`, targets: ["Guard 1"] });
  return hit(step.events) ? step : undefined;
}

describe('1.393 plus[].when: "target-hurt": Colossus Slayer', () => {
  beforeAll(withGeometry);

  it("a target at its maximum takes only the blow, even though the blow itself hurts it", () => {
    const step = blow("slayer-blade");
    expect(damage(step.events)).toHaveLength(1);
  });

  it("a target below its maximum takes the extra die too", () => {
    const step = blow("slayer-blade", (s) => {
      s.combatants["Guard 1"]!.hp -= 1;
    });
    const dealt = damage(step.events);
    expect(dealt).toHaveLength(2);
    expect(dealt[1]!.rolled).toBeGreaterThanOrEqual(1);
    expect(dealt[1]!.rolled).toBeLessThanOrEqual(8);
  });

  it("the next blow on the guard the first one hurt gets it", () => {
    const second = again(blow("slayer-blade").state, "slayer-blade");
    expect(damage(second!.events)).toHaveLength(2);
  });
});

describe('1.393 plus[].oncePer: "own-turn": Divine Strike', () => {
  beforeAll(withGeometry);

  function radiant(events: readonly CombatEvent[]) {
    return damage(events).filter((d) => d.type === "radiant");
  }

  it("once on each of the wielder's own turns: not on a second hit that turn, again on its next turn", () => {
    const first = blow("blessed-mace");
    expect(radiant(first.events)).toHaveLength(1);
    const second = again(first.state, "blessed-mace");
    expect(second).toBeDefined();
    expect(radiant(second!.events)).toEqual([]);
    const next = again(second!.state, "blessed-mace", true);
    expect(next).toBeDefined();
    expect(radiant(next!.events)).toHaveLength(1);
  });

  it("never on a blow struck on someone else's turn: an opportunity attack", () => {
    for (let seed = 1; seed < 200; seed++) {
      const s = turnOfIn(
        ruleset,
        "Guard 1",
        { seed, party: [wielder("blessed-mace")], enemies: ["monsters/guard"], board: { width: 12, height: 10 } },
        (x) => {
          x.combatants["Fighter"]!.at = [5, 5];
          x.combatants["Guard 1"]!.at = [6, 5];
        },
      );
      // The guard walks away; the fighter strikes as it leaves.
      const walk = acceptIn(ruleset, s, { option: "move", at: [9, 5] });
      const oa = options(ruleset, walk.state).find((o) => o.id.startsWith("opportunity:"));
      if (!oa) throw new Error("no opportunity attack");
      const struck = acceptIn(ruleset, walk.state, { option: oa.id, targets: ["Guard 1"] });
      if (!hit(struck.events)) continue;
      expect(radiant(struck.events)).toEqual([]);
      expect(damage(struck.events).length).toBeGreaterThan(0);
      return;
    }
    throw new Error("no seed gave a hit");
  });
});

describe("1.393 the same limits on an item attack's onHit conditions", () => {
  beforeAll(withGeometry);

  const holds = (s: CombatState, id: string) => s.combatants["Guard 1"]!.conditions.filter((c) => c.id === id);

  it('when: "target-hurt" knocks prone only a target hurt before the blow', () => {
    expect(holds(blow("hooked-spear").state, "prone")).toEqual([]);
    const hurt = blow("hooked-spear", (s) => {
      s.combatants["Guard 1"]!.hp -= 1;
    });
    expect(holds(hurt.state, "prone")).toHaveLength(1);
  });

  it('oncePer: "own-turn" poisons once in the wielder\'s turn, again on its next', () => {
    const first = blow("hooked-spear");
    expect(holds(first.state, "poisoned")).toHaveLength(1);
    const cleared = (s: CombatState) => {
      s.combatants["Guard 1"]!.conditions = [];
    };
    const second = again(turnIn(first.state, "Fighter", cleared), "hooked-spear");
    expect(holds(second!.state, "poisoned")).toEqual([]);
    const next = again(turnIn(second!.state, "Fighter", cleared), "hooked-spear", true);
    expect(holds(next!.state, "poisoned")).toHaveLength(1);
  });
});
