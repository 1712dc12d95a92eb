// 1.419 — Untrained bonuses read from the sheet: "checks at the first tier add that value read from the sheet, which
// is computed with the sheet and shown in the skill's number. An ability's `checkAdd` is added to checks that use only
// that ability and belong to no skill. As with caps, neither can read skill or save modifiers, and neither can the
// derived value it reads, nor any derived value leading to that derived value." Jack of All Trades (`jack`, half the
// proficiency bonus rounded down from bard level 2, also added to initiative) and Remarkable Athlete (half rounded up
// for Strength, Dexterity and Constitution, the larger of the two taken), on the sheet and in combat.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, checkOf, choose, options, saveOf, startCombat } from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import type { SheetData } from "../../src/ruleset/sheet-data.js";
import { Sheet } from "../../src/sheet/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { fighter, ruleset5e } from "../sheet/fixture.js";
import { loadedDoc } from "../support/loaded.js";

const base = ruleset5e({ capabilityApi: "1.419" });
const jack = { derived: "jack" } as const;
const doc: RulesetDoc = loadedDoc({
  ...base,
  sheet: {
    ...base.sheet,
    abilities: base.sheet.abilities.map((a) => ({ ...a, checkAdd: jack })),
    skills: base.sheet.skills!.map((s) => ({ ...s, untrained: { add: jack } })),
    fields: [...base.sheet.fields!, { id: "bard_level", label: "Bard level", type: "number", default: 0 }],
    derived: [
      ...base.sheet.derived!,
      {
        id: "jack",
        label: "Jack of All Trades",
        value: {
          min: [
            { half: { derived: "prof" } },
            {
              times: [
                {
                  from: { field: "bard_level" },
                  table: [
                    [0, 0],
                    [2, 1],
                  ],
                },
                100,
              ],
            },
          ],
        },
      },
    ],
  },
});

describe("1.419 Jack of All Trades", () => {
  const bard = fighter({ fields: { level: 5, hp_max: 30, bard_level: 5 }, proficiencies: { athletics: "proficient" } });

  it("adds half the proficiency bonus to untrained skills, shown in the skill's number", () => {
    const sheet = Sheet.of(doc, bard);
    expect(sheet.value("jack")).toBe(1);
    expect(sheet.value({ skillMod: "stealth" })).toBe(1 + 1);
    expect(sheet.value({ skillMod: "athletics" })).toBe(3 + 3);
    const r = sheet.check("arcana");
    expect(r.ok && r.event.modifier).toBe(0 + 1);
  });

  it("adds checkAdd to plain ability checks but not to saves", () => {
    const sheet = Sheet.of(doc, bard);
    const strength = sheet.check("strength");
    expect(strength.ok && strength.event.modifier).toBe(3 + 1);
    const save = sheet.check("wis_save");
    expect(save.ok && save.event.modifier).toBe(-1);
  });

  it("adds nothing below bard level 2", () => {
    const sheet = Sheet.of(doc, fighter({ fields: { level: 5, hp_max: 30, bard_level: 1 } }));
    expect(sheet.value({ skillMod: "stealth" })).toBe(1);
  });
});

// The bundled SRD with both features: `jack` from bard level 2, `athlete` the larger of it and Remarkable Athlete's
// half rounded up from fighter level 7, read by Strength, Dexterity and Constitution; a plain Wisdom check and a
// Strength contest of the test's own.
type Doc = {
  capabilityApi: string;
  sheet: {
    fields: unknown[];
    derived: { id: string; label?: string; value: unknown }[];
    abilities: { id: string; checkAdd?: unknown }[];
    skills: { id: string; ability: string; untrained?: unknown }[];
  };
  combat: { checks: unknown[]; contests: unknown[]; initiative: { add?: unknown }; levels: unknown[] };
};
const PHYSICAL = new Set(["str", "dex", "con"]);
const from = (field: string, at: number) => ({
  times: [
    {
      from: { field },
      table: [
        [0, 0],
        [at, 1],
      ],
    },
    100,
  ],
});

function withFeatures(): Doc {
  const d = structuredClone(srd5e) as unknown as Doc;
  d.sheet.derived.push(
    {
      id: "jack",
      label: "Jack of All Trades",
      value: { min: [{ half: { derived: "proficiency_bonus" } }, from("level_bard", 2)] },
    },
    {
      id: "athlete",
      label: "Remarkable Athlete",
      value: {
        max: [
          { derived: "jack" },
          { min: [{ half: { derived: "proficiency_bonus" }, round: "up" }, from("level_fighter", 7)] },
        ],
      },
    },
  );
  const of = (ability: string) => ({ derived: PHYSICAL.has(ability) ? "athlete" : "jack" });
  for (const a of d.sheet.abilities) a.checkAdd = of(a.id);
  for (const s of d.sheet.skills) s.untrained = { add: of(s.ability) };
  d.combat.initiative.add = { derived: "jack" };
  d.combat.checks.push({ id: "wisdom", label: "Wisdom", ability: "wis" });
  d.combat.contests.push({
    id: "heave",
    label: "Heave",
    budget: "action",
    attacker: ["strength"],
    defender: ["strength"],
    onWin: {},
  });
  return d;
}

function character(base: string, fields: Record<string, number>): SheetData {
  const sheet = structuredClone(srd5eCharacter(base)!);
  return { ...sheet, fields: { ...sheet.fields, ...fields } };
}

const bard = (level: number) => character("rogue-5", { level_bard: level });
const mod = (score: number) => Math.floor((score - 10) / 2);

function fight(r: RulesetDoc, sheet: SheetData) {
  return startCombat(r, { seed: 7, party: [sheet], enemies: ["creatures/goblin"], noBoard: true });
}

describe("1.419 in combat", () => {
  beforeAll(withGeometry);
  const r = loadedDoc(withFeatures());

  it("the SRD with Jack of All Trades and Remarkable Athlete loads", () => {
    expect(validate(withFeatures()).issues).toEqual([]);
  });

  it("Jack of All Trades: checks of an ability alone and untrained skills add 1 at proficiency 3; trained ones, saves and creatures do not", () => {
    const sheet = bard(5);
    const { state } = fight(r, sheet);
    const me = sheet.name;
    expect(checkOf(r, state, me, "wisdom").bonus).toBe(mod(12) + 1);
    expect(checkOf(r, state, me, "strength").bonus).toBe(mod(10) + 1);
    expect(checkOf(r, state, me, "arcana").bonus).toBe(mod(12) + 1);
    // Stealth: expert (tier 2 × 3) and a combat check naming its skill: the skill's number as it was.
    expect(checkOf(r, state, me, "stealth").bonus).toBe(mod(18) + 6);
    expect(saveOf(r, state, me, "wis_save").bonus).toBe(mod(12));
    expect(saveOf(r, state, me, "dex_save").bonus).toBe(mod(18) + 3);
    const goblin = Object.keys(state.combatants).find((id) => id !== me)!;
    expect(checkOf(r, state, goblin, "strength").bonus).toBe(
      checkOf(srd5e, fight(srd5e, sheet).state, goblin, "strength").bonus,
    );
  });

  it("nothing below bard level 2", () => {
    const sheet = bard(1);
    const { state } = fight(r, sheet);
    expect(checkOf(r, state, sheet.name, "wisdom").bonus).toBe(mod(12));
    expect(checkOf(r, state, sheet.name, "arcana").bonus).toBe(mod(12));
  });

  it("Jack of All Trades is added to initiative", () => {
    for (const [level, jack] of [
      [5, 1],
      [1, 0],
    ] as const) {
      const sheet = bard(level);
      const [roll] = fight(r, sheet).events.filter(
        (e): e is Extract<CombatEvent, { t: "initiative" }> => e.t === "initiative" && e.who === sheet.name,
      );
      expect(roll!.bonus).toBe(mod(18) + jack);
    }
  });

  it("Remarkable Athlete: half rounded up for Strength, Dexterity and Constitution, the larger of the two taken", () => {
    const athlete = character("fighter-5", { level: 7, level_fighter: 7 });
    const { state } = fight(r, athlete);
    const me = athlete.name;
    expect(checkOf(r, state, me, "strength").bonus).toBe(mod(18) + 2);
    expect(checkOf(r, state, me, "sleight_of_hand").bonus).toBe(mod(12) + 2);
    expect(checkOf(r, state, me, "wisdom").bonus).toBe(mod(12));
    expect(checkOf(r, state, me, "insight").bonus).toBe(mod(12));
    const both = character("fighter-5", { level: 7, level_fighter: 7, level_bard: 2 });
    const s2 = fight(r, both).state;
    expect(checkOf(r, s2, both.name, "strength").bonus).toBe(mod(18) + 2);
    expect(checkOf(r, s2, both.name, "wisdom").bonus).toBe(mod(12) + 1);
    const six = character("fighter-5", { level: 6, level_fighter: 6 });
    expect(checkOf(r, fight(r, six).state, six.name, "strength").bonus).toBe(mod(18));
  });

  it("a contest's Strength check rolls with the bonus", () => {
    const sheet = bard(5);
    const start = fight(r, sheet).state;
    const s = structuredClone(start);
    s.turn = s.order.indexOf(sheet.name);
    for (const c of Object.values(s.combatants)) c.budgets = { action: 1, bonus: 1, reaction: 1 };
    const goblin = s.order.find((id) => id !== sheet.name)!;
    const o = options(r, s).find((x) => x.kind === "standard" && x.action === "heave")!;
    const out = choose(r, s, { option: o.id, targets: [goblin] });
    if ("rejected" in out) throw new Error(out.rejected.message);
    const [contest] = out.events.filter((e): e is Extract<CombatEvent, { t: "contest" }> => e.t === "contest");
    expect(contest!.attacker.total - contest!.attacker.d20.natural).toBe(mod(10) + 1);
  });
});

describe("1.419 validation", () => {
  const issues = (d: Doc) => validate(d).issues.map((i) => [i.path, i.code, i.capability]);

  it("refuses an untrained add that reads a skill or save modifier", () => {
    const d = withFeatures();
    d.sheet.skills[0]!.untrained = { add: { sum: [1, { skillMod: "perception" }] } };
    expect(issues(d)).toEqual([["sheet.skills[0].untrained.add", "not-allowed", "1.419"]]);
  });

  it("refuses a checkAdd whose derived value, or one leading to it, reads a skill or save modifier", () => {
    const d = withFeatures();
    d.sheet.derived.find((x) => x.id === "proficiency_bonus")!.value = { sum: [2, { skillMod: "wis_save" }] };
    const found = issues(d);
    expect(found).toContainEqual(["sheet.abilities[0].checkAdd", "not-allowed", "1.419"]);
    expect(found).toContainEqual(["sheet.skills[0].untrained.add", "not-allowed", "1.419"]);
    expect(found.every(([, code]) => code === "not-allowed")).toBe(true);
    expect(validate(d).issues[0]!.message).toMatch(/derived value "(athlete|jack)", which reads derived value/);
  });

  it("a skill modifier read by a derived value neither bonus reads is allowed", () => {
    const d = withFeatures();
    d.sheet.derived.push({ id: "sneaky", label: "Sneaky", value: { skillMod: "stealth" } });
    expect(issues(d)).toEqual([]);
  });

  it("needs 1.419", () => {
    const d = withFeatures();
    d.capabilityApi = "1.418";
    const found = issues(d);
    expect(found).toContainEqual(["sheet.abilities[0].checkAdd", "needs-version", "1.419"]);
    expect(found).toContainEqual(["sheet.skills[0].untrained.add", "needs-version", "1.419"]);
  });

  it("more than 20 combat levels need 1.419, and at most 40", () => {
    const d = withFeatures();
    const level = { derived: "proficiency_bonus", at: 99, checkFloor: { face: 2 } };
    while (d.combat.levels.length < 21) d.combat.levels.push(level);
    expect(issues(d)).toEqual([]);
    d.capabilityApi = "1.418";
    // The limit of the version declared: more than 20 below 1.419 are too many, the message naming 1.419.
    const [over] = validate(d).issues.filter((i) => i.path === "combat.levels");
    expect(over).toMatchObject({ code: "too-many" });
    expect(over!.message).toContain("1.419");
    d.capabilityApi = "1.419";
    while (d.combat.levels.length < 41) d.combat.levels.push(level);
    expect(issues(d).map(([p, c]) => `${p} ${c}`)).toContain("combat.levels too-many");
  });
});
