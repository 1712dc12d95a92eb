// 1.197 — Rolling a strike's own dice more times; self actions on the creature's own turn: "`{ "to": "damage",
// "attacks": "weapon", "ability": "str", "diceTimes": 2 }` on a condition makes a war pick's 1d8 + 2 deal 2d8 + 2
// while it is in effect, as an enlarged duergar's weapons do; its fixed part stays the same, a critical hit doubles
// the extra dice just as it doubles the rest, and the menu's average counts them too. It changes only the damage a
// strike deals, and nothing else. A creature action with "self": true that is used on the creature's own turn now
// acts on the creature itself."
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, type CombatState, options, startCombat } from "../../src/combat/index.js";
import { usesOf } from "../../src/combat/uses.js";
import { expectUse } from "../../src/director/expect.js";
import { direct } from "../../src/director/index.js";
import { makeScene } from "../../src/director/scene.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { load, validate } from "../../src/validate/index.js";
import { fighter, of, withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { strikesDoc } from "./fixtures/strikes.js";

let rules: RulesetDoc;
const picker: SheetData = {
  ...fighter,
  inventory: [
    { item: "gear/war-pick", wielded: true },
    { item: "gear/shortbow", wielded: true },
  ],
};

function fighterTurn(rs: RulesetDoc, seed: number, conditions: string[], sheet = picker): CombatState {
  const { state } = startCombat(rs, { seed, party: [sheet], enemies: ["monsters/goblin"], noBoard: true });
  return turnIn(state, "Fighter", (s) => {
    s.combatants["Fighter"]!.conditions = conditions.map((id) => ({ id }));
    s.combatants["Goblin 1"]!.hp = 200;
  });
}

/** The first strike with `item` on the goblin, over seeds, whose attack ended as `result`: its damage events. */
function strike(rs: RulesetDoc, conditions: string[], item: string, result: "hit" | "critical"): CombatEvent[] {
  for (let seed = 1; seed < 400; seed++) {
    const s = fighterTurn(rs, seed, conditions);
    const { events } = acceptIn(rs, s, { option: `use:${item}`, targets: ["Goblin 1"] });
    if (of(events, "attack")[0]?.result === result) return events;
  }
  throw new Error(`no ${result} in 400 seeds`);
}

const dealt = (events: CombatEvent[]) => of(events, "damage").map((d) => d.dice?.expr);

describe("1.197 diceTimes: a war pick while enlarged", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(strikesDoc());
  });

  it("a war pick's 1d8 + 3 deals 2d8 + 3 while enlarged, its fixed part the same", () => {
    expect(dealt(strike(rules, [], "gear/war-pick", "hit"))).toEqual(["1d8 + 3"]);
    expect(dealt(strike(rules, ["enlarged"], "gear/war-pick", "hit"))).toEqual(["2d8 + 3"]);
  });

  it("a critical hit doubles the extra dice as it doubles the rest", () => {
    expect(dealt(strike(rules, ["enlarged"], "gear/war-pick", "critical"))).toEqual(["4d8 + 3"]);
  });

  it("only a blow made with the ability named: a Dexterity bow's dice are not doubled", () => {
    expect(dealt(strike(rules, ["enlarged"], "gear/shortbow", "hit"))).toEqual(["1d6 + 1"]);
  });

  it("it changes only the damage: the attack roll's bonus is the same", () => {
    const bonus = (conditions: string[]) => of(strike(rules, conditions, "gear/war-pick", "hit"), "attack")[0]!.bonus;
    expect(bonus(["enlarged"])).toBe(bonus([]));
  });

  it("the director's average counts the extra dice", () => {
    const avg = (conditions: string[]) => {
      const s = fighterTurn(rules, 1, conditions);
      const scene = makeScene(rules, s, options(rules, s));
      const me = s.combatants["Fighter"]!;
      const pick = usesOf(rules, s, me).find((u) => u.id === "gear/war-pick")!;
      return expectUse(scene, me, pick, s.combatants["Goblin 1"]!).hitMean;
    };
    // 1d8 + 3 is 7.5 on a hit; 2d8 + 3 is 12, a critical's extra dice counted in both.
    expect(avg(["enlarged"]) - avg([])).toBeGreaterThan(4.4);
  });
});

describe("1.197 self: a duergar enlarges itself on its own turn", () => {
  beforeAll(withGeometry);

  const duergarTurn = (rs: RulesetDoc, seed = 1) =>
    turnIn(
      startCombat(rs, { seed, party: [fighter], enemies: ["monsters/duergar"], noBoard: true }).state,
      "Duergar 1",
      (s) => {
        s.combatants["Fighter"]!.hp = 500;
      },
    );

  it("Enlarge is offered aimed at the duergar alone, and what it applies lands on it", () => {
    const rs = loadedDoc(strikesDoc());
    const s = duergarTurn(rs);
    const o = options(rs, s).find((x) => x.kind === "use" && x.label.includes("Enlarge"));
    expect(o?.kind === "use" && o.targets?.candidates).toEqual(["Duergar 1"]);
    const { state, events } = acceptIn(rs, s, { option: o!.id, targets: ["Duergar 1"] });
    expect(of(events, "condition").map((e) => [e.who, e.condition])).toEqual([["Duergar 1", "enlarged"]]);
    expect(state.combatants["Duergar 1"]!.conditions.map((c) => c.id)).toContain("enlarged");
  });

  it("a stat block's action names no ability, so a Strength-only change does not reach it", () => {
    const rs = loadedDoc(strikesDoc());
    for (let seed = 1; seed < 200; seed++) {
      const s = duergarTurn(rs, seed);
      s.combatants["Duergar 1"]!.conditions = [{ id: "enlarged" }];
      const { events } = acceptIn(rs, s, { option: "use:action:war-pick", targets: ["Fighter"] });
      if (of(events, "attack")[0]?.result !== "hit") continue;
      expect(dealt(events)).toEqual(["1d8 + 2"]);
      return;
    }
    throw new Error("no hit");
  });

  it("a war pick naming Strength (1.189) deals 2d8 + 2 while the duergar is enlarged", () => {
    const rs = loadedDoc(strikesDoc({ duergarAbility: "str" }));
    for (let seed = 1; seed < 200; seed++) {
      const s = duergarTurn(rs, seed);
      s.combatants["Duergar 1"]!.conditions = [{ id: "enlarged" }];
      const { events } = acceptIn(rs, s, { option: "use:action:war-pick", targets: ["Fighter"] });
      if (of(events, "attack")[0]?.result !== "hit") continue;
      expect(dealt(events)).toEqual(["2d8 + 2"]);
      return;
    }
    throw new Error("no hit");
  });

  it("the director weighs Enlarge: a duergar facing a long fight enlarges before it strikes", () => {
    const rs = loadedDoc(strikesDoc({ duergarAbility: "str" }));
    const choice = direct(rs, duergarTurn(rs));
    expect(choice.option).toBe("use:action:enlarge");
  });

  it("but a foe one blow from falling is struck at once", () => {
    const rs = loadedDoc(strikesDoc({ duergarAbility: "str" }));
    const s = duergarTurn(rs);
    s.combatants["Fighter"]!.hp = 3;
    expect(direct(rs, s).option).toBe("use:action:war-pick");
  });
});

describe("1.197 in the bundled SRD: the duergar", () => {
  beforeAll(withGeometry);

  it("validates clean, and an enlarged duergar's war pick deals 2d8 + 2", () => {
    expect(validate(srd5e).issues).toEqual([]);
    const rs = load(srd5e).doc;
    const party = [srd5eCharacter("fighter-3")!];
    for (let seed = 1; seed < 200; seed++) {
      const { state } = startCombat(rs, { seed, party, enemies: ["creatures/duergar"], noBoard: true });
      const s = turnIn(state, "Duergar 1");
      const enlarge = acceptIn(rs, s, { option: "use:action:enlarge", targets: ["Duergar 1"] });
      expect(enlarge.state.combatants["Duergar 1"]!.conditions.map((c) => c.id)).toContain("enlarged");
      const after = turnIn(enlarge.state, "Duergar 1");
      const them = after.order.find((id) => after.combatants[id]!.side !== after.combatants["Duergar 1"]!.side)!;
      after.combatants[them]!.hp = 500;
      const { events } = acceptIn(rs, after, { option: "use:action:war-pick", targets: [them] });
      if (of(events, "attack")[0]?.result !== "hit") continue;
      expect(dealt(events)).toEqual(["2d8 + 2"]);
      return;
    }
    throw new Error("no hit");
  });
});

describe("1.197 validation", () => {
  /** Where the condition a test adds sits in the fixture. */
  const odd = `combat.conditions[${strikesDoc().combat.conditions.length}]`;
  const withModifier = (m: object) => {
    const doc = strikesDoc();
    doc.combat.conditions.push({ id: "odd", label: "Odd", modifiers: [m] });
    return validate(doc).issues.map((i) => [i.path, i.code]);
  };

  it("diceTimes belongs to a damage change", () => {
    expect(withModifier({ to: "attacks", diceTimes: 2 })).toEqual([[`${odd}.modifiers[0].diceTimes`, "not-allowed"]]);
    expect(withModifier({ to: "damage", diceTimes: 2, attacks: "weapon" })).toEqual([]);
  });

  it("the keys need 1.197", () => {
    const doc = strikesDoc();
    doc.capabilityApi = "1.196";
    const codes = validate(doc).issues.map((i) => [i.path, i.code]);
    expect(codes).toContainEqual(["combat.conditions[7].modifiers[0].diceTimes", "needs-version"]);
    expect(codes).toContainEqual(["catalogs.monsters.entries[4].actions[1].self", "needs-version"]);
  });
});
