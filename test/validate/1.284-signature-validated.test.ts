import { describe, expect, it } from "vitest";
import { ACTION_PATH, issuesOf, withAction } from "./helpers.js";

// 1.284: `signature: { cost }` on a creature action (first written in 1.282's example). A creature has three
// points a round, so a cost is 1 to 3. `casting` (legendary spellcasting) needs 1.284 and a signature cost.
const path = `${ACTION_PATH}.signature`;
const codes = (doc: unknown, at: string) =>
  issuesOf(doc)
    .filter((i) => i.path === at)
    .map((i) => `${i.code} ${i.capability}`);

describe("1.284: signature cost", () => {
  it("accepts a cost of 1 to 3 on a creature action", () => {
    expect(issuesOf(withAction({ signature: { cost: 2 } }))).toEqual([]);
  });

  it("needs 1.284", () => {
    expect(codes(withAction({ signature: { cost: 1 } }, "1.283"), `${path}.cost`)).toEqual(["needs-version 1.284"]);
  });

  it("rejects a missing, fractional or unaffordable cost", () => {
    expect(codes(withAction({ signature: {} }), `${path}.cost`)).toEqual(["missing base"]);
    expect(codes(withAction({ signature: { cost: 1.5 } }), `${path}.cost`).map((c) => c.split(" ")[0])).toEqual([
      "wrong-type",
    ]);
    expect(codes(withAction({ signature: { cost: 4 } }), `${path}.cost`).map((c) => c.split(" ")[0])).toEqual([
      "out-of-range",
    ]);
  });

  it("legendary spellcasting is accepted with a signature cost, and needs 1.284", () => {
    expect(
      codes(withAction({ signature: { cost: 1 }, casting: { cantripsOnly: true } }), `${ACTION_PATH}.casting`),
    ).toEqual([]);
    expect(codes(withAction({ signature: { cost: 1 }, casting: {} }, "1.283"), `${ACTION_PATH}.casting`)).toEqual([
      "needs-version 1.284",
    ]);
  });
});
