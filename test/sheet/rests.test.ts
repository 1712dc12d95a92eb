import { describe, expect, it } from "vitest";
import { Rng } from "../../src/random/rng.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { SheetError } from "../../src/sheet/errors.js";
import { poolMax, poolValue } from "../../src/sheet/pools.js";
import { restParty, restSheet } from "../../src/sheet/rests.js";
import { fighter, ruleset5e } from "./fixture.js";

const doc = ruleset5e();

describe("rests", () => {
  it("spends hit dice on a short rest: each die rolls its faces plus the Constitution modifier", () => {
    const hurt = fighter({ live: { pools: { hp: 5 } } });
    const { sheet, events } = restSheet(doc, hurt, { rest: "short", dice: 2 }, Rng.fromSeed(7));
    const rolls = events.filter((e) => e.type === "roll");
    expect(rolls).toHaveLength(2);
    for (const r of rolls) {
      if (r.type !== "roll") throw new Error();
      expect(r.roll.dice[0].sides).toBe(10);
      expect(r.roll.flat).toBe(2);
    }
    const healed = rolls.reduce((a, r) => a + (r.type === "roll" ? Math.max(0, r.roll.total) : 0), 0);
    expect(poolValue(doc, sheet, "hp")).toBe(Math.min(28, 5 + healed));
    expect(poolValue(doc, sheet, "hit_dice")).toBe(1);
    expect(poolValue(doc, hurt, "hit_dice")).toBe(3);
  });

  it("rejects spending more dice than the sheet has, and changes nothing", () => {
    const sheet = fighter({ live: { pools: { hp: 5, hit_dice: 1 } } });
    const before = JSON.stringify(sheet);
    expect(() => restSheet(doc, sheet, { rest: "short", dice: 2 }, Rng.fromSeed(1))).toThrow(SheetError);
    expect(JSON.stringify(sheet)).toBe(before);
  });

  it("a long rest refills pools, recovers half the hit dice, clears conditions and lowers exhaustion", () => {
    const tired = fighter({
      fields: { level: 4, hit_die: "d10", hp_max: 36 },
      live: { pools: { hp: 3, hit_dice: 0, slots_1: 0 }, tracks: { exhaustion: 4 }, conditions: ["inspired"] },
    });
    expect(poolMax(doc, tired, "hp")).toBe(18);
    const { sheet } = restSheet(doc, tired, { rest: "long" }, Rng.fromSeed(1));
    expect(sheet.live?.tracks?.exhaustion).toBe(3);
    expect(poolValue(doc, sheet, "hp")).toBe(36);
    expect(poolValue(doc, sheet, "hit_dice")).toBe(2);
    expect(poolValue(doc, sheet, "slots_1")).toBe(4);
    expect(sheet.live?.conditions).toEqual([]);
  });

  it("rests a party: everyone spends their dice, and one missing die rejects the whole rest", () => {
    const a = fighter({ name: "A", live: { pools: { hp: 1 } } });
    const b = fighter({ name: "B", live: { pools: { hp: 1, hit_dice: 0 } } });
    expect(() => restParty(doc, [a, b], { rest: "short", dice: 1 }, Rng.fromSeed(3))).toThrow(/B has 0 rest dice/);
    const ok = restParty(
      doc,
      [a, fighter({ name: "C", live: { pools: { hp: 1 } } })],
      { rest: "short", dice: 1 },
      Rng.fromSeed(3),
    );
    expect(ok.sheets.map((s) => poolValue(doc, s, "hit_dice"))).toEqual([2, 2]);
  });

  it("recharges item charges by their amount roll, never above the maximum", () => {
    const withStaff: RulesetDoc = ruleset5e({
      catalogs: {
        magic_items: {
          label: "Magic items",
          type: "items",
          entries: [{ id: "wand", name: "Wand", charges: { max: 7, recharge: { rests: ["long"], amount: "1d6+1" } } }],
        },
      },
    });
    const sheet = fighter({ inventory: [{ item: "magic_items/wand", charges: 3 }] });
    const { sheet: after, events } = restSheet(withStaff, sheet, { rest: "long" }, Rng.fromSeed(11));
    const roll = events.find((e) => e.type === "roll");
    if (roll?.type !== "roll") throw new Error("no recharge roll");
    expect(after.inventory?.[0].charges).toBe(Math.min(7, 3 + roll.roll.total));
  });
});
