// States the engine returns are sealed: answers about them (the board's occupants, sight, light, a combatant's
// conditions in force and numbers) are kept for as long as they live. Kept answers must be the ones worked out
// afresh: asked of sealed states in any order, the queries agree with the same questions asked of plain copies
// (never sealed, so worked out every time), and the copies' answers do not disturb the sealed ones.
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CombatState,
  choose,
  conditionsOf,
  coverBetween,
  defenseOf,
  movementOf,
  options,
  sightBetween,
  startCombat,
} from "../../src/combat/index.js";
import { encounterSetup } from "../../src/director/encounter.js";
import { direct } from "../../src/director/index.js";
import { createEngine } from "../../src/engine.js";
import { srd5e, srd5eEncounter, srd5eParty } from "../../src/srd/index.js";

beforeAll(() => createEngine());

/** Up to `n` states of a director-played fight of a bundled encounter. */
function states(id: string, seed: number, n: number): CombatState[] {
  const setup = encounterSetup(srd5e, id, srd5eParty(srd5eEncounter(id)));
  let state = startCombat(srd5e, { ...setup, seed }).state;
  const out = [state];
  while (out.length < n && !state.outcome) {
    const r = choose(srd5e, state, direct(srd5e, state));
    if ("rejected" in r) throw new Error(r.rejected.message);
    state = r.state;
    out.push(state);
  }
  return out;
}

/** Everything the public queries say about a state: sight and cover for every pair, each one's numbers. */
function answers(state: CombatState): unknown {
  const ids = state.order;
  return {
    menu: options(srd5e, state).map((o) => o.id),
    each: ids.map((id) => ({
      defense: defenseOf(srd5e, state, id),
      movement: movementOf(srd5e, state, id),
      conditions: conditionsOf(srd5e, state, id),
    })),
    pairs: ids.flatMap((a) =>
      ids.map((b) => ({ sight: sightBetween(srd5e, state, a, b), cover: coverBetween(srd5e, state, a, b) })),
    ),
  };
}

describe("sealed states", () => {
  for (const [id, seed] of [
    ["dark-crypt", 3],
    ["goblin-ambush", 5],
    ["medusa-garden", 2],
  ] as const) {
    it(`${id}: kept answers equal fresh ones, whatever order the states are asked in`, () => {
      const played = states(id, seed, 40);
      expect(played.length).toBeGreaterThan(10);
      // Backwards, then every third forwards, then again: the board moves between far-apart states.
      const order = [...played.keys()].reverse();
      for (let i = 0; i < played.length; i += 3) order.push(i);
      order.push(...order.slice(0, 8));
      for (const i of order) {
        const sealed = played[i]!;
        const before = answers(sealed);
        const copy = structuredClone(sealed);
        expect(answers(copy)).toEqual(before);
        // Asked again after the copy (another object on the same board), the sealed state still agrees.
        expect(answers(sealed)).toEqual(before);
      }
    });
  }

  it("a state a caller made or edited is asked afresh: its menu follows the edit", () => {
    const copy = structuredClone(states("goblin-ambush", 5, 1)[0]!);
    const who = copy.order[copy.turn]!;
    expect(options(srd5e, copy).some((o) => o.budget === "action")).toBe(true);
    copy.combatants[who]!.budgets.action = 0;
    expect(options(srd5e, copy).some((o) => o.budget === "action")).toBe(false);
  });
});
