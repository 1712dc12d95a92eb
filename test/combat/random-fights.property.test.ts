import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, type CombatState, choose, options } from "../../src/combat/index.js";
import { randomChoice } from "../../src/director/policies.js";
import { cleric, fighter, paladin, rogue, ruleset, start, withGeometry, wizard } from "./helpers.js";

const PARTY = [fighter, wizard, cleric, paladin, rogue];
const MONSTERS = ["monsters/goblin", "monsters/wolf", "monsters/skeleton", "monsters/fire-imp"];
const MAX_STEPS = 400;

interface Played {
  log: CombatEvent[];
  states: CombatState[];
  end: CombatState;
}

/** Plays random legal choices from a seed, checking each step; `pick` draws from fast-check's own numbers. */
function play(state: CombatState, picks: number[], from = 0): Played {
  const log: CombatEvent[] = [];
  const states: CombatState[] = [state];
  for (let i = from; i < MAX_STEPS && !state.outcome; i++) {
    // Each step draws from its own offset, so a run resumed at step i makes the same choices from there.
    let k = i * 5;
    const pick = (n: number) => picks[k++ % picks.length]! % n;
    const menu = options(ruleset, state);
    expect(menu.length).toBeGreaterThan(0);
    const before = JSON.stringify(state);
    const r = choose(ruleset, state, randomChoice(menu, pick));
    expect(JSON.stringify(state)).toBe(before);
    if ("rejected" in r) throw new Error(`a menu choice was rejected: ${JSON.stringify(r.rejected)}`);
    for (const c of Object.values(r.state.combatants)) {
      expect(c.hp).toBeLessThanOrEqual(c.maxHp);
      expect(c.hp).toBeGreaterThanOrEqual(0);
    }
    log.push(...r.events);
    state = r.state;
    states.push(state);
  }
  return { log, states, end: state };
}

const fightArb = fc.record({
  seed: fc.integer({ min: 0, max: 1_000_000 }),
  party: fc.uniqueArray(fc.integer({ min: 0, max: PARTY.length - 1 }), { minLength: 1, maxLength: 3 }),
  enemies: fc.array(fc.integer({ min: 0, max: MONSTERS.length - 1 }), { minLength: 1, maxLength: 3 }),
  board: fc.boolean(),
  picks: fc.array(fc.nat(1000), { minLength: 20, maxLength: 60 }),
  snapAt: fc.nat(),
});

describe("random fights (property)", () => {
  beforeAll(withGeometry);

  it("every menu choice is accepted, health stays in bounds, replays and snapshots agree", () => {
    fc.assert(
      fc.property(fightArb, (f) => {
        const setup = {
          seed: f.seed,
          party: f.party.map((i) => PARTY[i]!),
          enemies: f.enemies.map((i) => MONSTERS[i]!),
          ...(f.board ? { board: { width: 8, height: 6 } } : {}),
        };
        const first = start(setup);
        const a = play(first.state, f.picks);
        const b = play(start(setup).state, f.picks);
        expect(JSON.stringify(b.log)).toBe(JSON.stringify(a.log));
        // A snapshot taken at any step, sent through JSON, plays on to the same end.
        const at = f.snapAt % a.states.length;
        const snap: CombatState = JSON.parse(JSON.stringify(a.states[at]));
        const rest = play(snap, f.picks, at);
        expect(JSON.stringify(rest.end)).toBe(JSON.stringify(a.end));
      }),
      { numRuns: 60 },
    );
  });
});
