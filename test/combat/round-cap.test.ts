// Every fight ends: past its round cap (the set-up's `roundCap`, else ENGINE_LIMITS.roundCap) it ends as a
// `stalemate`, an outcome of its own; `simulate` refuses a number of runs it could never finish.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, Fight, options } from "../../src/combat/index.js";
import { simulate } from "../../src/director/simulate.js";
import { ENGINE_LIMITS } from "../../src/registry/limits.js";
import { fighter, ruleset, start, withGeometry } from "./helpers.js";

beforeAll(withGeometry);

/** Ends every turn until the fight is over or `limit` choices were made. */
function endTurns(state: CombatState, limit: number): CombatState {
  for (let n = 0; n < limit && !state.outcome; n++) {
    const end = options(ruleset, state).find((o) => o.kind === "end" || o.kind === "pass")!;
    const r = choose(ruleset, state, { option: end.id });
    if ("rejected" in r) throw new Error(r.rejected.message);
    state = r.state;
  }
  return state;
}

describe("the round cap", () => {
  const setup = { party: [fighter], enemies: ["monsters/goblin"] };

  it("a fight where no one acts ends as a stalemate after its cap, logged like any outcome", () => {
    const { state } = start({ ...setup, roundCap: 3 });
    expect(state.roundCap).toBe(3);
    const end = endTurns(state, 1000);
    expect(end.outcome).toBe("stalemate");
    expect(end.round).toBe(3);
    expect(end.stack).toEqual([]);
    const fight = Fight.resume(ruleset, end);
    expect(fight.over).toBe(true);
    expect(fight.choose({ option: "end" }).rejected?.code).toBe("over");
  });

  it("the default cap is the table's, and a bad cap is refused", () => {
    const { state } = start(setup);
    expect(state.roundCap).toBe(ENGINE_LIMITS.roundCap);
    const end = endTurns(state, 20_000);
    expect(end.outcome).toBe("stalemate");
    expect(end.round).toBe(ENGINE_LIMITS.roundCap);
    for (const roundCap of [0, 1.5, ENGINE_LIMITS.roundCapMax + 1, "9"]) {
      expect(() => start({ ...setup, roundCap: roundCap as number })).toThrow(/roundCap/);
    }
  });

  it("simulate refuses runs past its limit with a clear error", () => {
    for (const runs of [2 ** 53, ENGINE_LIMITS.simulateRuns + 1, 0, 1.5]) {
      expect(() => simulate(ruleset, { party: [fighter], enemies: ["monsters/goblin"] }, { runs })).toThrow(
        /runs must be a whole number from 1 to/,
      );
    }
  });
});
