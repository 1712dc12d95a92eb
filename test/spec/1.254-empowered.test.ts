// 1.254 — Empowered: "`rerolls` rerolls the lowest among all of a spell's damage dice, never more than that many in
// total: its own dice, those of each clause in `plus`, and, on a critical hit, the extra dice, within whatever count
// remains. An attack spell rolls them separately for each target it hits."
import { beforeAll, describe, expect, it } from "vitest";
import type { CombatEvent } from "../../src/combat/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { srd5e } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { eventsOf, goblinIds, mm, sorcererSheet, sorcererTurn, spellOption } from "../support/sorcerer.js";

let ruleset: RulesetDoc;
/** The SRD where every natural 2 or more is a critical hit: a Fire Bolt that hits is a critical one. */
let critical: RulesetDoc;

type Damage = Extract<CombatEvent, { t: "damage" }>;

/** The sheet with Charisma `cha` and the caster level `level` (7: a 4th-level slot). */
const sheetOf = (sheet: SheetData, cha: number, level = 5): SheetData => ({
  ...sheet,
  abilities: { ...sheet.abilities!, cha },
  fields: { ...sheet.fields, caster_level: level },
});

/** How many of one target's dice, over every part of the blow, were rerolled: never more than `count`. */
function checkLowest(parts: readonly Damage[], count: number): number {
  const dice = parts.flatMap((p) => p.dice!.dice);
  const rerolled = dice.filter((d) => d.rerolled);
  expect(rerolled.length).toBeLessThanOrEqual(count);
  return rerolled.length;
}

describe("1.254 Empowered", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
    const doc = srd5e as RulesetDoc;
    critical = loadedDoc({ ...doc, combat: { ...doc.combat, criticalHit: { on: 2, doubles: "dice" } } });
  });

  it("rerolls the lowest of Ice Storm's dice and its cold clause's together, four in all", () => {
    let both = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const s = sorcererTurn(
        ruleset,
        { sorcerer: [2, 5], goblins: [[14, 5]], seed },
        sheetOf(sorcererSheet(["ice-storm"]), 18, 7),
        // Tough enough to take both parts of the blow.
        (x) => {
          for (const id of goblinIds(x)) x.combatants[id]!.hp = 60;
        },
      );
      const storm = spellOption(ruleset, s, "ice-storm")!;
      const step = acceptIn(ruleset, s, { option: storm.id, at: [14, 5], pay: "slot_4", alters: [mm("empowered")] });
      const [goblin] = goblinIds(s);
      const parts = eventsOf(step.events, "damage").filter((d) => d.who === goblin);
      // 2d8 bludgeoning, then the clause's 4d6 cold.
      expect(parts.map((p) => p.type)).toEqual(["bludgeoning", "cold"]);
      const rerolls = eventsOf(step.events, "alter-rerolled");
      expect(rerolls.length).toBeLessThanOrEqual(1);
      const before = rerolls[0]?.dice.map(([a]) => a) ?? [];
      expect(before.length).toBeLessThanOrEqual(4);
      expect(checkLowest(parts, 4)).toBe(before.length);
      // The dice left alone: each at or above its average, or no lower than every die rerolled.
      const highest = Math.max(0, ...before);
      for (const d of parts.flatMap((p) => p.dice!.dice).filter((x) => !x.rerolled))
        expect(d.value >= (d.sides + 1) / 2 || d.value >= highest).toBe(true);
      // Four rerolls were possible while more dice than that were below average: the count is over all six.
      if (parts.every((p) => p.dice!.dice.some((d) => d.rerolled))) both++;
    }
    expect(both).toBeGreaterThan(0);
  });

  it("on a critical hit the extra dice count too, within what remains", () => {
    let extra = 0;
    for (let seed = 1; seed <= 12; seed++) {
      // Charisma 14: two rerolls, over the four d10s of a critical Fire Bolt.
      const s = sorcererTurn(ruleset, { sorcerer: [2, 5], goblins: [[6, 5]], seed }, sheetOf(sorcererSheet(), 14));
      const bolt = spellOption(critical, s, "fire-bolt")!;
      const [goblin] = goblinIds(s);
      const step = acceptIn(critical, s, { option: bolt.id, targets: [goblin!], alters: [mm("empowered")] });
      const hit = eventsOf(step.events, "attack")[0]!;
      if (hit.result !== "critical") continue;
      const parts = eventsOf(step.events, "damage").filter((d) => d.who === goblin);
      const dice = parts[0]!.dice!.dice;
      expect(dice).toHaveLength(4);
      const before = eventsOf(step.events, "alter-rerolled")[0]?.dice.map(([a]) => a) ?? [];
      expect(checkLowest(parts, 2)).toBe(before.length);
      const highest = Math.max(0, ...before);
      for (const d of dice.filter((x) => !x.rerolled)) expect(d.value >= 5.5 || d.value >= highest).toBe(true);
      if (dice.slice(2).some((d) => d.rerolled)) extra++;
    }
    expect(extra).toBeGreaterThan(0);
  });

  it("an attack spell rolls them for each target it hits: a Twinned Fire Bolt rerolls on each goblin's roll", () => {
    let twice = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const s = sorcererTurn(
        critical,
        {
          sorcerer: [2, 5],
          goblins: [
            [6, 5],
            [6, 7],
          ],
          seed,
        },
        sheetOf(sorcererSheet(), 14),
      );
      const bolt = spellOption(critical, s, "fire-bolt")!;
      const goblins = goblinIds(s);
      const step = acceptIn(critical, s, {
        option: bolt.id,
        targets: goblins,
        alters: [mm("twinned"), mm("empowered")],
      });
      const rerolls = eventsOf(step.events, "alter-rerolled");
      for (const r of rerolls) expect(r.dice.length).toBeLessThanOrEqual(2);
      expect(new Set(rerolls.map((r) => r.target)).size).toBe(rerolls.length);
      if (rerolls.length === 2 && rerolls.reduce((n, r) => n + r.dice.length, 0) > 2) twice++;
    }
    expect(twice).toBeGreaterThan(0);
  });
});
