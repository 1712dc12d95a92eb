// 1.287: the director searches when every foe is hidden from it, and not when a foe is in plain view; without
// `combat.hiding` (the base approximation) the same holds for a foe hidden from everyone.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, options, startCombat } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { fighter as fighterSheet, rogue, withGeometry } from "../combat/helpers.js";
import { accept, board, ruleset as detectRules, turnOf } from "../spec/fixtures/hiding.js";

// Without its javelin: the goblin is then out of any blow of its (a thrown javelin reaches 120 feet).
const fighter = (() => {
  const f = srd5eCharacter("fighter-3")!;
  return { ...f, inventory: f.inventory!.filter((i) => i.item !== "items/javelin") };
})();

/** The SRD without `combat.hiding`: Hide and Search as the base approximation. */
const baseRules: RulesetDoc = (() => {
  const { hiding: _hiding, ...combat } = srd5e.combat!;
  return { ...srd5e, combat };
})();

/** The fighter's turn, a goblin 12 cells away (out of any walk and blow this turn), hidden or not. */
function scene(ruleset: RulesetDoc, hidden: boolean): CombatState {
  const s = structuredClone(
    startCombat(ruleset, {
      seed: 1,
      party: [fighter],
      enemies: [{ creature: "creatures/goblin", at: [[14, 5]] }],
      board: { width: 16, height: 10, party: [[2, 5]] },
    }).state,
  );
  s.stack = [];
  s.turn = s.order.indexOf(fighter.name);
  for (const c of Object.values(s.combatants)) {
    c.budgets = { action: 1, bonus: 1, reaction: 1 };
    c.moveLeft = 30;
  }
  if (hidden) s.combatants["Goblin 1"]!.conditions.push(hiding(ruleset));
  return s;
}

const hiding = (ruleset: RulesetDoc) =>
  ruleset.combat?.hiding ? { id: "std:hidden-from", score: 12, from: [fighter.name] } : { id: "std:hidden", score: 12 };

/** A second goblin, hidden, and the first in plain view next to the fighter. */
function oneInView(ruleset: RulesetDoc): CombatState {
  const s = scene(ruleset, false);
  s.combatants["Goblin 1"]!.at = [3, 5];
  const extra = structuredClone(s.combatants["Goblin 1"]!);
  s.combatants["Goblin 2"] = { ...extra, id: "Goblin 2", name: "Goblin 2", at: [14, 5], conditions: [hiding(ruleset)] };
  s.order.push("Goblin 2");
  return s;
}

describe("director: hiding and searching (1.287)", () => {
  beforeAll(withGeometry);

  for (const [name, ruleset] of [
    ["combat.hiding", srd5e],
    ["the base approximation", baseRules],
  ] as const) {
    it(`searches when every foe is hidden from it (${name})`, () => {
      const s = scene(ruleset, true);
      expect(options(ruleset, s).some((o) => o.id === "std:search@action")).toBe(true);
      const choice = direct(ruleset, s);
      expect(choice.option).toBe("std:search@action");
      const r = choose(ruleset, s, choice);
      if ("rejected" in r) throw new Error(r.rejected.message);
      expect(r.events.some((e) => e.t === "check" && e.check === "perception")).toBe(true);
    });

    it(`strikes a foe in plain view rather than searching for a hidden one (${name})`, () => {
      const s = oneInView(ruleset);
      expect(options(ruleset, s).some((o) => o.id === "std:search@action")).toBe(true);
      const choice = direct(ruleset, s);
      expect(choice.option.startsWith("use:")).toBe(true);
      expect(choice.targets).toEqual(["Goblin 1"]);
    });
  }
});

describe("director: Detect between turns (1.287)", () => {
  beforeAll(withGeometry);

  /** The rogue's turn ends with the fighter in the sphinx's plain view; the rogue hidden from it, or not. */
  function between(hidden: boolean): CombatState {
    const s = turnOf("Rogue", { party: [rogue, fighterSheet], enemies: ["monsters/sphinx"], board }, (x) => {
      x.order = ["Rogue", "Fighter", "Sphinx 1"];
      x.turn = 0;
      x.combatants["Rogue"]!.at = [2, 1];
      x.combatants["Fighter"]!.at = [6, 3];
      x.combatants["Sphinx 1"]!.at = [7, 1];
      if (hidden) x.combatants["Rogue"]!.conditions.push({ id: "std:hidden-from", score: 24, from: ["Sphinx 1"] });
    });
    return accept(s, { option: "end" }).state;
  }

  it("uses Detect as long as any foe is hidden from it, even with another in plain view", () => {
    const s = between(true);
    const choice = direct(detectRules, s);
    const detect = options(detectRules, s).find((o) => o.label === "Detect")!;
    expect(choice.option).toBe(detect.id);
    const r = choose(detectRules, s, choice);
    if ("rejected" in r) throw new Error(r.rejected.message);
    expect(r.events.some((e) => e.t === "check" && e.check === "perception" && e.who === "Sphinx 1")).toBe(true);
  });

  it("has no Detect to buy when no foe is hidden: the sphinx is not even asked", () => {
    const s = between(false);
    expect(options(detectRules, s).some((o) => o.who === "Sphinx 1")).toBe(false);
    expect(direct(detectRules, s).option).not.toBe(
      options(detectRules, between(true)).find((o) => o.label === "Detect")!.id,
    );
  });
});
