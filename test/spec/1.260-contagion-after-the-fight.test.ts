// 1.260 — A disease settled at the end of a fight goes on the sheet: a fighter whose Contagion took hold as
// the fight ended (its remaining saves rolled out) keeps blinding sickness through rests, and loses it to
// Lesser Restoration or to the Game Master's cure.
import { describe, expect, it } from "vitest";
import { type Choice, type CombatState, choose, type Step, settleSheets, startCombat } from "../../src/combat/index.js";
import type { SheetData } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { ruleset as base, fighter, wizard } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";
import { CURE_CONDITIONS, DISEASE_SPELLS } from "./fixtures/diseases.js";

const ruleset = loadedDoc({
  ...base,
  capabilityApi: "1.260",
  rests: [
    { id: "short", label: "Short rest" },
    { id: "long", label: "Long rest", restores: [{ pool: "hp" }] },
  ],
  catalogs: {
    ...base.catalogs!,
    spells: {
      ...base.catalogs!.spells!,
      entries: [...base.catalogs!.spells!.entries, ...DISEASE_SPELLS],
    },
  },
  combat: {
    ...base.combat!,
    conditions: [
      ...base.combat!.conditions!,
      ...CURE_CONDITIONS,
      { id: "contagion", label: "Contagion", kinds: ["disease"] },
      { id: "blinding_sickness", label: "Blinding sickness", kinds: ["disease"], effects: ["attacks-disadvantage"] },
    ],
  },
});

const caster: SheetData = { ...wizard, lists: { spells: [{ entry: "spells/contagion" }] } };
const sick: SheetData = { ...fighter, lists: { ...fighter.lists, spells: [{ entry: "spells/lesser-restoration" }] } };

function accept(s: CombatState, choice: Choice): Step {
  const r = choose(ruleset, s, choice);
  if ("rejected" in r) throw new Error(`${r.rejected.code}: ${r.rejected.message}`);
  return r;
}

/**
 * A fight the party flees with the fighter two failures into the wizard's Contagion; the first seed whose
 * save rolled out at the fight's end fails.
 */
function sheetAfterTakenHold(): SheetData {
  for (let seed = 1; seed <= 40; seed++) {
    const s = structuredClone(
      startCombat(ruleset, { party: [caster, sick], enemies: ["monsters/goblin"], seed }).state,
    );
    s.turn = s.order.indexOf("Fighter");
    s.combatants.Fighter!.budgets = { action: 1, bonus: 1, reaction: 1 };
    s.combatants.Wizard!.status = "fled";
    s.combatants.Fighter!.conditions.push({
      id: "contagion",
      source: "Wizard",
      by: "spells/contagion",
      saveEnds: { save: "con_save", difficulty: 20, at: "turn-end" },
      tally: { successes: 0, failures: 2 },
    });
    const end = accept(s, { option: "flee" });
    expect(end.state.outcome).toBe("fled");
    const ids = end.state.combatants.Fighter!.conditions.map((c) => c.id);
    if (ids.includes("blinding_sickness")) return settleSheets(ruleset, end.state).Fighter!;
  }
  throw new Error("the disease never took hold");
}

describe("1.260 Contagion after the fight", () => {
  const settled = sheetAfterTakenHold();

  it("the settled sheet holds blinding sickness, and keeps it through a short and a long rest", () => {
    expect(settled.live?.conditions).toEqual(["blinding_sickness"]);
    const short = Sheet.of(ruleset, settled, { seed: 3 }).rest("short");
    if (!short.ok) throw new Error(short.message);
    expect(short.sheet.data.live?.conditions).toEqual(["blinding_sickness"]);
    const long = short.sheet.rest("long");
    if (!long.ok) throw new Error(long.message);
    expect(long.sheet.data.live?.conditions).toEqual(["blinding_sickness"]);
  });

  it("Lesser Restoration ends it, by its kind", () => {
    const out = Sheet.of(ruleset, settled).command('[sheet: op="use" name="Lesser Restoration"]');
    if (!out.ok) throw new Error(out.message);
    expect(out.sheet.data.live?.conditions).toEqual([]);
    expect(out.events).toContainEqual({
      type: "condition-ended",
      condition: "blinding_sickness",
      reason: "Lesser Restoration",
    });
  });

  it("so does the Game Master's cure; ending it twice is rejected", () => {
    const cured = Sheet.of(ruleset, settled).command('[sheet: op="condition" name="Blinding sickness" on="false"]');
    if (!cured.ok) throw new Error(cured.message);
    expect(cured.sheet.data.live?.conditions).toEqual([]);
    expect(cured.sheet.command('[sheet: op="condition" name="blinding_sickness" on="false"]')).toMatchObject({
      ok: false,
      code: "no-change",
    });
  });
});
