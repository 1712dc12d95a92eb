// 1.256 — The holder's own rescues, entries that never land on their user, one-at-a-time conditions: "An entry's
// `rescue` can also be `by: "twenty"` (only with `roll: "checks"`): the d20 of a failed check counts as a 20, and the
// rescue is used up only when that makes the check succeed (Stroke of Luck). `by: "die"` adds one of the holder's own
// dice when nothing given to the holder could make up the difference and this die could: `dice` (Dark One's Own
// Luck), or one `die` sized by a sheet value (Peerless Skill). Conditions given to them are tried first. `notSelf`
// on an entry targeting an `ally` or `any` creature keeps it from landing on its own user: Bardic Inspiration. A
// combat condition's `oneAtATime` names a group: while a creature has one condition of that group, no other
// condition of the group (including the same condition) takes effect on it; the condition event writes `already`."
// All from the bundled SRD.
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CombatEvent,
  type CombatState,
  formatEvent,
  options,
  type Step,
  startCombat,
} from "../../src/combat/index.js";
import { conditionsValue } from "../../src/director/consider/conditions.js";
import { makeScene } from "../../src/director/scene.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import type { SheetData } from "../../src/ruleset/sheet-data.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

let rules: RulesetDoc;
const FIGHTER = "Bram (Fighter 1)";
const CLERIC = "Hale (Cleric 1)";

type Doc = {
  combat: { conditions: Record<string, unknown>[] };
  catalogs: Record<string, { entries: Record<string, unknown>[] }>;
};

/** The bundled SRD with a condition that makes the goblin's checks hard to beat. */
function rulesDoc(): Doc {
  const doc = structuredClone(srd5e) as unknown as Doc;
  doc.combat.conditions.push({ id: "stubborn", label: "Stubborn", modifiers: [{ to: "checks", flat: 30 }] });
  return doc;
}

function withSheet(id: string, features: string[], fields: Record<string, unknown>, name?: string): SheetData {
  const sheet = srd5eCharacter(id);
  return {
    ...sheet,
    ...(name ? { name } : {}),
    fields: { ...sheet.fields, ...fields } as SheetData["fields"],
    lists: { ...sheet.lists, features: features.map((entry) => ({ entry: `features/${entry}` })) },
  };
}

function turnOf(state: CombatState, who: string, draw: number): CombatState {
  const s = structuredClone(state);
  s.turn = s.order.indexOf(who);
  s.stack = [];
  const mix = (n: number) => Math.imul(n ^ (n >>> 15), 0x2c1b3c6d) >>> 0 || 1;
  s.rng = { algorithm: "xoroshiro128plus", state: [mix(draw), mix(draw + 101), mix(draw + 202), mix(draw + 303)] };
  for (const c of Object.values(s.combatants)) c.budgets = { action: 1, bonus: 1, reaction: 1 };
  return s;
}

const of = <T extends CombatEvent["t"]>(events: readonly CombatEvent[], t: T) =>
  events.filter((e): e is Extract<CombatEvent, { t: T }> => e.t === t);

/** `who` grapples the goblin with the generator at `draw`; `fn` adjusts the state first. */
function grapple(start: CombatState, who: string, draw: number, fn: (s: CombatState) => void = () => {}): Step {
  const s = turnOf(start, who, draw);
  fn(s);
  const o = options(rules, s).find((x) => x.kind === "standard" && x.action === "grapple")!;
  return acceptIn(rules, s, { option: o.id, targets: ["Goblin 1"] });
}

describe("1.256 the holder's own rescues", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(rulesDoc());
  });

  it("the bundled SRD validates clean, with Stroke of Luck's twenty, Dark One's Own Luck and Peerless Skill", () => {
    expect(validate(srd5e).issues).toEqual([]);
  });

  it("Stroke of Luck counts a failed check's d20 as 20, used up only when that makes it succeed", () => {
    const rogue = withSheet("rogue-1", ["stroke-of-luck-check"], { level: 20, level_rogue: 20 });
    const start = startCombat(rules, { seed: 3, party: [rogue], enemies: ["creatures/goblin"], noBoard: true }).state;
    let turned = 0;
    for (let draw = 1; draw <= 30; draw++) {
      const step = grapple(start, rogue.name, draw);
      const [contest] = of(step.events, "contest");
      const [rescue] = of(step.events, "rescue");
      if (contest!.won && !rescue) continue;
      if (!rescue) continue;
      turned++;
      expect(rescue).toMatchObject({ who: rogue.name, kind: "checks", how: "twenty", success: true });
      expect(rescue.to).toBe(rescue.from - contest!.attacker.d20.natural + 20);
      expect(step.state.combatants[rogue.name]!.pools["stroke_of_luck"]).toBe(0);
      expect(formatEvent(rescue)).toMatch(/uses Stroke of Luck \(check\): the failed check's d20 counts as 20/);
    }
    expect(turned).toBeGreaterThan(0);
    // Against a goblin no 20 can beat, it is never spent.
    for (let draw = 1; draw <= 10; draw++) {
      const step = grapple(start, rogue.name, draw, (s) => {
        s.combatants["Goblin 1"]!.conditions.push({ id: "stubborn" });
      });
      expect(of(step.events, "contest")[0]!.won).toBe(false);
      expect(of(step.events, "rescue")).toEqual([]);
      expect(step.state.combatants[rogue.name]!.pools["stroke_of_luck"]).toBe(1);
    }
  });

  it("Dark One's Own Luck adds a d10 to a failed save it could turn, after what others gave the warlock", () => {
    const warlock = withSheet("warlock-5", ["dark-ones-own-luck-save"], { level: 6, level_warlock: 6 });
    const start = startCombat(rules, {
      seed: 3,
      party: [srd5eCharacter("cleric-1")],
      enemies: [warlock],
      noBoard: true,
    }).state;
    expect(start.combatants[warlock.name]!.pools["dark_ones_own_luck"]).toBe(1);
    const seen = { luck: 0, far: 0, given: 0 };
    for (let draw = 1; draw <= 80; draw++) {
      const s = turnOf(start, CLERIC, draw);
      s.combatants[warlock.name]!.hp = 500;
      s.combatants[warlock.name]!.conditions.push({ id: "resisting" });
      const o = options(rules, s).find((x) => x.use === "spells/sacred-flame")!;
      const step = acceptIn(rules, s, { option: o.id, targets: [warlock.name] });
      const [save] = of(step.events, "save");
      const rescues = of(step.events, "rescue");
      if (save!.success) continue;
      const short = save!.difficulty - save!.total;
      if (short <= 4) {
        // Resistance, given to the warlock, is tried first.
        seen.given++;
        expect(rescues[0]).toMatchObject({ how: "die", label: "Resistance" });
        if (rescues[0]!.success) {
          expect(rescues).toHaveLength(1);
          continue;
        }
      }
      const left = save!.difficulty - (rescues[0]?.label === "Resistance" ? rescues[0]!.to : save!.total);
      const luck = rescues.find((r) => r.label === "Dark One's Own Luck (save)");
      if (left > 10) {
        seen.far++;
        expect(luck).toBeUndefined();
        expect(step.state.combatants[warlock.name]!.pools["dark_ones_own_luck"]).toBe(1);
      } else {
        seen.luck++;
        expect(luck).toMatchObject({ how: "die", dice: { expr: "1d10" } });
        expect(luck!.to).toBe(luck!.from + luck!.dice!.total);
        expect(step.state.combatants[warlock.name]!.pools["dark_ones_own_luck"]).toBe(0);
      }
    }
    expect(seen.luck).toBeGreaterThan(0);
    expect(seen.given).toBeGreaterThan(0);
  });

  it("Peerless Skill adds the bard's own die, sized by level, to a failed check for a use of Bardic Inspiration", () => {
    const bard = withSheet("fighter-1", ["bardic-inspiration", "peerless-skill"], { level_bard: 14 }, "Lira");
    const start = startCombat(rules, { seed: 3, party: [bard], enemies: ["creatures/goblin"], noBoard: true }).state;
    let added = 0;
    for (let draw = 1; draw <= 40; draw++) {
      const step = grapple(start, "Lira", draw);
      const [contest] = of(step.events, "contest");
      const [rescue] = of(step.events, "rescue");
      const short = contest!.defender.total + 1 - contest!.attacker.total;
      if (contest!.attacker.total > contest!.defender.total || short > 10) {
        expect(rescue).toBeUndefined();
        continue;
      }
      added++;
      expect(rescue).toMatchObject({ how: "die", label: "Peerless Skill", dice: { expr: "1d10" } });
      expect(step.events).toContainEqual({ t: "pay", who: "Lira", pool: "Bardic Inspiration", amount: 1 });
    }
    expect(added).toBeGreaterThan(0);
  });

  it("by twenty only on checks, by die with its dice or one die, dice and die only with by die", () => {
    const withRescue = (rescue: Record<string, unknown>) => {
      const doc = rulesDoc();
      doc.catalogs["features"]!.entries.push({
        id: "luck",
        name: "Luck",
        mechanics: { kind: "utility", free: true, range: "self", targets: "self", rescue },
      });
      return validate(doc).issues;
    };
    const refused = (rescue: Record<string, unknown>, path: RegExp) =>
      expect(withRescue(rescue)).toContainEqual(
        expect.objectContaining({ code: "not-allowed", path: expect.stringMatching(path) }),
      );
    refused({ roll: "saves", by: "twenty" }, /rescue\.by$/);
    refused({ roll: "saves", by: "die" }, /rescue\.by$/);
    refused(
      { roll: "saves", by: "die", dice: "1d10", die: { from: { field: "level" }, table: [[1, 6]] } },
      /rescue\.by$/,
    );
    refused({ roll: "saves", by: "reroll", dice: "1d10" }, /rescue\.dice$/);
    expect(withRescue({ roll: "checks", by: "twenty" })).toEqual([]);
  });
});

describe("1.256 Bardic Inspiration: never on its user, one at a time", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(rulesDoc());
  });

  const bard = () => withSheet("cleric-1", ["bardic-inspiration", "bardic-inspiration-d8"], { level_bard: 5 }, "Lira");
  const start = () =>
    startCombat(rules, {
      seed: 3,
      party: [srd5eCharacter("fighter-1"), bard()],
      enemies: ["creatures/goblin"],
      noBoard: true,
    }).state;
  const inspire = (s: CombatState, use: string) => {
    const o = options(rules, s).find((x) => x.use === use)!;
    return acceptIn(rules, s, { option: o.id, targets: [FIGHTER] });
  };

  it("the bard never inspires themself", () => {
    const s = turnOf(start(), "Lira", 1);
    const o = options(rules, s).find((x) => x.use === "features/bardic-inspiration")!;
    expect(o.targets?.candidates).toContain(FIGHTER);
    expect(o.targets?.candidates).not.toContain("Lira");
  });

  it("a second inspiration, of any die, does not take effect while one is held: the event writes already", () => {
    const first = inspire(turnOf(start(), "Lira", 1), "features/bardic-inspiration");
    expect(first.state.combatants[FIGHTER]!.conditions.map((c) => c.id)).toContain("bardic-inspiration-d6");
    for (const use of ["features/bardic-inspiration", "features/bardic-inspiration-d8"]) {
      const s = turnOf(first.state, "Lira", 2);
      s.combatants["Lira"]!.counters = { "bardic inspiration": 3 };
      const again = inspire(s, use);
      const [cond] = of(again.events, "condition");
      expect(cond).toMatchObject({ who: FIGHTER, already: "bardic-inspiration-d6" });
      expect(again.state.combatants[FIGHTER]!.conditions.filter((c) => c.id.startsWith("bardic"))).toHaveLength(1);
      expect(formatEvent(cond!)).toMatch(
        /Bram \(Fighter 1\) already has bardic-inspiration-d6: .* does not take effect/,
      );
    }
  });

  it("the director weighs a second inspiration on an inspired ally at nothing, a first one at something", () => {
    const s = turnOf(start(), "Lira", 1);
    const scene = makeScene(rules, s, options(rules, s));
    const applies = [{ condition: "bardic-inspiration-d8", duration: { rounds: 100 } }];
    const fighter = s.combatants[FIGHTER]!;
    expect(conditionsValue(scene, applies, fighter, 1, 0)).not.toBe(0);
    const inspired = { ...fighter, conditions: [...fighter.conditions, { id: "bardic-inspiration-d6" }] };
    expect(Math.abs(conditionsValue(scene, applies, inspired, 1, 0))).toBe(0);
  });

  it("notSelf only on an entry targeting an ally or any creature", () => {
    const doc = rulesDoc();
    const bi = doc.catalogs["features"]!.entries.find((e) => e.id === "bardic-inspiration")!;
    (bi["mechanics"] as Record<string, unknown>)["targets"] = "enemy";
    expect(validate(doc).issues).toContainEqual(
      expect.objectContaining({ code: "not-allowed", path: expect.stringMatching(/notSelf$/) }),
    );
  });
});
