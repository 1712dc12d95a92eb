// 1.247 — Reckless and brutal strikes: "An entry with `beforeAttack` is offered only on its holder's own turn, and only
// before they have attacked that turn: Reckless Attack is a free buff on the barbarian with `beforeAttack`, applying
// `reckless` for { "rounds": 1 } and `exposed` for { "rounds": 1, "at": "turn-start" }. A change to attacks accepts
// `attacks` and `blow`, as a change to damage does, as well as `ability` ... A damage change's `criticalDice` adds
// that many of the blow's own damage dice, only on a critical hit, and they are not doubled: Brutal Critical is levels
// on one of the barbarian's derived values with { "to": "damage", "criticalDice": 1, "attacks": "weapon", "blow":
// "melee" }, one level per die."
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options, startCombat } from "../../src/combat/index.js";
import { usesOf } from "../../src/combat/uses.js";
import { expectUse } from "../../src/director/expect.js";
import { direct } from "../../src/director/index.js";
import { makeScene } from "../../src/director/scene.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { load, validate } from "../../src/validate/index.js";
import { fighter, of, withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { strikesDoc } from "./fixtures/strikes.js";

let rules: RulesetDoc;

const barbarian = (level = 5): SheetData => ({
  ...fighter,
  name: "Barbarian",
  fields: { ...fighter.fields, level, level_barbarian: level },
  lists: { features: [{ entry: "features/reckless-attack" }], spells: [{ entry: "spells/fire-bolt" }] },
  inventory: [
    { item: "gear/greataxe", wielded: true },
    { item: "gear/javelin", wielded: true },
  ],
});

function barbarianTurn(seed = 1, level = 5, enemies = ["monsters/goblin"]): CombatState {
  const { state } = startCombat(rules, { seed, party: [barbarian(level)], enemies, noBoard: true });
  return turnIn(state, "Barbarian", (s) => {
    for (const c of Object.values(s.combatants)) if (c.side !== "party") c.hp = 300;
  });
}

const reckless = (s: CombatState) =>
  options(rules, s).find((o) => o.kind === "use" && o.use === "features/reckless-attack");

function goReckless(s: CombatState) {
  return acceptIn(rules, s, { option: reckless(s)!.id, targets: ["Barbarian"] });
}

const strikeMode = (s: CombatState, use: string) =>
  of(acceptIn(rules, s, { option: `use:${use}`, targets: ["Goblin 1"] }).events, "attack")[0]!.d20.mode;

describe("1.247 beforeAttack: Reckless Attack", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(strikesDoc());
  });

  it("is offered on the barbarian's own turn before it attacks, free, and applies reckless and exposed", () => {
    const s = barbarianTurn();
    expect(reckless(s)).toBeDefined();
    const { state, events } = goReckless(s);
    expect(of(events, "condition").map((e) => e.condition)).toEqual(["reckless", "exposed"]);
    expect(state.combatants["Barbarian"]!.budgets.action).toBe(1);
  });

  it("is no longer offered once the barbarian has attacked this turn, and is again on its next turn", () => {
    const struck = acceptIn(rules, barbarianTurn(), { option: "use:gear/greataxe", targets: ["Goblin 1"] });
    expect(reckless(struck.state)).toBeUndefined();
    const next = endUntilIn(rules, acceptIn(rules, struck.state, { option: "end" }), "Barbarian");
    expect(reckless(next.state)).toBeDefined();
  });

  it("a spell's attack counts as attacking too", () => {
    const cast = acceptIn(rules, barbarianTurn(), { option: "use:spells/fire-bolt", targets: ["Goblin 1"] });
    expect(reckless(cast.state)).toBeUndefined();
  });

  it("gives advantage on melee Strength weapon attacks only", () => {
    const s = turnIn(goReckless(barbarianTurn()).state, "Barbarian");
    expect(strikeMode(s, "gear/greataxe")).toBe("advantage");
    expect(strikeMode(s, "gear/javelin")).toBe("normal");
    expect(strikeMode(s, "spells/fire-bolt")).toBe("normal");
    expect(strikeMode(barbarianTurn(), "gear/greataxe")).toBe("normal");
  });

  it("attacks against the barbarian have advantage until its next turn starts", () => {
    const after = acceptIn(rules, goReckless(barbarianTurn()).state, { option: "end" });
    const goblin = turnIn(after.state, "Goblin 1");
    const { events } = acceptIn(rules, goblin, { option: "use:action:scimitar", targets: ["Barbarian"] });
    expect(of(events, "attack")[0]!.d20.mode).toBe("advantage");
    const back = endUntilIn(rules, { state: goblin, events: [] }, "Barbarian");
    expect(back.state.combatants["Barbarian"]!.conditions.map((c) => c.id)).not.toContain("exposed");
  });

  it("the director goes reckless against a lone goblin, not against a crowd that would hit it far more", () => {
    expect(direct(rules, barbarianTurn()).option).toBe(reckless(barbarianTurn())!.id);
    const crowd = barbarianTurn(1, 5, ["monsters/goblin", "monsters/goblin", "monsters/wolf", "monsters/wolf"]);
    expect(direct(rules, crowd).option).not.toBe(reckless(crowd)!.id);
  });

  it("once reckless, the director strikes (never takes it twice)", () => {
    const s = goReckless(barbarianTurn()).state;
    expect(direct(rules, s).option).toBe("use:gear/greataxe");
  });
});

describe("1.247 criticalDice: Brutal Critical", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(strikesDoc());
  });

  /** The damage rolled by the first strike with `use`, over seeds, whose attack ended as `result`. */
  function rolled(level: number, use: string, result: "hit" | "critical"): string | undefined {
    for (let seed = 1; seed < 400; seed++) {
      const { events } = acceptIn(rules, barbarianTurn(seed, level), { option: `use:${use}`, targets: ["Goblin 1"] });
      if (of(events, "attack")[0]?.result === result) return of(events, "damage")[0]?.dice?.expr;
    }
    throw new Error(`no ${result}`);
  }

  it("adds one of the blow's dice on a melee weapon critical, undoubled: 2d12 + 1d12", () => {
    expect(rolled(9, "gear/greataxe", "critical")).toBe("3d12 + 3");
    expect(rolled(5, "gear/greataxe", "critical")).toBe("2d12 + 3");
  });

  it("one level per die", () => {
    expect(rolled(13, "gear/greataxe", "critical")).toBe("4d12 + 3");
    expect(rolled(17, "gear/greataxe", "critical")).toBe("5d12 + 3");
  });

  it("only on a critical hit, and only on a melee weapon's blow", () => {
    expect(rolled(9, "gear/greataxe", "hit")).toBe("1d12 + 3");
    expect(rolled(9, "gear/javelin", "critical")).toBe("2d6 + 3");
  });

  it("the director counts the extra die in a blow's worth", () => {
    const hitMean = (level: number) => {
      const s = barbarianTurn(1, level);
      const me = s.combatants["Barbarian"]!;
      const axe = usesOf(rules, s, me).find((u) => u.id === "gear/greataxe")!;
      return expectUse(makeScene(rules, s, options(rules, s)), me, axe, s.combatants["Goblin 1"]!).hitMean;
    };
    expect(hitMean(9)).toBeGreaterThan(hitMean(5));
  });
});

describe("1.247 in the bundled SRD: Reckless Attack and Brutal Critical", () => {
  beforeAll(withGeometry);

  it("validates clean; a 9th-level barbarian goes reckless and crits with one more die", () => {
    expect(validate(srd5e).issues).toEqual([]);
    const rs = load(srd5e).doc;
    const base = srd5eCharacter("fighter-5")!;
    const sheet: SheetData = {
      ...base,
      name: "Barbarian",
      fields: { ...base.fields, level_barbarian: 9 },
      lists: { ...base.lists, features: [{ entry: "features/reckless-attack" }] },
      inventory: [{ item: "items/greataxe", wielded: true }],
    };
    let critical: string | undefined;
    for (let seed = 1; seed < 300 && !critical; seed++) {
      const { state } = startCombat(rs, { seed, party: [sheet], enemies: ["creatures/goblin"], noBoard: true });
      const s = turnIn(state, "Barbarian", (x) => {
        x.combatants["Goblin 1"]!.hp = 300;
      });
      const o = options(rs, s).find((x) => x.kind === "use" && x.use === "features/reckless-attack")!;
      const after = acceptIn(rs, s, { option: o.id, targets: ["Barbarian"] }).state;
      const { events } = acceptIn(rs, after, { option: "use:items/greataxe", targets: ["Goblin 1"] });
      const attack = of(events, "attack")[0]!;
      expect(attack.d20.mode).toBe("advantage");
      if (attack.result === "critical") critical = of(events, "damage")[0]?.dice?.expr;
    }
    expect(critical).toMatch(/^3d12 \+ \d+$/);
  });
});

describe("1.247 validation", () => {
  /** Where the condition a test adds sits in the fixture. */
  const odd = `combat.conditions[${strikesDoc().combat.conditions.length}]`;
  const issues = (m: object, api = "1.247") => {
    const doc = strikesDoc();
    doc.capabilityApi = api;
    doc.combat.conditions.push({ id: "odd", label: "Odd", modifiers: [m] });
    return validate(doc).issues.map((i) => [i.path, i.code]);
  };

  it("criticalDice belongs to a damage change; blow and attacks to attacks and damage", () => {
    expect(issues({ to: "attacks", criticalDice: 1 })).toEqual([[`${odd}.modifiers[0].criticalDice`, "not-allowed"]]);
    expect(issues({ to: "saves", blow: "melee" })).toEqual([[`${odd}.modifiers[0].blow`, "not-allowed"]]);
    expect(issues({ to: "attacks", attacks: "spell", blow: "ranged", mode: "advantage" })).toEqual([]);
  });

  it("beforeAttack and the new keys need 1.247", () => {
    const codes = issues({ to: "damage", criticalDice: 1 }, "1.246");
    expect(codes).toContainEqual([`${odd}.modifiers[0].criticalDice`, "needs-version"]);
    expect(codes).toContainEqual(["catalogs.features.entries[5].mechanics.beforeAttack", "needs-version"]);
  });
});
