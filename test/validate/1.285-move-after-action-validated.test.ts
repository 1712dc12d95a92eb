import { describe, expect, it } from "vitest";
import { ACTION_PATH, at, issuesOf, withAction } from "./helpers.js";

// 1.285: a signature action that does something may also carry `move`, which may name one mode of movement
// (`speed`: walk, fly, swim, climb or burrow); "`move` still cannot carry `teleport`, `sequence`, `reaction`
// or `charge`".
const path = `${ACTION_PATH}.move`;
const wing = {
  toHit: undefined,
  reach: undefined,
  melee: undefined,
  name: "Wing Attack",
  signature: { cost: 2 },
  area: { shape: "burst", size: 10, around: true },
  save: { save: "dex_save", difficulty: 22 },
  damage: { dice: "2d6", flat: 8, type: "bludgeoning" },
  move: { share: 0.5, speed: "fly" },
};

describe("1.285: moving after the action, at one speed", () => {
  it("accepts the dragon's Wing Attack", () => {
    expect(issuesOf(withAction(wing))).toEqual([]);
  });

  it("a move beside what the action does needs 1.285, and so does its speed", () => {
    const doc = withAction(wing, "1.284");
    expect(at(doc, path)).toEqual(["needs-version 1.285"]);
    expect(at(doc, `${path}.speed`)).toEqual(["needs-version 1.285"]);
  });

  it("names one of the five modes", () => {
    expect(at(withAction({ ...wing, move: { share: 0.5, speed: "teleport" } }), `${path}.speed`)).toEqual([
      "out-of-range 1.285",
    ]);
    for (const speed of ["walk", "fly", "swim", "climb", "burrow"])
      expect(issuesOf(withAction({ ...wing, move: { speed } }))).toEqual([]);
  });

  it("never with a teleport, a sequence, a reaction or a charge", () => {
    expect(at(withAction({ ...wing, sequence: ["bite"] }), path)).toContain("not-allowed 1.285");
    expect(at(withAction({ ...wing, reaction: { on: "hit" } }), path)).toContain("not-allowed 1.285");
    expect(at(withAction({ ...wing, teleport: { distance: 30 } }), path)).toContain("not-allowed 1.285");
    expect(at(withAction({ ...wing, charge: { distance: 20 } }), path)).toContain("not-allowed 1.285");
  });
});
