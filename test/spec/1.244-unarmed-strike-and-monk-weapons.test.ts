// 1.244 — Attack rules reach wielded weapons; rows for every sheet: "`combat.attacks[].always` lists up to 4 rows ...
// which every sheet's fight has in addition to the sheet's own rows; a sheet row with the same name takes its place
// ... An `attackRows` rule's `names` now also match a wielded weapon ... its `items` match wielded weapons by tag ...
// so a dagger +1 counts too ... `wielding: { "only": {...} }` ... keeps a rule only while every wielded weapon is one
// of those, or while no weapon is wielded ... `grantsStrike` accepts the same `wielding`, and a `when` ... so Martial
// Arts' extra strike is not offered while armor is worn." With 1.239's `grants.melee` on a condition's grant.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options, startCombat } from "../../src/combat/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { validate } from "../../src/validate/index.js";
import { fighter, of, withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { MARTIAL_ARTS, monkDoc, UNARMED } from "./fixtures/monk.js";

let rules: RulesetDoc;

function monk(wields: string[], opts: { armor?: number; level?: number } = {}): SheetData {
  return {
    ...fighter,
    name: "Monk",
    abilities: { ...fighter.abilities, str: 10, dex: 16 },
    fields: { level: opts.level ?? 11, hp_max: 30, armor: opts.armor ?? 10 },
    lists: { features: [{ entry: "features/martial-arts" }, { entry: "features/flurry-of-blows" }] },
    inventory: wields.map((item) => ({ item, wielded: true })),
  };
}

function turn(sheet: SheetData, fn: (s: CombatState) => void = () => {}): CombatState {
  const { state } = startCombat(rules, { seed: 3, party: [sheet], enemies: ["monsters/goblin"], noBoard: true });
  return turnIn(state, sheet.name, (s) => {
    s.combatants["Goblin 1"]!.hp = 300;
    fn(s);
  });
}

const ids = (s: CombatState) => options(rules, s).map((o) => o.id);
const strike = (s: CombatState, option: string) => acceptIn(rules, s, { option, targets: ["Goblin 1"] });
const bonusOf = (s: CombatState, option: string) => of(strike(s, option).events, "attack")[0]!.bonus;
function damageExpr(sheet: SheetData, option: string): string | undefined {
  for (let seed = 1; seed < 60; seed++) {
    const { state } = startCombat(rules, { seed, party: [sheet], enemies: ["monsters/goblin"], noBoard: true });
    const step = strike(
      turnIn(state, sheet.name, (s) => {
        s.combatants["Goblin 1"]!.hp = 300;
      }),
      option,
    );
    if (of(step.events, "attack")[0]!.result === "hit") return of(step.events, "damage")[0]!.dice?.expr;
  }
  return undefined;
}

describe("1.244 the unarmed strike: a row every sheet's fight has", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(monkDoc());
  });

  it("a fighter with no such row strikes unarmed with Strength and its proficiency, for 1 + Strength", () => {
    const s = turn(fighter);
    expect(ids(s)).toContain("use:row:unarmed strike");
    expect(bonusOf(s, "use:row:unarmed strike")).toBe(3 + 2);
    expect(damageExpr(fighter, "use:row:unarmed strike")).toBe("4");
  });

  it("a strike of the sheet's own with the same name takes its place", () => {
    const doc = monkDoc();
    doc.catalogs.gear.entries.push({
      id: "cestus",
      name: "Unarmed Strike",
      attack: { melee: true, damage: "1d4", damageType: "bludgeoning", ability: "str" },
    });
    rules = loadedDoc(doc);
    const s = turn({ ...fighter, inventory: [{ item: "gear/cestus", wielded: true }] });
    expect(ids(s).filter((id) => id.includes("narmed") || id.includes("cestus"))).toEqual(["use:gear/cestus"]);
    rules = loadedDoc(monkDoc());
  });

  it("a combat block may list at most 4 rows", () => {
    const doc = monkDoc();
    doc.combat.attacks[1].always = [1, 2, 3, 4, 5].map((n) => ({ ...UNARMED, name: `Strike ${n}` }));
    const issue = validate(doc).issues.find((i) => i.path === "combat.attacks[1].always");
    expect(issue?.code).toBe("too-many");
  });
});

describe("1.244 Martial Arts on wielded weapons: by name, by tags, and only while wielding only those", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(monkDoc());
  });

  it("names a wielded weapon by the name its attack goes by: the shortsword takes the level's d8", () => {
    expect(damageExpr(monk(["gear/shortsword"]), "use:gear/shortsword")).toBe("1d8 + 3");
  });

  it("items by tag: a dagger +1 (simple, melee, not two-handed nor heavy) counts, keeping its +1", () => {
    expect(damageExpr(monk(["gear/dagger-plus-one"]), "use:gear/dagger-plus-one")).toBe("1d8 + 4");
  });

  it("a two-handed greatclub is no monk weapon: Strength and its own d8; and while wielded the rules stop for all", () => {
    const sheet = monk(["gear/greatclub"]);
    expect(bonusOf(turn(sheet), "use:gear/greatclub")).toBe(0 + 4);
    // Unarmed beside a greatclub: not wielding only monk weapons, so the unarmed strike is plain too.
    expect(bonusOf(turn(sheet), "use:row:unarmed strike")).toBe(0 + 4);
    expect(damageExpr(sheet, "use:row:unarmed strike")).toBe("1");
  });

  it("unarmed (no weapon wielded), the rule holds", () => {
    expect(damageExpr(monk([]), "use:row:unarmed strike")).toBe("1d8 + 3");
  });

  it("grantsStrike's wielding and when: no Martial Arts strike while armor is worn or a non-monk weapon is wielded", () => {
    const free = strike(turn(monk(["gear/dagger-plus-one"])), "use:gear/dagger-plus-one");
    expect(ids(free.state)).toContain("grant:row:unarmed strike@bonus");
    const armored = strike(turn(monk(["gear/dagger-plus-one"], { armor: 14 })), "use:gear/dagger-plus-one");
    expect(ids(armored.state)).not.toContain("grant:row:unarmed strike@bonus");
    const mixed = strike(turn(monk(["gear/dagger-plus-one", "gear/greatclub"])), "use:gear/dagger-plus-one");
    expect(ids(mixed.state)).not.toContain("grant:row:unarmed strike@bonus");
  });

  it("a rule names `names`, `items`, or both: one with neither is refused", () => {
    const doc = monkDoc();
    const entry = doc.catalogs.features.entries.find((e: { id: string }) => e.id === MARTIAL_ARTS.id);
    entry.mechanics = { kind: "utility", attackRows: [{ abilities: ["dex"] }] };
    const issue = validate(doc).issues.find((i) => i.path.endsWith("mechanics.attackRows[0]"));
    expect([issue?.code, issue?.capability]).toEqual(["missing", "1.244"]);
  });
});

describe("1.239 grants.melee: a granted strike within reach", () => {
  beforeAll(async () => {
    await withGeometry();
    const doc = monkDoc();
    doc.combat.conditions.push({
      id: "swinging",
      label: "Swinging",
      grants: { budget: "bonus", attacks: true, melee: true },
    });
    rules = loadedDoc(doc);
  });

  function boardTurn(sheet: SheetData, goblinAt: [number, number]): CombatState {
    const { state } = startCombat(rules, {
      seed: 3,
      party: [sheet],
      enemies: ["monsters/goblin"],
      board: { width: 10, height: 3 },
    });
    return turnIn(state, sheet.name, (s) => {
      s.combatants[sheet.name]!.at = [0, 1];
      s.combatants["Goblin 1"]!.at = goblinAt;
      s.combatants[sheet.name]!.conditions.push({ id: "swinging" });
    });
  }

  it("a ranged weapon is not offered; a thrown one only at a foe within its reach", () => {
    const sheet: SheetData = {
      ...fighter,
      inventory: [
        { item: "gear/shortbow", wielded: true },
        { item: "gear/dagger-plus-one", wielded: true },
      ],
    };
    const near = options(rules, boardTurn(sheet, [1, 1])).filter((o) => o.id.startsWith("grant:"));
    expect(near.map((o) => o.id).sort()).toEqual([
      "grant:gear/dagger-plus-one@bonus",
      "grant:row:unarmed strike@bonus",
    ]);
    const far = boardTurn(sheet, [4, 1]);
    // The dagger is thrown at 20 feet with its action, never with the granted bonus strike.
    expect(ids(far)).toContain("use:gear/dagger-plus-one");
    expect(ids(far).filter((id) => id.startsWith("grant:"))).toEqual([]);
  });
});
