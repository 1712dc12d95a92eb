// 1.241 — Reactions to one's own hit, and damage added to the blow: "a "hit" reaction with "by": "self" is offered to
// the attacker once the attacker's roll has hit and everyone struck by the blow has responded, and it targets the one
// who was hit ... "weapon": true narrows any hit moment to a weapon's blow ... 5e Stunning Strike is one ... With
// "addsToBlow": true, the attack entry's amount joins that blow instead of being dealt separately: it is rolled when
// the blow lands, doubled by the blow's critical ... "perCostStepsMax": 3 ... is the most higher-cost steps that
// count."
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, type CombatState, options, type Step, startCombat } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { load, validate } from "../../src/validate/index.js";
import { fighter, of, withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn, windowOf } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { strikesDoc } from "./fixtures/strikes.js";

let rules: RulesetDoc;

const monk: SheetData = {
  ...fighter,
  name: "Monk",
  fields: { ...fighter.fields, level: 9 },
  lists: { features: [{ entry: "features/stunning-strike" }], spells: [{ entry: "spells/fire-bolt" }] },
  inventory: [
    { item: "gear/longsword", wielded: true },
    { item: "gear/shortbow", wielded: true },
  ],
};

const paladin: SheetData = {
  ...fighter,
  name: "Paladin",
  fields: { ...fighter.fields, level: 9 },
  lists: { features: [{ entry: "features/divine-smite-1241" }] },
  inventory: [{ item: "gear/longsword", wielded: true }],
};

function turn(sheet: SheetData, seed: number, hp = 300): CombatState {
  const { state } = startCombat(rules, { seed, party: [sheet], enemies: ["monsters/goblin"], noBoard: true });
  return turnIn(state, sheet.name, (s) => {
    s.combatants["Goblin 1"]!.hp = hp;
  });
}

/** The first strike with `use`, over seeds, whose roll ended as `result` (a window left open on a hit). */
function strikeUntil(sheet: SheetData, use: string, result: "hit" | "critical" | "miss", hp = 300): Step {
  for (let seed = 1; seed < 400; seed++) {
    const step = acceptIn(rules, turn(sheet, seed, hp), { option: `use:${use}`, targets: ["Goblin 1"] });
    const w = windowOf(step.state);
    const rolled = w?.self ? (w.blow?.critical ? "critical" : "hit") : of(step.events, "attack")[0]?.result;
    if (rolled === result) return step;
  }
  throw new Error(`no ${result}`);
}

const damage = (events: readonly CombatEvent[]) => of(events, "damage").map((d) => [d.type, d.dice?.expr]);

describe("1.241 Stunning Strike: a reaction to one's own hit", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(strikesDoc());
  });

  it("is offered to the attacker once its melee weapon roll hits, aimed at the one hit, before the blow lands", () => {
    const step = strikeUntil(monk, "gear/longsword", "hit");
    const w = windowOf(step.state)!;
    expect([w.moment, w.subject, w.about, w.ask]).toEqual(["hit", "Monk", "Goblin 1", ["Monk"]]);
    expect(of(step.events, "damage")).toEqual([]);
    const strike = options(rules, step.state).find((o) => o.use === "features/stunning-strike")!;
    expect(strike.targets?.candidates).toEqual(["Goblin 1"]);
    const after = acceptIn(rules, step.state, { option: strike.id, targets: ["Goblin 1"] });
    const save = of(after.events, "save")[0]!;
    expect(save.who).toBe("Goblin 1");
    expect(after.state.combatants["Monk"]!.pools["ki"]).toBe(8);
    // Free: the monk's reaction is still there; then the blow lands.
    expect(after.state.combatants["Monk"]!.budgets["reaction"]).toBe(1);
    expect(of(after.events, "damage").map((d) => d.type)).toEqual(["slashing"]);
    const stunned = after.state.combatants["Goblin 1"]!.conditions.some((c) => c.id === "stunned");
    expect(stunned).toBe(!save.success);
  });

  it("is not offered on a ranged weapon's hit, a spell's hit, or a miss", () => {
    for (const use of ["gear/shortbow", "spells/fire-bolt"]) {
      const step = strikeUntil(monk, use, "hit");
      expect(windowOf(step.state)).toBeUndefined();
    }
    expect(windowOf(strikeUntil(monk, "gear/longsword", "miss").state)).toBeUndefined();
  });

  it("letting it pass lands the blow", () => {
    const step = strikeUntil(monk, "gear/longsword", "hit");
    const after = acceptIn(rules, step.state, { option: "pass" });
    expect(of(after.events, "damage").map((d) => d.type)).toEqual(["slashing"]);
    expect(after.state.combatants["Monk"]!.pools["ki"]).toBe(9);
  });

  it("the director stuns a foe worth stunning", () => {
    const step = strikeUntil(monk, "gear/longsword", "hit");
    expect(direct(rules, step.state).option).toBe("react:features/stunning-strike");
  });
});

describe("1.241 Divine Smite: damage added to the blow", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(strikesDoc());
  });

  const smite = (step: Step, pay: string) =>
    acceptIn(rules, step.state, { option: "react:features/divine-smite-1241", targets: ["Goblin 1"], pay });

  it("joins the blow: rolled when it lands, after the weapon's damage, 2d8 radiant and 1d8 a level above", () => {
    const step = strikeUntil(paladin, "gear/longsword", "hit");
    const first = smite(step, "slot_1");
    expect(damage(first.events)).toEqual([
      ["slashing", "1d8 + 3"],
      ["radiant", "2d8"],
    ]);
    expect(damage(smite(step, "slot_3").events)[1]).toEqual(["radiant", "4d8"]);
  });

  it("counts at most 3 levels above its own (perCostStepsMax): a 5th-level slot still gives 5d8", () => {
    const step = strikeUntil(paladin, "gear/longsword", "hit");
    expect(damage(smite(step, "slot_4").events)[1]).toEqual(["radiant", "5d8"]);
    expect(damage(smite(step, "slot_5").events)[1]).toEqual(["radiant", "5d8"]);
  });

  it("is doubled by the blow's critical", () => {
    const step = strikeUntil(paladin, "gear/longsword", "critical");
    expect(damage(smite(step, "slot_1").events)).toEqual([
      ["slashing", "2d8 + 3"],
      ["radiant", "4d8"],
    ]);
  });

  it("the director smites a critical hit and a foe it may fell, not a sturdy foe on a plain hit", () => {
    expect(direct(rules, strikeUntil(paladin, "gear/longsword", "critical").state).option).toBe(
      "react:features/divine-smite-1241",
    );
    expect(direct(rules, strikeUntil(paladin, "gear/longsword", "hit").state).option).toBe("pass");
    expect(direct(rules, strikeUntil(paladin, "gear/longsword", "hit", 14).state).option).toBe(
      "react:features/divine-smite-1241",
    );
  });
});

describe("1.241 in the bundled SRD: Divine Smite and Stunning Strike", () => {
  beforeAll(withGeometry);

  it("validates clean; a paladin's smite joins its longsword's blow, a monk's strike stuns", () => {
    expect(validate(srd5e).issues).toEqual([]);
    const rs = load(srd5e).doc;
    const paladin = srd5eCharacter("paladin-3")!;
    const monk: SheetData = {
      ...srd5eCharacter("fighter-5")!,
      name: "Monk",
      fields: { ...srd5eCharacter("fighter-5")!.fields, level_monk: 5 },
      lists: { features: [{ entry: "features/stunning-strike" }] },
    };
    for (const [sheet, use, weapon] of [
      [paladin, "features/divine-smite", "items/longsword"],
      [monk, "features/stunning-strike", "items/greatsword"],
    ] as const) {
      let done = false;
      for (let seed = 1; seed < 200 && !done; seed++) {
        const { state } = startCombat(rs, { seed, party: [sheet], enemies: ["creatures/goblin"], noBoard: true });
        const s = turnIn(state, sheet.name, (x) => {
          x.combatants["Goblin 1"]!.hp = 300;
        });
        const hit = acceptIn(rs, s, { option: `use:${weapon}`, targets: ["Goblin 1"] });
        if (!windowOf(hit.state)?.self) continue;
        const o = options(rs, hit.state).find((x) => x.use === use)!;
        const after = acceptIn(rs, hit.state, { option: o.id, targets: ["Goblin 1"] });
        if (use === "features/divine-smite")
          expect(of(after.events, "damage").map((d) => d.type)).toEqual(["slashing", "radiant"]);
        else expect(of(after.events, "save")[0]?.who).toBe("Goblin 1");
        done = true;
      }
      expect(done).toBe(true);
    }
  });
});

describe("1.241 validation", () => {
  const issues = (mechanics: object) => {
    const doc = strikesDoc();
    doc.catalogs.features.entries.push({ id: "odd", name: "Odd", mechanics });
    return validate(doc).issues.map((i) => [i.path.replace(/^catalogs\.features\.entries\[\d+\]\./, ""), i.code]);
  };

  it('"by": "self" answers a hit; "addsToBlow" needs it; "perCostStepsMax" needs steps to count', () => {
    const base = { kind: "attack", free: true, amount: "1d6", damageType: "radiant" };
    expect(issues({ ...base, reaction: { on: "harmed", by: "self" } })).toEqual([
      ["mechanics.reaction.by", "not-allowed"],
    ]);
    expect(issues({ ...base, reaction: { on: "hit" }, addsToBlow: true })).toEqual([
      ["mechanics.addsToBlow", "not-allowed"],
    ]);
    expect(issues({ ...base, perCostStepsMax: 2 })).toEqual([["mechanics.perCostStepsMax", "not-allowed"]]);
    expect(
      issues({
        ...base,
        reaction: { on: "hit", by: "self", at: "target" },
        addsToBlow: true,
        perCostStep: "1d6",
        perCostStepsMax: 2,
        cost: { group: "slot", level: 1 },
      }),
    ).toEqual([]);
  });
});
