// 1.260 — Diseases between fights: Mummy Rot lowers the health maximum by 3d6 at each long rest, lasting;
// the otyugh's disease is saved against first (con_save DC 15): a success cures, a failure lowers the maximum
// until the next rest.
import { describe, expect, it } from "vitest";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { fighter, ruleset5e } from "../sheet/fixture.js";
import { loadedDoc } from "../support/loaded.js";

const doc: RulesetDoc = loadedDoc({
  ...ruleset5e({ capabilityApi: "1.260" }),
  capabilityApi: "1.260",
  combat: {
    health: { pool: "hp" },
    defense: 10,
    speed: 30,
    budgets: [{ id: "action", label: "Action" }],
    conditions: [
      {
        id: "mummy_rot",
        label: "Mummy rot",
        kinds: ["disease"],
        onRest: { rests: ["long"], lowersMax: { dice: "3d6" }, lasting: true },
      },
      {
        id: "otyugh_disease",
        label: "Otyugh's disease",
        kinds: ["disease"],
        onRest: {
          rests: ["long"],
          lowersMax: { dice: "1d10" },
          save: { save: "con_save", difficulty: 15, cures: true },
        },
      },
    ],
  },
});

const victim = (conditions: string[]) =>
  fighter({ fields: { level: 5, hit_die: "d10", hp_max: 60 }, live: { conditions } });

describe("1.260 diseases between fights", () => {
  it("Mummy Rot: each long rest lowers the maximum by 3d6, and no rest restores it", () => {
    let sheet = Sheet.of(doc, victim(["mummy_rot"]), { seed: 21 });
    let lowered = 0;
    for (let night = 0; night < 2; night++) {
      const r = sheet.rest("long");
      if (!r.ok) throw new Error(r.message);
      const roll = r.events.find((e) => e.type === "roll" && e.what.startsWith("mummy_rot"));
      if (roll?.type !== "roll") throw new Error("no 3d6 roll");
      expect(roll.roll.dice.map((d) => d.sides)).toEqual([6, 6, 6]);
      lowered += roll.roll.total;
      expect(r.events.at(-1)).toMatchObject({ type: "max-lowered", pool: "hp", by: roll.roll.total, lasting: true });
      sheet = r.sheet;
      expect(sheet.pool("hp").max).toBe(60 - lowered);
      expect(sheet.pool("hp").value).toBe(60 - lowered);
    }
    expect(sheet.data.live?.sealed?.hp?.lasting).toBe(lowered);
    const short = sheet.rest("short");
    if (!short.ok) throw new Error(short.message);
    expect(short.sheet.pool("hp").max).toBe(60 - lowered);
  });

  it("the otyugh's disease: the save comes first; a success cures, a failure lowers the maximum until the next rest", () => {
    let cured = 0;
    let failed = 0;
    for (let seed = 0; seed < 40; seed++) {
      const r = Sheet.of(doc, victim(["otyugh_disease"]), { seed }).rest("long");
      if (!r.ok) throw new Error(r.message);
      const save = r.events.find((e) => e.type === "check");
      if (save?.type !== "check") throw new Error("no save");
      expect(save).toMatchObject({ kind: "save", check: "con_save", modifier: 5, difficulty: 15 });
      if (save.success) {
        cured++;
        expect(r.sheet.data.live?.conditions).toEqual([]);
        expect(r.sheet.pool("hp").max).toBe(60);
      } else {
        failed++;
        const roll = r.events.find((e) => e.type === "roll");
        if (roll?.type !== "roll") throw new Error("no 1d10");
        expect(r.sheet.pool("hp").max).toBe(60 - roll.roll.total);
        expect(r.sheet.data.live?.conditions).toEqual(["otyugh_disease"]);
        // Not lasting: the next rest gives it back before the disease acts again.
        const next = r.sheet.rest("short");
        if (!next.ok) throw new Error(next.message);
        expect(next.sheet.pool("hp").max).toBe(60);
      }
    }
    expect(cured).toBeGreaterThan(0);
    expect(failed).toBeGreaterThan(0);
  });
});
