// 1.404 — Shapeshifting that takes the better number: "A combat condition's `shape` accepts "betterOf": true: for
// each save and contest check the holder's sheet is proficient in (for checks, judged by the skill their value
// reads), the higher of the form's own number and the form's ability modifier plus the holder's proficiency bonus is
// taken (expertise doubles it as its tier lays down); everything else uses the form's numbers, and what is named to
// be kept still uses the holder's own (Wild Shape, Shapechange: a druid with Dex 16 and no Dexterity save proficiency
// uses the brown bear's +0; with Athletics proficiency, it uses the bear's Strength plus its own proficiency bonus, or
// the bear's bonus if that is higher)."
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options, startCombat } from "../../src/combat/index.js";
import { checkBonus, saveBonus } from "../../src/combat/stats.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn as accept, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { DRUID, druid, wildShapeDoc } from "../support/wild-shape.js";

type Doc = ReturnType<typeof wildShapeDoc>;

/** Wild Shape with `betterOf`, keeping the Wisdom save; the ruleset's Athletics check read through the skill. */
function betterOfDoc(change: (doc: Doc) => void = () => {}): RulesetDoc {
  const doc = wildShapeDoc({ betterOf: true, keepsSaves: ["wis_save"] });
  const athletics = doc.combat.checks.find((c: { id: string }) => c.id === "athletics");
  athletics.skillMod = "athletics";
  change(doc);
  return loadedDoc(doc);
}

/** A level-8 druid (proficiency +3) with Dex 16, proficient in Athletics and expert in Perception, no Dexterity
 * save proficiency. */
function dexDruid(): SheetData {
  const sheet = druid(8);
  return {
    ...sheet,
    abilities: { ...sheet.abilities, dex: 16 },
    proficiencies: { ...sheet.proficiencies, athletics: "proficient", perception: "expert" },
  } as SheetData;
}

function asBear(rules: RulesetDoc): CombatState {
  const start = startCombat(rules, { seed: 3, party: [dexDruid()], enemies: ["creatures/zombie"], noBoard: true });
  const s = turnIn(start.state, DRUID);
  const o = options(rules, s).find((x) => x.label === "Wild Shape: Brown Bear")!;
  return accept(rules, s, { option: o.id, targets: [DRUID] }).state;
}

describe("1.404 betterOf: a druid in brown bear form", () => {
  beforeAll(async () => {
    await withGeometry();
  });

  it("no Dexterity save proficiency: the bear's +0, not the druid's own Dex 16", () => {
    const rules = betterOfDoc();
    const s = asBear(rules);
    expect(saveBonus(rules, s, s.combatants[DRUID]!, "dex_save")).toBe(0);
  });

  it("proficient in Athletics: the bear's Strength (+4) plus the druid's proficiency (+3)", () => {
    const rules = betterOfDoc();
    const s = asBear(rules);
    expect(checkBonus(rules, s, s.combatants[DRUID]!, "athletics")).toBe(7);
  });

  it("expert in Perception: the bear's Wisdom (+1) plus twice the proficiency, over the bear's own +3", () => {
    const rules = betterOfDoc();
    const s = asBear(rules);
    expect(checkBonus(rules, s, s.combatants[DRUID]!, "perception")).toBe(7);
  });

  it("the bear's own bonus when it is higher", () => {
    const rules = betterOfDoc((doc) => {
      const bear = doc.catalogs.creatures.entries.find((e: { id: string }) => e.id === "brown-bear");
      bear.skills = { ...bear.skills, perception: 9 };
    });
    const s = asBear(rules);
    expect(checkBonus(rules, s, s.combatants[DRUID]!, "perception")).toBe(9);
  });

  it("what is kept still uses the holder's own: its Wisdom save (+3 Wisdom, +3 proficiency)", () => {
    const rules = betterOfDoc();
    const s = asBear(rules);
    expect(saveBonus(rules, s, s.combatants[DRUID]!, "wis_save")).toBe(6);
  });

  it("without betterOf, the bear's numbers alone", () => {
    const rules = loadedDoc(wildShapeDoc());
    const s = asBear(rules);
    expect(checkBonus(rules, s, s.combatants[DRUID]!, "perception")).toBe(3);
    expect(saveBonus(rules, s, s.combatants[DRUID]!, "wis_save")).toBe(1);
  });

  it("needs 1.404", () => {
    const doc = wildShapeDoc({ betterOf: true });
    doc.capabilityApi = "1.403";
    expect(validate(doc).issues.map((i) => [i.code, i.capability])).toContainEqual(["needs-version", "1.404"]);
  });
});
