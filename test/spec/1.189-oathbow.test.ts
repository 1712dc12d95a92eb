// 1.189 — Marked targets: "An item attack's `against` item can say `"marked": "sworn"` instead of, or alongside,
// `is`, matching a target that has that condition applied by the wielder; besides `toHit`, it can say `"mode":
// "advantage"`, `"ignoresCover": true` (any cover short of total cover does not count) and `"ignoresLongRange":
// true`; a `plus` clause can also say `"marked": "sworn"` (the oathbow's 3d6 piercing damage)." The oathbow: a hit
// swears the target as its wielder's enemy (one at a time), and against that enemy the bow rolls with advantage,
// ignores cover short of total and long range, and deals an extra 3d6 piercing.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options } from "../../src/combat/index.js";
import { usesOf } from "../../src/combat/uses.js";
import { expectUse } from "../../src/director/expect.js";
import { direct } from "../../src/director/index.js";
import { makeScene } from "../../src/director/scene.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { validate } from "../../src/validate/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { acceptIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { SWORN, WOUNDED } from "./fixtures/conditions.js";
import { base, FOES, wielder } from "./fixtures/item-attacks.js";
import { fighterTurn, resultOf } from "./fixtures/strike.js";
import { strikesDoc } from "./fixtures/strikes.js";

const OATHBOW = {
  id: "oathbow",
  name: "Oathbow",
  tags: ["weapon", "magical"],
  attack: {
    range: { normal: 150, long: 600 },
    damage: "1d8",
    damageType: "piercing",
    ability: "dex",
    onHit: [{ condition: "sworn" }],
    against: [{ marked: "sworn", mode: "advantage", ignoresCover: true, ignoresLongRange: true }],
    plus: [{ dice: "3d6", type: "piercing", marked: "sworn" }],
  },
};

/** The fixture with the oathbow written in; `change` edits the bow's attack first. */
function oathbowDoc(change: (attack: Record<string, unknown>) => Record<string, unknown> = (a) => a) {
  return {
    ...base,
    combat: { ...base.combat, conditions: [...base.combat.conditions, WOUNDED, SWORN] },
    catalogs: {
      ...base.catalogs,
      gear: {
        ...base.catalogs.gear,
        entries: [...base.catalogs.gear.entries, { ...OATHBOW, attack: change(OATHBOW.attack) }],
      },
      monsters: { ...base.catalogs.monsters, entries: [...base.catalogs.monsters.entries, ...FOES] },
    },
  };
}

let rules: RulesetDoc;
const archer = () => wielder("oathbow");
const shot = (target: string) => ({ option: "use:gear/oathbow", targets: [target] });
const swear =
  (who: string, by = "Fighter") =>
  (s: CombatState) => {
    s.combatants[who]!.conditions.push({ id: "sworn", source: by });
  };
/** The first attack's roll mode and the damage types (with their dice) the step dealt. */
const modeOf = (events: ReturnType<typeof of>) => (of(events, "attack")[0] as { d20: { mode: string } }).d20.mode;
const dealt = (events: ReturnType<typeof of>) => of(events, "damage").map((d) => d.dice?.expr);

describe("1.189 marked targets: the oathbow's sworn enemy", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(oathbowDoc());
  });

  it("a hit swears the target; the next shot at it rolls with advantage and deals an extra 3d6 piercing", () => {
    for (let seed = 1; seed < 400; seed++) {
      const s = fighterTurn(rules, archer(), ["monsters/guard"], seed, (x) => {
        x.combatants["Guard 1"]!.hp = 500;
      });
      const first = acceptIn(rules, s, shot("Guard 1"));
      if (resultOf(first.events) !== "hit") continue;
      expect(modeOf(first.events)).toBe("normal");
      expect(dealt(first.events)).toEqual(["1d8 + 2"]);
      const held = first.state.combatants["Guard 1"]!.conditions.filter((c) => c.id === "sworn");
      expect(held.map((c) => c.source)).toEqual(["Fighter"]);
      const again = structuredClone(first.state);
      again.combatants["Fighter"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
      const second = acceptIn(rules, again, shot("Guard 1"));
      expect(modeOf(second.events)).toBe("advantage");
      if (resultOf(second.events) !== "hit") continue;
      expect(dealt(second.events)).toEqual(["1d8 + 2", "3d6"]);
      expect(of(second.events, "damage").map((d) => d.type)).toEqual(["piercing", "piercing"]);
      return;
    }
    throw new Error("no seed gave two hits");
  });

  it("only the wielder's own mark counts: a foe sworn by someone else is shot as any other", () => {
    for (let seed = 1; seed < 400; seed++) {
      const s = fighterTurn(rules, archer(), ["monsters/guard"], seed, swear("Guard 1", "Someone"));
      const step = acceptIn(rules, s, shot("Guard 1"));
      expect(modeOf(step.events)).toBe("normal");
      if (resultOf(step.events) !== "hit") continue;
      expect(dealt(step.events)).toEqual(["1d8 + 2"]);
      return;
    }
    throw new Error("no hit");
  });

  it("a mark suppressed for now does not count", () => {
    const s = fighterTurn(rules, archer(), ["monsters/guard"], 1, (x) => {
      x.combatants["Guard 1"]!.conditions.push({ id: "sworn", source: "Fighter", suppressed: true });
    });
    expect(modeOf(acceptIn(rules, s, shot("Guard 1")).events)).toBe("normal");
  });

  it("swearing another foe moves the mark: the first foe is no longer the bow's enemy", () => {
    for (let seed = 1; seed < 400; seed++) {
      const s = fighterTurn(rules, archer(), ["monsters/guard", "monsters/guard"], seed, swear("Guard 1"));
      const step = acceptIn(rules, s, shot("Guard 2"));
      if (resultOf(step.events) !== "hit") continue;
      expect(step.state.combatants["Guard 1"]!.conditions.map((c) => c.id)).not.toContain("sworn");
      const next = structuredClone(step.state);
      next.combatants["Fighter"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
      expect(modeOf(acceptIn(rules, next, shot("Guard 1")).events)).toBe("normal");
      expect(modeOf(acceptIn(rules, next, shot("Guard 2")).events)).toBe("advantage");
      return;
    }
    throw new Error("no hit");
  });
});

describe("1.189 marked targets on a board: cover and long range", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(oathbowDoc());
  });

  /** The fighter at (0, 4), a guard at `at`, and another guard standing in between at (3, 4) when `screened`. */
  const placed = (at: [number, number], screened: boolean, sworn: boolean) =>
    fighterTurn(
      rules,
      archer(),
      ["monsters/guard", "monsters/guard"],
      1,
      (s) => {
        s.combatants["Fighter"]!.at = [0, 4];
        s.combatants["Guard 1"]!.at = at;
        s.combatants["Guard 2"]!.at = screened ? [3, 4] : [0, 9];
        if (sworn) swear("Guard 1")(s);
      },
      true,
    );
  const coverOfShot = (s: CombatState) =>
    (of(acceptIn(rules, s, shot("Guard 1")).events, "attack")[0] as { cover?: string }).cover;

  it("a guard behind another has cover against the bow, but not once it is the sworn enemy", () => {
    expect(coverOfShot(placed([6, 4], true, false))).toBe("half");
    expect(coverOfShot(placed([6, 4], true, true))).toBeUndefined();
  });

  it("the sworn enemy's cover is ignored in the director's estimate too", () => {
    const hit = (sworn: boolean, screened = true) => {
      const s = placed([6, 4], screened, sworn);
      const scene = makeScene(rules, s, options(rules, s));
      const me = s.combatants["Fighter"]!;
      const bow = usesOf(rules, s, me).find((u) => u.id === "gear/oathbow")!;
      return expectUse(scene, me, bow, s.combatants["Guard 1"]!);
    };
    // Advantage and no cover against the sworn enemy: a likelier hit, and 3d6 more on it.
    expect(hit(true).hitMean).toBeGreaterThan(hit(false).hitMean + 10);
    expect(hit(true).land).toBeGreaterThan(hit(false).land + 0.1);
    // The guard in between changes nothing against the sworn enemy, and does against anyone else.
    expect(hit(true).land).toBeCloseTo(hit(true, false).land, 10);
    expect(hit(false).land).toBeLessThan(hit(false, false).land - 0.05);
  });

  it("beyond the bow's normal range a foe is shot with disadvantage, the sworn enemy without it", () => {
    // The board is 12 cells wide; with 5 feet a cell, put the normal range below the distance by writing a
    // shorter bow: 30 feet normal, 600 long.
    const short = loadedDoc(oathbowDoc((a) => ({ ...a, range: { normal: 30, long: 600 } })));
    const at = (sworn: boolean) =>
      fighterTurn(
        short,
        archer(),
        ["monsters/guard"],
        1,
        (s) => {
          s.combatants["Fighter"]!.at = [0, 4];
          s.combatants["Guard 1"]!.at = [10, 4];
          if (sworn) swear("Guard 1")(s);
        },
        true,
      );
    const mode = (sworn: boolean) => modeOf(acceptIn(short, at(sworn), shot("Guard 1")).events);
    expect(mode(false)).toBe("disadvantage");
    // Advantage from the oath, and no disadvantage from the distance.
    expect(mode(true)).toBe("advantage");
  });
});

describe("1.189 the director weighs the mark", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(oathbowDoc());
  });

  it("of two like foes it shoots its sworn enemy", () => {
    for (const sworn of ["Guard 1", "Guard 2"]) {
      const s = fighterTurn(rules, archer(), ["monsters/guard", "monsters/guard"], 1, swear(sworn));
      const choice = direct(rules, s);
      expect(choice.option).toBe("use:gear/oathbow");
      expect(choice.targets).toEqual([sworn]);
    }
  });
});

describe("1.189 marked targets: validation", () => {
  const issues = (change: (attack: Record<string, unknown>) => Record<string, unknown>, api?: string) => {
    const doc = oathbowDoc(change);
    if (api) doc.capabilityApi = api;
    return validate(doc).issues.map((i) => [i.path.replace(/entries\[\d+\]/, "entries[n]"), i.code]);
  };
  const at = "catalogs.gear.entries[n].attack";

  it("the oathbow as written loads", () => {
    expect(issues((a) => a)).toEqual([]);
  });

  it("`marked` names a combat condition", () => {
    expect(issues((a) => ({ ...a, against: [{ marked: "oath" }] }))).toEqual([
      [`${at}.against[0].marked`, "bad-reference"],
    ]);
    expect(issues((a) => ({ ...a, plus: [{ dice: "3d6", type: "piercing", marked: "oath" }] }))).toEqual([
      [`${at}.plus[0].marked`, "bad-reference"],
    ]);
  });

  it("`mode` is advantage or disadvantage; `ignoresCover` and `ignoresLongRange` are true or false", () => {
    expect(issues((a) => ({ ...a, against: [{ marked: "sworn", mode: "double" }] }))).toEqual([
      [`${at}.against[0].mode`, "out-of-range"],
    ]);
    expect(issues((a) => ({ ...a, against: [{ marked: "sworn", ignoresCover: "yes" }] }))).toEqual([
      [`${at}.against[0].ignoresCover`, "wrong-type"],
    ]);
    expect(issues((a) => ({ ...a, against: [{ marked: "sworn", ignoresLongRange: 1 }] }))).toEqual([
      [`${at}.against[0].ignoresLongRange`, "wrong-type"],
    ]);
  });

  it("the keys need 1.189", () => {
    const found = issues((a) => a, "1.188");
    for (const key of ["against[0].marked", "against[0].mode", "against[0].ignoresCover", "plus[0].marked"])
      expect(found).toContainEqual([`${at}.${key}`, "needs-version"]);
  });

  it("a creature action's `ability` names an ability of the sheet, from 1.189", () => {
    const codes = (ability: string, api?: string) => {
      const doc = strikesDoc({ duergarAbility: ability });
      if (api) doc.capabilityApi = api;
      return validate(doc)
        .issues.filter((i) => /actions\[\d+\]\.ability$/.test(i.path))
        .map((i) => i.code);
    };
    expect(codes("str")).toEqual([]);
    expect(codes("luck")).toEqual(["bad-reference"]);
    expect(codes("str", "1.188")).toEqual(["needs-version"]);
  });
});
