// 1.300 — Higher costs that add only every few steps: "`"perCostStepsEvery": 2` adds `perCostStep` once every two
// steps of higher cost instead of at every step. Actions granted by a condition (1.236) now grow with the cost paid
// for the spell that applied the condition, using their own `perCostStep`, `perCostStepsEvery` and
// `perCostStepsMax`: 5e's Flame Blade strike is 3d6 with "perCostStep": { "dice": "1d6" }, "perCostStepsEvery": 2,
// so a blade called up with a 4th-level slot strikes for 4d6." Played with the bundled SRD's Flame Blade (and its
// Spiritual Weapon, whose 1d8 for every two slot levels above the 2nd is now written).
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, type CombatState, type Option, options, startCombat } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { Rng } from "../../src/index.js";
import type { CombatConditionDef } from "../../src/ruleset/combat.js";
import type { EntryDef, RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn } from "../support/drive.js";
import { editEntry, loadedDoc } from "../support/loaded.js";

let ruleset: RulesetDoc;
const CLERIC = "Marek (Cleric 5)";
const STRIKE = "granted:flame-blade:spells/flame-blade-strike";

function caster(spell: string) {
  const sheet = srd5eCharacter("cleric-5");
  return {
    ...sheet,
    fields: { ...sheet.fields, caster_level: 17 },
    lists: { spells: [{ entry: spell, prepared: true }] },
  };
}

function start(rules: RulesetDoc, spell: string): { state: CombatState; goblin: string } {
  const state = startCombat(rules, {
    seed: 1,
    party: [caster(spell), srd5eCharacter("fighter-1")],
    enemies: [{ creature: "creatures/goblin", at: [[3, 2]] }],
    board: {
      width: 10,
      height: 6,
      party: [
        [2, 2],
        [0, 4],
      ],
    },
  }).state;
  return { state, goblin: state.order.find((id) => state.combatants[id]!.side === "enemies")! };
}

const useOption = (rules: RulesetDoc, s: CombatState, use: string): Option | undefined =>
  options(rules, s).find((o) => o.kind === "use" && o.use === use);

/** The dice the blade strikes with once called up at `level` (the first hit over a few seeds). */
function bladeDice(level: number, rules: RulesetDoc = ruleset): number {
  const { state, goblin } = start(rules, "spells/flame-blade");
  const s = turnIn(state, CLERIC);
  const cast = useOption(rules, s, "spells/flame-blade")!;
  const pay = cast.payments!.find((p) => p.level === level)!.pool;
  const called = acceptIn(rules, s, { option: cast.id, targets: [CLERIC], pay });
  for (let seed = 1; seed < 40; seed++) {
    const t = turnIn(called.state, CLERIC, (x) => {
      x.combatants[goblin]!.hp = 200;
    });
    t.rng = Rng.fromSeed(seed).toJSON();
    const strike = useOption(rules, t, STRIKE)!;
    expect(strike.payments ?? []).toEqual([]);
    const hit = acceptIn(rules, t, { option: strike.id, targets: [goblin] });
    const dmg = hit.events.find((e): e is Extract<CombatEvent, { t: "damage" }> => e.t === "damage");
    const attack = hit.events.find((e): e is Extract<CombatEvent, { t: "attack" }> => e.t === "attack");
    if (!dmg || attack?.result !== "hit") continue;
    return dmg.dice!.dice.length;
  }
  throw new Error("the blade never hit");
}

describe("1.300 Flame Blade", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  it("the blade's strike is offered only while the blade is held, as an action that spends no slot", () => {
    const { state } = start(ruleset, "spells/flame-blade");
    expect(useOption(ruleset, turnIn(state, CLERIC), STRIKE)).toBeUndefined();
  });

  it("called up with a 2nd- or 3rd-level slot it strikes for 3d6; with a 4th or 5th, 4d6 (the SRD's sheets stop there)", () => {
    expect(bladeDice(2)).toBe(3);
    expect(bladeDice(3)).toBe(3);
    expect(bladeDice(4)).toBe(4);
    expect(bladeDice(5)).toBe(4);
  });

  it("perCostStepsMax caps the steps that count", () => {
    const capped = structuredClone(srd5e) as unknown as { combat: { conditions: CombatConditionDef[] } };
    const cond = capped.combat.conditions.find((c) => c.id === "flame-blade")! as unknown as { actions: unknown[] };
    // Every step counts, at most one of them.
    cond.actions = [{ entry: "spells/flame-blade-strike", perCostStep: "1d6", perCostStepsMax: 1 }];
    const rules = loadedDoc(capped);
    expect(bladeDice(3, rules)).toBe(4);
    expect(bladeDice(5, rules)).toBe(4);
  });

  it("the director strikes with the blade", () => {
    const { state, goblin } = start(ruleset, "spells/flame-blade");
    const s = turnIn(state, CLERIC);
    const cast = useOption(ruleset, s, "spells/flame-blade")!;
    const called = acceptIn(ruleset, s, { option: cast.id, targets: [CLERIC] });
    const t = turnIn(called.state, CLERIC);
    expect(direct(ruleset, t)).toMatchObject({ option: useOption(ruleset, t, STRIKE)!.id, targets: [goblin] });
  });
});

describe("1.300 perCostStepsEvery on an entry: Spiritual Weapon", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  /** The dice Spiritual Weapon's first blow rolls when cast at `level`. */
  function weaponDice(level: number): number {
    for (let seed = 1; seed < 40; seed++) {
      const { state, goblin } = start(ruleset, "spells/spiritual-weapon");
      const s = turnIn(state, CLERIC, (x) => {
        x.combatants[goblin]!.hp = 200;
      });
      s.rng = Rng.fromSeed(seed).toJSON();
      const o = useOption(ruleset, s, "spells/spiritual-weapon")!;
      const pay = o.payments!.find((p) => p.level === level)!.pool;
      const r = acceptIn(ruleset, s, { option: o.id, targets: [goblin], pay });
      const dmg = r.events.find((e): e is Extract<CombatEvent, { t: "damage" }> => e.t === "damage");
      const attack = r.events.find((e): e is Extract<CombatEvent, { t: "attack" }> => e.t === "attack");
      if (!dmg || attack?.result !== "hit") continue;
      return dmg.dice!.dice.length;
    }
    throw new Error("the weapon never hit");
  }

  it("1d8 at the 2nd and 3rd level, 2d8 at the 4th and 5th", () => {
    expect(weaponDice(2)).toBe(1);
    expect(weaponDice(3)).toBe(1);
    expect(weaponDice(4)).toBe(2);
    expect(weaponDice(5)).toBe(2);
  });
});

describe("1.300 rejections", () => {
  it("the bundled SRD validates clean", () => {
    expect(validate(srd5e).issues).toEqual([]);
  });

  it("perCostStepsEvery is a whole number from 1", () => {
    const doc = editEntry<EntryDef>(srd5e as RulesetDoc, "spells/spiritual-weapon", (e) => ({
      ...e,
      mechanics: { ...e.mechanics!, perCostStepsEvery: 0 },
    }));
    expect(validate(doc).issues.map((i) => `${i.path} ${i.code}`)).toContainEqual(
      expect.stringMatching(/\.mechanics\.perCostStepsEvery out-of-range$/),
    );
  });
});
