// 1.400 — Hanging on with 1 health (with 1.320's creature `hangsOn`): "Undead Fortitude is the zombie's {"save":
// {"save": "con_save", "difficulty": 5, "plusDamage": true}, "notFrom": ["radiant"], "notCritical": true}; the boar's
// Relentless is {"uses": 1, "dealtAtMost": 7}; Relentless Endurance is a half-orc combat level with {"spends":
// "relentless_endurance"}, spending a pool of a single point that a long rest refills; Relentless Rage is the raging
// condition's {"save": {"save": "con_save", "difficulty": 10, "raisedBy": 5, "tally": "relentless_rage"}}. Effects that
// kill outright can never be hung on against."
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CombatEvent,
  type CombatState,
  formatEvent,
  namesFor,
  options,
  type Step,
  settleSheets,
  startCombat,
} from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn as accept, endUntilIn, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

let ruleset: RulesetDoc;
const FIGHTER = "Bram (Fighter 1)";
const CLERIC = "Hale (Cleric 1)";

type Srd = { capabilityApi: string; sheet: { live: { pools: unknown[] } }; combat: { conditions: unknown[] } } & Record<
  string,
  unknown
>;
const srdCopy = () => structuredClone(srd5e) as unknown as Srd;

const of = <T extends CombatEvent["t"]>(events: readonly CombatEvent[], t: T) =>
  events.filter((e): e is Extract<CombatEvent, { t: T }> => e.t === t);

/** `who` uses the option labelled `name` on `target`, over seeds, until `until` says the step is the one wanted. */
function over(
  rules: RulesetDoc,
  setup: { party: SheetData[]; enemies: string[] },
  who: string,
  name: string,
  target: string,
  adjust: (s: CombatState) => void,
  until: (step: Step) => boolean,
): Step {
  for (let seed = 1; seed < 300; seed++) {
    const start = startCombat(rules, { seed, ...setup, noBoard: true }).state;
    const s = turnIn(start, who, adjust);
    const o = options(rules, s).find((x) => x.kind === "use" && x.label.includes(name));
    if (!o) throw new Error(`${who} has no ${name}`);
    const step = accept(rules, s, { option: o.id, targets: [target] });
    if (until(step)) return step;
  }
  throw new Error(`${who}'s ${name} never gave the step wanted`);
}

const fighterOnZombie = (until: (step: Step) => boolean, rules = ruleset) =>
  over(
    rules,
    { party: [srd5eCharacter("fighter-1")], enemies: ["creatures/zombie"] },
    FIGHTER,
    "Greatsword",
    "Zombie 1",
    (s) => {
      s.combatants["Zombie 1"]!.hp = 2;
    },
    until,
  );

const attackResult = (step: Step) => of(step.events, "attack")[0]?.result;

describe("1.400 hanging on: the SRD zombie's Undead Fortitude", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  it("a blow that drops it to 0 calls for a Constitution save against 5 + the damage; a success leaves it at 1", () => {
    const step = fighterOnZombie((s) => of(s.events, "save").some((e) => e.success));
    const taken = of(step.events, "damage")[0]!.taken;
    expect(of(step.events, "save")[0]).toMatchObject({ who: "Zombie 1", save: "con_save", difficulty: 5 + taken });
    expect(step.state.combatants["Zombie 1"]).toMatchObject({ hp: 1, status: "standing" });
    const hung = of(step.events, "hangs-on")[0]!;
    expect(hung).toEqual({ t: "hangs-on", who: "Zombie 1", by: "Undead Fortitude" });
    expect(formatEvent(hung, namesFor(ruleset, step.state))).toBe("Zombie 1 hangs on at 1 hp (Undead Fortitude)");
    expect(of(step.events, "dead")).toEqual([]);
  });

  it("a failed save lets it fall", () => {
    const step = fighterOnZombie((s) => of(s.events, "save").some((e) => !e.success));
    expect(step.state.combatants["Zombie 1"]!.status).toBe("dead");
    expect(of(step.events, "hangs-on")).toEqual([]);
  });

  it("never against a critical hit: no save is rolled", () => {
    const step = fighterOnZombie((s) => attackResult(s) === "critical");
    expect(of(step.events, "save")).toEqual([]);
    expect(step.state.combatants["Zombie 1"]!.status).toBe("dead");
  });

  it("never against radiant damage: the cleric's Sacred Flame ends it", () => {
    const step = over(
      ruleset,
      { party: [srd5eCharacter("cleric-1")], enemies: ["creatures/zombie"] },
      CLERIC,
      "Sacred Flame",
      "Zombie 1",
      (s) => {
        s.combatants["Zombie 1"]!.hp = 1;
      },
      (s) => of(s.events, "damage").length > 0,
    );
    expect(of(step.events, "save").filter((e) => e.save === "con_save")).toEqual([]);
    expect(step.state.combatants["Zombie 1"]!.status).toBe("dead");
  });

  it("the same save again on a later drop: successes are counted, never limited", () => {
    const again = over(
      ruleset,
      { party: [srd5eCharacter("fighter-1")], enemies: ["creatures/zombie"] },
      FIGHTER,
      "Greatsword",
      "Zombie 1",
      (s) => {
        s.combatants["Zombie 1"]!.hp = 2;
        s.combatants["Zombie 1"]!.hungOn = { creature: 3 };
      },
      (s) => of(s.events, "save").some((e) => e.success),
    );
    expect(again.state.combatants["Zombie 1"]).toMatchObject({ hp: 1, hungOn: { creature: 4 } });
  });
});

describe("1.400 hanging on: the SRD boar's Relentless", () => {
  const boarFight = (hp: number, until: (step: Step) => boolean, hungOn?: number) =>
    over(
      ruleset,
      { party: [srd5eCharacter("fighter-1")], enemies: ["creatures/boar"] },
      FIGHTER,
      "Greatsword",
      "Boar 1",
      (s) => {
        s.combatants["Boar 1"]!.hp = hp;
        if (hungOn !== undefined) s.combatants["Boar 1"]!.hungOn = { creature: hungOn };
      },
      until,
    );

  it("7 damage or less that would drop it to 0 leaves it at 1, no save", () => {
    const step = boarFight(2, (s) => {
      const d = of(s.events, "damage")[0];
      return !!d && d.taken <= 7;
    });
    expect(step.state.combatants["Boar 1"]).toMatchObject({ hp: 1, status: "standing", hungOn: { creature: 1 } });
    expect(of(step.events, "save")).toEqual([]);
    expect(of(step.events, "hangs-on")[0]).toMatchObject({ by: "Relentless" });
  });

  it("a blow of more than 7 fells it", () => {
    const step = boarFight(2, (s) => (of(s.events, "damage")[0]?.taken ?? 0) > 7);
    expect(step.state.combatants["Boar 1"]!.status).toBe("dead");
    expect(of(step.events, "hangs-on")).toEqual([]);
  });

  it("once a fight: used once, the next drop fells it", () => {
    const step = boarFight(2, (s) => (of(s.events, "damage")[0]?.taken ?? 99) <= 7, 1);
    expect(step.state.combatants["Boar 1"]!.status).toBe("dead");
  });
});

describe("1.400 hanging on: Relentless Endurance, the SRD half-orc's combat level", () => {
  const halfOrc = () => {
    const sheet = srd5eCharacter("fighter-1");
    return { ...sheet, fields: { ...sheet.fields, half_orc: 1 } } as SheetData;
  };

  /** A zombie's slam drops the half-orc fighter to 0 from 1 health. */
  const slammed = (sheet: SheetData, until: (step: Step) => boolean = (s) => of(s.events, "damage").length > 0) =>
    over(
      ruleset,
      { party: [sheet], enemies: ["creatures/zombie"] },
      "Zombie 1",
      "Slam",
      FIGHTER,
      (s) => {
        s.combatants[FIGHTER]!.hp = 1;
      },
      until,
    );

  it("drops to 1 instead, spending the one point of its pool; the fight's end writes the pool back", () => {
    const step = slammed(halfOrc());
    expect(step.state.combatants[FIGHTER]).toMatchObject({ hp: 1, status: "standing" });
    expect(step.state.combatants[FIGHTER]!.pools.relentless_endurance).toBe(0);
    const hung = of(step.events, "hangs-on")[0]!;
    expect(hung).toEqual({
      t: "hangs-on",
      who: FIGHTER,
      by: "Relentless Endurance",
      spent: { pool: "relentless_endurance", left: 0 },
    });
    expect(formatEvent(hung, namesFor(ruleset, step.state))).toBe(
      `${FIGHTER} hangs on at 1 hp (Relentless Endurance); 0 Relentless Endurance left`,
    );
    const settled = settleSheets(ruleset, step.state)[FIGHTER]!;
    expect(settled.live?.pools?.relentless_endurance).toBe(0);
    // A short rest does not refill it; a long rest does.
    const short = Sheet.of(ruleset, settled).rest("short");
    if (!short.ok) throw new Error(short.message);
    expect(short.sheet.pool("relentless_endurance").value).toBe(0);
    const long = Sheet.of(ruleset, settled).rest("long");
    if (!long.ok) throw new Error(long.message);
    expect(long.sheet.pool("relentless_endurance").value).toBe(1);
  });

  it("once the pool is empty it no longer works: the fighter falls dying", () => {
    const spent = { ...halfOrc(), live: { pools: { relentless_endurance: 0 } } } as SheetData;
    const step = slammed(spent);
    expect(step.state.combatants[FIGHTER]!.status).toBe("dying");
    expect(of(step.events, "hangs-on")).toEqual([]);
  });

  it("a sheet without the level falls as before", () => {
    const step = slammed(srd5eCharacter("fighter-1"));
    expect(step.state.combatants[FIGHTER]!.status).toBe("dying");
  });

  it("an effect that kills outright cannot be hung on against: massive damage", () => {
    const doc = srdCopy();
    const combat = doc.combat as unknown as { dying: Record<string, unknown> };
    combat.dying = { ...combat.dying, massive: true };
    const rules = loadedDoc(doc);
    const step = over(
      rules,
      { party: [halfOrc()], enemies: ["creatures/zombie"] },
      "Zombie 1",
      "Slam",
      FIGHTER,
      (s) => {
        s.combatants[FIGHTER]!.hp = 1;
        s.combatants[FIGHTER]!.maxHp = 3;
      },
      (s) => (of(s.events, "damage")[0]?.taken ?? 0) >= 4,
    );
    expect(of(step.events, "dead")[0]).toMatchObject({ who: FIGHTER, why: "massive" });
    expect(of(step.events, "hangs-on")).toEqual([]);
    expect(step.state.combatants[FIGHTER]!.pools.relentless_endurance).toBe(1);
  });
});

describe("1.400 hanging on: Relentless Rage, the raging condition's", () => {
  /** The SRD with a raging condition whose save is raised 5 for each success tallied in a pool of 10. */
  const rageRules = () => {
    const doc = srdCopy();
    doc.sheet.live.pools.push({
      id: "relentless_rage",
      label: "Relentless Rage",
      max: { const: 10 },
      recharge: { rests: ["short", "long"] },
    });
    doc.combat.conditions.push({
      id: "raging",
      label: "Raging",
      hangsOn: {
        save: { save: "con_save", difficulty: 10, raisedBy: 5, tally: "relentless_rage" },
        label: "Relentless Rage",
      },
    });
    return loadedDoc(doc);
  };

  const raging = (spent: number): SheetData => {
    const sheet = srd5eCharacter("fighter-1");
    return { ...sheet, live: { conditions: ["raging"], pools: { relentless_rage: 10 - spent } } } as SheetData;
  };

  const slam = (rules: RulesetDoc, sheet: SheetData, until: (step: Step) => boolean) =>
    over(
      rules,
      { party: [sheet], enemies: ["creatures/zombie"] },
      "Zombie 1",
      "Slam",
      FIGHTER,
      (s) => {
        s.combatants[FIGHTER]!.hp = 1;
      },
      until,
    );

  it("DC 10 first; a success spends 1 of the tally and leaves the raging fighter at 1", () => {
    const rules = rageRules();
    const step = slam(rules, raging(0), (s) => of(s.events, "save").some((e) => e.success));
    expect(of(step.events, "save")[0]).toMatchObject({ save: "con_save", difficulty: 10, why: "Relentless Rage" });
    expect(step.state.combatants[FIGHTER]).toMatchObject({ hp: 1, status: "standing" });
    expect(step.state.combatants[FIGHTER]!.pools.relentless_rage).toBe(9);
  });

  it("raised by 5 for each earlier success, counted by what was spent of the pool, also across fights", () => {
    const rules = rageRules();
    const step = slam(rules, raging(2), (s) => of(s.events, "save").length > 0);
    expect(of(step.events, "save")[0]!.difficulty).toBe(20);
    const failed = slam(rules, raging(2), (s) => of(s.events, "save").some((e) => !e.success));
    expect(failed.state.combatants[FIGHTER]!.status).toBe("dying");
    expect(failed.state.combatants[FIGHTER]!.pools.relentless_rage).toBe(8);
  });

  it("the count starts over once a rest refills the pool", () => {
    const rules = rageRules();
    const rested = Sheet.of(rules, raging(3)).rest("short");
    if (!rested.ok) throw new Error(rested.message);
    const step = slam(rules, rested.sheet.data, (s) => of(s.events, "save").length > 0);
    expect(of(step.events, "save")[0]!.difficulty).toBe(10);
  });

  it("without the condition, nothing holds", () => {
    const rules = rageRules();
    const sheet = { ...raging(0), live: { pools: { relentless_rage: 10 } } } as SheetData;
    const step = slam(rules, sheet, (s) => of(s.events, "damage").length > 0);
    expect(step.state.combatants[FIGHTER]!.status).toBe("dying");
    expect(of(step.events, "save")).toEqual([]);
  });
});

describe("1.320 hanging on: extraTurn", () => {
  it("it stays up at 1 until the end of its next turn, then falls", () => {
    const doc = srdCopy();
    const creatures = (doc.catalogs as { creatures: { entries: Record<string, unknown>[] } }).creatures;
    const boar = creatures.entries.find((e) => e.id === "boar")!;
    boar.hangsOn = { uses: 1, extraTurn: true, label: "Last Charge" };
    const rules = loadedDoc(doc);
    const step = over(
      rules,
      { party: [srd5eCharacter("fighter-1")], enemies: ["creatures/boar"] },
      FIGHTER,
      "Greatsword",
      "Boar 1",
      (s) => {
        s.combatants["Boar 1"]!.hp = 2;
      },
      (s) => of(s.events, "damage").length > 0,
    );
    expect(of(step.events, "hangs-on")[0]).toEqual({
      t: "hangs-on",
      who: "Boar 1",
      by: "Last Charge",
      untilTurnEnd: true,
    });
    expect(formatEvent(of(step.events, "hangs-on")[0]!, namesFor(rules, step.state))).toBe(
      "Boar 1 hangs on at 1 hp (Last Charge) until the end of its next turn",
    );
    // The boar's turn comes: it can still act; when it ends, it falls.
    const boarTurn = endUntilIn(rules, step, "Boar 1");
    expect(boarTurn.state.combatants["Boar 1"]).toMatchObject({ hp: 1, status: "standing" });
    const ended = accept(rules, boarTurn.state, { option: "end" });
    expect(of(ended.events, "hung-on-ends")).toEqual([{ t: "hung-on-ends", who: "Boar 1" }]);
    expect(ended.state.combatants["Boar 1"]!.status).toBe("dead");
  });
});

describe("1.400 the director", () => {
  it("finishes a zombie that would hang on with radiant damage rather than a blow it saves against", () => {
    const pick = (rules: RulesetDoc) => {
      const start = startCombat(rules, {
        seed: 3,
        party: [srd5eCharacter("cleric-1")],
        enemies: ["creatures/zombie"],
        noBoard: true,
      }).state;
      const s = turnIn(start, CLERIC, (x) => {
        x.combatants["Zombie 1"]!.hp = 3;
        x.combatants["Zombie 1"]!.at = undefined;
      });
      const choice = direct(rules, s);
      const o = options(rules, s).find((x) => x.id === choice.option)!;
      return o.label;
    };
    // The same zombie without Undead Fortitude is struck with the mace: the director's own ways prefer it.
    const plain = srdCopy();
    const zombie = (plain.catalogs as { creatures: { entries: Record<string, unknown>[] } }).creatures.entries.find(
      (e) => e.id === "zombie",
    )!;
    delete zombie.hangsOn;
    expect(pick(loadedDoc(plain))).toContain("Mace");
    expect(pick(ruleset)).toContain("Sacred Flame");
  });
});

describe("1.400 validation", () => {
  const issuesWith = (
    place: "condition" | "level",
    hangsOn: unknown,
    capabilityApi = (srd5e as unknown as { capabilityApi: string }).capabilityApi,
  ) => {
    const doc = srdCopy();
    doc.capabilityApi = capabilityApi;
    if (place === "condition") doc.combat.conditions.push({ id: "holding", label: "Holding", hangsOn });
    else
      (doc.combat as unknown as { levels: unknown[] }).levels.push({ derived: "half_orc_relentless", at: 1, hangsOn });
    return validate(doc).issues.map((i) => `${i.path.replace(/.*(hangsOn.*)/, "$1")} ${i.code}`);
  };

  it("accepts the reference's examples on conditions and levels", () => {
    expect(
      issuesWith("condition", { save: { save: "con_save", difficulty: 10, raisedBy: 5, tally: "hit_dice" } }),
    ).toEqual([]);
    expect(issuesWith("level", { spends: "relentless_endurance" })).toEqual([]);
  });

  it("needs uses, spends or save, on a level too", () => {
    expect(issuesWith("level", { label: "Stubborn" })).toEqual(["hangsOn missing"]);
  });

  it("names pools the ruleset declares", () => {
    expect(issuesWith("level", { spends: "grit" })).toEqual(["hangsOn.spends bad-reference"]);
    expect(issuesWith("condition", { save: { save: "con_save", difficulty: 10, tally: "grit" } })).toEqual([
      "hangsOn.save.tally bad-reference",
    ]);
  });

  it("on a condition only from 1.400; whileHolding (1.404) names conditions", () => {
    expect(issuesWith("condition", { uses: 1 }, "1.399")).toContain("hangsOn needs-version");
    expect(issuesWith("condition", { uses: 1, whileHolding: ["holding"] })).toEqual([]);
    expect(issuesWith("condition", { uses: 1, whileHolding: ["raging"] })).toEqual([
      "hangsOn.whileHolding[0] bad-reference",
    ]);
  });
});
