// 1.196 / 1.199 — Sleep: "`"healthPool": { "dice": "5d8" }` … is rolled once on use and handed out in turn,
// starting from the target with the least health remaining: a target is affected only if its health is no more than
// what remains of the pool, and then uses up that much of it; the other targets are not affected at all … When cast
// at a higher level, `perCostStep` increases it … The log says what the pool rolled, and whom it was enough for."
// 1.199: "`"healthPoolSkips": { "conditions": ["unconscious"] }` … does not affect anyone who has any of those
// conditions, and spends none of the pool on them, as 5e's Sleep ignores the unconscious".
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, type CombatState, formatEvent } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { withGeometry } from "../combat/helpers.js";
import { accept, draw, ruleset, spell, wizardTurn } from "./fixtures/health-pools.js";

const GOBLINS = ["Goblin 1", "Goblin 2", "Goblin 3"];
const asleep = (s: CombatState) =>
  GOBLINS.filter((g) => s.combatants[g]!.conditions.some((c) => c.id === "unconscious"));
const pool = (events: readonly CombatEvent[]) =>
  events.find((e) => e.t === "health-pool") as Extract<CombatEvent, { t: "health-pool" }>;

/** Goblins at 9, 3 and 6 health: the pool reaches Goblin 2, then Goblin 3, then Goblin 1. */
function scene(n: number, fn: (s: CombatState) => void = () => {}) {
  return wizardTurn((s) => {
    s.combatants["Goblin 1"]!.hp = 9;
    s.combatants["Goblin 2"]!.hp = 3;
    s.combatants["Goblin 3"]!.hp = 6;
    draw(s, n);
    fn(s);
  });
}

function cast(s: CombatState, pay = "slot_1") {
  const o = spell(s, "Sleep")!;
  return accept(s, { option: o.id, targets: GOBLINS, pay });
}

describe("1.196 Sleep: a pool of health handed out from the least health up", () => {
  beforeAll(withGeometry);

  it("affects exactly those the roll covers, from the least health up, and no one else", () => {
    const seen = new Set<number>();
    for (let n = 1; n <= 40; n++) {
      const r = cast(scene(n));
      const p = pool(r.events);
      const total = p.dice.total;
      // 3, then 3 + 6 = 9, then 9 + 9 = 18.
      const expected = total >= 18 ? 3 : total >= 9 ? 2 : total >= 3 ? 1 : 0;
      const order = ["Goblin 2", "Goblin 3", "Goblin 1"].slice(0, expected);
      expect(p.enough.map((e) => e.who)).toEqual(order);
      expect(p.enough.map((e) => e.hp)).toEqual([3, 6, 9].slice(0, expected));
      expect(asleep(r.state).sort()).toEqual([...order].sort());
      // No save, no damage: whoever the pool does not cover is not affected at all.
      expect(r.events.filter((e) => e.t === "save" || e.t === "damage")).toEqual([]);
      seen.add(expected);
    }
    // The forty draws cover both a partial and a full hand-out.
    expect(seen.has(2) && seen.has(3)).toBe(true);
  });

  it("a target whose health is more than what is left is passed, though a later one with less would fit", () => {
    // The pool is spent in order of health: 9 health left after the first two cannot reach Goblin 1's 9 only when
    // the roll is below 18, and a goblin is never skipped for a smaller one after it (all are in order).
    for (let n = 1; n <= 20; n++) {
      const r = cast(scene(n));
      const p = pool(r.events);
      expect(p.short).toEqual(["Goblin 2", "Goblin 3", "Goblin 1"].slice(p.enough.length));
    }
  });

  it("rolls 2d8 more for each slot level above the first", () => {
    const r = cast(scene(1), "slot_3");
    expect(pool(r.events).dice.expr).toBe("9d8");
    expect(pool(cast(scene(1)).events).dice.expr).toBe("5d8");
  });

  it("the log says what the pool rolled and whom it was enough for", () => {
    const r = cast(scene(2));
    const p = pool(r.events);
    const line = r.events.map((e) => formatEvent(e)).find((l) => l.includes("of health"))!;
    expect(line).toContain(`Sabine's Sleep rolls 5d8 (${p.dice.total}) of health: enough for `);
    if (p.enough.length) expect(line).toContain("Goblin 2 (3)");
  });

  it("1.199: skips the unconscious, spending none of the pool on them", () => {
    for (let n = 1; n <= 20; n++) {
      const r = cast(
        scene(n, (s) => {
          s.combatants["Goblin 2"]!.conditions.push({ id: "unconscious" });
        }),
      );
      const p = pool(r.events);
      expect(p.skipped).toEqual(["Goblin 2"]);
      const total = p.dice.total;
      // Goblin 3's 6 comes first now: Goblin 2's 3 is not spent.
      const expected = total >= 15 ? 2 : total >= 6 ? 1 : 0;
      expect(p.enough.map((e) => e.who)).toEqual(["Goblin 3", "Goblin 1"].slice(0, expected));
    }
  });

  it("on a board, passes over an undead its burst caught (the SRD's targetTypes) before handing out the pool", () => {
    for (let n = 1; n <= 10; n++) {
      const s = wizardTurn(
        (s) => {
          s.combatants["Sabine"]!.at = [0, 0];
          s.combatants["Skeleton 1"]!.at = [6, 5];
          s.combatants["Goblin 1"]!.at = [7, 5];
          s.combatants["Skeleton 1"]!.hp = 1;
          s.combatants["Goblin 1"]!.hp = 4;
          draw(s, n);
        },
        { enemies: ["creatures/skeleton", "creatures/goblin"], board: { width: 10, height: 10 }, noBoard: false },
      );
      const r = accept(s, { option: spell(s, "Sleep")!.id, at: [6, 5], pay: "slot_1" });
      const p = pool(r.events);
      expect(r.events).toContainEqual(expect.objectContaining({ t: "unaffected", who: "Skeleton 1" }));
      // The skeleton's 1 health is not spent: the goblin's 4 is what the roll (at least 5) covers first.
      expect(p.enough).toEqual([{ who: "Goblin 1", hp: 4 }]);
      expect(r.state.combatants["Skeleton 1"]!.conditions.some((c) => c.id === "unconscious")).toBe(false);
    }
  });

  it("the director puts the goblins to sleep when the roll is likely to cover them", () => {
    const s = scene(1, (s) => {
      for (const g of GOBLINS) s.combatants[g]!.hp = 2;
      // Nothing else to cast: the other spells are spent.
      for (const pool of ["slot_8", "slot_9"]) s.combatants["Sabine"]!.pools[pool] = 0;
    });
    const choice = direct(ruleset, s);
    expect(choice.option).toBe(spell(s, "Sleep")!.id);
  });
});
