// Items a party member carries are used up in a fight: a Potion of Healing drunk is gone (its stack's quantity),
// a wand's use spends its charges; each is offered only while the stack can pay, and the settled sheet shows it.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, options, settleSheets, startCombat } from "../../src/combat/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { cleric, edit, of, ruleset, withGeometry } from "./helpers.js";

const POTION = "use:gear/potion-of-healing#use";
const WAND = "use:gear/wand-of-sparks#use";

// The fixture ruleset with a wand of two charges (one a use) and a lamp with charges whose use names none.
const withWand: RulesetDoc = structuredClone(ruleset) as RulesetDoc;
(withWand.catalogs!.gear!.entries as unknown[]).push(
  {
    id: "wand-of-sparks",
    name: "Wand of Sparks",
    charges: { max: 2 },
    use: {
      kind: "attack",
      range: 60,
      targets: "enemy",
      targetCount: 1,
      autoHit: true,
      amount: "1d4",
      damageType: "fire",
      charges: 1,
    },
  },
  { id: "lamp", name: "Lamp", charges: { max: 1 }, use: { kind: "buff", targets: "self", range: "self", free: true } },
);

function clericTurn(doc: RulesetDoc, sheet: SheetData, seed = 1): CombatState {
  const { state } = startCombat(doc, { party: [sheet], enemies: ["monsters/goblin"], seed });
  return edit(state, (s) => {
    s.stack = [];
    s.ending = false;
    s.turn = s.order.indexOf(sheet.name);
    const c = s.combatants[sheet.name]!;
    c.budgets = { action: 1, bonus: 1, reaction: 1 };
    c.hp = 1;
    s.combatants["Goblin 1"]!.hp = s.combatants["Goblin 1"]!.maxHp = 200;
  });
}

/** Ends turns until `who` acts again with a fresh action. */
function nextTurnOf(doc: RulesetDoc, state: CombatState, who: string): CombatState {
  let s = state;
  for (let i = 0; i < 10; i++) {
    const menu = options(doc, s);
    const pick = menu.find((o) => o.id === "pass") ?? menu.find((o) => o.id === "end")!;
    const r = choose(doc, s, { option: pick.id });
    if ("rejected" in r) throw new Error(r.rejected.message);
    s = r.state;
    if (r.events.some((e) => e.t === "turn" && e.who === who)) return s;
  }
  throw new Error(`${who}'s turn never came back`);
}

function drink(doc: RulesetDoc, state: CombatState, who: string) {
  const r = choose(doc, state, { option: POTION, targets: [who] });
  if ("rejected" in r) throw new Error(r.rejected.message);
  return r;
}

describe("items used up in a fight", () => {
  beforeAll(withGeometry);

  it("a potion drunk is gone: no longer offered, and the settled sheet no longer carries it", () => {
    const state = clericTurn(ruleset, cleric);
    expect(options(ruleset, state).some((o) => o.id === POTION)).toBe(true);
    const { state: after, events } = drink(ruleset, state, "Cleric");
    expect(of(events, "heal")).toHaveLength(1);
    expect(of(events, "item")).toEqual([
      {
        t: "item",
        who: "Cleric",
        item: "gear/potion-of-healing",
        name: "Potion of Healing",
        what: "quantity",
        from: 1,
        to: 0,
      },
    ]);
    // The input state is untouched.
    expect(state.combatants.Cleric!.stacks).toBeUndefined();
    const later = nextTurnOf(ruleset, after, "Cleric");
    expect(options(ruleset, later).some((o) => o.id === POTION)).toBe(false);
    const before = JSON.stringify(later);
    const r = choose(ruleset, later, { option: POTION, targets: ["Cleric"] });
    expect("rejected" in r && r.rejected.code).toBe("unknown-option");
    expect(JSON.stringify(later)).toBe(before);
    const sheet = settleSheets(ruleset, later).Cleric!;
    expect(sheet.inventory).toEqual([{ item: "gear/mace", wielded: true }]);
    expect(cleric.inventory).toHaveLength(2);
  });

  it("a stack of three: each drink takes one, the settled sheet keeps the rest", () => {
    const three: SheetData = {
      ...cleric,
      inventory: [
        { item: "gear/mace", wielded: true },
        { item: "gear/potion-of-healing", quantity: 3 },
      ],
    };
    let s = clericTurn(ruleset, three);
    for (const left of [2, 1, 0]) {
      const r = drink(ruleset, s, "Cleric");
      expect(of(r.events, "item")[0]).toMatchObject({ from: left + 1, to: left });
      s = nextTurnOf(ruleset, r.state, "Cleric");
      s = edit(s, (d) => {
        d.combatants.Cleric!.hp = 1;
      });
      expect(options(ruleset, s).some((o) => o.id === POTION)).toBe(left > 0);
    }
    expect(settleSheets(ruleset, s).Cleric!.inventory).toEqual([{ item: "gear/mace", wielded: true }]);
    const once = drink(ruleset, clericTurn(ruleset, three), "Cleric").state;
    expect(settleSheets(ruleset, once).Cleric!.inventory![1]).toEqual({ item: "gear/potion-of-healing", quantity: 2 });
  });

  it("a wand spends a charge per use, is offered only while charged, and settles with the charges left", () => {
    const holder: SheetData = { ...cleric, inventory: [{ item: "gear/wand-of-sparks" }, { item: "gear/lamp" }] };
    let s = clericTurn(withWand, holder);
    for (const left of [1, 0]) {
      const r = choose(withWand, s, { option: WAND, targets: ["Goblin 1"] });
      if ("rejected" in r) throw new Error(r.rejected.message);
      expect(of(r.events, "item")).toEqual([
        {
          t: "item",
          who: "Cleric",
          item: "gear/wand-of-sparks",
          name: "Wand of Sparks",
          what: "charges",
          from: left + 1,
          to: left,
        },
      ]);
      expect(of(r.events, "damage")).toHaveLength(1);
      s = nextTurnOf(withWand, r.state, "Cleric");
      expect(options(withWand, s).some((o) => o.id === WAND)).toBe(left > 0);
    }
    const settled = settleSheets(withWand, s).Cleric!;
    expect(settled.inventory![0]).toEqual({ item: "gear/wand-of-sparks", charges: 0 });
    // The lamp's use names no charges: it spends nothing and is still offered.
    const lamp = choose(withWand, s, { option: "use:gear/lamp#use", targets: ["Cleric"] });
    if ("rejected" in lamp) throw new Error(lamp.rejected.message);
    expect(of(lamp.events, "item")).toEqual([]);
    expect(options(withWand, lamp.state).some((o) => o.id === "use:gear/lamp#use")).toBe(true);
  });

  it("a sheet that starts the fight with a spent wand or no potions left is not offered them", () => {
    const spent: SheetData = {
      ...cleric,
      inventory: [
        { item: "gear/wand-of-sparks", charges: 0 },
        { item: "gear/potion-of-healing", quantity: 0 },
      ],
    };
    const menu = options(withWand, clericTurn(withWand, spent));
    expect(menu.some((o) => o.id === WAND || o.id === POTION)).toBe(false);
  });
});
