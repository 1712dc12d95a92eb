// 1.408 — Rerolling a given face: "whenever the holder's own attack roll, save or check shows `face` on one of the
// combat's own attack dice, that die is rerolled once and the new number kept, even if the same face comes up again.
// `rolls` limits it to some of attacks, saves and checks. With advantage or disadvantage, every die showing that face
// is rerolled. The log says what was rerolled and what came up." The halfling's Lucky from the bundled SRD: a combat
// level of `halfling_lucky`, which reads 1 on a halfling's sheet.
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CombatEvent,
  type CombatState,
  choose,
  formatEvent,
  type Option,
  options,
  type Step,
  startCombat,
} from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import type { SheetData } from "../../src/ruleset/sheet-data.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { load, validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";

let ruleset: RulesetDoc;

/** Corin the rogue, a halfling or not. */
function rogue(halfling: boolean): SheetData {
  const sheet = structuredClone(srd5eCharacter("rogue-1")!);
  return { ...sheet, fields: { ...sheet.fields, halfling: halfling ? 1 : 0 } };
}

function accept(rules: RulesetDoc, state: CombatState, choice: Parameters<typeof choose>[2]): Step {
  const r = choose(rules, state, choice);
  if ("rejected" in r) throw new Error(`${r.rejected.code}: ${r.rejected.message}`);
  return r;
}

/** `who`'s turn, fresh budgets, the generator at a chosen state. */
function turnOf(state: CombatState, who: string, draw: number): CombatState {
  const s = structuredClone(state);
  s.turn = s.order.indexOf(who);
  const mix = (n: number) => Math.imul(n ^ (n >>> 15), 0x2c1b3c6d) >>> 0 || 1;
  s.rng = { algorithm: "xoroshiro128plus", state: [mix(draw), mix(draw + 101), mix(draw + 202), mix(draw + 303)] };
  for (const c of Object.values(s.combatants)) c.budgets = { action: 1, bonus: 1, reaction: 1 };
  return s;
}

function fight(rules: RulesetDoc, sheet: SheetData, ...others: SheetData[]): CombatState {
  const party = [sheet, ...others];
  return startCombat(rules, { seed: 5, party, enemies: ["creatures/goblin"], noBoard: true }).state;
}

const of = <T extends CombatEvent["t"]>(events: readonly CombatEvent[], t: T) =>
  events.filter((e): e is Extract<CombatEvent, { t: T }> => e.t === t);

/** The rogue's rapier on the goblin, with the generator at `draw`. */
function strike(rules: RulesetDoc, state: CombatState, name: string, draw: number): readonly CombatEvent[] {
  const s = turnOf(state, name, draw);
  const o = options(rules, s).find((x) => x.kind === "use" && x.label.includes("Rapier"))!;
  return accept(rules, s, { option: o.id, targets: ["Goblin 1"] }).events;
}

function strikeEvents(rules: RulesetDoc, name: string, draw: number): readonly CombatEvent[] {
  return strike(rules, fight(rules, rogue(false)), name, draw);
}

function strikeRolls(rules: RulesetDoc, name: string, draw: number): readonly number[] {
  return of(strikeEvents(rules, name, draw), "attack")[0]!.d20.rolls;
}

let srdRules: RulesetDoc | undefined;
const srd = () => (srdRules ??= load(srd5e).doc);

/** The bundled SRD with every combatant's sheet or block holding a condition that rerolls each of `faces`. */
function withFaces(faces: readonly number[]): RulesetDoc {
  const doc = structuredClone(srd5e) as unknown as { combat: { conditions: unknown[]; levels: unknown[] } };
  for (const face of faces) doc.combat.levels.push({ derived: "proficiency_bonus", at: 1, rerollsFace: { face } });
  return loadedDoc(doc);
}

/** The first generator state (from 1) at which `roll` shows a 1 for the rogue who is not a halfling. */
function drawShowingOne(roll: (draw: number) => readonly number[], limit = 200): number {
  for (let draw = 1; draw < limit; draw++) if (roll(draw).includes(1)) return draw;
  throw new Error("no draw shows a 1");
}

describe("1.408 Lucky (halfling)", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = load(srd5e).doc;
  });

  it("the bundled SRD, with halfling_lucky and its combat level, validates clean", () => {
    expect(validate(srd5e).issues).toEqual([]);
  });

  it("an attack roll's 1 is rerolled once and the new number kept; the log says what came up", () => {
    const plain = fight(ruleset, rogue(false));
    const lucky = fight(ruleset, rogue(true));
    const name = rogue(true).name;
    const rolled = (draw: number) => of(strike(ruleset, plain, name, draw), "attack")[0]!.d20.rolls;
    const draw = drawShowingOne(rolled);
    expect(rolled(draw)).toEqual([1]);
    const events = strike(ruleset, lucky, name, draw);
    const [reroll] = of(events, "reroll");
    const [attack] = of(events, "attack");
    expect(reroll).toMatchObject({ t: "reroll", who: name, kind: "attacks", from: 1 });
    // The die kept is the new number, whatever it is, and the log says both.
    expect(attack!.d20.rolls).toEqual([reroll!.to]);
    expect(attack!.d20.natural).toBe(reroll!.to);
    expect(events.indexOf(reroll!)).toBeLessThan(events.indexOf(attack!));
    expect(formatEvent(reroll!)).toBe(
      `${name} rerolls a 1 on the attack roll's d20 and keeps the new roll: ${reroll!.to}`,
    );
    // Any other face is left alone: a draw without a 1 gives the same roll to both, and no reroll.
    const other = draw + 1;
    const plainRoll = rolled(other);
    if (!plainRoll.includes(1)) {
      const same = strike(ruleset, lucky, name, other);
      expect(of(same, "reroll")).toEqual([]);
      expect(of(same, "attack")[0]!.d20.rolls).toEqual(plainRoll);
    }
  });

  it("the new number is kept even when it shows a rerolled face: each die is rerolled once only", () => {
    const name = rogue(false).name;
    const plainRolls = strikeRolls(srd(), name, 1);
    const f = plainRolls[0]!;
    const once = strikeEvents(withFaces([f]), name, 1);
    const t = of(once, "reroll")[0]!.to;
    expect(of(once, "reroll")).toEqual([expect.objectContaining({ from: f, to: t })]);
    // Holding a second face that the new number shows does not reroll it again.
    if (t !== f) {
      const twice = strikeEvents(withFaces([f, t]), name, 1);
      expect(of(twice, "reroll")).toHaveLength(1);
      expect(of(twice, "attack")[0]!.d20.natural).toBe(t);
    }
  });

  it("with advantage every die showing a rerolled face is rerolled, each once", () => {
    const name = rogue(false).name;
    const blind = (rules: RulesetDoc) => {
      const s = fight(rules, rogue(false));
      s.combatants["Goblin 1"]!.conditions.push({ id: "blinded" });
      return s;
    };
    const plain = of(strike(srd(), blind(srd()), name, 1), "attack")[0]!.d20;
    expect(plain.mode).toBe("advantage");
    const [a, b] = plain.rolls as [number, number];
    const rules = withFaces([a, b]);
    const events = strike(rules, blind(rules), name, 1);
    const rerolls = of(events, "reroll");
    const [attack] = of(events, "attack");
    expect(rerolls.map((r) => r.from)).toEqual([a, b]);
    expect(attack!.d20.rolls).toEqual(rerolls.map((r) => r.to));
    expect(attack!.d20.natural).toBe(Math.max(...rerolls.map((r) => r.to)));
  });

  it("saves: a dying holder's death save rerolls the face", () => {
    const name = rogue(false).name;
    const deathSave = (rules: RulesetDoc, draw: number) => {
      // A fighter stands beside the dying rogue, so the fight goes on.
      const f = fight(rules, rogue(false), srd5eCharacter("fighter-1")!);
      const before = f.order[(f.order.indexOf(name) + f.order.length - 1) % f.order.length]!;
      const s = turnOf(f, before, draw);
      const c = s.combatants[name]!;
      c.hp = 0;
      c.status = "dying";
      const end = options(rules, s).find((o) => o.kind === "end")!;
      return accept(rules, s, { option: end.id }).events;
    };
    const f = of(deathSave(srd(), 1), "death-save")[0]!.d20.natural;
    const events = deathSave(withFaces([f]), 1);
    const [reroll] = of(events, "reroll");
    expect(reroll).toMatchObject({ who: name, kind: "saves", from: f });
    expect(of(events, "death-save")[0]!.d20.natural).toBe(reroll!.to);
    expect(formatEvent(reroll!)).toContain(`rerolls a ${f} on the save's d20`);
  });

  it("checks: a contest's roll (grapple) rerolls the face", () => {
    const name = rogue(false).name;
    const grapple = (rules: RulesetDoc, draw: number) => {
      const s = turnOf(fight(rules, rogue(false)), name, draw);
      const o = options(rules, s).find((x) => x.kind === "standard" && x.action === "grapple")!;
      return accept(rules, s, { option: o.id, targets: ["Goblin 1"] }).events;
    };
    const mine = (events: readonly CombatEvent[]) => of(events, "contest")[0]!.attacker.d20;
    const f = mine(grapple(srd(), 1)).natural;
    const events = grapple(withFaces([f]), 1);
    const [reroll] = of(events, "reroll");
    expect(reroll).toMatchObject({ who: name, kind: "checks", from: f });
    expect(mine(events).natural).toBe(reroll!.to);
  });

  it("`rolls` limits it: a condition that rerolls only saves leaves an attack's die alone", () => {
    const name = rogue(false).name;
    const f = strikeRolls(srd(), name, 1)[0]!;
    const doc = structuredClone(srd5e) as unknown as { combat: { conditions: unknown[] } };
    doc.combat.conditions.push({ id: "save-luck", label: "Luck in saves", rerollsFace: { face: f, rolls: ["saves"] } });
    const rules = loadedDoc(doc);
    const base = fight(rules, rogue(false));
    base.combatants[name]!.conditions.push({ id: "save-luck" });
    const events = strike(rules, base, name, 1);
    expect(of(events, "reroll")).toEqual([]);
    expect(of(events, "attack")[0]!.d20.rolls).toEqual([f]);
  });

  it("a creature holding it rerolls its own die too; a roll made against the holder is not its own", () => {
    const doc = structuredClone(srd5e) as unknown as { combat: { conditions: unknown[] } };
    const name = rogue(false).name;
    const seen = fight(srd(), rogue(false));
    const first = options(srd(), turnOf(seen, "Goblin 1", 1)).find(
      (x: Option) => x.kind === "use" && !!x.targets?.candidates.includes(name),
    )!;
    const face = of(
      accept(srd(), turnOf(seen, "Goblin 1", 1), { option: first.id, targets: [name] }).events,
      "attack",
    )[0]!.d20.natural;
    doc.combat.conditions.push({ id: "lucky-three", label: "Lucky face", rerollsFace: { face } });
    const rules = loadedDoc(doc);
    const base = fight(rules, rogue(false));
    const goblinStrike = (state: CombatState, draw: number) => {
      const s = turnOf(state, "Goblin 1", draw);
      const o = options(rules, s).find((x: Option) => x.kind === "use" && !!x.targets?.candidates.includes(name))!;
      return accept(rules, s, { option: o.id, targets: [name] }).events;
    };
    const draw = 1;
    const f = of(goblinStrike(base, draw), "attack")[0]!.d20.natural;
    // The rogue holding it changes nothing in the goblin's roll.
    const rogueHolds = structuredClone(base);
    rogueHolds.combatants[name]!.conditions.push({ id: "lucky-three" });
    expect(of(goblinStrike(rogueHolds, draw), "reroll")).toEqual([]);
    const goblinHolds = structuredClone(base);
    goblinHolds.combatants["Goblin 1"]!.conditions.push({ id: "lucky-three" });
    const events = goblinStrike(goblinHolds, draw);
    expect(f).toBe(face);
    expect(of(events, "reroll")).toEqual([expect.objectContaining({ who: "Goblin 1", from: face })]);
  });
});

describe("1.408 validation", () => {
  const withCondition = (rerollsFace: unknown) => {
    const doc = structuredClone(srd5e) as unknown as { combat: { conditions: unknown[] } };
    doc.combat.conditions.push({ id: "lucky", label: "Lucky", rerollsFace });
    return validate(doc).issues.map((i) => i.code);
  };

  it("accepts a face with or without rolls", () => {
    expect(withCondition({ face: 1 })).toEqual([]);
    expect(withCondition({ face: 1, rolls: ["attacks", "checks"] })).toEqual([]);
  });

  it("refuses a face beyond the d20, a missing face, and a roll that is not attacks, saves or checks", () => {
    expect(withCondition({ face: 21 })).toEqual(["out-of-range"]);
    expect(withCondition({ rolls: ["saves"] })).toEqual(["missing"]);
    expect(withCondition({ face: 1, rolls: ["damage"] })).toHaveLength(1);
  });

  it("needs 1.408", () => {
    const doc = structuredClone(srd5e) as unknown as { capabilityApi: string };
    doc.capabilityApi = "1.406";
    const issues = validate(doc).issues.map((i) => [i.path, i.code, i.capability]);
    const at = (srd5e.combat?.levels ?? []).findIndex((l) => "rerollsFace" in l);
    expect(issues).toContainEqual([`combat.levels[${at}].rerollsFace`, "needs-version", "1.408"]);
  });
});
