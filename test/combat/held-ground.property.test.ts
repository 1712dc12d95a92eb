// Held Ground under random play (1.323, 1.330): random legal choices on the Barrow Field never kill anyone but the
// reaped, a choice never changes the state it is given, and at a random step a random release — sound or not — is
// either refused with the fight left exactly as it was, or lifts the ground: no one is felled any more, the felled
// who were not reaped are dead (or down with felled: "down"), and the same call gives the same answer.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CombatState, choose, options, rulesetReleaseHeldGround, startCombat } from "../../src/combat/index.js";
import { randomChoice } from "../../src/director/policies.js";
import { BARROW_FIELD, cleric, fighter, owing, reaper, ruleset } from "../spec/fixtures/held-ground.js";

const MONSTERS = ["monsters/barrow-knight", "monsters/reaper", "monsters/goblin", "monsters/burning-knight"];

/** A sound release: felled omitted or "down", owing omitted or on the Owing track (named or not) with a bonus. */
const sound = fc.record(
  {
    felled: fc.constant("down"),
    owing: fc.record({ track: fc.constant("owing"), bonus: fc.integer({ min: -5, max: 5 }) }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);

/** A release with one flaw at least: a wrong value or type, an unknown track, an unknown key. */
const unsound = fc.oneof(
  fc.record({ felled: fc.constantFrom<unknown>("up", 1, null) }),
  fc.record({ owing: fc.constantFrom<unknown>(7, "owing", null, []) }),
  fc.record({ owing: fc.record({ track: fc.constantFrom<unknown>("debts", 3) }) }),
  fc.record({ owing: fc.record({ bonus: fc.constantFrom<unknown>(0.5, "2", 1000) }) }),
  fc.record({ when: fc.constant<unknown>("midwinter") }),
  fc.constantFrom<unknown>(null, "lift", 3, []),
);

const release = fc.oneof(sound, unsound) as fc.Arbitrary<Record<string, unknown>>;

function play(state: CombatState, picks: readonly number[], steps: number): CombatState {
  for (let i = 0; i < steps && !state.outcome; i++) {
    let k = i * 3;
    const pick = (n: number) => picks[k++ % picks.length]! % n;
    const before = JSON.stringify(state);
    const r = choose(ruleset, state, randomChoice(options(ruleset, state), pick));
    expect(JSON.stringify(state)).toBe(before);
    if ("rejected" in r) throw new Error(`a menu choice was rejected: ${r.rejected.message}`);
    // Death is withheld on Held Ground: only a reaped character dies.
    for (const c of Object.values(r.state.combatants)) if (c.status === "dead") expect(c.reaped).toBe(true);
    state = r.state;
  }
  return state;
}

describe("Held Ground under random play", () => {
  it("a refused release changes nothing; an accepted one lifts the ground as 1.330 says", () => {
    let lifted = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 5, maxLength: 30 }),
        fc.integer({ min: 0, max: 60 }),
        fc.subarray(MONSTERS, { minLength: 1 }),
        release,
        (seed, picks, steps, enemies, rel) => {
          const start = startCombat(ruleset, {
            seed,
            party: [owing(fighter, seed % 4), cleric, reaper],
            enemies,
            heldGround: BARROW_FIELD,
          }).state;
          const state = play(start, picks, steps);
          const before = JSON.stringify(state);
          const r = rulesetReleaseHeldGround(ruleset, state, rel as Parameters<typeof rulesetReleaseHeldGround>[2]);
          expect(JSON.stringify(state)).toBe(before);
          expect(
            JSON.stringify(
              rulesetReleaseHeldGround(ruleset, state, rel as Parameters<typeof rulesetReleaseHeldGround>[2]),
            ),
          ).toBe(JSON.stringify(r));
          if ("rejected" in r) {
            refused++;
            return;
          }
          lifted++;
          expect(r.state.heldGround).toBeUndefined();
          for (const [id, was] of Object.entries(state.combatants)) {
            const now = r.state.combatants[id]!;
            expect(now.felled).toBeUndefined();
            expect(now.hp).toBeGreaterThanOrEqual(0);
            expect(now.hp).toBeLessThanOrEqual(now.maxHp);
            if (!was.felled) continue;
            const character = state.sheets[id] !== undefined;
            if (character && rel.felled === "down")
              expect(["dying", "stable", "standing", "dead"]).toContain(now.status);
            else expect(now.status).toBe("dead");
          }
          // With owing, every character still in the fight has spent its marks.
          if (rel.owing !== undefined)
            for (const id of Object.keys(state.sheets)) {
              const c = r.state.combatants[id]!;
              const marks = c.tracks?.owing ?? state.sheets[id]!.live?.tracks?.owing ?? 0;
              if (c.status !== "dead" && c.status !== "fled" && marks > 0) throw new Error(`${id} still owes ${marks}`);
            }
        },
      ),
      { numRuns: 60 },
    );
    // Both ways were taken.
    expect(lifted).toBeGreaterThan(5);
    expect(refused).toBeGreaterThan(5);
  });
});
