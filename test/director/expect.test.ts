// The director's expectations read the dice a modifier adds (Bless's 1d4, 2.5 on average) into hit chances.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options, startCombat } from "../../src/combat/index.js";
import { usesOf } from "../../src/combat/uses.js";
import { expectUse } from "../../src/director/expect.js";
import { makeScene } from "../../src/director/scene.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";

const fighter = srd5eCharacter("fighter-3")!;

function fighterTurn(blessed: boolean): CombatState {
  const s = structuredClone(startCombat(srd5e, { seed: 2, party: [fighter], enemies: ["creatures/orc"] }).state);
  s.stack = [];
  s.turn = s.order.indexOf(fighter.name);
  for (const c of Object.values(s.combatants)) c.budgets = { action: 1, bonus: 1, reaction: 1 };
  if (blessed) s.combatants[fighter.name]!.conditions.push({ id: "blessed" });
  return s;
}

function hitChance(s: CombatState): number {
  const scene = makeScene(srd5e, s, options(srd5e, s));
  const sword = usesOf(srd5e, s, scene.me).find((u) => u.id === "items/greatsword")!;
  return expectUse(scene, scene.me, sword, s.combatants["Orc 1"]!).land;
}

describe("director expectations", () => {
  beforeAll(withGeometry);

  it("counts Bless's 1d4 on attack rolls as 2.5 more to hit", () => {
    const plain = hitChance(fighterTurn(false));
    const blessed = hitChance(fighterTurn(true));
    expect(plain).toBeGreaterThan(0);
    // 2.5 more on a d20: 12.5 points of chance more, while neither reaches the 95% ceiling.
    expect(blessed - plain).toBeCloseTo(0.125, 5);
  });
});
