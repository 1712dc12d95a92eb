// 1.187 — "An `onHit` condition can name `"targetIs"` (a giant slayer knocking a giant prone) and
// `"oncePerTurn": true` (sword of wounding)."
import { beforeAll, describe, expect, it } from "vitest";
import type { CombatState } from "../../src/combat/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { acceptIn } from "../support/drive.js";
import { ruleset, wielder } from "./fixtures/item-attacks.js";
import { fighterTurn, resultOf, strikeFor } from "./fixtures/strike.js";

const holds = (s: CombatState, who: string, id: string) => s.combatants[who]!.conditions.filter((c) => c.id === id);

describe("1.187 onHit[].targetIs: the giant slayer", () => {
  beforeAll(withGeometry);

  it("a giant it hits falls prone", () => {
    const step = strikeFor(ruleset, wielder("giant-slayer"), ["monsters/hill-giant"], "Hill Giant 1", "hit");
    expect(holds(step.state, "Hill Giant 1", "prone")).toHaveLength(1);
  });

  it("anyone else it hits stays on their feet", () => {
    const step = strikeFor(ruleset, wielder("giant-slayer"), ["monsters/guard"], "Guard 1", "hit");
    expect(holds(step.state, "Guard 1", "prone")).toEqual([]);
  });
});

describe("1.187 onHit[].oncePerTurn: the sword of wounding", () => {
  beforeAll(withGeometry);

  /** Two blows in one turn (the budget given back), then a third on the fighter's next turn, all hits. */
  function threeBlows() {
    const blow = { option: "use:gear/sword-of-wounding", targets: ["Guard 1"] };
    for (let seed = 1; seed < 400; seed++) {
      const first = acceptIn(
        ruleset,
        fighterTurn(ruleset, wielder("sword-of-wounding"), ["monsters/guard"], seed),
        blow,
      );
      if (resultOf(first.events) !== "hit") continue;
      const s = structuredClone(first.state);
      s.combatants["Fighter"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
      const second = acceptIn(ruleset, s, blow);
      if (resultOf(second.events) !== "hit") continue;
      const next = structuredClone(second.state);
      next.round += 1;
      next.combatants["Fighter"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
      const third = acceptIn(ruleset, next, blow);
      if (resultOf(third.events) !== "hit") continue;
      return { first, second, third };
    }
    throw new Error("no seed gave three hits");
  }

  it("wounds once a turn: a second hit that turn adds no stack, a hit in a later turn does", () => {
    const { first, second, third } = threeBlows();
    expect(holds(first.state, "Guard 1", "wounded").map((c) => c.stacks ?? 1)).toEqual([1]);
    expect(holds(second.state, "Guard 1", "wounded").map((c) => c.stacks ?? 1)).toEqual([1]);
    expect(of(second.events, "condition")).toEqual([]);
    expect(holds(third.state, "Guard 1", "wounded").map((c) => c.stacks)).toEqual([2]);
  });
});
