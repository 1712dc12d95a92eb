// 1.176 — Lesser Restoration: "`ends: { conditions: [...], count? }` removes those conditions from its target in the
// order listed, at most `count` of them … An entry that only removes conditions … is offered only against someone
// it can help; an entry of kind `utility` with nothing else to do is offered as long as it can cure."
import { describe, expect, it } from "vitest";
import { type CombatState, formatEvent, options } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { of } from "../combat/helpers.js";
import { accept, clericTurn, ruleset } from "./fixtures/cures.js";

const hold = (s: CombatState, who: string, ...ids: string[]) => {
  for (const id of ids) s.combatants[who]!.conditions.push({ id });
};
const held = (s: CombatState, who: string) => s.combatants[who]!.conditions.map((c) => c.id);
const restoration = (s: CombatState) => options(ruleset, s).find((o) => o.label === "Lesser Restoration");

describe("1.176 Lesser Restoration: ends one of blinded, deafened, paralyzed, poisoned", () => {
  it("ends the first listed condition the target holds, and only that one (count 1)", () => {
    const s = clericTurn((s) => hold(s, "Fighter", "poisoned", "paralyzed"));
    const o = restoration(s)!;
    const r = accept(s, { option: o.id, targets: ["Fighter"] });
    // "in the order listed": paralyzed comes before poisoned in the list, whatever order they were gained in.
    expect(of(r.events, "condition-ended")).toEqual([
      { t: "condition-ended", who: "Fighter", condition: "paralyzed", why: "Lesser Restoration" },
    ]);
    expect(held(r.state, "Fighter")).toEqual(["poisoned"]);
    expect(r.events.map((e) => formatEvent(e)).join("\n")).toContain(
      "Fighter is no longer paralyzed (Lesser Restoration)",
    );
  });

  it("leaves conditions it does not name", () => {
    const s = clericTurn((s) => hold(s, "Fighter", "prone", "blinded"));
    const r = accept(s, { option: restoration(s)!.id, targets: ["Fighter"] });
    expect(held(r.state, "Fighter")).toEqual(["prone"]);
  });

  it("is offered only against someone holding a condition it ends", () => {
    expect(restoration(clericTurn())).toBeUndefined();
    expect(restoration(clericTurn((s) => hold(s, "Fighter", "prone")))).toBeUndefined();
    const o = restoration(clericTurn((s) => hold(s, "Fighter", "deafened")))!;
    expect(o.targets?.candidates).toEqual(["Fighter"]);
  });

  it("refuses a target it cannot help", () => {
    const s = clericTurn((s) => hold(s, "Fighter", "deafened"));
    const r = (() => {
      try {
        return accept(s, { option: restoration(s)!.id, targets: ["Cleric"] });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(r).toBeInstanceOf(Error);
  });

  it("reaches a dying ally who holds one, whom only healing reaches otherwise", () => {
    const s = clericTurn((s) => {
      const f = s.combatants["Fighter"]!;
      f.hp = 0;
      f.status = "dying";
      hold(s, "Fighter", "poisoned");
    });
    const r = accept(s, { option: restoration(s)!.id, targets: ["Fighter"] });
    expect(held(r.state, "Fighter")).toEqual([]);
    expect(r.state.combatants["Fighter"]!.status).toBe("dying");
  });

  it("the director ends a paralysis on its ally while the fight has rounds to go", () => {
    const s = clericTurn((s) => hold(s, "Fighter", "paralyzed"), {
      enemies: ["monsters/wolf", "monsters/wolf", "monsters/goblin"],
    });
    const choice = direct(ruleset, s);
    expect(choice.option).toBe(restoration(s)!.id);
    expect(choice.targets).toEqual(["Fighter"]);
  });
});
