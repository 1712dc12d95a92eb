// 1.335 — Dice spent on a rest: hit dice read from an enum field written like "d8", each die no lower than 0,
// spent before the rest does what it prescribes; the command through the engine's public API.
import { describe, expect, it } from "vitest";
import { createEngine } from "../../src/engine.js";
import { Sheet } from "../../src/sheet/index.js";
import { fighter, ruleset5e } from "../sheet/fixture.js";

describe("1.335 dice spent on a rest", () => {
  it('a short rest with dice="2" spends two hit dice and heals die + Con for each', async () => {
    const engine = await createEngine();
    const sheet = engine.sheet(
      ruleset5e(),
      fighter({ fields: { level: 3, hit_die: "d8", hp_max: 24 }, live: { pools: { hp: 2 } } }),
      {
        seed: 12,
      },
    );
    const result = sheet.command('[sheet: op="rest" rest="short" dice="2"]');
    if (!result.ok) throw new Error(result.message);
    const rolls = result.events.filter((e) => e.type === "roll");
    expect(rolls).toHaveLength(2);
    let healed = 0;
    for (const r of rolls) {
      if (r.type !== "roll") continue;
      expect(r.roll.expr).toBe("1d8 + 2");
      healed += Math.max(0, r.roll.total);
    }
    expect(result.sheet.pool("hp").value).toBe(Math.min(24, 2 + healed));
    expect(result.sheet.pool("hit_dice").value).toBe(1);
    expect(result.events.find((e) => e.type === "heal")).toMatchObject({ pool: "hp", magical: false });
  });

  it("each die is no lower than 0 when the addition is negative", () => {
    const frail = fighter({
      abilities: { str: 10, dex: 10, con: 1, int: 10, wis: 10, cha: 10 },
      fields: { level: 5, hit_die: "d6", hp_max: 30 },
    });
    for (let seed = 0; seed < 20; seed++) {
      const result = Sheet.of(ruleset5e(), { ...frail, live: { pools: { hp: 10 } } }, { seed }).rest("short", {
        dice: 5,
      });
      if (!result.ok) throw new Error(result.message);
      const heal = result.events.find((e) => e.type === "heal");
      const expected = result.events.reduce((a, e) => a + (e.type === "roll" ? Math.max(0, e.roll.total) : 0), 0);
      expect(heal).toMatchObject({ amount: expected });
      expect(result.sheet.pool("hp").value).toBe(10 + expected);
    }
  });

  it('a rest without dice rejects dice="1"', () => {
    const sheet = Sheet.of(ruleset5e(), fighter());
    expect(sheet.command('[sheet: op="rest" rest="long" dice="1"]')).toMatchObject({ ok: false, code: "no-rest-dice" });
  });
});
