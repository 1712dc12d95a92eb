// 1.269 — Staves that cast with their holder's numbers. A Staff of Power's Fireball (5th-level version) is saved
// against at its holder's spell save DC (`sheetDifficulty`) and its Ray of Enfeeblement hits with the holder's spell
// attack (`toHit.sheetBonus`); spending more charges casts the Fireball a level higher per charge (`chargeStep`, the
// use's own `perCostStep`). A Staff of Striking's strike deals 1d6 force per charge, up to 3 (`chargeStep.amount`).
// The menu offers the ways to pay as `charges:<how many more>`, only as many as the staff has left; the director
// spends more where they are worth it.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, formatEvent, options, type Step } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { ruleset as base, of, withGeometry, wizard } from "../combat/helpers.js";
import { acceptIn, turnOfIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

const STAFF_OF_POWER = {
  id: "staff-of-power",
  name: "Staff of Power",
  tags: ["magical"],
  charges: { max: 20, breaksOn: { atMost: 1 } },
  use: {
    kind: "attack",
    range: 150,
    area: { shape: "burst", size: 20 },
    amount: "10d6",
    damageType: "fire",
    save: { save: "dex_save", onSuccess: "half" },
    sheetDifficulty: { derived: "spell_dc" },
    perCostStep: "1d6",
    charges: 5,
    chargeStep: { max: 2 },
  },
};
// The staff's Ray of Enfeeblement, as an item of its own (an item has one use until 1.267's `moreUses`).
const STAFF_RAY = {
  id: "staff-of-power-ray",
  name: "Staff of Power (Ray of Enfeeblement)",
  tags: ["magical"],
  charges: { max: 20 },
  use: {
    kind: "debuff",
    range: 60,
    targets: "enemy",
    attackRoll: true,
    toHit: { sheetBonus: { derived: "spell_attack" } },
    applies: [{ condition: "enfeebled", duration: { rounds: 10 } }],
    charges: 1,
  },
};
const STAFF_OF_STRIKING = {
  id: "staff-of-striking",
  name: "Staff of Striking",
  tags: ["magical"],
  charges: { max: 10, breaksOn: { atMost: 1 } },
  use: {
    kind: "attack",
    targets: "enemy",
    attackRoll: true,
    toHit: { sheetBonus: { sum: [{ derived: "prof" }, { abilityMod: "str" }, 3] } },
    amount: "1d6",
    damageType: "force",
    charges: 1,
    chargeStep: { max: 2, amount: "1d6" },
  },
};

const ruleset: RulesetDoc = loadedDoc({
  ...base,
  capabilityApi: "1.269",
  combat: { ...base.combat!, conditions: [...base.combat!.conditions!, { id: "enfeebled", label: "Enfeebled" }] },
  catalogs: {
    ...base.catalogs!,
    magic_items: { label: "Magic items", type: "items", entries: [STAFF_OF_POWER, STAFF_RAY, STAFF_OF_STRIKING] },
  },
});

const holder = (item: string, charges: number, who: SheetData = wizard): SheetData => ({
  ...who,
  inventory: [{ item: `magic_items/${item}`, charges }],
});
const use = (item: string) => `use:magic_items/${item}#use`;
const board = { width: 30, height: 9 };

/** The holder's turn, the goblin at `hp` 8 cells away, or beside the holder (`near`) for a strike. */
function turn(sheet: SheetData, { hp = 200, near = false, seed = 1 } = {}): CombatState {
  return turnOfIn(ruleset, sheet.name, { party: [sheet], enemies: ["monsters/goblin"], board, seed }, (s) => {
    s.combatants[sheet.name]!.at = near ? [7, 4] : [0, 4];
    s.combatants["Goblin 1"]!.at = [8, 4];
    s.combatants["Goblin 1"]!.hp = hp;
  });
}
const optionOf = (s: CombatState, item: string) => options(ruleset, s).find((o) => o.id === use(item));

describe("1.269 sheetDifficulty and toHit.sheetBonus: the holder's numbers", () => {
  beforeAll(withGeometry);

  it("the Staff of Power's Fireball is saved against at the holder's spell save DC, whoever holds it", () => {
    const step = acceptIn(ruleset, turn(holder("staff-of-power", 20)), { option: use("staff-of-power"), at: [8, 4] });
    // The wizard's spell save DC: 8 + proficiency 3 + Intelligence 3.
    expect(of(step.events, "save")[0]).toMatchObject({ who: "Goblin 1", difficulty: 14 });
    const sharper = { ...wizard, abilities: { ...wizard.abilities, int: 20 } };
    const other = acceptIn(ruleset, turn(holder("staff-of-power", 20, sharper)), {
      option: use("staff-of-power"),
      at: [8, 4],
    });
    expect(of(other.events, "save")[0]).toMatchObject({ difficulty: 16 });
  });

  it("its ray hits with the holder's spell attack bonus, with no ability of the item's own", () => {
    const step = acceptIn(ruleset, turn(holder("staff-of-power-ray", 20)), {
      option: use("staff-of-power-ray"),
      targets: ["Goblin 1"],
    });
    expect(of(step.events, "attack")[0]).toMatchObject({ who: "Wizard", bonus: 6 });
  });

  it("the Staff of Striking's strike reads the bonus its value builds from the sheet", () => {
    const s = turn(holder("staff-of-striking", 10), { near: true });
    const step = acceptIn(ruleset, s, { option: use("staff-of-striking"), targets: ["Goblin 1"] });
    // Proficiency 3, Strength -1, and the staff's +3.
    expect(of(step.events, "attack")[0]).toMatchObject({ bonus: 5 });
  });
});

describe("1.269 chargeStep: more charges, higher steps", () => {
  beforeAll(withGeometry);

  it("offers charges:0 to charges:<max>, only as many as the staff has left beyond the use's own", () => {
    const pays = (charges: number) =>
      optionOf(turn(holder("staff-of-striking", charges), { near: true }), "staff-of-striking")?.payments?.map(
        (p) => p.pool,
      );
    expect(pays(10)).toEqual(["charges:0", "charges:1", "charges:2"]);
    expect(pays(2)).toEqual(["charges:0", "charges:1"]);
    // One charge left: only the use as it stands, with no payments to choose from.
    expect(pays(1)).toBeUndefined();
    expect(optionOf(turn(holder("staff-of-striking", 0), { near: true }), "staff-of-striking")).toBeUndefined();
  });

  it("the Staff of Striking's strike, paid with 2 more charges, deals 3d6 force and spends 3 charges", () => {
    let step: Step | undefined;
    for (let seed = 1; seed < 40 && !step; seed++) {
      const s = turn(holder("staff-of-striking", 10), { near: true, seed });
      const r = acceptIn(ruleset, s, { option: use("staff-of-striking"), targets: ["Goblin 1"], pay: "charges:2" });
      if (of(r.events, "attack")[0]?.result === "hit") step = r;
    }
    if (!step) throw new Error("no hit");
    expect(of(step.events, "damage")[0]!.dice!.dice).toHaveLength(3);
    expect(of(step.events, "item")).toMatchObject([{ what: "charges", from: 10, to: 7 }]);
    expect(step.state.combatants["Wizard"]!.pools["charges:2"]).toBeUndefined();
    expect(formatEvent(of(step.events, "item")[0]!)).toBe("Wizard's Staff of Striking: charges 10 → 7");
  });

  it("the Staff of Power's Fireball, paid with 2 more charges, is cast two levels higher: 12d6, 7 charges", () => {
    const step = acceptIn(ruleset, turn(holder("staff-of-power", 20)), {
      option: use("staff-of-power"),
      at: [8, 4],
      pay: "charges:2",
    });
    expect(of(step.events, "damage")[0]!.dice!.dice).toHaveLength(12);
    expect(of(step.events, "item")).toMatchObject([{ from: 20, to: 13 }]);
  });

  it("a choice of more charges than offered is rejected, changing nothing", () => {
    const s = turn(holder("staff-of-power", 6));
    expect(optionOf(s, "staff-of-power")?.payments?.map((p) => p.pool)).toEqual(["charges:0", "charges:1"]);
    const before = structuredClone(s);
    const r = choose(ruleset, s, { option: use("staff-of-power"), at: [8, 4], pay: "charges:2" });
    expect(r).toMatchObject({ rejected: { code: "bad-payment" } });
    expect(s).toEqual(before);
  });
});

describe("1.269 charges:<n>, weighed by the director", () => {
  beforeAll(withGeometry);

  it("spends more charges on a foe more dice may drop, and none more on one a single die drops", () => {
    const striker = (hp: number) => {
      // Only the staff to act with (no spells), so its payments are what is weighed.
      return turn(holder("staff-of-striking", 10, { ...wizard, lists: {} }), { hp, near: true });
    };
    const sturdy = direct(ruleset, striker(12));
    expect(sturdy).toMatchObject({ option: use("staff-of-striking"), pay: "charges:2" });
    const frail = direct(ruleset, striker(1));
    expect(frail).toMatchObject({ option: use("staff-of-striking"), pay: "charges:0" });
  });
});

describe("1.269 in the bundled SRD", () => {
  beforeAll(withGeometry);

  function srdTurn(item: string, charges: number) {
    const sheet = { ...srd5eCharacter("wizard-5"), inventory: [{ item: `items/${item}`, charges }] };
    return turnOfIn(srd5e, sheet.name, { party: [sheet], enemies: ["creatures/ogre"], noBoard: true });
  }

  it("a Wand of Magic Missiles spends more charges for more darts: a fourth target on one more", () => {
    const s = srdTurn("wand-of-magic-missiles", 7);
    const o = options(srd5e, s).find((x) => x.id === "use:items/wand-of-magic-missiles#use")!;
    expect(o.payments?.map((p) => [p.pool, p.maxTargets])).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((n) => [`charges:${n}`, 3 + n]),
    );
  });

  it("the Staff of Power's Lightning Bolt is saved against at the wizard's spell save DC", () => {
    const s = srdTurn("staff-of-power", 20);
    // 8 + proficiency 3 + Intelligence 18 (+4), not the 10 an item without a difficulty would have.
    const wizardDc = 15;
    const step = acceptIn(srd5e, s, { option: "use:items/staff-of-power#use", targets: ["Ogre 1"] });
    expect(of(step.events, "save")[0]).toMatchObject({ who: "Ogre 1", difficulty: wizardDc });
    expect(of(step.events, "item")).toMatchObject([{ from: 20, to: 15 }]);
  });
});
