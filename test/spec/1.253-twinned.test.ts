// 1.253 — Twinned: "`twins` (one more target for a spell that has a single target, is not limited to its user, and
// gains nothing from a higher slot)", priced by `usesSpentByLevel`: "by the level the spell is paid at, at least one".
import { beforeAll, describe, expect, it } from "vitest";
import { choose } from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { eventsOf, goblinIds, mm, SORCERER, sorcererSheet, sorcererTurn, spellOption } from "../support/sorcerer.js";

let ruleset: RulesetDoc;
const places = {
  sorcerer: [2, 5] as [number, number],
  goblins: [
    [6, 5],
    [6, 6],
  ] as [number, number][],
};

describe("1.253 Twinned", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  it("gives Fire Bolt a second target for one point (a cantrip counts as level 1)", () => {
    const s = sorcererTurn(ruleset, places);
    const [a, b] = goblinIds(s);
    const bolt = spellOption(ruleset, s, "fire-bolt")!;
    expect(bolt.targets!.max).toBe(1);
    const twin = bolt.alters!.find((x) => x.id === mm("twinned"))!;
    expect(twin).toMatchObject({ price: 1, targets: { max: 2 } });
    expect(choose(ruleset, s, { option: bolt.id, targets: [a!, b!] })).toMatchObject({
      rejected: { code: "too-many-targets" },
    });
    const step = acceptIn(ruleset, s, { option: bolt.id, targets: [a!, b!], alters: [mm("twinned")] });
    expect(eventsOf(step.events, "attack").map((e) => e.target)).toEqual([a, b]);
    expect(step.state.combatants[SORCERER]!.pools.sorcery_points).toBe(4);
  });

  it("costs the level the spell is paid at: Hideous Laughter with a 2nd-level slot costs two", () => {
    const s = sorcererTurn(ruleset, places, sorcererSheet(["hideous-laughter"]));
    const [a, b] = goblinIds(s);
    const spell = spellOption(ruleset, s, "hideous-laughter")!;
    const step = acceptIn(ruleset, s, { option: spell.id, targets: [a!, b!], pay: "slot_2", alters: [mm("twinned")] });
    expect(eventsOf(step.events, "pay")).toEqual([
      { t: "pay", who: SORCERER, pool: "slot_2", amount: 1, level: 2 },
      { t: "pay", who: SORCERER, pool: "sorcery_points", amount: 2 },
    ]);
  });

  it("fits no spell with an area, more targets or a gain from a higher slot", () => {
    const s = sorcererTurn(ruleset, places, sorcererSheet(["blindness-deafness"]));
    for (const spell of ["fireball", "magic-missile", "scorching-ray", "blindness-deafness"])
      expect(spellOption(ruleset, s, spell)?.alters?.map((x) => x.id) ?? []).not.toContain(mm("twinned"));
  });

  it("the director twins a Fire Bolt at two goblins", async () => {
    const { direct } = await import("../../src/director/index.js");
    const s = sorcererTurn(ruleset, places, sorcererSheet([], {}, ["fire-bolt"]));
    const choice = direct(ruleset, s);
    expect(choice.option).toBe("use:spells/fire-bolt");
    expect(choice.alters).toContain(mm("twinned"));
    expect(choice.targets).toHaveLength(2);
  });
});
