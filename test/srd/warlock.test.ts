// The SRD warlock: eldritch blast's two beams at 5th level carrying Agonizing Blast, Repelling Blast offered with
// and without its push, Pact of the Blade conjuring any SRD melee weapon, and Thirsting Blade's two strikes.
import { describe, expect, it } from "vitest";
import { choose, options, startCombat } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { characters, ruleset } from "./helpers.js";

const warlock = (level: number) => characters.find((c) => c.id === `warlock-${level}`)!;

function fight(level: number) {
  return startCombat(ruleset, { party: [warlock(level)], enemies: ["creatures/ogre"], noBoard: true, seed: 3 }).state;
}

/** The state at the warlock's turn. */
function atWarlock(level: number) {
  let state = fight(level);
  while (state.order[state.turn] !== warlock(level).name) {
    const r = choose(ruleset, state, { option: "end" });
    if ("rejected" in r) throw new Error(r.rejected.message);
    state = r.state;
  }
  return state;
}

describe("the SRD warlock", () => {
  it("fires two beams at 5th level and one at 3rd, each with Agonizing Blast's Charisma modifier", () => {
    const five = options(ruleset, atWarlock(5)).find((o) => o.id === "use:spells/eldritch-blast")!;
    expect(five.targets).toMatchObject({ max: 2, repeat: true });
    const three = options(ruleset, atWarlock(3)).find((o) => o.id === "use:spells/eldritch-blast")!;
    expect(three.targets!.max).toBe(1);
    const ids = options(ruleset, atWarlock(3)).map((o) => o.id);
    expect(ids).toContain("use:spells/eldritch-blast#no-push");
    const r = choose(ruleset, atWarlock(5), { option: five.id, targets: ["Ogre 1", "Ogre 1"] });
    if ("rejected" in r) throw new Error(r.rejected.message);
    expect(r.events.filter((e) => e.t === "attack")).toHaveLength(2);
    for (const e of r.events) if (e.t === "damage") expect(e.dice).toMatchObject({ flat: 4 });
  });

  it("conjures a pact weapon, the director picking the hardest-hitting, and strikes twice with it at 5th level", () => {
    const state = atWarlock(5);
    const pacts = options(ruleset, state).filter((o) => o.id.startsWith("use:features/pact-of-the-blade#"));
    expect(pacts).toHaveLength(18);
    const choice = direct(ruleset, state);
    // With Strength 8 and Dexterity 14, a rapier (1d8, finesse: +2 to hit and damage) beats a greatsword (2d6 - 1).
    expect(choice.option).toBe("use:features/pact-of-the-blade#items/rapier");
    const r = choose(ruleset, state, choice);
    if ("rejected" in r) throw new Error(r.rejected.message);
    const armed = structuredClone(r.state);
    armed.combatants[state.order[state.turn]!]!.budgets["action"] = 1;
    const strike = options(ruleset, armed).find((o) => o.id.startsWith("use:conjured:"))!;
    expect(strike.targets).toMatchObject({ max: 2, repeat: true });
  });
});
