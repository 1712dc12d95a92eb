// The SRD druid: Wild Shape (1.392, 1.404) from 2nd level, twice per short rest, into a beast of the catalog up to
// challenge 1/4 with no flying or swimming speed at 2nd level and 1/2 with no flying at 4th; the beast's hit points
// take blows first, its Intelligence, Wisdom and Charisma saves stay the druid's, and a bonus action reverts.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options, startCombat } from "../../src/combat/index.js";
import { saveBonus } from "../../src/combat/stats.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { load } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn as accept, turnIn } from "../support/drive.js";
import { characters, ruleset as doc } from "./helpers.js";

let ruleset: RulesetDoc;
const druid = (level: number) => characters.find((c) => c.id === `druid-${level}`)!;

function atDruid(level: number): CombatState {
  const start = startCombat(ruleset, { seed: 3, party: [druid(level)], enemies: ["creatures/ogre"], noBoard: true });
  return turnIn(start.state, druid(level).name!);
}

const forms = (s: CombatState) =>
  options(ruleset, s)
    .filter((o) => o.kind === "use" && o.id.startsWith("use:features/wild-shape#"))
    .map((o) => o.label.replace("Wild Shape: ", ""));

function shapeInto(s: CombatState, form: string): CombatState {
  const o = options(ruleset, s).find((x) => x.label === `Wild Shape: ${form}`);
  if (!o) throw new Error(`no Wild Shape into ${form}`);
  return accept(ruleset, s, { option: o.id, targets: [s.order[s.turn]!] }).state;
}

describe("the SRD druid's Wild Shape", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = load(doc).doc;
  });

  it("is not a 1st-level druid's", () => {
    expect(forms(atDruid(1))).toEqual([]);
  });

  it("at 3rd level: beasts up to challenge 1/4, none that flies or swims", () => {
    const at3 = forms(atDruid(3));
    expect(at3).toEqual(expect.arrayContaining(["Wolf", "Boar", "Panther", "Giant Rat", "Deer"]));
    for (const no of ["Black Bear", "Ape", "Brown Bear", "Crab", "Reef Shark", "Raven", "Giant Eagle"])
      expect(at3).not.toContain(no);
  });

  it("at 5th level: up to challenge 1/2, swimmers too, still no fliers", () => {
    const at5 = forms(atDruid(5));
    expect(at5).toEqual(expect.arrayContaining(["Wolf", "Black Bear", "Ape", "Crab", "Reef Shark"]));
    for (const no of ["Brown Bear", "Dire Wolf", "Raven", "Giant Eagle"]) expect(at5).not.toContain(no);
  });

  it("as a wolf: the wolf's hit points and Dexterity save, the druid's own Wisdom save; one use of two spent", () => {
    const s = atDruid(3);
    const name = druid(3).name!;
    const own = s.combatants[name]!;
    expect(own.pools["wild_shape"]).toBe(2);
    const wis = saveBonus(ruleset, s, own, "wis_save");
    expect(wis).toBe(5);
    const shaped = shapeInto(s, "Wolf");
    const me = shaped.combatants[name]!;
    expect(me).toMatchObject({ hp: 11, maxHp: 11 });
    expect(me.pools["wild_shape"]).toBe(1);
    expect(saveBonus(ruleset, shaped, me, "wis_save")).toBe(wis);
    expect(saveBonus(ruleset, shaped, me, "dex_save")).toBe(2);
    // In beast form the druid casts no spells; a bonus action takes its own shape back.
    const next = turnIn(shaped, name);
    const labels = options(ruleset, next).map((o) => o.label);
    expect(labels).toContain("Bite");
    expect(labels).not.toContain("Cure Wounds");
    expect(labels).toContain("Revert from Wolf");
  });

  it("is spent after two uses until a rest", () => {
    const name = druid(3).name!;
    let s = shapeInto(atDruid(3), "Wolf");
    const revert = options(ruleset, turnIn(s, name)).find((o) => o.label === "Revert from Wolf")!;
    s = accept(ruleset, turnIn(s, name), { option: revert.id }).state;
    s = shapeInto(turnIn(s, name), "Panther");
    expect(s.combatants[name]!.pools["wild_shape"]).toBe(0);
    const back = options(ruleset, turnIn(s, name)).find((o) => o.label === "Revert from Panther")!;
    s = accept(ruleset, turnIn(s, name), { option: back.id }).state;
    expect(forms(turnIn(s, name))).toEqual([]);
  });
});

describe("the SRD druids played by the director", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = load(doc).doc;
  });

  for (const level of [3, 5]) {
    it(`druid-${level} beside a fighter against wolves: every choice accepted, the fight ends`, () => {
      for (const seed of [1, 2, 3, 4]) {
        let { state } = startCombat(ruleset, {
          party: [druid(level), characters.find((c) => c.id === `fighter-${level}`)!],
          enemies: ["creatures/wolf", "creatures/wolf", "creatures/wolf"],
          noBoard: true,
          seed,
        });
        while (!state.outcome && state.round <= 30) {
          const choice = direct(ruleset, state);
          state = accept(ruleset, state, choice).state;
        }
        expect(state.outcome, `seed ${seed}`).toBeDefined();
      }
    });
  }
});
