// 1.189 — Harmful, stacking and one-per-source conditions: "`harms` … deals that damage at the start of each of
// their turns (or `turn-end`), with whoever applied it as the source, resolved before any save that ends it.
// `stacks: 10` allows it to be applied again while it is in effect, stacking up to that many times, each stack
// dealing its damage once (sword of wounding); ending it ends all stacks. `onePerSource: true` keeps it on only one
// holder per source … (an oathbow's sworn enemy)." A wight's wounding blade and its sworn enmity (fixture).
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, formatEvent, namesFor, type Step } from "../../src/combat/index.js";
import { fighter, of, withGeometry } from "../combat/helpers.js";
import { ruleset } from "./fixtures/conditions.js";
import { acceptIn, endUntilIn, turnOfIn } from "./fixtures/drive.js";

function wightTurn(seed = 1, enemies = ["monsters/wight"]): CombatState {
  return turnOfIn(ruleset, "Wight 1", { seed, party: [fighter], enemies, noBoard: true });
}

/** The wight strikes the fighter with `action` `times` times, its turn given back each time. */
function strikes(action: string, times: number, seed = 1): Step {
  let s = wightTurn(seed);
  let step: Step | undefined;
  for (let i = 0; i < times; i++) {
    step = acceptIn(ruleset, s, { option: `use:action:${action}`, targets: ["Fighter"] });
    s = structuredClone(step.state);
    s.turn = s.order.indexOf("Wight 1");
    s.combatants["Wight 1"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
  }
  return { state: s, events: step!.events };
}

const held = (s: CombatState, id: string) => s.combatants["Fighter"]!.conditions.filter((c) => c.id === id);

describe("1.189 harms and stacks: the sword of wounding", () => {
  beforeAll(withGeometry);

  it("each wound stacks: three hits, three stacks on one condition", () => {
    const s = strikes("wound", 3).state;
    expect(held(s, "wounded")).toHaveLength(1);
    expect(held(s, "wounded")[0]!.stacks).toBe(3);
  });

  it("at the holder's turn start each stack deals 1d4 necrotic from the wight, before the save that ends them all", () => {
    for (let seed = 1; seed < 40; seed++) {
      const wounded = strikes("wound", 2, seed);
      const turn = endUntilIn(ruleset, wounded, "Fighter");
      const ev = turn.events;
      const harms = of(ev, "condition-harms");
      expect(harms).toEqual([{ t: "condition-harms", who: "Fighter", condition: "wounded", stacks: 2 }]);
      expect(formatEvent(harms[0]!, namesFor(ruleset, turn.state))).toBe("Fighter is harmed by wounded (2 stacks)");
      const hurt = of(ev, "damage").filter((d) => d.who === "Fighter");
      expect(hurt.map((d) => [d.source, d.type])).toEqual([
        ["Wight 1", "necrotic"],
        ["Wight 1", "necrotic"],
      ]);
      for (const d of hurt) expect(d.rolled).toBeGreaterThanOrEqual(1);
      const save = ev.findIndex((e) => e.t === "save" && e.who === "Fighter");
      expect(save).toBeGreaterThan(ev.lastIndexOf(hurt[1]!));
      // A success ends every stack at once; look for a seed where it succeeds.
      if (!(ev[save] as { success: boolean }).success) continue;
      expect(held(turn.state, "wounded")).toEqual([]);
      expect(of(ev, "condition-ended").map((e) => e.condition)).toEqual(["wounded"]);
      return;
    }
    throw new Error("the fighter never made its save");
  });

  it("stacks no higher than `stacks`: a graze stacks twice at most, and harms at the holder's turn end", () => {
    const s = strikes("graze", 3).state;
    expect(held(s, "grazed")[0]!.stacks).toBe(2);
    const fighterTurn = endUntilIn(ruleset, { state: s, events: [] }, "Fighter");
    expect(of(fighterTurn.events, "condition-harms")).toEqual([]);
    const ended = acceptIn(ruleset, fighterTurn.state, { option: "end" });
    expect(of(ended.events, "condition-harms")).toEqual([
      { t: "condition-harms", who: "Fighter", condition: "grazed", stacks: 2 },
    ]);
  });
});

describe("1.189 onePerSource: the oathbow's sworn enemy", () => {
  beforeAll(withGeometry);

  it("swearing at a second foe lifts the oath from the first; another source's oath stays", () => {
    const s = turnOfIn(ruleset, "Wight 1", {
      party: [fighter, { ...fighter, name: "Squire" }],
      enemies: ["monsters/wight", "monsters/wight"],
      noBoard: true,
    });
    const first = acceptIn(ruleset, s, { option: "use:action:swear", targets: ["Fighter"] });
    const other = structuredClone(first.state);
    other.turn = other.order.indexOf("Wight 2");
    other.combatants["Wight 2"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
    const second = acceptIn(ruleset, other, { option: "use:action:swear", targets: ["Fighter"] });
    expect(
      held(second.state, "sworn")
        .map((c) => c.source)
        .sort(),
    ).toEqual(["Wight 1", "Wight 2"]);
    const again = structuredClone(second.state);
    again.turn = again.order.indexOf("Wight 1");
    again.combatants["Wight 1"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
    const moved = acceptIn(ruleset, again, { option: "use:action:swear", targets: ["Squire"] });
    expect(held(moved.state, "sworn").map((c) => c.source)).toEqual(["Wight 2"]);
    expect(moved.state.combatants["Squire"]!.conditions.map((c) => [c.id, c.source])).toEqual([["sworn", "Wight 1"]]);
    expect(of(moved.events, "condition-ended")).toEqual([
      { t: "condition-ended", who: "Fighter", condition: "sworn", why: "one per source" },
    ]);
  });
});
