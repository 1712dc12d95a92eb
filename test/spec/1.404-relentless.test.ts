// 1.404 — Spending list-row pools and hanging on only while raging: "`hangsOn`'s `spends`, and its save's `tally`,
// can name a list-row pool by name, as well as a declared pool by ID: the half-orc's Relentless Endurance is written
// {"spends": "Relentless Endurance"}, spending from its counter row (a row that a catalog entry writes into a list
// that has pools; any other name is rejected). `whileHolding` limits hanging on to while the holder has one of the
// listed conditions: Relentless Rage is a condition kept up by its feature, with {"whileHolding": ["raging"], "save":
// {"save": "con_save", "difficulty": 10, "raisedBy": 5, "tally": "Relentless Rage"}}."
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
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn as accept, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

const FIGHTER = "Bram (Fighter 1)";

type Doc = {
  capabilityApi: string;
  combat: { conditions: unknown[]; levels: { hangsOn?: unknown; derived: string }[] };
  catalogs: { features: { entries: unknown[] } };
};

const of = <T extends CombatEvent["t"]>(events: readonly CombatEvent[], t: T) =>
  events.filter((e): e is Extract<CombatEvent, { t: T }> => e.t === t);

/** The SRD with Relentless Endurance spending a counter row by name, and Relentless Rage kept on by its feature,
 * hanging on only while raging and tallied in its own counter row (refilled by a short or long rest). */
function relentlessDoc(): Doc {
  const doc = structuredClone(srd5e) as unknown as Doc;
  const level = doc.combat.levels.find((l) => l.derived === "half_orc_relentless")!;
  level.hangsOn = { spends: "Relentless Endurance", label: "Relentless Endurance" };
  doc.combat.conditions.push(
    { id: "raging", label: "Raging" },
    {
      id: "relentless-rage",
      label: "Relentless Rage",
      hangsOn: {
        whileHolding: ["raging"],
        save: { save: "con_save", difficulty: 10, raisedBy: 5, tally: "Relentless Rage" },
        label: "Relentless Rage",
      },
    },
  );
  doc.catalogs.features.entries.push(
    {
      id: "relentless-endurance",
      name: "Relentless Endurance",
      row: { list: "features", values: { name: "Relentless Endurance", uses: 1, recharge: "long" } },
    },
    {
      id: "rage",
      name: "Rage",
      mechanics: {
        kind: "buff",
        budget: "bonus",
        targets: "self",
        applies: [{ condition: "raging", duration: { rounds: 10 } }],
      },
    },
    {
      id: "relentless-rage",
      name: "Relentless Rage",
      mechanics: { kind: "utility", keepsOn: ["relentless-rage"] },
      row: { list: "features", values: { name: "Relentless Rage", uses: 20, recharge: "short" } },
    },
  );
  return doc;
}

let ruleset: RulesetDoc;

/** `who` uses `name` on `target` over seeds until `until` holds. */
function over(
  setup: { party: SheetData[]; enemies: string[] },
  who: string,
  name: string,
  target: string,
  adjust: (s: CombatState) => void,
  until: (step: Step) => boolean,
): Step {
  for (let seed = 1; seed < 300; seed++) {
    const s = turnIn(startCombat(ruleset, { seed, ...setup, noBoard: true }).state, who, adjust);
    const o = options(ruleset, s).find((x) => x.kind === "use" && x.label.includes(name))!;
    const step = accept(ruleset, s, { option: o.id, targets: [target] });
    if (until(step)) return step;
  }
  throw new Error(`${who}'s ${name} never gave the step wanted`);
}

const slammed = (sheet: SheetData, until: (step: Step) => boolean = (s) => of(s.events, "damage").length > 0) =>
  over(
    { party: [sheet], enemies: ["creatures/zombie"] },
    "Zombie 1",
    "Slam",
    FIGHTER,
    (s) => {
      s.combatants[FIGHTER]!.hp = 1;
    },
    until,
  );

describe("1.404 Relentless Endurance spending its counter row by name", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(relentlessDoc());
  });

  const halfOrc = (used = 0): SheetData => {
    const sheet = srd5eCharacter("fighter-1");
    return {
      ...sheet,
      fields: { ...sheet.fields, half_orc: 1 },
      lists: { ...sheet.lists, features: [{ entry: "features/relentless-endurance", used }] },
    } as SheetData;
  };

  it("drops to 1 instead, spending the row's one use; the fight's end marks it used; a long rest gives it back", () => {
    const step = slammed(halfOrc());
    expect(step.state.combatants[FIGHTER]).toMatchObject({ hp: 1, status: "standing" });
    const hung = of(step.events, "hangs-on")[0]!;
    expect(hung).toEqual({
      t: "hangs-on",
      who: FIGHTER,
      by: "Relentless Endurance",
      spent: { pool: "Relentless Endurance", left: 0 },
    });
    expect(formatEvent(hung, namesFor(ruleset, step.state))).toBe(
      `${FIGHTER} hangs on at 1 hp (Relentless Endurance); 0 Relentless Endurance left`,
    );
    const settled = settleSheets(ruleset, step.state)[FIGHTER]!;
    expect(settled.lists?.features?.[0]).toMatchObject({ entry: "features/relentless-endurance", used: 1 });
    const short = Sheet.of(ruleset, settled).rest("short");
    if (!short.ok) throw new Error(short.message);
    expect(short.sheet.data.lists?.features?.[0]?.used).toBe(1);
    const long = Sheet.of(ruleset, settled).rest("long");
    if (!long.ok) throw new Error(long.message);
    expect(long.sheet.data.lists?.features?.[0]?.used ?? 0).toBe(0);
  });

  it("once the row is used up it no longer works", () => {
    const step = slammed(halfOrc(1));
    expect(step.state.combatants[FIGHTER]!.status).toBe("dying");
    expect(of(step.events, "hangs-on")).toEqual([]);
  });

  it("any other name is rejected; a declared pool's id still loads", () => {
    const bad = relentlessDoc();
    bad.combat.levels.find((l) => l.derived === "half_orc_relentless")!.hangsOn = { spends: "Relentless Fury" };
    const issues = validate(bad).issues.filter((i) => i.capability === "1.404");
    expect(issues.map((i) => [i.path.replace(/\[\d+\]/, "[n]"), i.code])).toEqual([
      ["combat.levels[n].hangsOn.spends", "bad-reference"],
    ]);
    const byId = relentlessDoc();
    byId.combat.levels.find((l) => l.derived === "half_orc_relentless")!.hangsOn = { spends: "relentless_endurance" };
    expect(validate(byId).issues).toEqual([]);
  });

  it("a list-row pool by name needs 1.404", () => {
    const old = relentlessDoc();
    old.capabilityApi = "1.400";
    const codes = validate(old)
      .issues.filter((i) => i.path.endsWith("hangsOn.spends") || i.path.endsWith("tally"))
      .map((i) => i.code);
    expect(codes).toContain("needs-version");
  });
});

describe("1.404 Relentless Rage: kept on by its feature, hanging on only while raging", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(relentlessDoc());
  });

  const barbarian = (used = 0): SheetData => {
    const sheet = srd5eCharacter("fighter-1");
    return {
      ...sheet,
      lists: {
        ...sheet.lists,
        features: [{ entry: "features/rage" }, { entry: "features/relentless-rage", used }],
      },
    } as SheetData;
  };

  /** The fighter rages through its menu (a bonus action), then the zombie slams it from 1 health. */
  function ragedThenSlammed(sheet: SheetData, until: (step: Step) => boolean): Step {
    for (let seed = 1; seed < 300; seed++) {
      const s = turnIn(
        startCombat(ruleset, { seed, party: [sheet], enemies: ["creatures/zombie"], noBoard: true }).state,
        FIGHTER,
      );
      const rage = options(ruleset, s).find((o) => o.label === "Rage")!;
      const raged = accept(ruleset, s, { option: rage.id, targets: [FIGHTER] });
      const t = turnIn(raged.state, "Zombie 1", (x) => {
        x.combatants[FIGHTER]!.hp = 1;
      });
      const slam = options(ruleset, t).find((o) => o.kind === "use" && o.label === "Slam")!;
      const step = accept(ruleset, t, { option: slam.id, targets: [FIGHTER] });
      if (until(step)) return step;
    }
    throw new Error("never the step wanted");
  }

  it("raging, a DC 10 Constitution save leaves it at 1, tallied in its row", () => {
    const step = ragedThenSlammed(barbarian(), (s) => of(s.events, "save").some((e) => e.success));
    expect(of(step.events, "save")[0]).toMatchObject({ save: "con_save", difficulty: 10, why: "Relentless Rage" });
    expect(step.state.combatants[FIGHTER]).toMatchObject({ hp: 1, status: "standing" });
    const settled = settleSheets(ruleset, step.state)[FIGHTER]!;
    expect(settled.lists?.features?.[1]).toMatchObject({ entry: "features/relentless-rage", used: 1 });
  });

  it("raised by 5 for each success its row tallies; a short rest starts the count over", () => {
    const step = ragedThenSlammed(barbarian(2), (s) => of(s.events, "save").length > 0);
    expect(of(step.events, "save")[0]!.difficulty).toBe(20);
    const rested = Sheet.of(ruleset, barbarian(2)).rest("short");
    if (!rested.ok) throw new Error(rested.message);
    const again = ragedThenSlammed(rested.sheet.data, (s) => of(s.events, "save").length > 0);
    expect(of(again.events, "save")[0]!.difficulty).toBe(10);
  });

  it("not raging, it does not hang on: no save", () => {
    const step = slammed(barbarian());
    expect(step.state.combatants[FIGHTER]!.conditions.map((c) => c.id)).toContain("relentless-rage");
    expect(of(step.events, "save")).toEqual([]);
    expect(step.state.combatants[FIGHTER]!.status).toBe("dying");
  });
});
