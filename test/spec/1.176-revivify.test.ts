// 1.176 — Revivify: "`revives: { "withinRounds", "health" }` can target only someone who died no more than that many
// rounds ago, and brings them back to life with that much health: Revivify is written `"revives": { "withinRounds":
// 10, "health": { "flat": 1 } }`."
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, checkState, formatEvent, options } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { accept, clericTurn, ruleset } from "./fixtures/cures.js";

const revivify = (s: CombatState) => options(ruleset, s).find((o) => o.label === "Revivify");
/** The fighter died `ago` rounds before the cleric's turn. */
const diedAgo = (ago: number) => (s: CombatState) => {
  s.round = 12;
  const f = s.combatants["Fighter"]!;
  f.hp = 0;
  f.status = "dead";
  f.died = 12 - ago;
};

describe("1.176 Revivify: back to life with 1 health, within 10 rounds of death", () => {
  beforeAll(withGeometry);

  it("can target only someone who died no more than 10 rounds ago", () => {
    expect(revivify(clericTurn())).toBeUndefined();
    expect(revivify(clericTurn(diedAgo(0)))!.targets?.candidates).toEqual(["Fighter"]);
    expect(revivify(clericTurn(diedAgo(10)))!.targets?.candidates).toEqual(["Fighter"]);
    expect(revivify(clericTurn(diedAgo(11)))).toBeUndefined();
  });

  it("brings the fighter back standing with 1 health, and the log says so", () => {
    const s = clericTurn(diedAgo(3));
    const r = accept(s, { option: revivify(s)!.id, targets: ["Fighter"], pay: revivify(s)!.payments?.[0]?.pool });
    const f = r.state.combatants["Fighter"]!;
    expect([f.status, f.hp, f.died]).toEqual(["standing", 1, undefined]);
    expect(of(r.events, "revived")).toEqual([
      expect.objectContaining({ t: "revived", who: "Fighter", by: "Cleric", name: "Revivify", hp: 1 }),
    ]);
    expect(r.events.map((e) => formatEvent(e))).toContain(
      "Cleric's Revivify brings Fighter back to life with 1 health",
    );
  });

  it("counts rounds from a death the fight dealt (the third failed death save)", () => {
    // The fighter, two failures down, starts its turn: the first draw whose death save fails kills it.
    for (let draw = 1; draw < 100; draw++) {
      const s = clericTurn((s) => {
        const f = s.combatants["Fighter"]!;
        f.hp = 0;
        f.status = "dying";
        f.death = { successes: 0, failures: 2 };
        s.rng = { algorithm: "xoroshiro128plus", state: [draw, draw * 7 + 1, draw * 13 + 2, draw * 31 + 3] };
      });
      // Whoever acts just before the fighter ends its turn.
      s.turn = (s.order.indexOf("Fighter") + s.order.length - 1) % s.order.length;
      const step = accept(s, { option: options(ruleset, s).find((o) => o.kind === "end")!.id });
      if (step.state.combatants["Fighter"]!.status !== "dead") continue;
      expect(step.state.combatants["Fighter"]!.died).toBe(step.state.round);
      // A saved fight keeps the round of death, and resumes.
      expect(checkState(ruleset, JSON.parse(JSON.stringify(step.state)))).toBeUndefined();
      // A menu is read once per state: each round count gets a state of its own.
      const later = (rounds: number) => {
        const l = structuredClone(step.state);
        l.round += rounds;
        l.turn = l.order.indexOf("Cleric");
        l.combatants["Cleric"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
        return l;
      };
      expect(revivify(later(10))!.targets?.candidates).toEqual(["Fighter"]);
      expect(revivify(later(11))).toBeUndefined();
      return;
    }
    throw new Error("no draw fails the death save");
  });

  it("on a board, reaches only as far as touch", () => {
    const board = { width: 8, height: 4 };
    const near = clericTurn(
      (s) => {
        diedAgo(1)(s);
        s.combatants["Cleric"]!.at = [1, 1];
        s.combatants["Fighter"]!.at = [2, 1];
        s.combatants["Goblin 1"]!.at = [7, 3];
      },
      { board, noBoard: false },
    );
    expect(revivify(near)!.targets?.candidates).toEqual(["Fighter"]);
    const far = structuredClone(near);
    far.combatants["Fighter"]!.at = [5, 1];
    expect(revivify(far)).toBeUndefined();
  });

  it("the director revives its fallen ally", () => {
    const s = clericTurn(diedAgo(2));
    const choice = direct(ruleset, s);
    expect(choice.option).toBe(revivify(s)!.id);
    expect(choice.targets).toEqual(["Fighter"]);
  });
});
