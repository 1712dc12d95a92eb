// Aura traits of imported monsters at work: the ghast's Stench makes a fighter starting a turn beside it save or
// be poisoned until its next turn, and a success keeps it safe for the fight; the balor's Fire Aura burns those
// beside it at the start of the balor's turns.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, choose, startCombat } from "../../src/combat/index.js";
import { srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { importedConditions, importedCreature, withEveryMonster } from "./imported.js";

const fighter = srd5eCharacter("fighter-3")!;

function fight(creature: string, seed: number) {
  const name = `${importedCreature(creature).name} 1`;
  const state = startCombat(withEveryMonster, {
    party: [fighter],
    enemies: [{ creature: `creatures/${creature}`, count: 1, at: [[3, 4]] }],
    board: { width: 8, height: 8, party: [[2, 4]] },
    seed,
    initiative: { order: [name, fighter.name] },
  }).state;
  return { state, name };
}

/** The events of the monster ending its first turn at once, which starts the fighter's. */
function endTurn(creature: string, seed: number): CombatEvent[] {
  const { state } = fight(creature, seed);
  const r = choose(withEveryMonster, state, { option: "end" });
  if ("rejected" in r) throw new Error(r.rejected.message);
  return r.events;
}

describe("imported aura traits", () => {
  beforeAll(withGeometry);

  it("are combat conditions the monsters keep on", () => {
    expect(importedConditions.map((c) => c.id).sort()).toEqual([
      "balor-fire-aura",
      "barbed-devil-barbed-hide",
      "ghast-stench",
      "hezrou-stench",
      "pit-fiend-fear-aura",
    ]);
    expect(importedCreature("ghast").keepsOn).toEqual(["ghast-stench"]);
  });

  it("the ghast's Stench: a DC 10 Constitution save at the start of the fighter's turn, poisoned on a failure", () => {
    const outcomes = new Set<boolean>();
    for (let seed = 1; seed <= 12; seed++) {
      const events = endTurn("ghast", seed);
      const save = events.find((e): e is Extract<CombatEvent, { t: "save" }> => e.t === "save");
      expect(save).toMatchObject({ who: fighter.name, save: "con_save", difficulty: 10 });
      const poisoned = events.some((e) => e.t === "condition" && e.who === fighter.name && e.condition === "poisoned");
      expect(poisoned).toBe(!save!.success);
      outcomes.add(save!.success);
    }
    expect([...outcomes].sort()).toEqual([false, true]);
  });

  it("the balor's Fire Aura burns the fighter beside it at the start of the balor's turn", () => {
    const { state, name } = fight("balor", 1);
    const r = choose(withEveryMonster, state, { option: "end" });
    if ("rejected" in r) throw new Error(r.rejected.message);
    // The fighter ends its turn too; the balor's next turn starts with the aura.
    const next = choose(withEveryMonster, r.state, { option: "end" });
    if ("rejected" in next) throw new Error(next.rejected.message);
    const burn = next.events.find((e) => e.t === "damage" && e.who === fighter.name);
    expect(burn).toMatchObject({ type: "fire" });
    expect(name).toBe("Balor 1");
  });
});
