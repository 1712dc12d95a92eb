import { describe, expect, it } from "vitest";
import { ACTION_PATH, at, issuesOf, MECHANICS_PATH, withAction, withMechanics } from "./helpers.js";

// 1.282: `area.around` and `area.throughWalls` have their schema on an entry's and a creature action's area;
// "only a single burst can be centered on its user (no `copies`), `throughWalls` goes only with `around`, and
// an entry's burst around its user takes effect at once, so it leaves no `zone`".
const burst = (extra: Record<string, unknown>) => ({ area: { shape: "burst", size: 30, ...extra } });

describe("1.282: bursts centred on their user", () => {
  it("accepts the examples on an entry and on a creature action", () => {
    expect(issuesOf(withMechanics(burst({ around: true })))).toEqual([]);
    expect(issuesOf(withMechanics(burst({ around: true, throughWalls: true })))).toEqual([]);
    const channel = { area: { shape: "burst", size: 60, around: true, throughWalls: true } };
    expect(issuesOf(withAction(channel))).toEqual([]);
  });

  it("checks the type of each key", () => {
    expect(at(withMechanics(burst({ around: "yes" })), `${MECHANICS_PATH}.area.around`)).toEqual(["wrong-type 1.282"]);
    expect(at(withAction(burst({ around: true, throughWalls: 1 })), `${ACTION_PATH}.area.throughWalls`)).toEqual([
      "wrong-type 1.282",
    ]);
  });

  it("needs 1.282", () => {
    expect(at(withMechanics(burst({ around: true }), "1.281"), `${MECHANICS_PATH}.area.around`)).toEqual([
      "needs-version 1.282",
    ]);
  });

  it("an entry's burst around its user leaves no zone", () => {
    const doc = withMechanics({ ...burst({ around: true }), zone: { rounds: 10 } });
    expect(at(doc, `${MECHANICS_PATH}.zone`)).toContain("not-allowed 1.282");
  });

  it("no copies, and throughWalls only with around (both implemented now: nothing else on them)", () => {
    expect(at(withMechanics(burst({ around: true, copies: 2 })), `${MECHANICS_PATH}.area.around`)).toEqual([
      "not-allowed 1.282",
    ]);
    const walls = issuesOf(withMechanics(burst({ throughWalls: true })));
    expect(walls.map((i) => `${i.path} ${i.code} ${i.capability}`)).toEqual([
      `${MECHANICS_PATH}.area.throughWalls missing 1.282`,
    ]);
  });
});
