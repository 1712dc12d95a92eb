// 1.424 — Ending conditions applied by catalog entries: "A catalog entry's `endsSpells: {catalogs, count?, upTo?,
// above?}` ends, on each creature it reaches, conditions applied by entries of those catalogs, starting from the
// highest level, ending at most `count` of them. Those with a level within `upTo` end (`upTo` can be "paid", the
// level the entry was paid at, or a number); those above it end only on a successful check of `above.check` (a value
// read from the user's sheet) against `above.dc` plus that condition's level." The section names no example; the
// bundled SRD's Dispel Magic is written with it (`upTo: "paid"`, a spellcasting-ability check against 10 + level).
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CombatEvent,
  type CombatState,
  type Option,
  options,
  type Step,
  startCombat,
} from "../../src/combat/index.js";
import type { ActiveCondition } from "../../src/combat/types.js";
import { direct } from "../../src/director/index.js";
import { Rng } from "../../src/index.js";
import type { EntryDef, RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn } from "../support/drive.js";
import { editEntry, loadedDoc } from "../support/loaded.js";

let ruleset: RulesetDoc;
const CLERIC = "Marek (Cleric 5)";
const FIGHTER = "Bram (Fighter 1)";

/** A cleric with slots up to the 5th level, Dispel Magic and Bless prepared. */
function cleric() {
  const sheet = srd5eCharacter("cleric-5");
  return {
    ...sheet,
    fields: { ...sheet.fields, caster_level: 9 },
    lists: {
      spells: [
        { entry: "spells/dispel-magic", prepared: true },
        { entry: "spells/bless", prepared: true },
      ],
    },
  };
}

function start(rules: RulesetDoc = ruleset): { state: CombatState; goblin: string } {
  const state = startCombat(rules, {
    seed: 1,
    party: [cleric(), srd5eCharacter("fighter-1")],
    enemies: [{ creature: "creatures/goblin", at: [[6, 2]] }],
    board: {
      width: 10,
      height: 6,
      party: [
        [2, 2],
        [2, 3],
      ],
    },
  }).state;
  return { state, goblin: state.order.find((id) => state.combatants[id]!.side === "enemies")! };
}

const useOption = (s: CombatState, use: string, rules = ruleset): Option | undefined =>
  options(rules, s).find((o) => o.kind === "use" && o.use === use);

/** Conditions on the goblin from spells of several levels, and one from a creature's action. */
function spelled(s: CombatState, goblin: string): void {
  const on: ActiveCondition[] = [
    { id: "blessed", source: goblin, by: "spells/bless", level: 1 },
    { id: "blurred", source: goblin, by: "spells/blur" },
    { id: "shield-of-faith", source: goblin, by: "spells/shield-of-faith", level: 4 },
    { id: "dispel-evil-and-good", source: goblin, by: "spells/dispel-evil-and-good" },
    { id: "prone", source: goblin, by: "action:0" },
  ];
  s.combatants[goblin]!.conditions.push(...on);
}

/** Dispel Magic on the goblin, paid at `level`, on `seed`. */
function dispel(level: number, seed = 1, rules = ruleset): { step: Step; goblin: string } {
  const { state, goblin } = start(rules);
  const s = turnIn(state, CLERIC);
  spelled(s, goblin);
  s.rng = Rng.fromSeed(seed).toJSON();
  const o = useOption(s, "spells/dispel-magic", rules)!;
  const pay = o.payments?.find((p) => p.level === level)?.pool;
  const step = acceptIn(rules, s, { option: o.id, targets: [goblin], ...(pay ? { pay } : {}) });
  return { step, goblin };
}

const held = (s: CombatState, who: string) => s.combatants[who]!.conditions.map((c) => c.id);
const checks = (events: readonly CombatEvent[]) =>
  events.filter((e): e is Extract<CombatEvent, { t: "check" }> => e.t === "check");

describe("1.424 Dispel Magic", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  it("at 3rd level: spells of 3rd level or lower end outright; each above calls for a check against 10 + its level, highest first", () => {
    const { step, goblin } = dispel(3);
    const ended = step.events.flatMap((e) => (e.t === "condition-ended" && e.who === goblin ? [e] : []));
    // Checks for the 5th-level Dispel Evil and Good (its own level) and the 4th-level Shield of Faith (paid 4th).
    expect(checks(step.events).map((c) => [c.difficulty, c.bonus])).toEqual([
      [15, 4],
      [14, 4],
    ]);
    const passed = checks(step.events).map((c) => c.success);
    const outright = ["blurred", "blessed"];
    const above = ["dispel-evil-and-good", "shield-of-faith"].filter((_, i) => passed[i]);
    expect(ended.map((e) => e.condition).sort()).toEqual([...above, ...outright].sort());
    expect(ended.every((e) => e.why === "Dispel Magic")).toBe(true);
    // What a creature's action applied is no spell: it stays.
    expect(held(step.state, goblin)).toContain("prone");
  });

  it("a check that fails leaves its condition; one that passes ends it", () => {
    const seen = new Set<boolean>();
    for (let seed = 1; seed < 40 && seen.size < 2; seed++) {
      const { step, goblin } = dispel(3, seed);
      const first = checks(step.events)[0]!;
      seen.add(first.success);
      expect(held(step.state, goblin).includes("dispel-evil-and-good")).toBe(!first.success);
    }
    expect(seen).toEqual(new Set([true, false]));
  });

  it('`upTo: "paid"`: paid with a 5th-level slot, every spell of 5th level or lower ends without a check', () => {
    const { step, goblin } = dispel(5);
    expect(checks(step.events)).toEqual([]);
    expect(held(step.state, goblin)).toEqual(["prone"]);
  });

  it("`count` ends at most that many, the highest first", () => {
    const rules = loadedDoc(
      editEntry<EntryDef>(srd5e as RulesetDoc, "spells/dispel-magic", (e) => ({
        ...e,
        mechanics: { ...e.mechanics!, endsSpells: { catalogs: ["spells"], count: 2, upTo: 4 } },
      })),
    );
    const { step, goblin } = dispel(3, 1, rules);
    expect(checks(step.events)).toEqual([]);
    // Up to 4th level: Shield of Faith (4th) and Blur (2nd) end, and the count is spent before Bless (1st); Dispel
    // Evil and Good (5th) is above, with no check to end it.
    expect(held(step.state, goblin).sort()).toEqual(["blessed", "dispel-evil-and-good", "prone"]);
  });

  it("a condition keeps the level its spell was paid at", () => {
    const { state } = start();
    const s = turnIn(state, CLERIC);
    const bless = useOption(s, "spells/bless")!;
    const pay = bless.payments!.find((p) => p.level === 2)!.pool;
    const step = acceptIn(ruleset, s, { option: bless.id, targets: [CLERIC], pay });
    expect(step.state.combatants[CLERIC]!.conditions.find((c) => c.id === "blessed")).toMatchObject({ level: 2 });
  });
});

describe("1.424 Dispel Magic, weighed by the director", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  it("lifts a foe's spell that incapacitates an ally rather than bless or strike", () => {
    const { state, goblin } = start();
    const s = turnIn(state, CLERIC, (t) => {
      // A foe far off and hard to fell: the fight has rounds left for the fighter to fight in.
      t.combatants[goblin]!.at = [9, 5];
      t.combatants[goblin]!.hp = 60;
      t.combatants[FIGHTER]!.conditions.push({
        id: "paralyzed",
        source: goblin,
        by: "spells/hideous-laughter",
        level: 1,
      });
    });
    expect(direct(ruleset, s)).toMatchObject({ option: useOption(s, "spells/dispel-magic")!.id, targets: [FIGHTER] });
  });

  it("leaves a creature with no spell on it alone", () => {
    const { state, goblin } = start();
    const s = turnIn(state, CLERIC, (t) => {
      t.combatants[goblin]!.at = [9, 5];
    });
    expect(direct(ruleset, s).option).not.toBe(useOption(s, "spells/dispel-magic")!.id);
  });
});

describe("1.424 rejections", () => {
  const issuesOf = (endsSpells: unknown) =>
    validate(
      editEntry<EntryDef>(srd5e as RulesetDoc, "spells/dispel-magic", (e) => ({
        ...e,
        mechanics: { ...e.mechanics!, endsSpells: endsSpells as NonNullable<EntryDef["mechanics"]>["endsSpells"] },
      })),
    ).issues.map((i) => `${i.path} ${i.code}`);

  it("the bundled SRD's Dispel Magic validates clean", () => {
    expect(validate(srd5e).issues).toEqual([]);
  });

  it("names catalogs of the ruleset; upTo is a level or paid; above needs its check and dc", () => {
    expect(issuesOf({ catalogs: ["scrolls"] })).toContainEqual(
      expect.stringMatching(/\.endsSpells\.catalogs\[0\] bad-reference$/),
    );
    expect(issuesOf({ catalogs: ["spells"], upTo: "cast" })).toContainEqual(
      expect.stringMatching(/\.endsSpells\.upTo /),
    );
    expect(issuesOf({ catalogs: ["spells"], above: { dc: 10 } })).toContainEqual(
      expect.stringMatching(/\.endsSpells\.above\.check missing$/),
    );
  });
});
