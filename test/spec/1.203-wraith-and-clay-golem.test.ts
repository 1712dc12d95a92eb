// 1.203 — Reducing maximum health, in a fight: "`"reducesMax": { "save": "con_save", "difficulty": 14 }` on a
// wraith's Life Drain makes the target make that save when the strike lands; on a failure, the damage it takes is
// subtracted from its maximum as well as from its health, and no healing can restore it before a rest. With
// `"lasting": true` (a clay golem's Slam), not even a rest can, only an entry with `unseals`. A target whose maximum
// is brought to 0 this way dies. A sheet keeps the part that no rest can restore in `sealed`, as its pool's
// `lasting`."
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

let ruleset: RulesetDoc;
const FIGHTER = "Bram (Fighter 1)";

type Doc = { capabilityApi: string; catalogs: { creatures: { entries: Record<string, unknown>[] } } } & Record<
  string,
  unknown
>;
const srdCopy = () => structuredClone(srd5e) as unknown as Doc;

const of = <T extends CombatEvent["t"]>(events: readonly CombatEvent[], t: T) =>
  events.filter((e): e is Extract<CombatEvent, { t: T }> => e.t === t);

/** The SRD with a clay golem whose Slam lowers the maximum for good (its other traits left out). */
function withGolem(): RulesetDoc {
  const doc = srdCopy();
  doc.catalogs.creatures.entries.push({
    id: "clay-golem",
    name: "Clay Golem",
    size: "large",
    types: ["construct"],
    defense: 14,
    health: "14d10+56",
    speed: { walk: 20 },
    abilities: { str: 20, dex: 9, con: 18, int: 3, wis: 8, cha: 1 },
    actions: [
      {
        id: "slam",
        name: "Slam",
        budget: "action",
        melee: true,
        reach: 5,
        toHit: 8,
        damage: { dice: "2d10", flat: 5, type: "bludgeoning" },
        reducesMax: { save: "con_save", difficulty: 15, lasting: true },
      },
    ],
  });
  return loadedDoc(doc);
}

/** `attacker` strikes the fighter with `action`, over seeds, until `until` holds for the step. */
function struck(
  rules: RulesetDoc,
  attacker: string,
  creature: string,
  action: string,
  until: (step: Step) => boolean,
  adjust: (s: CombatState) => void = () => {},
  sheet: SheetData = srd5eCharacter("fighter-1"),
): Step {
  for (let seed = 1; seed < 400; seed++) {
    const start = startCombat(rules, { seed, party: [sheet], enemies: [creature], noBoard: true }).state;
    const s = turnIn(start, attacker, (x) => {
      x.combatants[FIGHTER]!.hp = 60;
      x.combatants[FIGHTER]!.maxHp = 60;
      adjust(x);
    });
    const o = options(rules, s).find((x) => x.kind === "use" && x.label.includes(action))!;
    const step = accept(rules, s, { option: o.id, targets: [FIGHTER] });
    if (until(step)) return step;
  }
  throw new Error(`${attacker}'s ${action} never gave the step wanted`);
}

const failedSave = (step: Step) => of(step.events, "save").some((e) => !e.success);
const savedIt = (step: Step) => of(step.events, "save").some((e) => e.success);

describe("1.203 the SRD wraith's Life Drain", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  it("a hit calls for a DC 14 Constitution save; a failure takes the damage off the maximum too", () => {
    const step = struck(ruleset, "Wraith 1", "creatures/wraith", "Life Drain", failedSave);
    const taken = of(step.events, "damage")[0]!.taken;
    expect(of(step.events, "save")[0]).toMatchObject({ who: FIGHTER, save: "con_save", difficulty: 14 });
    const f = step.state.combatants[FIGHTER]!;
    expect(f.maxHp).toBe(60 - taken);
    expect(f.hp).toBe(60 - taken);
    const lowered = of(step.events, "max-lowered")[0]!;
    expect(lowered).toEqual({ t: "max-lowered", who: FIGHTER, source: "Wraith 1", by: taken, max: 60 - taken });
    expect(formatEvent(lowered, namesFor(ruleset, step.state))).toBe(
      `${FIGHTER}'s hit point maximum drops by ${taken} to ${60 - taken} (Wraith 1), until a rest`,
    );
  });

  it("a success leaves the maximum alone", () => {
    const step = struck(ruleset, "Wraith 1", "creatures/wraith", "Life Drain", savedIt);
    expect(step.state.combatants[FIGHTER]!.maxHp).toBe(60);
    expect(of(step.events, "max-lowered")).toEqual([]);
  });

  it("no healing brings the fighter back above the lowered maximum in the fight", () => {
    const step = struck(ruleset, "Wraith 1", "creatures/wraith", "Life Drain", failedSave);
    const max = step.state.combatants[FIGHTER]!.maxHp;
    const s = turnIn(step.state, FIGHTER, (x) => {
      x.combatants[FIGHTER]!.hp = max - 1;
    });
    const potion = options(ruleset, s).find((o) => o.kind === "use" && o.label.includes("Second Wind"))!;
    const healed = accept(ruleset, s, { option: potion.id, targets: [FIGHTER] });
    expect(healed.state.combatants[FIGHTER]!.hp).toBe(max);
  });

  it("the sheet keeps it sealed until a rest: the fight writes `sealed`, a long rest gives it back", () => {
    const sheet = srd5eCharacter("fighter-1");
    const step = struck(ruleset, "Wraith 1", "creatures/wraith", "Life Drain", failedSave, (x) => {
      x.combatants[FIGHTER]!.hp = 12;
      x.combatants[FIGHTER]!.maxHp = 12;
    });
    const by = of(step.events, "max-lowered")[0]!.by;
    const settled = settleSheets(ruleset, step.state)[FIGHTER]!;
    expect(settled.live?.sealed?.hp).toEqual({ rest: by });
    expect(Sheet.of(ruleset, settled).pool("hp").max).toBe(Math.max(0, 12 - by));
    // The next fight starts with the lowered maximum.
    const next = startCombat(ruleset, { seed: 1, party: [settled], enemies: ["creatures/zombie"], noBoard: true });
    expect(next.state.combatants[FIGHTER]!.maxHp).toBe(Math.max(1, 12 - by));
    const rested = Sheet.of(ruleset, settled).rest("long");
    if (!rested.ok) throw new Error(rested.message);
    expect(rested.sheet.pool("hp").max).toBe(12);
    expect(sheet.live?.sealed).toBeUndefined();
  });

  it("a maximum brought to 0 kills outright", () => {
    const step = struck(
      ruleset,
      "Wraith 1",
      "creatures/wraith",
      "Life Drain",
      (s) => failedSave(s) && (of(s.events, "damage")[0]?.taken ?? 0) >= 20,
      (x) => {
        x.combatants[FIGHTER]!.hp = 20;
        x.combatants[FIGHTER]!.maxHp = 20;
      },
    );
    // The drain fells the fighter (dying: short of massive damage), then its maximum reaches 0: dead.
    expect(of(step.events, "down")).toHaveLength(1);
    expect(step.state.combatants[FIGHTER]).toMatchObject({ maxHp: 0, status: "dead" });
  });
});

describe("1.203 the clay golem's Slam: lasting", () => {
  it("no rest gives it back: the sheet keeps it as the pool's lasting part", () => {
    const rules = withGolem();
    const step = struck(rules, "Clay Golem 1", "creatures/clay-golem", "Slam", failedSave);
    const lowered = of(step.events, "max-lowered")[0]!;
    expect(lowered).toMatchObject({ lasting: true });
    expect(formatEvent(lowered, namesFor(rules, step.state))).toContain("until something unseals it");
    const settled = settleSheets(rules, step.state)[FIGHTER]!;
    expect(settled.live?.sealed?.hp).toEqual({ lasting: lowered.by });
    const rested = Sheet.of(rules, settled).rest("long");
    if (!rested.ok) throw new Error(rested.message);
    expect(rested.sheet.data.live?.sealed?.hp).toEqual({ lasting: lowered.by });
    expect(rested.sheet.pool("hp").max).toBe(Math.max(0, 12 - lowered.by));
  });
});

describe("1.203 validation", () => {
  const issues = (
    reducesMax: unknown,
    capabilityApi = (srd5e as unknown as { capabilityApi: string }).capabilityApi,
  ) => {
    const doc = srdCopy();
    doc.capabilityApi = capabilityApi;
    const wraith = doc.catalogs.creatures.entries.find((e) => e.id === "wraith")!;
    (wraith.actions as Record<string, unknown>[])[0]!.reducesMax = reducesMax;
    return validate(doc).issues.map((i) => `${i.path.replace(/.*\.(reducesMax.*)/, "$1")} ${i.code}`);
  };

  it("accepts the examples; a save needs its difficulty and the other way round", () => {
    expect(issues({ save: "con_save", difficulty: 14 })).toEqual([]);
    expect(issues({ save: "con_save", difficulty: 15, lasting: true })).toEqual([]);
    expect(issues({ save: "con_save" })).toEqual(["reducesMax.save missing"]);
    expect(issues({ difficulty: 14 })).toEqual(["reducesMax.difficulty missing"]);
  });

  it("needs 1.203", () => {
    expect(issues({ save: "con_save", difficulty: 14 }, "1.202")).toContain("reducesMax needs-version");
  });
});
