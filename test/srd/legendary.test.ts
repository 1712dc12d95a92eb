// The SRD lich's legendary actions and Legendary Resistance in play: in its sanctum, played by the director on
// both sides, it buys Cantrips (its Ray of Frost, cast from its spellcasting, 1.284) and Paralyzing Touches
// between the party's turns, never more than its 3 points a round, and only at the end of someone else's turn;
// on its own turns it casts from its slots (1.181).
import { beforeAll, describe, expect, it } from "vitest";
import { attachGeometry, type CombatEvent, choose, startCombat } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { createEngine } from "../../src/engine.js";
import { srd5eEncounter, srd5eParty } from "../../src/srd/index.js";
import { ruleset } from "./helpers.js";

describe("the SRD lich's signature actions", () => {
  beforeAll(async () => attachGeometry((await createEngine()).geometry));

  it("are bought between other combatants' turns within its points", () => {
    const encounter = srd5eEncounter("lich-sanctum")!;
    const bought: Extract<CombatEvent, { t: "signature" }>[] = [];
    const paid: Extract<CombatEvent, { t: "pay" }>[] = [];
    for (const seed of [1, 2]) {
      let { state } = startCombat(ruleset, {
        party: srd5eParty(encounter),
        enemies: encounter.enemies,
        board: encounter.board!,
        seed,
      });
      let turnOf = "";
      let spentThisRound = 0;
      while (!state.outcome && state.round <= 30) {
        const r = choose(ruleset, state, direct(ruleset, state));
        if ("rejected" in r) throw new Error(r.rejected.message);
        for (const e of r.events) {
          if (e.t === "turn") turnOf = e.who;
          if (e.t === "pay" && e.who === "Lich 1") paid.push(e);
          if (e.t === "turn" && e.who === "Lich 1") spentThisRound = 0;
          if (e.t === "signature") {
            bought.push(e);
            expect(e.who).toBe("Lich 1");
            expect(turnOf).not.toBe("Lich 1");
            spentThisRound += e.cost;
            expect(spentThisRound).toBeLessThanOrEqual(3);
          }
        }
        state = r.state;
      }
    }
    expect(bought.length).toBeGreaterThan(0);
    const cantrips = bought.filter((e) => e.name === "Cantrip");
    expect(cantrips.length).toBeGreaterThan(0);
    for (const e of cantrips) expect(e).toMatchObject({ cost: 1, spell: "Ray of Frost" });
    expect(paid.length).toBeGreaterThan(0);
    for (const e of paid) expect(e.pool).toMatch(/^slot_[1-5]$/);
  });
});
