// 1.181 — a creature's `spellcasting`: catalog entries it casts as a sheet would (option `use:spells/…`), with
// the trait's spell attack bonus and save difficulty, the fields its spells read (a cantrip's caster level),
// the slots it starts with (paid and upcast as a sheet's), innate `uses` in place of a cost, and components
// for the whole trait or spell by spell in place of each entry's own (`[]`: none; hiding reads them).
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options } from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { fighter, of, withGeometry, wizard } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";
import { hidingOf, board as wallBoard } from "./fixtures/hiding.js";
import { accept, LICH, ruleset, turnOf } from "./fixtures/spellcasting.js";

const board = { width: 12, height: 8 };
const LICH_1 = "Lich 1";

/** The lich's turn, the fighter and the wizard in view within 60 feet and apart. */
function lichTurn(fn: (s: CombatState) => void = () => {}): CombatState {
  return turnOf(LICH_1, { party: [fighter, wizard], enemies: ["monsters/lich"], board }, (s) => {
    s.combatants["Fighter"]!.at = [2, 2];
    s.combatants["Wizard"]!.at = [2, 6];
    s.combatants[LICH_1]!.at = [8, 4];
    fn(s);
  });
}

const ids = (s: CombatState, doc: RulesetDoc = ruleset) => options(doc, s).map((o) => o.id);

describe("1.181 monster spellcasting", () => {
  beforeAll(withGeometry);

  it("the examples' ruleset is valid", () => {
    expect(validate(ruleset).issues).toEqual([]);
  });

  it("its spells are on its menu beside its actions, as a sheet's list entries are", () => {
    const menu = ids(lichTurn());
    expect(menu).toEqual(
      expect.arrayContaining([
        "use:spells/ray-of-frost",
        "use:spells/fire-bolt",
        "use:spells/magic-missile",
        "use:spells/fireball",
        "use:spells/false-life",
      ]),
    );
    // Its own action is still there once a foe is in reach; a reaction spell answers windows only.
    const near = ids(lichTurn((s) => (s.combatants["Fighter"]!.at = [7, 4])));
    expect(near).toContain("use:action:touch");
    expect(menu.some((id) => id.includes("shield"))).toBe(false);
  });

  it("starts the fight with its spellcasting's slots", () => {
    expect(lichTurn().combatants[LICH_1]!.pools).toEqual({ slot_1: 4, slot_2: 3, slot_3: 3 });
  });

  it("rolls its spell attacks with the trait's bonus and its cantrips grow with its level field (18: 4d8)", () => {
    // At the fighter: the wizard would first be asked about Shield.
    const r = accept(lichTurn(), { option: "use:spells/ray-of-frost", targets: ["Fighter"] });
    expect(of(r.events, "attack")).toMatchObject([{ who: LICH_1, target: "Fighter", bonus: 12 }]);
    const dealt = of(r.events, "damage");
    expect(of(r.events, "attack")[0]!.result).not.toBe("miss");
    expect(dealt[0]!.dice?.expr).toMatch(/^4d8/);
    // Nothing was paid: a cantrip.
    expect(of(r.events, "pay")).toEqual([]);
    expect(r.state.combatants[LICH_1]!.pools).toEqual({ slot_1: 4, slot_2: 3, slot_3: 3 });
  });

  it("calls for saves against the trait's difficulty and pays a slot of the spell's level", () => {
    const r = accept(lichTurn(), { option: "use:spells/fireball", at: [2, 2] });
    const saves = of(r.events, "save");
    expect(saves.length).toBeGreaterThan(0);
    for (const s of saves) expect(s.difficulty).toBe(20);
    expect(of(r.events, "pay")).toEqual([{ t: "pay", who: LICH_1, pool: "slot_3", amount: 1, level: 3 }]);
    expect(r.state.combatants[LICH_1]!.pools["slot_3"]).toBe(2);
  });

  it("upcasts as a sheet does: Magic Missile paid with a 2nd-level slot adds its step", () => {
    const menu = options(ruleset, lichTurn()).find((o) => o.id === "use:spells/magic-missile")!;
    expect(menu.payments?.map((p) => p.pool)).toEqual(["slot_1", "slot_2", "slot_3"]);
    const r = accept(lichTurn(), { option: "use:spells/magic-missile", targets: ["Fighter"], pay: "slot_2" });
    expect(of(r.events, "pay")).toEqual([{ t: "pay", who: LICH_1, pool: "slot_2", amount: 1, level: 2 }]);
    expect(of(r.events, "damage")[0]!.dice?.expr).toBe("4d4 + 4");
    expect(r.state.combatants[LICH_1]!.pools).toEqual({ slot_1: 4, slot_2: 2, slot_3: 3 });
  });

  it("with no slot left of its level, a spell is not offered", () => {
    const s = lichTurn((x) => (x.combatants[LICH_1]!.pools["slot_3"] = 0));
    expect(ids(s)).not.toContain("use:spells/fireball");
    expect(ids(s)).toContain("use:spells/magic-missile");
  });

  it("innate uses are spent instead of any cost, and run out", () => {
    const first = accept(lichTurn(), { option: "use:spells/false-life", targets: [LICH_1] });
    expect(of(first.events, "temporary")).toHaveLength(1);
    expect(of(first.events, "pay")).toEqual([]);
    expect(first.state.combatants[LICH_1]!.pools).toEqual({ slot_1: 4, slot_2: 3, slot_3: 3 });
    expect(first.state.combatants[LICH_1]!.usesLeft["spells/false-life"]).toBe(0);
    const again = structuredClone(first.state);
    again.combatants[LICH_1]!.budgets = { action: 1, bonus: 1, reaction: 1 };
    expect(ids(again)).not.toContain("use:spells/false-life");
  });

  it("a creature without spellcasting reads no fields: its numbers are unchanged", () => {
    const { toHit: _toHit, fields: _fields, ...withoutNumbers } = LICH.spellcasting;
    const doc = loadedDoc({
      ...ruleset,
      catalogs: {
        ...ruleset.catalogs!,
        monsters: {
          ...ruleset.catalogs!["monsters"]!,
          entries: [
            ...ruleset.catalogs!["monsters"]!.entries.filter((e) => e.id !== "lich"),
            { ...LICH, spellcasting: withoutNumbers },
          ],
        },
      },
    });
    // Without the trait's bonus the `combat.attacks` Value is read from the stat block (no fields: its derived
    // spell attack has no proficiency from a level), and without `fields` the cantrip is the 1st level's 1d8.
    const r = accept(lichTurn(), { option: "use:spells/ray-of-frost", targets: ["Fighter"] }, doc);
    const attack = of(r.events, "attack")[0]!;
    expect(attack.bonus).not.toBe(12);
    expect(attack.result).not.toBe("miss");
    expect(of(r.events, "damage")[0]!.dice?.expr).toMatch(/^1d8/);
  });

  describe("components in place of the entry's own (hiding reads them)", () => {
    /** The imp hidden from the fighter behind the wall, on its own turn. */
    function hiddenImp(imp: string): CombatState {
      const id = imp === "quiet-imp" ? "Quiet Imp 1" : "Chanting Imp 1";
      return turnOf(id, { party: [fighter], enemies: [`monsters/${imp}`], board: wallBoard }, (x) => {
        x.combatants[id]!.at = [2, 1];
        x.combatants["Fighter"]!.at = [7, 1];
        x.combatants[id]!.conditions.push({ id: "std:hidden-from", score: 30, from: ["Fighter"] });
      });
    }

    it("innate casting with components: [] keeps a hider hidden, though the entry needs verbal", () => {
      const r = accept(hiddenImp("quiet-imp"), { option: "use:spells/false-life", targets: ["Quiet Imp 1"] });
      expect(of(r.events, "temporary")).toHaveLength(1);
      expect(hidingOf(r.state, "Quiet Imp 1")?.from).toEqual(["Fighter"]);
    });

    it("the trait's verbal component gives it away", () => {
      const r = accept(hiddenImp("chanting-imp"), { option: "use:spells/false-life", targets: ["Chanting Imp 1"] });
      expect(of(r.events, "temporary")).toHaveLength(1);
      expect(hidingOf(r.state, "Chanting Imp 1")).toBeUndefined();
    });
  });

  describe("validation", () => {
    /** The ruleset with the lich's spellcasting replaced by `trait`. */
    const withTrait = (trait: unknown) => ({
      ...ruleset,
      catalogs: {
        ...ruleset.catalogs!,
        monsters: {
          ...ruleset.catalogs!["monsters"]!,
          entries: [
            ...ruleset.catalogs!["monsters"]!.entries.filter((e) => e.id !== "lich"),
            { ...LICH, spellcasting: trait },
          ],
        },
      },
    });
    const lichAt = () => ruleset.catalogs!["monsters"]!.entries.filter((e) => e.id !== "lich").length;
    const at = (rest: string) => `catalogs.monsters.entries[${lichAt()}].spellcasting${rest}`;
    const issues = (trait: unknown) => validate(withTrait(trait)).issues.map((i) => [i.path, i.code]);

    it("a spell that is not a catalog entry is a bad reference", () => {
      expect(issues({ spells: ["spells/nope", { spell: "spells/neither" }] })).toEqual([
        [at(".spells[0]"), "bad-reference"],
        [at(".spells[1].spell"), "bad-reference"],
      ]);
    });

    it("pools and fields must be the sheet's; the health pool is no spell pool", () => {
      expect(issues({ spells: ["spells/fire-bolt"], pools: { slot_9: 1, hp: 3 }, fields: { tier: 2 } })).toEqual(
        expect.arrayContaining([
          [at(".pools.slot_9"), "bad-reference"],
          [at(".pools.hp"), "not-allowed"],
          [at(".fields.tier"), "bad-reference"],
        ]),
      );
    });

    it("a field holds a value of its own type", () => {
      expect(issues({ spells: ["spells/fire-bolt"], fields: { level: "eighteen" } })).toEqual([
        [at(".fields.level"), "wrong-type"],
      ]);
      // Within the field's bounds: the SRD's level is 1 to 20.
      const srdLich = srd5e.catalogs!["creatures"]!.entries.findIndex((e) => e.id === "lich");
      const tooHigh = structuredClone(srd5e) as unknown as {
        catalogs: Record<string, { entries: { spellcasting?: { fields?: object } }[] }>;
      };
      tooHigh.catalogs["creatures"]!.entries[srdLich]!.spellcasting!.fields = { level: 99 };
      expect(validate(tooHigh).issues.map((i) => [i.path, i.code])).toEqual([
        [`catalogs.creatures.entries[${srdLich}].spellcasting.fields.level`, "out-of-range"],
      ]);
    });

    it("wrong types and bounds are named at their paths", () => {
      expect(issues({ spells: [] })).toEqual([[at(".spells"), "missing"]]);
      expect(issues({ toHit: "12", spells: ["spells/fire-bolt"] })).toEqual([[at(".toHit"), "wrong-type"]]);
      expect(issues({ spells: [{ spell: "spells/fire-bolt", uses: 0 }] })).toEqual([
        [at(".spells[0].uses"), "out-of-range"],
      ]);
      expect(issues({ spells: [{ spell: "spells/fire-bolt", components: ["loud"] }] })).toEqual([
        [at(".spells[0].components[0]"), "bad-reference"],
      ]);
      expect(issues({ spells: [3] })).toEqual([[at(".spells[0]"), "wrong-type"]]);
      expect(issues({ spells: ["spells/fire-bolt"], slots: 3 })).toEqual([[at(".slots"), "unknown-key"]]);
      expect(issues({ pools: { slot_1: 2 } })).toEqual([[at(".spells"), "missing"]]);
    });
  });
});
