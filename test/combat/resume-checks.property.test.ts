// `resume` takes a saved fight back from a client only when it is sound: every state a real fight passes
// through is accepted, the tampered states of the issue are refused with a path and a code, and a tampered
// state that is accepted plays on without an exception (property).
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, CombatStateError, checkState, choose, Fight, options } from "../../src/combat/index.js";
import { randomChoice } from "../../src/director/policies.js";
import { Rng } from "../../src/random/rng.js";
import { cleric, fighter, ruleset, start, withGeometry, wizard } from "./helpers.js";

beforeAll(withGeometry);

/** States of one fight played with random menu choices. */
function statesOf(seed: number, board: boolean, steps = 120): CombatState[] {
  const { state: first } = start({
    party: [fighter, wizard, cleric],
    enemies: ["monsters/goblin", "monsters/wolf", "monsters/fire-imp"],
    seed,
    ...(board ? { board: { width: 12, height: 8, walls: [[5, 3]] } } : {}),
  });
  const rng = Rng.fromSeed(seed);
  const out = [first];
  let state = first;
  for (let i = 0; i < steps && !state.outcome; i++) {
    const r = choose(
      ruleset,
      state,
      randomChoice(options(ruleset, state), (n) => rng.int(0, n - 1)),
    );
    if ("rejected" in r) throw new Error(r.rejected.message);
    state = r.state;
    out.push(state);
  }
  return out;
}

function refused(state: unknown): { path: string; code: string } {
  try {
    Fight.resume(ruleset, state as CombatState);
  } catch (error) {
    expect(error).toBeInstanceOf(CombatStateError);
    return { path: (error as CombatStateError).path, code: (error as CombatStateError).code };
  }
  throw new Error("the state was resumed");
}

// biome-ignore lint/suspicious/noExplicitAny: tests reach into the state freely.
type Loose = any;
const tamper = (state: CombatState, fn: (s: Loose) => void): unknown => {
  const copy: Loose = structuredClone(state);
  fn(copy);
  return copy;
};

describe("resume checks a saved fight", () => {
  it("accepts every state real fights pass through", () => {
    for (const [seed, board] of [
      [1, true],
      [2, false],
      [3, true],
      [4, true],
    ] as const) {
      for (const s of statesOf(seed, board)) expect(checkState(ruleset, s)).toBeUndefined();
    }
  });

  it("refuses the tampered states the issue found, each with a path and a code", () => {
    const [state] = statesOf(7, true, 3).slice(-1) as [CombatState];
    const id = state.order[0]!;
    const cases: [unknown, string, string][] = [
      [tamper(state, (s) => (s.combatants[id].hp = 1e9)), `combatants["${id}"].hp`, "out-of-range"],
      [tamper(state, (s) => (s.outcome = "banana")), "outcome", "out-of-range"],
      [tamper(state, (s) => (s.outcome = {})), "outcome", "out-of-range"],
      [tamper(state, (s) => (s.combatants[id].status = "zombie")), `combatants["${id}"].status`, "out-of-range"],
      [tamper(state, (s) => (s.rng.state = [0, 0, 0, 0])), "rng.state", "bad-rng"],
      [tamper(state, (s) => (s.rng.state = ["1", "2", "3", "4"])), "rng.state[0]", "bad-rng"],
      [tamper(state, (s) => (s.combatants[id].at = [99, 99])), `combatants["${id}"].at[0]`, "out-of-range"],
      [
        tamper(state, (s) => (s.combatants[id].pools.slot_9 = 1000)),
        `combatants["${id}"].pools.slot_9`,
        "bad-reference",
      ],
      [
        tamper(state, (s) => s.combatants[id].conditions.push({ id: "zombified" })),
        `combatants["${id}"].conditions[0].id`,
        "bad-reference",
      ],
      [tamper(state, (s) => (s.board.width = 1e9)), "board.width", "out-of-range"],
      [tamper(state, (s) => (s.turn = 99)), "turn", "out-of-range"],
      [tamper(state, (s) => (s.round = 1e6)), "round", "out-of-range"],
      [tamper(state, (s) => (s.combatants.Ghost = s.combatants[id])), "combatants.Ghost", "bad-reference"],
      [tamper(state, (s) => (s.surprise = 1)), "surprise", "unknown-key"],
    ];
    for (const [bad, path, code] of cases) expect(refused(bad)).toEqual({ path, code });
    const phantom = JSON.parse(JSON.stringify(state).replace(`"combatants":{`, `"combatants":{"__proto__":{"hp":5},`));
    expect(refused(phantom)).toMatchObject({ code: "hostile" });
    // A sheet that lost an ability score, or a number field holding text, would throw once the fight reads it.
    const sheet = Object.keys(state.sheets)[0]!;
    const noScore = tamper(state, (s) => delete s.sheets[sheet].abilities.str);
    expect(refused(noScore)).toMatchObject({ code: "bad-sheet", path: expect.stringMatching(/abilities\.str$/) });
    const textLevel = tamper(state, (s) => (s.sheets[sheet].fields.level = "three"));
    expect(refused(textLevel)).toMatchObject({ code: "bad-sheet", path: expect.stringMatching(/fields\.level$/) });
    // Rng.fromState refuses what resume refuses.
    expect(() => Rng.fromState({ algorithm: "xoroshiro128plus", state: [0, 0, 0, 0] })).toThrow(RangeError);
    expect(() =>
      Rng.fromState({
        algorithm: "xoroshiro128plus",
        state: ["1", 2, 3, 4] as Parameters<typeof Rng.fromState>[0]["state"],
      }),
    ).toThrow(TypeError);
  });

  it("a resumed fight is a private copy: changing the snapshot later changes nothing", () => {
    const [state] = statesOf(9, true, 2).slice(-1) as [CombatState];
    const snapshot = structuredClone(state);
    const fight = Fight.resume(ruleset, snapshot);
    snapshot.combatants[state.order[0]!]!.hp = 0;
    expect(fight.state.combatants[state.order[0]!]!.hp).toBe(state.combatants[state.order[0]!]!.hp);
  });

  it("a tampered state is refused, or plays on without an exception (property)", () => {
    const states = [...statesOf(11, true, 40), ...statesOf(12, false, 40)];
    const junk = fc.oneof(
      fc.constant(null),
      fc.integer({ min: -5, max: 50 }),
      fc.constantFrom(1e9, -1, 0.5, Number.MAX_SAFE_INTEGER),
      fc.string({ maxLength: 6 }),
      fc.constantFrom("Goblin 1", "Wolf 1", "Fighter", "standing", "dead", "won", "act", "hit"),
      fc.constant([]),
      fc.constant({}),
      fc.array(fc.integer({ min: -1, max: 20 }), { maxLength: 4 }),
      fc.boolean(),
    );
    fc.assert(
      fc.property(
        fc.nat(states.length - 1),
        fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
        junk,
        fc.nat(),
        (si, walk, value, seed) => {
          const state = structuredClone(states[si]!) as unknown as Record<string, unknown>;
          // Walk down a random path of the state and replace what is there.
          let node: Record<string | number, unknown> = state;
          let key: string | number = "";
          for (const step of walk) {
            const keys: (string | number)[] = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node);
            if (keys.length === 0) break;
            key = keys[step % keys.length]!;
            const next = node[key];
            if (typeof next !== "object" || next === null) break;
            node = next as Record<string | number, unknown>;
            if (step % 3 === 0) break;
          }
          if (key === "") return;
          node[key] = value;
          let fight: Fight;
          try {
            fight = Fight.resume(ruleset, state as unknown as CombatState);
          } catch (error) {
            expect(error).toBeInstanceOf(CombatStateError);
            return;
          }
          const rng = Rng.fromSeed(seed);
          for (let i = 0; i < 30 && !fight.over; i++) {
            const next = fight.choose(randomChoice(fight.options(), (n) => rng.int(0, n - 1)));
            expect(next.rejected).toBeUndefined();
            fight = next;
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
