// Extension point "state": each package declares the keys it adds to a fight's state, with their checks; a saved
// state is taken back only with the keys its engine's packages declare.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { composeCapabilities } from "../../src/combat/package.js";
import { int } from "../../src/combat/state-shape.js";
import { type CapabilityPackage, type CombatState, CombatStateError, createEngine, PACKAGES } from "../../src/index.js";
import { fighter } from "../combat/helpers.js";

const text = readFileSync(new URL("../combat/fixtures/5e.json", import.meta.url), "utf8");
const base = PACKAGES.filter((p) => p.id === "base" || p.id === "sheet");
const counting: CapabilityPackage = {
  id: "counting",
  summary: "test",
  requires: ["base"],
  implements: [],
  modules: [],
  state: {
    fight: { tally: (value, at) => int(value, at, 0, 9) },
    combatant: { mark: (value, at) => int(value, at, 0, 9) },
    condition: { stamp: (value, at) => int(value, at, 0, 9) },
  },
};

async function saved(packages: readonly CapabilityPackage[]) {
  const engine = await createEngine({ capabilities: packages });
  const ruleset = engine.load(text);
  const fight = engine.startCombat(ruleset, { party: [fighter], enemies: ["monsters/goblin"], seed: 2 });
  const refusal = (state: unknown) => {
    try {
      engine.resume(ruleset, state as CombatState);
      return undefined;
    } catch (error) {
      if (!(error instanceof CombatStateError)) throw error;
      return { path: error.path, code: error.code };
    }
  };
  return { state: fight.state, refusal };
}

describe("state slots by package", () => {
  it("takes back a package's slots only when the engine composes it, each checked by its package", async () => {
    const plain = await saved(base);
    const withSlots = await saved([...base, counting]);
    const id = plain.state.order[0]!;
    const tallied = { ...plain.state, tally: 3 };
    expect(plain.refusal(tallied)).toEqual({ path: "tally", code: "unknown-key" });
    expect(withSlots.refusal(tallied)).toBeUndefined();
    expect(withSlots.refusal({ ...plain.state, tally: 12 })).toEqual({ path: "tally", code: "out-of-range" });
    const marked = structuredClone(plain.state);
    Object.assign(marked.combatants[id]!, { mark: "x" });
    expect(plain.refusal(marked)).toMatchObject({ code: "unknown-key" });
    expect(withSlots.refusal(marked)).toMatchObject({ code: "wrong-type", path: expect.stringMatching(/\.mark$/) });
    const stamped = structuredClone(plain.state);
    stamped.combatants[id]!.conditions.push({
      id: "prone",
      stamp: 2,
    } as (typeof stamped.combatants)[string]["conditions"][number]);
    expect(plain.refusal(stamped)).toMatchObject({ code: "unknown-key" });
    expect(withSlots.refusal(stamped)).toBeUndefined();
  });

  it("leaves the slots of the packages left out to no one: a teleport's smoke is refused by a base engine", async () => {
    const all = await saved(PACKAGES);
    const plain = await saved(base);
    const smoky = { ...all.state, smoke: [{ by: all.state.order[0]!, cells: [], round: 1, turn: 0 }] };
    expect(all.refusal(smoky)).toBeUndefined();
    expect(plain.refusal(smoky)).toEqual({ path: "smoke", code: "unknown-key" });
  });

  it("gives each slot one owner", () => {
    const twice = { ...counting, id: "counting-again" };
    expect(() => composeCapabilities([...base, counting, twice])).toThrow(/"tally" is declared twice/);
  });
});
