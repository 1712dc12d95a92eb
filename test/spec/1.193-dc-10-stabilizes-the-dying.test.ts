// 1.193 — Fixed-difficulty contests: "the DC 10 check that saves the dying is written `{ "difficulty": 10, "targets":
// "ally", "targetDying": true, "onWin": { "stabilizes": true } }`" — the SRD's Stabilize (Wisdom (Medicine)). The
// actor rolls the best of its `attacker` checks and wins on reaching the number; `targetDying` offers it only on one
// dying and not yet stable; `targets: "ally"` never on a foe.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options, startCombat } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

const ruleset = loadedDoc(srd5e);
const FIGHTER = "Bram (Fighter 1)";
const ROGUE = "Vex (Rogue 1)";

// The rogue without its potion: the only help it has for a dying friend is its own hands.
const rogue = () => ({ ...srd5eCharacter("rogue-1")!, inventory: [] });

function fight(seed = 1, board = false): CombatState {
  return startCombat(ruleset, {
    seed,
    party: [srd5eCharacter("fighter-1")!, rogue()],
    enemies: ["creatures/goblin"],
    ...(board
      ? { board: { width: 12, height: 8, party: [[0, 0] as [number, number], [6, 6] as [number, number]] } }
      : { noBoard: true }),
  }).state;
}

const down = (who: string) => (s: CombatState) => {
  const c = s.combatants[who]!;
  c.hp = 0;
  c.status = "dying";
  c.death = { successes: 0, failures: 2 };
};

const stabilize = (s: CombatState) =>
  options(ruleset, s).find((o) => o.kind === "standard" && o.action === "stabilize");

describe("1.193 a DC 10 check stabilizes the dying", () => {
  beforeAll(withGeometry);

  it("is offered only on a dying ally: not on the standing, the stable, a foe, or oneself", () => {
    expect(stabilize(turnIn(fight(), ROGUE))).toBeUndefined();
    expect(stabilize(turnIn(fight(), ROGUE, down(FIGHTER)))!.targets?.candidates).toEqual([FIGHTER]);
    const stable = turnIn(fight(), ROGUE, (s) => {
      down(FIGHTER)(s);
      s.combatants[FIGHTER]!.status = "stable";
    });
    expect(stabilize(stable)).toBeUndefined();
    // A dying goblin is no ally.
    expect(stabilize(turnIn(fight(), ROGUE, down("Goblin 1")))).toBeUndefined();
  });

  it("on a board, only within reach", () => {
    const s = turnIn(fight(1, true), ROGUE, (st) => {
      down(FIGHTER)(st);
    });
    expect(stabilize(s)).toBeUndefined();
    const near = turnIn(fight(1, true), ROGUE, (st) => {
      down(FIGHTER)(st);
      st.combatants[ROGUE]!.at = [1, 1];
    });
    expect(stabilize(near)!.targets?.candidates).toEqual([FIGHTER]);
  });

  it("reaching 10 makes the dying ally stable (no more death saves); falling short leaves it dying", () => {
    const seen = new Set<boolean>();
    for (let seed = 1; seed < 80 && seen.size < 2; seed++) {
      const s = turnIn(fight(seed), ROGUE, down(FIGHTER));
      const step = acceptIn(ruleset, s, { option: stabilize(s)!.id, targets: [FIGHTER] });
      const [roll] = of(step.events, "fixed-contest");
      expect(roll).toMatchObject({ who: ROGUE, target: FIGHTER, contest: "stabilize", difficulty: 10 });
      expect(roll!.won).toBe(roll!.attacker.total >= 10);
      const f = step.state.combatants[FIGHTER]!;
      expect(f.status).toBe(roll!.won ? "stable" : "dying");
      expect(of(step.events, "stable")).toEqual(roll!.won ? [{ t: "stable", who: FIGHTER }] : []);
      if (roll!.won) expect(f.death).toEqual({ successes: 0, failures: 0 });
      seen.add(roll!.won);
    }
    expect(seen).toEqual(new Set([true, false]));
  });

  it("the director weighs saving a dying ally: with no foe to strike, it stabilizes", () => {
    const s = turnIn(fight(), ROGUE, (st) => {
      down(FIGHTER)(st);
      // The goblin has fled the fight's reach: nothing else is worth the action.
      st.combatants["Goblin 1"]!.conditions.push({ id: "invisible" });
    });
    const choice = direct(ruleset, s);
    expect(choice.option).toBe(stabilize(s)!.id);
    expect(choice.targets).toEqual([FIGHTER]);
  });
});
