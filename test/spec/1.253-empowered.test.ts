// 1.253 — Empowered: "`rerolls` (that many of its damage dice below average are rerolled, starting from the lowest):
// Empowered, with `joins`", so it may be chosen beside another alteration, where any other goes alone.
import { beforeAll, describe, expect, it } from "vitest";
import { choose, formatEvent, namesFor } from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { eventsOf, goblinIds, mm, SORCERER, sorcererSheet, sorcererTurn, spellOption } from "../support/sorcerer.js";

let ruleset: RulesetDoc;

describe("1.253 Empowered", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  const places = {
    sorcerer: [2, 5] as [number, number],
    goblins: [
      [14, 5],
      [14, 6],
    ] as [number, number][],
  };

  it("rerolls the damage dice below average, lowest first, at most the Charisma modifier (4) of them", () => {
    let seen = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const s = sorcererTurn(ruleset, { ...places, seed });
      const fireball = spellOption(ruleset, s, "fireball")!;
      const step = acceptIn(ruleset, s, { option: fireball.id, at: [14, 5], alters: [mm("empowered")] });
      for (const r of eventsOf(step.events, "alter-rerolled")) {
        seen++;
        expect(r.dice.length).toBeLessThanOrEqual(4);
        // Each rerolled die showed less than the d6's average (3.5), lowest first.
        const before = r.dice.map(([a]) => a);
        expect(before.every((v) => v < 3.5)).toBe(true);
        expect(before).toEqual([...before].sort((a, b) => a - b));
        // The damage that follows is rolled with the new faces.
        const dmg = eventsOf(step.events, "damage").find((d) => d.who === r.target)!;
        const after = r.dice.map(([, b]) => b);
        for (const v of after) expect(dmg.dice!.dice.map((d) => d.value)).toContain(v);
        expect(dmg.dice!.dice.filter((d) => d.rerolled).length).toBe(r.dice.length);
        expect(formatEvent(r, namesFor(ruleset, step.state))).toMatch(
          /^Metamagic: Empowered Spell rerolls \d damage di(e|ce) against Goblin \d \(\d → \d(, \d → \d)*\)$/,
        );
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("joins another alteration; two that do not join are refused", () => {
    const s = sorcererTurn(ruleset, places);
    const fireball = spellOption(ruleset, s, "fireball")!;
    expect(fireball.alters!.find((a) => a.id === mm("empowered"))!.joins).toBe(true);
    const both = acceptIn(ruleset, s, {
      option: fireball.id,
      at: [14, 5],
      alters: [mm("heightened"), mm("empowered")],
    });
    expect(eventsOf(both.events, "altered")[0]!.alters).toEqual([mm("heightened"), mm("empowered")]);
    expect(both.state.combatants[SORCERER]!.pools.sorcery_points).toBe(1);
    const refused = choose(ruleset, s, { option: fireball.id, at: [14, 5], alters: [mm("careful"), mm("heightened")] });
    expect(refused).toMatchObject({ rejected: { code: "bad-choice", path: "alters" } });
  });

  it("is not offered with a spell that rolls no damage dice", () => {
    const s = sorcererTurn(ruleset, places, sorcererSheet(["blindness-deafness"]));
    const spell = spellOption(ruleset, s, "blindness-deafness");
    expect(spell?.alters?.map((a) => a.id) ?? []).not.toContain(mm("empowered"));
    expect(goblinIds(s)).toHaveLength(2);
  });

  it("the director empowers a Fireball at two goblins when the points are there", async () => {
    const { direct } = await import("../../src/director/index.js");
    const s = sorcererTurn(ruleset, places, sorcererSheet([], {}, ["fireball"]));
    const choice = direct(ruleset, s);
    expect(choice.option).toBe("use:spells/fireball");
    expect(choice.alters).toContain(mm("empowered"));
  });
});
