// 1.252 — Font of Magic: "An entry's `restore`, on a `heal` or a `buff`, restores a pool for those it reaches: a
// live pool named by ID, or a list row's pool named by its name (`"Sorcery Points"`). When the `cost` is in a pool
// family, `perCostStep` increases it for each step above the cheapest, so a sorcerer's spell slot becomes Sorcery
// Points equal to its level [...]. `overMax` lets it go past the pool's maximum; the excess is kept separately and
// disappears when a rest restores the pool to its maximum. [...] An entry that would restore, for its own user, a
// pool the user does not have does not appear on their menu."
// The bundled SRD keeps Sorcery Points as a live pool (`sorcery_points`) paid as a cost; a ruleset keeping them as a
// counter row (as the reference's own example does) is covered below with a row named "Sorcery Points".
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CombatEvent,
  type CombatState,
  formatEvent,
  namesFor,
  options,
  settleSheets,
  startCombat,
} from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

const SORCERER = "Corvin (Sorcerer 5)";
const CONVERT = "features/font-of-magic-convert";
const slot = (n: number) => `features/font-of-magic-slot-${n}`;

let ruleset: RulesetDoc;

function run(sheet: Sheet, text: string) {
  const r = sheet.command(text);
  if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
  return r;
}

/** The sorcerer (5 points, slots 4/3/2) with `live` pools as given, on their own turn against a goblin. */
function sorcererTurn(live: Record<string, number> = {}, over: Record<string, number> = {}): CombatState {
  const sheet: SheetData = {
    ...srd5eCharacter("sorcerer-5"),
    live: { pools: live, ...(Object.keys(over).length ? { overMax: over } : {}) },
  };
  const start = startCombat(ruleset, { seed: 2, party: [sheet], enemies: ["creatures/goblin"], noBoard: true });
  return turnIn(start.state, SORCERER);
}

const menu = (s: CombatState) => options(ruleset, s);
const optionOf = (s: CombatState, use: string) => menu(s).find((o) => o.kind === "use" && o.use === use);
const restored = (events: readonly CombatEvent[]) =>
  events.filter((e): e is Extract<CombatEvent, { t: "restore" }> => e.t === "restore");

describe("1.252 Font of Magic in a fight (the SRD sorcerer)", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  it("turns a spell slot into Sorcery Points equal to its level: any slot of the family pays the slots_1 cost", () => {
    const s = sorcererTurn({ sorcery_points: 1 });
    const convert = optionOf(s, CONVERT)!;
    expect(convert.payments?.map((p) => [p.pool, p.level])).toEqual([
      ["slot_1", 1],
      ["slot_2", 2],
      ["slot_3", 3],
    ]);
    const step = acceptIn(ruleset, s, { option: convert.id, targets: [SORCERER], pay: "slot_3" });
    expect(step.state.combatants[SORCERER]!.pools).toMatchObject({ slot_3: 1, sorcery_points: 4 });
    expect(restored(step.events)).toEqual([{ t: "restore", who: SORCERER, pool: "sorcery_points", from: 1, to: 4 }]);
    const line = step.events.filter((e) => e.t === "restore").map((e) => formatEvent(e, namesFor(ruleset, step.state)));
    expect(line).toEqual([`${SORCERER} regains 3 of their Sorcery points (1 → 4)`]);
    expect(step.state.combatants[SORCERER]!.budgets.bonus).toBe(0);
  });

  it("never restores past the maximum without overMax: a 3rd-level slot at 4 points gives one", () => {
    const s = sorcererTurn({ sorcery_points: 4 });
    const step = acceptIn(ruleset, s, { option: optionOf(s, CONVERT)!.id, targets: [SORCERER], pay: "slot_3" });
    expect(step.state.combatants[SORCERER]!.pools.sorcery_points).toBe(5);
  });

  it("creates a slot past the maximum; the fight spends it like any other and the sheet keeps the excess apart", () => {
    const s = sorcererTurn();
    const create = optionOf(s, slot(1))!;
    const step = acceptIn(ruleset, s, { option: create.id, targets: [SORCERER] });
    const me = step.state.combatants[SORCERER]!;
    expect(me.pools).toMatchObject({ slot_1: 5, sorcery_points: 3 });
    expect(restored(step.events)).toEqual([{ t: "restore", who: SORCERER, pool: "slot_1", from: 4, to: 5, over: 1 }]);
    expect(formatEvent(restored(step.events)[0]!, namesFor(ruleset, step.state))).toMatch(
      /\(4 → 5, 1 past the maximum\)$/,
    );
    const sheet = settleSheets(ruleset, step.state)[SORCERER]!;
    expect(sheet.live?.pools).toMatchObject({ slot_1: 4, sorcery_points: 3 });
    expect(sheet.live?.overMax).toEqual({ slot_1: 1 });
    expect(Sheet.of(ruleset, sheet).pool("slot_1")).toMatchObject({ value: 4, max: 4, over: 1 });
    // The next fight brings the excess in; a long rest drops it.
    const next = startCombat(ruleset, { seed: 1, party: [sheet], enemies: ["creatures/goblin"], noBoard: true });
    expect(next.state.combatants[SORCERER]!.pools.slot_1).toBe(5);
    const rested = Sheet.of(ruleset, sheet).rest("long");
    if (!rested.ok) throw new Error(rested.message);
    expect(rested.events).toContainEqual({ type: "over-max-dropped", pool: "slot_1", amount: 1 });
    expect(rested.sheet.pool("slot_1")).toEqual({ value: 4, max: 4, temporary: 0 });
  });

  it("spending a created slot in the fight leaves nothing past the maximum on the sheet", () => {
    const s = sorcererTurn({}, { slot_1: 1 });
    expect(s.combatants[SORCERER]!.pools.slot_1).toBe(5);
    const after = structuredClone(s);
    after.combatants[SORCERER]!.pools.slot_1 = 3;
    const sheet = settleSheets(ruleset, after)[SORCERER]!;
    expect(sheet.live?.pools?.slot_1).toBe(3);
    expect(sheet.live?.overMax?.slot_1).toBeUndefined();
  });

  it("keeps off the menu a slot its user does not have (a 5th-level sorcerer has no 4th- or 5th-level slots)", () => {
    const s = sorcererTurn();
    expect(optionOf(s, slot(3))).toBeDefined();
    expect(optionOf(s, slot(4))).toBeUndefined();
    expect(optionOf(s, slot(5))).toBeUndefined();
  });

  it("is offered only while its cost can be paid", () => {
    const s = sorcererTurn({ sorcery_points: 2 });
    expect(optionOf(s, slot(1))).toBeDefined();
    expect(optionOf(s, slot(2))).toBeUndefined();
    const none = sorcererTurn({ slot_1: 0, slot_2: 0, slot_3: 0 });
    expect(optionOf(none, CONVERT)).toBeUndefined();
  });
});

describe("1.252 on the sheet (the SRD sorcerer between fights)", () => {
  beforeAll(() => {
    ruleset = loadedDoc(srd5e);
  });
  const sorcerer = (points: number) =>
    Sheet.of(ruleset, { ...srd5eCharacter("sorcerer-5"), live: { pools: { sorcery_points: points } } });

  it("converts the slot named by pay, restoring points equal to its level", () => {
    const r = run(sorcerer(0), '[sheet: op="use" name="Font of Magic: Convert a Slot" pay="slot_2"]');
    expect(r.sheet.pool("slot_2").value).toBe(2);
    expect(r.sheet.pool("sorcery_points").value).toBe(2);
    const plain = run(sorcerer(0), '[sheet: op="use" name="Font of Magic: Convert a Slot"]');
    expect(plain.sheet.pool("slot_1").value).toBe(3);
    expect(plain.sheet.pool("sorcery_points").value).toBe(1);
  });

  it("refuses a pay outside the cost's family, or below its level", () => {
    expect(sorcerer(0).command('[sheet: op="use" name="Font of Magic: Convert a Slot" pay="hit_dice"]')).toMatchObject({
      ok: false,
      code: "bad-command",
    });
    const second = sorcerer(5).command('[sheet: op="use" name="Font of Magic: Create a 1st-level Slot" pay="slot_2"]');
    expect(second).toMatchObject({ ok: false, code: "bad-command" });
  });

  it("a created slot goes past the maximum, is spent first, and the excess is dropped by the rest", () => {
    const created = run(sorcerer(5), '[sheet: op="use" name="Font of Magic: Create a 2nd-level Slot"]');
    expect(created.sheet.pool("sorcery_points").value).toBe(2);
    expect(created.sheet.pool("slot_2")).toMatchObject({ value: 3, max: 3, over: 1 });
    const rested = created.sheet.rest("long");
    if (!rested.ok) throw new Error(rested.message);
    expect(rested.events).toContainEqual({ type: "over-max-dropped", pool: "slot_2", amount: 1 });
    expect(rested.sheet.data.live?.overMax?.slot_2).toBeUndefined();
  });

  it("without enough points the use is rejected and nothing is spent", () => {
    const poor = sorcerer(2);
    expect(poor.command('[sheet: op="use" name="Font of Magic: Create a 2nd-level Slot"]')).toMatchObject({
      ok: false,
      code: "not-enough",
    });
    expect(poor.pool("sorcery_points").value).toBe(2);
  });
});

/** The SRD with Sorcery Points as a counter row named "Sorcery Points", converted into by name. */
function withCounterRow(): RulesetDoc {
  const doc = structuredClone(srd5e) as unknown as { catalogs: Record<string, { entries: unknown[] }> };
  doc.catalogs["features"]!.entries.push(
    {
      id: "sorcery-points-row",
      name: "Sorcery Points",
      row: { list: "features", values: { name: "Sorcery Points", uses: 5, recharge: "long" } },
    },
    {
      id: "convert-to-row",
      name: "Convert to Points",
      mechanics: {
        kind: "buff",
        budget: "bonus",
        targets: "self",
        cost: "slot_1",
        restore: { pool: "Sorcery Points", amount: { flat: 1 } },
        perCostStep: { flat: 1 },
      },
    },
  );
  return loadedDoc(doc);
}

describe("1.252 a list row's pool named by its name", () => {
  let rowRules: RulesetDoc;
  beforeAll(async () => {
    await withGeometry();
    rowRules = withCounterRow();
  });
  const sheet = (used: number): SheetData => ({
    ...srd5eCharacter("sorcerer-5"),
    lists: {
      features: [{ entry: "features/sorcery-points-row", used }, { entry: "features/convert-to-row" }],
    },
  });

  it("restores the counter in a fight, up to its maximum, and the sheet's row follows", () => {
    const start = startCombat(rowRules, { seed: 1, party: [sheet(4)], enemies: ["creatures/goblin"], noBoard: true });
    const s = turnIn(start.state, SORCERER);
    const option = options(rowRules, s).find((o) => o.kind === "use" && o.use === "features/convert-to-row")!;
    const step = acceptIn(rowRules, s, { option: option.id, targets: [SORCERER], pay: "slot_2" });
    expect(step.state.combatants[SORCERER]!.counters?.["sorcery points"]).toBe(3);
    const again = acceptIn(rowRules, turnIn(step.state, SORCERER), {
      option: option.id,
      targets: [SORCERER],
      pay: "slot_3",
    });
    expect(again.state.combatants[SORCERER]!.counters?.["sorcery points"]).toBe(5);
    const settled = settleSheets(rowRules, again.state)[SORCERER]!;
    expect(settled.lists?.features?.[0]).toMatchObject({ used: 0 });
  });

  it("restores the counter on the sheet", () => {
    const r = run(Sheet.of(rowRules, sheet(3)), '[sheet: op="use" name="Convert to Points" pay="slot_2"]');
    expect(r.sheet.data.lists?.features?.[0]).toMatchObject({ used: 1 });
  });

  it("is kept off the menu of a user without that row", () => {
    const bare: SheetData = { ...sheet(0), lists: { features: [{ entry: "features/convert-to-row" }] } };
    const start = startCombat(rowRules, { seed: 1, party: [bare], enemies: ["creatures/goblin"], noBoard: true });
    const s = turnIn(start.state, SORCERER);
    expect(options(rowRules, s).some((o) => o.kind === "use" && o.use === "features/convert-to-row")).toBe(false);
  });
});

describe("1.252 weighed by the director", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });
  /** The sorcerer's bonus action alone left (no action, no movement). */
  const bonusOnly = (live: Record<string, number>) => {
    const s = sorcererTurn(live);
    s.combatants[SORCERER]!.budgets = { action: 0, bonus: 1, reaction: 1 };
    s.combatants[SORCERER]!.moveLeft = 0;
    return s;
  };

  it("makes a slot when none are left", () => {
    const s = bonusOnly({ slot_1: 0, slot_2: 0, slot_3: 0 });
    const choice = direct(ruleset, s);
    const chosen = menu(s).find((o) => o.id === choice.option);
    expect(chosen?.kind === "use" ? chosen.use : chosen?.kind).toMatch(/^features\/font-of-magic-slot-\d$/);
  });

  it("neither makes a slot nor turns one into points while both are plentiful", () => {
    const s = bonusOnly({ sorcery_points: 3 });
    const choice = direct(ruleset, s);
    const chosen = menu(s).find((o) => o.id === choice.option);
    expect(chosen?.kind === "use" ? chosen.use : chosen?.kind).not.toMatch(/font-of-magic/);
  });
});

describe("1.252 rejections", () => {
  const issuesOf = (mechanics: Record<string, unknown>) => {
    const doc = structuredClone(srd5e) as unknown as { catalogs: Record<string, { entries: unknown[] }> };
    doc.catalogs["features"]!.entries.push({ id: "odd-restore", name: "Odd", mechanics });
    return validate(doc).issues.map((i) => `${i.path} ${i.code}`);
  };

  it("is for a heal or a buff", () => {
    const issues = issuesOf({ kind: "attack", targets: "enemy", restore: { pool: "slot_1" } });
    expect(issues).toContainEqual(expect.stringMatching(/mechanics\.restore not-allowed$/));
    expect(issuesOf({ kind: "heal", targets: "self", restore: { pool: "slot_1" } })).toEqual([]);
  });

  it("names the pool it restores", () => {
    const issues = issuesOf({ kind: "buff", targets: "self", restore: { amount: "1d4" } });
    expect(issues).toContainEqual(expect.stringMatching(/mechanics\.restore\.pool missing$/));
  });
});
