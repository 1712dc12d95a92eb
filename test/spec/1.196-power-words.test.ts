// 1.196 — Power Word Stun and Power Word Kill: "`"healthAtMost": 150` affects only a target with that much health or
// less, like Power Word Stun; `"kills": true` outright kills whoever it affects, so Power Word Kill is written
// `"healthAtMost": 100, "kills": true`. Both read the target's remaining health".
import { describe, expect, it } from "vitest";
import { type CombatState, formatEvent } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { accept, ruleset, spell, wizardTurn } from "./fixtures/health-pools.js";

const OGRE = ["creatures/ogre"];
/** The wizard against an ogre at `hp` health (its maximum raised to match). */
const versus = (hp: number) =>
  wizardTurn(
    (s) => {
      const o = s.combatants["Ogre 1"]!;
      o.maxHp = Math.max(o.maxHp, hp);
      o.hp = hp;
    },
    { enemies: OGRE },
  );

function cast(s: CombatState, name: string, pay: string) {
  return accept(s, { option: spell(s, name)!.id, targets: ["Ogre 1"], pay });
}

const stunned = (s: CombatState) => s.combatants["Ogre 1"]!.conditions.some((c) => c.id === "stunned");

describe("1.196 Power Word Stun: only a target with 150 health or less", () => {
  it("stuns an ogre at exactly 150 health", () => {
    const r = cast(versus(150), "Power Word Stun", "slot_8");
    expect(stunned(r.state)).toBe(true);
    expect(r.events).toContainEqual(
      expect.objectContaining({ t: "health-threshold", who: "Ogre 1", hp: 150, atMost: 150, affected: true }),
    );
    expect(r.events.map((e) => formatEvent(e))).toContain(
      "Ogre 1 has 150 health, at most 150: Power Word Stun takes hold",
    );
  });

  it("has no effect on one at 151, reading its remaining health", () => {
    const r = cast(versus(151), "Power Word Stun", "slot_8");
    expect(stunned(r.state)).toBe(false);
    expect(r.events.map((e) => formatEvent(e))).toContain(
      "Ogre 1 has 151 health, more than 150: Power Word Stun has no effect",
    );
  });
});

describe("1.196 Power Word Kill: kills outright whoever has 100 health or less", () => {
  it("kills an ogre at 100 health, whatever is left", () => {
    const r = cast(versus(100), "Power Word Kill", "slot_9");
    const ogre = r.state.combatants["Ogre 1"]!;
    expect([ogre.status, ogre.hp]).toEqual(["dead", 0]);
    expect(r.events).toContainEqual({ t: "dead", who: "Ogre 1" });
    expect(r.state.outcome).toBe("won");
  });

  it("does nothing to one at 101", () => {
    const r = cast(versus(101), "Power Word Kill", "slot_9");
    const ogre = r.state.combatants["Ogre 1"]!;
    expect([ogre.status, ogre.hp]).toEqual(["standing", 101]);
    expect(r.events.filter((e) => e.t === "dead" || e.t === "damage")).toEqual([]);
  });

  it("the director speaks the word only when the ogre's health is low enough", () => {
    const low = versus(59);
    expect(direct(ruleset, low).option).toBe(spell(low, "Power Word Kill")!.id);
    const high = versus(120);
    expect(direct(ruleset, high).option).not.toBe(spell(high, "Power Word Kill")!.id);
  });
});
