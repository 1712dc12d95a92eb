// 1.418 — Floors for checks: "a single die showing less than `face` counts as `face` (the natural face too), and a
// total below `total` (a value read from the holder's sheet) counts as that value. `proficient: true` narrows it to
// skill checks the holder is trained in, and `abilities` and `skills` limit it to checks that use those abilities and
// skills. It never affects saves." Reliable Talent from the bundled SRD (rogue level 11: face 10, proficient);
// Indomitable Might as the reference writes it (total: Strength score, abilities: str) on a level of the test's own.
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CombatEvent,
  type CombatState,
  choose,
  formatEvent,
  options,
  type Step,
  startCombat,
} from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import type { SheetData } from "../../src/ruleset/sheet-data.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";

/** The bundled SRD with a Stealth contest (a skill check) and any more combat levels. */
function rules(...levels: unknown[]): RulesetDoc {
  const doc = structuredClone(srd5e) as unknown as { combat: { contests: unknown[]; levels: unknown[] } };
  doc.combat.contests.push({
    id: "sneak",
    label: "Sneak past",
    budget: "action",
    attacker: ["stealth"],
    defender: ["perception"],
    onWin: {},
  });
  doc.combat.levels.push(...levels);
  return loadedDoc(doc);
}

/** Corin the rogue at a rogue level. */
function rogue(level: number): SheetData {
  const sheet = structuredClone(srd5eCharacter("rogue-5")!);
  return { ...sheet, fields: { ...sheet.fields, level_rogue: level } };
}

function accept(r: RulesetDoc, state: CombatState, choice: Parameters<typeof choose>[2]): Step {
  const out = choose(r, state, choice);
  if ("rejected" in out) throw new Error(`${out.rejected.code}: ${out.rejected.message}`);
  return out;
}

function turnOf(state: CombatState, who: string, draw: number): CombatState {
  const s = structuredClone(state);
  s.turn = s.order.indexOf(who);
  const mix = (n: number) => Math.imul(n ^ (n >>> 15), 0x2c1b3c6d) >>> 0 || 1;
  s.rng = { algorithm: "xoroshiro128plus", state: [mix(draw), mix(draw + 101), mix(draw + 202), mix(draw + 303)] };
  for (const c of Object.values(s.combatants)) c.budgets = { action: 1, bonus: 1, reaction: 1 };
  return s;
}

const of = <T extends CombatEvent["t"]>(events: readonly CombatEvent[], t: T) =>
  events.filter((e): e is Extract<CombatEvent, { t: T }> => e.t === t);

/** `sheet` makes the contest `action` on the goblin, the generator at `draw`. */
function contest(r: RulesetDoc, sheet: SheetData, action: string, draw: number): readonly CombatEvent[] {
  const party = [sheet, srd5eCharacter("fighter-1")!];
  const s = turnOf(
    startCombat(r, { seed: 5, party, enemies: ["creatures/goblin"], noBoard: true }).state,
    sheet.name,
    draw,
  );
  const o = options(r, s).find((x) => x.kind === "standard" && x.action === action)!;
  return accept(r, s, { option: o.id, targets: ["Goblin 1"] }).events;
}

/** The first draw (from 1) at which `sheet`'s own roll in the contest is below `below`. */
function lowDraw(r: RulesetDoc, sheet: SheetData, action: string, below: number): number {
  for (let draw = 1; draw < 200; draw++) {
    if (of(contest(r, sheet, action, draw), "contest")[0]!.attacker.d20.natural < below) return draw;
  }
  throw new Error("no low draw");
}

describe("1.418 Reliable Talent", () => {
  beforeAll(withGeometry);

  it("the bundled SRD, with rogue_level and Reliable Talent's level, validates clean", () => {
    expect(validate(srd5e).issues).toEqual([]);
  });

  it("a rogue 11's die below 10 counts as 10 on a skill check it is trained in (Stealth)", () => {
    const r = rules();
    const draw = lowDraw(r, rogue(10), "sneak", 10);
    const below = of(contest(r, rogue(10), "sneak", draw), "contest")[0]!.attacker;
    const events = contest(r, rogue(11), "sneak", draw);
    const [floor] = of(events, "check-floor");
    const mine = of(events, "contest")[0]!.attacker;
    expect(floor).toMatchObject({ who: rogue(11).name, check: "stealth", die: { from: below.d20.natural, to: 10 } });
    expect(mine.d20.natural).toBe(10);
    expect(mine.total).toBe(below.total + (10 - below.d20.natural));
    expect(formatEvent(floor!)).toBe(
      `${rogue(11).name}'s stealth check has a floor: the d20's ${below.d20.natural} counts as 10`,
    );
  });

  it("not below rogue level 11, and not on a check of no skill it is trained in (grapple's Strength)", () => {
    const r = rules();
    const draw = lowDraw(r, rogue(10), "sneak", 10);
    expect(of(contest(r, rogue(10), "sneak", draw), "check-floor")).toEqual([]);
    const grappleDraw = lowDraw(r, rogue(11), "grapple", 10);
    const events = contest(r, rogue(11), "grapple", grappleDraw);
    expect(of(events, "check-floor")).toEqual([]);
    expect(of(events, "contest")[0]!.attacker.d20.natural).toBeLessThan(10);
  });
});

describe("1.418 Indomitable Might", () => {
  beforeAll(withGeometry);
  const might = {
    derived: "proficiency_bonus",
    at: 1,
    checkFloor: { total: { abilityScore: "str" }, abilities: ["str"] },
  };

  it("a Strength check's total below the Strength score counts as the score", () => {
    const r = rules(might);
    const fighter = srd5eCharacter("fighter-1")!;
    const strength = fighter.abilities["str"]!;
    let events: readonly CombatEvent[] | undefined;
    for (let draw = 1; draw < 200 && !events; draw++) {
      const e = contest(r, fighter, "grapple", draw);
      if (of(e, "check-floor").length) events = e;
    }
    expect(events, "some draw rolls below the Strength score").toBeDefined();
    const [floor] = of(events!, "check-floor");
    const mine = of(events!, "contest")[0]!.attacker;
    expect(floor!.total!.to).toBe(strength);
    expect(floor!.total!.from).toBeLessThan(strength);
    expect(mine.total).toBe(strength);
    expect(formatEvent(floor!)).toContain(`the total ${floor!.total!.from} counts as ${strength}`);
  });

  it("limited to Strength: a Dexterity (Stealth) check is left alone", () => {
    const r = rules(might);
    const sheet = rogue(1);
    const draw = lowDraw(r, sheet, "sneak", 2);
    expect(of(contest(r, sheet, "sneak", draw), "check-floor")).toEqual([]);
  });

  it("never a save: a floor of 20 on every check leaves a death save as it fell", () => {
    const r = rules({ derived: "proficiency_bonus", at: 1, checkFloor: { face: 20 } });
    const sheet = rogue(1);
    const party = [sheet, srd5eCharacter("fighter-1")!];
    const start = startCombat(r, { seed: 5, party, enemies: ["creatures/goblin"], noBoard: true }).state;
    const before = start.order[(start.order.indexOf(sheet.name) + start.order.length - 1) % start.order.length]!;
    const s = turnOf(start, before, 1);
    s.combatants[sheet.name]!.hp = 0;
    s.combatants[sheet.name]!.status = "dying";
    const end = options(r, s).find((o) => o.kind === "end")!;
    const events = accept(r, s, { option: end.id }).events;
    expect(of(events, "death-save")).toHaveLength(1);
    expect(of(events, "check-floor")).toEqual([]);
    // The same floor does raise the rogue's check.
    const draw = lowDraw(r, rogue(1), "sneak", 30);
    expect(of(contest(r, rogue(1), "sneak", draw), "contest")[0]!.attacker.d20.natural).toBe(20);
  });
});

describe("1.418 validation", () => {
  const withCondition = (checkFloor: unknown) => {
    const doc = structuredClone(srd5e) as unknown as { combat: { conditions: unknown[] } };
    doc.combat.conditions.push({ id: "floored", label: "Floored", checkFloor });
    return validate(doc).issues.map((i) => i.code);
  };

  it("accepts each key", () => {
    expect(withCondition({ face: 10, proficient: true })).toEqual([]);
    expect(withCondition({ total: { abilityScore: "str" }, abilities: ["str"], skills: ["athletics"] })).toEqual([]);
  });

  it("refuses an unknown ability or skill, a face beyond the d20, and a total that is not a value", () => {
    expect(withCondition({ abilities: ["luck"] })).toEqual(["bad-reference"]);
    expect(withCondition({ skills: ["juggling"] })).toEqual(["bad-reference"]);
    expect(withCondition({ face: 0 })).toEqual(["out-of-range"]);
    expect(withCondition({ total: "str" })).toEqual(["wrong-type"]);
  });

  it("needs 1.418", () => {
    const doc = structuredClone(srd5e) as unknown as { capabilityApi: string };
    doc.capabilityApi = "1.412";
    const issues = validate(doc).issues.map((i) => [i.path, i.code, i.capability]);
    const at = (srd5e.combat?.levels ?? []).findIndex((l) => "checkFloor" in l);
    expect(issues).toContainEqual([`combat.levels[${at}].checkFloor`, "needs-version", "1.418"]);
  });
});
