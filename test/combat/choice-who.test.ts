// A choice may name `who` makes it: a server passes a player's choice straight through, and the engine refuses
// it (`not-your-turn`, changing nothing) when someone else must act.
import { beforeAll, describe, expect, it } from "vitest";
import { choose, Fight, options, whoActs } from "../../src/combat/index.js";
import { fighter, ruleset, start, turnOf, withGeometry } from "./helpers.js";

beforeAll(withGeometry);

describe("whose choice", () => {
  const setup = { party: [fighter], enemies: ["monsters/goblin", "monsters/goblin"] };

  it("a choice naming someone else is refused with not-your-turn, and the state is untouched", () => {
    const { state } = start(setup);
    const acting = whoActs(state)!;
    const other = state.order.find((id) => id !== acting)!;
    const before = JSON.stringify(state);
    const r = choose(ruleset, state, { option: "end", who: other });
    expect(r).toEqual({ rejected: expect.objectContaining({ code: "not-your-turn", path: "who" }) });
    expect(JSON.stringify(state)).toBe(before);
  });

  it("a choice naming the one who acts is taken as without `who`", () => {
    const { state } = start(setup);
    const acting = whoActs(state)!;
    const end = options(ruleset, state).find((o) => o.kind === "end")!;
    const withWho = choose(ruleset, state, { option: end.id, who: acting });
    const without = choose(ruleset, state, { option: end.id });
    expect("rejected" in withWho).toBe(false);
    expect(withWho).toEqual(without);
  });

  it("a `who` that is not a string is a bad choice; a long one is shown shortened", () => {
    const { state } = start(setup);
    const bad = choose(ruleset, state, { option: "end", who: 7 as unknown as string });
    expect(bad).toEqual({ rejected: expect.objectContaining({ code: "bad-choice", path: "who" }) });
    const long = choose(ruleset, state, { option: "end", who: "x".repeat(100_000) });
    if (!("rejected" in long)) throw new Error("expected a rejection");
    expect(long.rejected.code).toBe("not-your-turn");
    expect(long.rejected.message.length).toBeLessThan(300);
  });

  it("Fight.choose sets `rejected` for someone else's choice", () => {
    const fight = Fight.start(ruleset, { ...setup, seed: 1 });
    const other = fight.state.order.find((id) => id !== fight.whoActs)!;
    const after = fight.choose({ option: "end", who: other });
    expect(after.rejected?.code).toBe("not-your-turn");
    expect(after.state).toBe(fight.state);
  });

  it("a list of a million targets is refused by its length", () => {
    const state = turnOf("Fighter", setup);
    const attack = options(ruleset, state).find((o) => o.id === "use:gear/longsword")!;
    expect(attack.targets!.max).toBeLessThan(10);
    const targets = Array(1_000_000).fill(attack.targets!.candidates[0]);
    const r = choose(ruleset, state, { option: attack.id, targets });
    expect(r).toEqual({ rejected: expect.objectContaining({ code: "too-many-targets" }) });
  });
});
