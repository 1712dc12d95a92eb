// 1.414 — Potent Cantrip: "`"halfOnSave": true` turns a save that would negate (`negates`) the entry's damage into one
// that keeps half the damage, changing only the damage and not the entry's other effects: Potent Cantrip's `where`
// limits it to level 0." Written `{"catalogs": ["spells"], "where": {"filter": "level", "equals": 0}, "halfOnSave":
// true}`. Acid Splash (a Dexterity save that negates) and a Vicious Mockery that also applies a condition.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, formatEvent, namesFor, options } from "../../src/combat/index.js";
import { usesOf } from "../../src/combat/uses.js";
import { expectUse } from "../../src/director/expect.js";
import { makeScene } from "../../src/director/scene.js";
import type { EntryDef, RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn } from "../support/drive.js";
import { evokerSheet, evokerTurn, WIZARD } from "../support/evoker.js";
import { loadedDoc, withEntry } from "../support/loaded.js";
import { eventsOf, goblinIds, spellOption } from "../support/sorcerer.js";

let ruleset: RulesetDoc;
const POTENT = ["potent-cantrip"];

/** A goblin's save against `spell` cast at it, with as many seeds as it takes to see it succeed (and fail). */
function castUntil(spell: string, features: string[], success: boolean, spells: string[] = []) {
  for (let seed = 0; seed < 60; seed++) {
    const s = evokerTurn(ruleset, evokerSheet(features, spells), { wizard: [2, 5], goblins: [[4, 5]], seed }, (st) => {
      for (const g of goblinIds(st)) st.combatants[g]!.hp = 50;
    });
    const [goblin] = goblinIds(s);
    const step = acceptIn(ruleset, s, { option: spellOption(ruleset, s, spell)!.id, targets: [goblin!] });
    const save = eventsOf(step.events, "save")[0];
    if (save?.success === success) return { s, step, goblin: goblin! };
  }
  throw new Error(`no seed gave a ${success ? "success" : "failure"}`);
}

const damage = (events: readonly CombatEvent[]) => eventsOf(events, "damage");

describe("1.414 Potent Cantrip", () => {
  beforeAll(async () => {
    await withGeometry();
    const mocking = withEntry<EntryDef>(loadedDoc(srd5e), "spells/vicious-mockery", (e) => ({
      ...e,
      mechanics: {
        ...e.mechanics!,
        applies: [{ condition: "chilled", duration: { rounds: 1, at: "turn-start", of: "source" } }],
      },
    }));
    // A 1st-level spell whose save negates its damage: Command, given 2d6 psychic damage here.
    ruleset = withEntry<EntryDef>(mocking, "spells/command", (e) => ({
      ...e,
      mechanics: { ...e.mechanics!, amount: "2d6", damageType: "psychic" },
    }));
  });

  it("a goblin that succeeds on its save against Acid Splash still takes half the damage", () => {
    const { step, goblin } = castUntil("acid-splash", POTENT, true);
    const [hit] = damage(step.events);
    expect(hit).toMatchObject({ who: goblin, why: "halved", taken: Math.floor(hit!.rolled / 2) });
    const half = eventsOf(step.events, "half-on-save");
    expect(half).toEqual([
      { t: "half-on-save", who: goblin, by: WIZARD, use: "spells/acid-splash", amends: ["features/potent-cantrip"] },
    ]);
    expect(formatEvent(half[0]!, namesFor(ruleset, step.state))).toBe(
      `${goblin} saves against Acid Splash but still takes half its damage (Potent Cantrip)`,
    );
    // The log tells it before the damage it halves.
    expect(step.events.findIndex((e) => e.t === "half-on-save")).toBeLessThan(
      step.events.findIndex((e) => e.t === "damage"),
    );
  });

  it("without Potent Cantrip the same success takes nothing", () => {
    const { step } = castUntil("acid-splash", [], true);
    expect(damage(step.events)).toEqual([]);
    expect(eventsOf(step.events, "half-on-save")).toEqual([]);
  });

  it("a failed save takes the whole damage, as ever", () => {
    const { step } = castUntil("acid-splash", POTENT, false);
    expect(damage(step.events)[0]!.why).toBeUndefined();
    expect(eventsOf(step.events, "half-on-save")).toEqual([]);
  });

  it("changes only the damage: a success takes half, and not the condition the cantrip applies", () => {
    const { step, goblin } = castUntil("vicious-mockery", POTENT, true, ["vicious-mockery"]);
    expect(damage(step.events)[0]).toMatchObject({ who: goblin, why: "halved" });
    expect(step.state.combatants[goblin]!.conditions.map((c) => c.id)).not.toContain("chilled");
    const failed = castUntil("vicious-mockery", POTENT, false, ["vicious-mockery"]);
    expect(failed.step.state.combatants[failed.goblin]!.conditions.map((c) => c.id)).toContain("chilled");
  });

  it("only cantrips: a 1st-level spell's negating save still negates", () => {
    const { step } = castUntil("command", POTENT, true, ["command"]);
    expect(damage(step.events)).toEqual([]);
    expect(eventsOf(step.events, "half-on-save")).toEqual([]);
    expect(damage(castUntil("command", POTENT, false, ["command"]).step.events)).toHaveLength(1);
  });

  it("the director expects half the damage on a success", () => {
    const expected = (features: string[]) => {
      const s = evokerTurn(ruleset, evokerSheet(features), { wizard: [2, 5], goblins: [[4, 5]] });
      const scene = makeScene(ruleset, s, options(ruleset, s));
      const use = usesOf(ruleset, s, s.combatants[WIZARD]!).find((u) => u.id === "spells/acid-splash")!;
      return expectUse(scene, s.combatants[WIZARD]!, use, s.combatants[goblinIds(s)[0]!]!, {});
    };
    const plain = expected([]);
    const potent = expected(POTENT);
    expect(plain.half).toBe(0);
    expect(potent.half).toBeCloseTo(1 - potent.land);
    expect(potent.damage).toBeGreaterThan(plain.damage);
  });
});
