// 1.305 — eldritch blast's beams: `targetsScale` adds one beam at 5th level (two at 11th, three at 17th), and with
// `targetsRepeat` they may all go at the same creature, each a separate attack with its own roll that carries
// everything amending the spell: Agonizing Blast's Charisma modifier on each hit and Repelling Blast's 10-foot push.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, options } from "../../src/combat/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { accept, ruleset, turnOf, warlock } from "./fixtures/warlock.js";

const board = { width: 16, height: 5 };
const blast = "use:spells/eldritch-blast";

function scene(level: number, seed = 1, goblins = 1): CombatState {
  const sheet = warlock(["agonizing-blast", "repelling-blast"]);
  return turnOf(
    "Warlock",
    {
      party: [{ ...sheet, fields: { ...sheet.fields, level } }],
      enemies: [{ creature: "monsters/goblin", count: goblins }],
      board,
      seed,
    },
    (s) => {
      s.combatants["Warlock"]!.at = [0, 2];
      for (let i = 1; i <= goblins; i++) {
        s.combatants[`Goblin ${i}`]!.at = [3, i + 1];
        s.combatants[`Goblin ${i}`]!.hp = 100;
      }
    },
  );
}

const beamsAt = (level: number) => options(ruleset, scene(level)).find((o) => o.id === blast)!.targets!;

describe("1.305 eldritch blast beams", () => {
  beforeAll(withGeometry);

  it("fires one beam below 5th level, two from 5th, three from 11th, four from 17th", () => {
    expect([1, 4, 5, 10, 11, 17, 20].map((l) => beamsAt(l).max)).toEqual([1, 1, 2, 2, 3, 4, 4]);
    expect(beamsAt(5)).toMatchObject({ min: 1, candidates: ["Goblin 1"], repeat: true });
  });

  it("puts both beams of a 5th-level warlock on one goblin: two attacks, each rolled, hit, amended and pushing", () => {
    // The first seed on which both beams hit, so that each hit's damage and push can be seen.
    let seed = 1;
    let r = accept(scene(5, seed), { option: blast, targets: ["Goblin 1", "Goblin 1"] });
    while (of(r.events, "attack").some((a) => a.result !== "hit")) {
      seed++;
      r = accept(scene(5, seed), { option: blast, targets: ["Goblin 1", "Goblin 1"] });
    }
    expect(of(r.events, "use")).toMatchObject([{ who: "Warlock", targets: ["Goblin 1", "Goblin 1"] }]);
    expect(of(r.events, "budget")).toMatchObject([{ budget: "action", change: -1 }]);
    const attacks = of(r.events, "attack");
    expect(attacks).toHaveLength(2);
    // Each beam is an attack of its own with its own d20 (both fell within the seed's first rolls).
    expect(attacks.map((a) => a.target)).toEqual(["Goblin 1", "Goblin 1"]);
    const damage = of(r.events, "damage");
    expect(damage).toHaveLength(2);
    for (const d of damage) {
      // 1d10 force plus the warlock's Charisma modifier (+3) on every beam.
      expect(d).toMatchObject({ who: "Goblin 1", type: "force" });
      expect(d.dice).toMatchObject({ expr: "1d10 + 3", flat: 3, total: d.rolled });
    }
    // Each hit pushes the goblin 10 feet (two cells) straight away: from x = 3 to 5, then to 7.
    expect(of(r.events, "pushed").map((p) => p.path.at(-1))).toEqual([
      [5, 2],
      [7, 2],
    ]);
    expect(r.state.combatants["Goblin 1"]!.at).toEqual([7, 2]);
    expect(r.state.combatants["Goblin 1"]!.hp).toBe(100 - damage[0]!.rolled - damage[1]!.rolled);
  });

  it("rolls each beam at its own target when split between two goblins", () => {
    const r = accept(scene(5, 1, 2), { option: blast, targets: ["Goblin 1", "Goblin 2"] });
    expect(of(r.events, "attack").map((a) => a.target)).toEqual(["Goblin 1", "Goblin 2"]);
  });

  it("rejects a third beam at 5th level and leaves the state as it was", () => {
    const s = scene(5);
    const before = JSON.stringify(s);
    const r = choose(ruleset, s, { option: blast, targets: ["Goblin 1", "Goblin 1", "Goblin 1"] });
    expect(r).toMatchObject({ rejected: { code: "too-many-targets" } });
    expect(JSON.stringify(s)).toBe(before);
  });

  it("keeps a single beam below 5th level, so the same goblin cannot be named twice", () => {
    const r = choose(ruleset, scene(4), { option: blast, targets: ["Goblin 1", "Goblin 1"] });
    expect(r).toMatchObject({ rejected: { code: "too-many-targets" } });
  });
});
