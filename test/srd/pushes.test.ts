// The SRD's pushes and wind run as the SRD states them (1.182, 1.184): Gust of Wind on the level-3 wizard's list (a
// 60-by-10-foot line carried and turned, a 15-foot push on a failed Strength save), goggles of night worn, and a
// dragon turtle's Tail (a DC 20 Strength save that spares only the push and the fall).
import { beforeAll, describe, expect, it } from "vitest";
import { sensesOf } from "../../src/capabilities/sight/senses.js";
import { makeCtx } from "../../src/combat/context.js";
import { attachGeometry, type Choice, type CombatState, choose, options, startCombat } from "../../src/combat/index.js";
import { createEngine } from "../../src/engine.js";
import type { SheetData } from "../../src/ruleset/index.js";
import { srd5eCharacter } from "../../src/srd/index.js";
import { ruleset } from "./helpers.js";

const board = { width: 20, height: 9 };

function go(s: CombatState, choice: Choice) {
  const r = choose(ruleset, s, choice);
  if ("rejected" in r) throw new Error(r.rejected.message);
  return r;
}

function wizardFacing(enemies: string[], seed: number, sheet: SheetData = srd5eCharacter("wizard-3")): CombatState {
  const withSpell = { ...sheet, lists: { ...sheet.lists, spells: [{ entry: "spells/gust-of-wind", prepared: true }] } };
  const { state } = startCombat(ruleset, { party: [withSpell], enemies, board, seed });
  const s = structuredClone(state);
  const me = s.order.find((id) => s.combatants[id]!.side === "party")!;
  s.turn = s.order.indexOf(me);
  s.combatants[me]!.budgets = { action: 1, bonus: 1, reaction: 1 };
  s.combatants[me]!.at = [2, 4];
  return s;
}

describe("SRD pushes and wind", () => {
  beforeAll(async () => attachGeometry((await createEngine()).geometry));

  it("Gust of Wind pushes a goblin who fails the save 15 feet away, and turns on a bonus action", () => {
    for (let seed = 1; seed < 100; seed++) {
      const s = wizardFacing(["creatures/goblin"], seed);
      s.combatants["Goblin 1"]!.at = [6, 4];
      const r = go(s, { option: "use:spells/gust-of-wind", at: [3, 4] });
      const save = r.events.find((e) => e.t === "save");
      if (save?.t !== "save" || save.success) continue;
      expect(r.state.combatants["Goblin 1"]!.at).toEqual([9, 4]);
      const turn = options(ruleset, r.state).find((o) => o.label === "Turn Gust of Wind");
      expect(turn).toMatchObject({ budget: "bonus" });
      return;
    }
    throw new Error("no failed save");
  });

  it("goggles of night give darkvision 60 feet to a wizard who has none", () => {
    const sheet = srd5eCharacter("wizard-3");
    const goggled = {
      ...sheet,
      inventory: [...(sheet.inventory ?? []), { item: "items/goggles-of-night", worn: true }],
    };
    const s = wizardFacing(["creatures/goblin"], 1, goggled);
    const me = s.order.find((id) => s.combatants[id]!.side === "party")!;
    expect(sensesOf(makeCtx(ruleset, s), s.combatants[me]!).get("darkvision")).toBe(60);
  });

  it("a dragon turtle's Tail pushes 10 feet and knocks prone only on a failed save", () => {
    const fighter = srd5eCharacter("fighter-5");
    let pushed = false;
    let spared = false;
    for (let seed = 1; seed < 200 && !(pushed && spared); seed++) {
      const { state } = startCombat(ruleset, { party: [fighter], enemies: ["creatures/dragon-turtle"], board, seed });
      const s = structuredClone(state);
      const me = s.order.find((id) => s.combatants[id]!.side === "party")!;
      s.turn = s.order.indexOf("Dragon Turtle 1");
      s.combatants["Dragon Turtle 1"]!.at = [4, 4];
      s.combatants["Dragon Turtle 1"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
      s.combatants[me]!.at = [6, 4];
      s.combatants[me]!.hp = 500;
      const r = go(s, { option: "use:action:tail", targets: [me] });
      const save = r.events.find((e) => e.t === "save");
      if (save?.t !== "save") continue;
      const prone = r.state.combatants[me]!.conditions.some((c) => c.id === "prone");
      if (save.success) {
        spared = true;
        expect([r.state.combatants[me]!.at, prone]).toEqual([[6, 4], false]);
      } else {
        pushed = true;
        expect([r.state.combatants[me]!.at, prone]).toEqual([[8, 4], true]);
      }
    }
    expect([pushed, spared]).toEqual([true, true]);
  });
});
