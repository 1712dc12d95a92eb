// 1.392 — Shapeshifting. "A catalog entry's mechanics (or a creature's action) can offer "forms", naming which
// creatures it can turn someone into … Each form is a bestiary entry, offered as one of the action's modes
// (`form-<catalogId>-<entryId>`) … the form's actions, defense, saves, checks, speed and each kind of movement speed,
// senses, size and traits replace the holder's own; `keeps` names the holder's own actions to keep … With "health":
// "form" (the default), the form has the health its stat block gives and takes blows first; when it drops to 0 the
// shapeshift ends, and the rest of that blow's damage carries on to the holder itself … `revert` offers a way to
// return to the original form by spending that budget." Examples: wolf and giant eagle; Wild Shape (CR limited by
// druid level, no flying before druid level 8, casting spells in beast form).
import { beforeAll, describe, expect, it } from "vitest";
import type { CombatState, Step } from "../../src/combat/index.js";
import {
  type CombatEvent,
  Fight,
  formatEvent,
  namesFor,
  options,
  settleSheets,
  startCombat,
} from "../../src/combat/index.js";
import { checkBonus, defense, saveBonus, speed } from "../../src/combat/stats.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn as accept, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { DRUID, druid, wildShapeDoc } from "../support/wild-shape.js";

const of = <T extends CombatEvent["t"]>(events: readonly CombatEvent[], t: T) =>
  events.filter((e): e is Extract<CombatEvent, { t: T }> => e.t === t);

let ruleset: RulesetDoc;

function druidTurn(rules: RulesetDoc, level: number, enemies = ["creatures/zombie"]): CombatState {
  const start = startCombat(rules, { seed: 3, party: [druid(level)], enemies, noBoard: true }).state;
  return turnIn(start, DRUID);
}

const formOptions = (rules: RulesetDoc, s: CombatState) =>
  options(rules, s).filter((o) => o.kind === "use" && o.label.startsWith("Wild Shape"));

function shapeInto(rules: RulesetDoc, s: CombatState, form: string): Step {
  const o = formOptions(rules, s).find((x) => x.label === `Wild Shape: ${form}`);
  if (!o) throw new Error(`no Wild Shape into ${form}`);
  return accept(rules, s, { option: o.id, targets: [DRUID] });
}

describe("1.392 shapeshifting: Wild Shape into a wolf, a brown bear, a giant eagle", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(wildShapeDoc());
  });

  it("each form is a mode of its own, limited by the druid's level and no flying before level 8", () => {
    const at = (level: number) => formOptions(ruleset, druidTurn(ruleset, level)).map((o) => [o.id, o.label]);
    expect(at(2)).toEqual([["use:features/wild-shape#form-creatures-wolf", "Wild Shape: Wolf"]]);
    expect(at(4).map((x) => x[1])).toEqual(["Wild Shape: Wolf"]);
    expect(at(7).map((x) => x[1])).toEqual(["Wild Shape: Wolf"]);
    expect(at(8).map((x) => x[1])).toEqual(["Wild Shape: Wolf", "Wild Shape: Brown Bear", "Wild Shape: Giant Eagle"]);
    // The entry itself is never offered: only its modes.
    expect(options(ruleset, druidTurn(ruleset, 8)).some((o) => o.id === "use:features/wild-shape")).toBe(false);
  });

  it("a druid of level 8 whose flying is taken away still can't fly, yet bears are offered (CR 1)", () => {
    const rules = loadedDoc(
      (() => {
        const doc = wildShapeDoc();
        const ws = doc.catalogs.features.entries.find((e: { id: string }) => e.id === "wild-shape");
        ws.mechanics.forms.without = [{ speed: "fly" }];
        return doc;
      })(),
    );
    expect(formOptions(rules, druidTurn(rules, 8)).map((o) => o.label)).toEqual([
      "Wild Shape: Wolf",
      "Wild Shape: Brown Bear",
    ]);
  });

  it("as a brown bear: the bear's health, defense, speed, saves, checks and actions; spells kept as `keeps` says", () => {
    const s = druidTurn(ruleset, 8);
    const own = s.combatants[DRUID]!;
    const ownHp = own.hp;
    const step = shapeInto(ruleset, s, "Brown Bear");
    const me = step.state.combatants[DRUID]!;
    // 4d10+12 averages 34.
    expect(me).toMatchObject({ hp: 34, maxHp: 34 });
    const shaped = of(step.events, "shapeshift")[0]!;
    expect(shaped).toEqual({ t: "shapeshift", who: DRUID, form: "creatures/brown-bear", name: "Brown Bear", hp: 34 });
    expect(formatEvent(shaped, namesFor(ruleset, step.state))).toBe(`${DRUID} turns into a Brown Bear (34 hp)`);
    expect(defense(ruleset, step.state, me)).toBe(11);
    expect(speed(ruleset, step.state, me)).toBe(40);
    // The bear's Strength (+4), not the cleric's; its Perception +3.
    expect(saveBonus(ruleset, step.state, me, "str_save")).toBe(4);
    expect(checkBonus(ruleset, step.state, me, "perception")).toBe(3);
    const next = turnIn(step.state, DRUID);
    const labels = options(ruleset, next)
      .filter((o) => o.kind === "use")
      .map((o) => o.label);
    expect(labels).toEqual(expect.arrayContaining(["Multiattack", "Bite", "Claws", "Sacred Flame"]));
    // The cleric's mace and other spells are gone, and so is Wild Shape itself.
    expect(labels.some((l) => l === "Mace" || l === "Cure Wounds" || l.startsWith("Wild Shape"))).toBe(false);
    expect(ownHp).toBeGreaterThan(0);
  });

  it("the bear takes blows first; at 0 the shape ends and the rest of the blow carries on to the druid", () => {
    const s = druidTurn(ruleset, 8, ["creatures/ogre"]);
    const own = s.combatants[DRUID]!.hp;
    const shaped = shapeInto(ruleset, s, "Brown Bear");
    for (let seed = 0; seed < 200; seed++) {
      const t = turnIn(shaped.state, "Ogre 1", (x) => {
        x.combatants[DRUID]!.hp = 2;
        x.rng = { ...x.rng, s: [seed + 1, 7, 11, 13] } as typeof x.rng;
      });
      const club = options(ruleset, t).find((o) => o.kind === "use" && o.label === "Greatclub");
      const step = accept(ruleset, t, { option: club!.id, targets: [DRUID] });
      const dmg = of(step.events, "damage")[0];
      if (!dmg || dmg.taken <= 2) continue;
      const ended = of(step.events, "shape-ends")[0]!;
      expect(ended).toMatchObject({ who: DRUID, why: "dropped", carried: dmg.taken - 2, hp: own - (dmg.taken - 2) });
      expect(step.state.combatants[DRUID]).toMatchObject({ hp: own - (dmg.taken - 2), status: "standing" });
      expect(step.state.combatants[DRUID]!.conditions.some((c) => c.id === "wild-shaped")).toBe(false);
      expect(formatEvent(ended, namesFor(ruleset, step.state))).toBe(
        `${DRUID}'s Brown Bear form drops to 0 and ends; ${dmg.taken - 2} damage carries over (${DRUID} at ${own - (dmg.taken - 2)} hp)`,
      );
      // Back in its own form: its own defense and actions.
      expect(defense(ruleset, step.state, step.state.combatants[DRUID]!)).toBe(18);
      return;
    }
    throw new Error("the ogre never struck the bear for more than 2");
  });

  it("reverting spends the bonus action and gives the druid's own health back", () => {
    const s = druidTurn(ruleset, 8);
    const own = s.combatants[DRUID]!.hp;
    const shaped = shapeInto(ruleset, s, "Wolf");
    const t = turnIn(shaped.state, DRUID);
    const revert = options(ruleset, t).find((o) => o.kind === "standard" && o.label === "Revert from Wolf")!;
    expect(revert).toMatchObject({ budget: "bonus" });
    const step = accept(ruleset, t, { option: revert.id });
    expect(step.state.combatants[DRUID]).toMatchObject({ hp: own, budgets: { bonus: 0 } });
    const ended = of(step.events, "shape-ends")[0]!;
    expect(formatEvent(ended, namesFor(ruleset, step.state))).toBe(
      `${DRUID} returns to its own form by choice (${own} hp)`,
    );
    expect(options(ruleset, step.state).some((o) => o.label === "Revert from Wolf")).toBe(false);
  });

  it("the fight's end writes the druid's own health to the sheet, not the form's", () => {
    const s = druidTurn(ruleset, 8);
    const own = s.combatants[DRUID]!.hp;
    const shaped = shapeInto(ruleset, s, "Brown Bear");
    const done = structuredClone(shaped.state);
    const sheet = settleSheets(ruleset, done)[DRUID]!;
    expect(sheet.live?.pools?.hp).toBe(own);
    expect(sheet.live?.conditions ?? []).not.toContain("wild-shaped");
  });
});

describe("1.392 a saved fight in the middle of a shapeshift", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(wildShapeDoc());
  });

  it("resumes with the form and the health beneath it; a bad slot is refused", () => {
    const s = druidTurn(ruleset, 8);
    const own = s.combatants[DRUID]!.hp;
    const shaped = shapeInto(ruleset, s, "Brown Bear");
    const saved = JSON.parse(JSON.stringify(shaped.state)) as CombatState;
    const fight = Fight.resume(ruleset, saved);
    const cond = fight.state.combatants[DRUID]!.conditions.find((c) => c.id === "wild-shaped")!;
    expect(cond).toMatchObject({ form: "creatures/brown-bear", own: { hp: own } });
    const bad = structuredClone(saved);
    (bad.combatants[DRUID]!.conditions.find((c) => c.id === "wild-shaped") as { own: unknown }).own = { hp: "x" };
    expect(() => Fight.resume(ruleset, bad)).toThrow();
  });
});

describe("1.392 the director and Wild Shape", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(wildShapeDoc());
  });

  /** A druid of level 8 with Sacred Flame (kept in beast form) and Guiding Bolt (not kept), facing an ogre. */
  const druidOnOgre = () => {
    const start = startCombat(ruleset, {
      seed: 3,
      party: [druid(8, ["spells/sacred-flame", "spells/guiding-bolt"])],
      enemies: ["creatures/ogre"],
      noBoard: true,
    }).state;
    return turnIn(start, DRUID);
  };
  const pick = (s: CombatState) => {
    const choice = direct(ruleset, s);
    return options(ruleset, s).find((o) => o.id === choice.option)!.label;
  };

  it("takes the brown bear's health and blows over its own spells", () => {
    expect(pick(druidOnOgre())).toBe("Wild Shape: Brown Bear");
  });

  it("reverts from a wolf, whose bite is worth less than its own Guiding Bolt, never from a fresh bear", () => {
    const wolf = shapeInto(ruleset, druidOnOgre(), "Wolf");
    expect(pick(turnIn(wolf.state, DRUID))).toBe("Revert from Wolf");
    const bear = shapeInto(ruleset, druidOnOgre(), "Brown Bear");
    expect(pick(turnIn(bear.state, DRUID))).not.toBe("Revert from Brown Bear");
  });
});
