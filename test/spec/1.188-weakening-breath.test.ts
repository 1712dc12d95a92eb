// 1.188 — Ability-restricted attack modifiers: "A `to: "attacks"` modifier can name `"ability": "str"` to change only
// attacks made with that ability (a gold dragon's Weakening Breath) ... Actions in a creature's stat block name no
// ability, so an attack modifier restricted to an ability never applies to them." A weakened fighter swings its
// longsword and throws its javelin at a disadvantage, while its shortbow and its fire bolt are untouched; a weakened
// goblin's scimitar is too.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, startCombat } from "../../src/combat/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { fighter, of, withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { strikesDoc } from "./fixtures/strikes.js";

/** "Each creature in that area must ... or have disadvantage on Strength-based attack rolls" (gold dragon). */
const WEAKENED = {
  id: "weakened",
  label: "Weakened",
  modifiers: [{ to: "attacks", mode: "disadvantage", ability: "str" }],
};

let rules: RulesetDoc;

const armed = (wields: string[]): SheetData => ({
  ...fighter,
  name: "Fighter",
  lists: { spells: [{ entry: "spells/fire-bolt" }] },
  inventory: wields.map((item) => ({ item, wielded: true })),
});

function turnOf(who: string, weakened: string[], wields = ["gear/longsword", "gear/javelin"]): CombatState {
  const party = [armed(wields)];
  const { state } = startCombat(rules, { seed: 1, party, enemies: ["monsters/goblin"], noBoard: true });
  return turnIn(state, who, (s) => {
    for (const c of Object.values(s.combatants)) c.hp = 300;
    for (const name of weakened) s.combatants[name]!.conditions = [{ id: "weakened" }];
  });
}

const modeOf = (s: CombatState, option: string, target: string) =>
  of(acceptIn(rules, s, { option, targets: [target] }).events, "attack")[0]!.d20.mode;

describe('1.188 {to: "attacks"}.ability: a gold dragon\'s Weakening Breath', () => {
  beforeAll(async () => {
    await withGeometry();
    const doc = strikesDoc();
    doc.combat.conditions.push(WEAKENED);
    rules = loadedDoc(doc);
  });

  it("a weakened fighter's Strength attacks, melee or thrown, have disadvantage", () => {
    const s = turnOf("Fighter", ["Fighter"]);
    expect(modeOf(s, "use:gear/longsword", "Goblin 1")).toBe("disadvantage");
    expect(modeOf(s, "use:gear/javelin", "Goblin 1")).toBe("disadvantage");
  });

  it("its Dexterity weapon and its spell attack do not", () => {
    const s = turnOf("Fighter", ["Fighter"], ["gear/shortbow"]);
    expect(modeOf(s, "use:gear/shortbow", "Goblin 1")).toBe("normal");
    expect(modeOf(s, "use:spells/fire-bolt", "Goblin 1")).toBe("normal");
  });

  it("without the condition the longsword is rolled normally", () => {
    expect(modeOf(turnOf("Fighter", []), "use:gear/longsword", "Goblin 1")).toBe("normal");
  });

  it("a creature's stat-block action names no ability, so the weakened goblin's scimitar is untouched", () => {
    expect(modeOf(turnOf("Goblin 1", ["Goblin 1"]), "use:action:scimitar", "Fighter")).toBe("normal");
  });
});
