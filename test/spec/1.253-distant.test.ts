// 1.253 — Distant: "`range` (`{ "times": 2, "touch": 30 }`)": a spell's range doubled, a touch spell's made 30 feet.
// Where only the doubled range reaches anyone, the spell is offered with `alterNeeded`.
import { beforeAll, describe, expect, it } from "vitest";
import { choose } from "../../src/combat/index.js";
import type { EntryDef, RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn } from "../support/drive.js";
import { loadedDoc, withEntry } from "../support/loaded.js";
import { eventsOf, goblinIds, mm, SORCERER, sorcererSheet, sorcererTurn, spellOption } from "../support/sorcerer.js";

let ruleset: RulesetDoc;

describe("1.253 Distant", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  it("makes a touch spell reach 30 feet: Shocking Grasp at a goblin six cells away needs it", () => {
    const s = sorcererTurn(ruleset, { sorcerer: [2, 5], goblins: [[8, 5]] });
    const grasp = spellOption(ruleset, s, "shocking-grasp")!;
    expect(grasp.alterNeeded).toEqual([mm("distant")]);
    expect(grasp.alters!.map((a) => a.id)).toEqual([mm("distant"), mm("empowered")]);
    const [goblin] = goblinIds(s);
    const without = choose(ruleset, s, { option: grasp.id, targets: [goblin!] });
    expect(without).toMatchObject({ rejected: { code: "bad-choice", path: "alters" } });
    const step = acceptIn(ruleset, s, { option: grasp.id, targets: [goblin!], alters: [mm("distant")] });
    expect(eventsOf(step.events, "attack")[0]).toMatchObject({ target: goblin });
    expect(eventsOf(step.events, "altered")[0]!.alters).toEqual([mm("distant")]);
  });

  it("doubles a spell's range: the offer names who only the doubled range reaches", () => {
    // Blindness/Deafness reaches 30 feet: one goblin at 25 feet, another at 50.
    const s = sorcererTurn(
      ruleset,
      {
        sorcerer: [2, 5],
        goblins: [
          [7, 5],
          [12, 5],
        ],
      },
      sorcererSheet(["blindness-deafness"]),
    );
    const [near, far] = goblinIds(s);
    const spell = spellOption(ruleset, s, "blindness-deafness")!;
    expect(spell.alterNeeded).toBeUndefined();
    expect(spell.targets!.candidates).toEqual([near]);
    const distant = spell.alters!.find((a) => a.id === mm("distant"))!;
    expect([...distant.targets!.candidates].sort()).toEqual([near, far]);
    expect(choose(ruleset, s, { option: spell.id, targets: [far!] })).toMatchObject({
      rejected: { code: "bad-target" },
    });
    const step = acceptIn(ruleset, s, { option: spell.id, targets: [far!], alters: [mm("distant")] });
    expect(eventsOf(step.events, "save")[0]).toMatchObject({ who: far });
    expect(step.state.combatants[SORCERER]!.pools.sorcery_points).toBe(4);
  });

  it('extends a long range too (1.420: "alterations such as Distant extend both")', () => {
    // Fire Bolt written with a 30-foot range and a 60-foot long range: a goblin 70 feet away is out of reach; with
    // Distant (60 and 120 feet) it is reached, at long range (disadvantage).
    const short = withEntry<EntryDef>(ruleset, "spells/fire-bolt", (e) => ({
      ...e,
      mechanics: { ...e.mechanics!, range: 30, longRange: 60 },
    }));
    const s = sorcererTurn(short, { sorcerer: [2, 5], goblins: [[16, 5]] }, sorcererSheet([], {}, ["fire-bolt"]));
    const bolt = spellOption(short, s, "fire-bolt")!;
    expect(bolt.alterNeeded).toEqual([mm("distant")]);
    const [goblin] = goblinIds(s);
    const step = acceptIn(short, s, { option: bolt.id, targets: [goblin!], alters: [mm("distant")] });
    expect(eventsOf(step.events, "attack")[0]).toMatchObject({ target: goblin, d20: { mode: "disadvantage" } });
  });

  it("the director reaches a foe only Distant reaches", async () => {
    const { direct } = await import("../../src/director/index.js");
    const s = sorcererTurn(
      ruleset,
      { sorcerer: [2, 5], goblins: [[8, 5]] },
      sorcererSheet([], {}, ["shocking-grasp"]),
      (x) => {
        x.combatants[SORCERER]!.moveLeft = 0;
      },
    );
    const choice = direct(ruleset, s);
    expect(choice.option).toBe("use:spells/shocking-grasp");
    expect(choice.alters).toContain(mm("distant"));
  });
});
