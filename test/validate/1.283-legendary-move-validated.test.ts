import { describe, expect, it } from "vitest";
import { ACTION_PATH, issuesOf, withAction } from "./helpers.js";

// 1.283: a signature action's `move` (share, distance, noOpportunity, untouchable) has its own schema; it needs
// a `signature` cost; "not `share` and `distance` together"; and it does nothing else (1.285 lets a signature
// action that does something also move, never with a teleport, a sequence, a reaction or a charge).
const walkOnly = { toHit: undefined, reach: undefined, melee: undefined, kind: undefined, damage: undefined };
const move = (m: unknown, extra: Record<string, unknown> = {}, version = "1.600") =>
  withAction({ ...walkOnly, name: "Move", signature: { cost: 1 }, move: m, ...extra }, version);
const path = `${ACTION_PATH}.move`;
const codes = (doc: unknown, at = path) =>
  issuesOf(doc)
    .filter((i) => i.path === at)
    .map((i) => `${i.code} ${i.capability}`);

describe("1.283: legendary movement", () => {
  it("accepts the examples: half speed, without provoking, 60 feet untouchable", () => {
    expect(issuesOf(move({ share: 0.5 }))).toEqual([]);
    expect(issuesOf(move({ noOpportunity: true }))).toEqual([]);
    expect(issuesOf(move({ distance: 60, untouchable: true }))).toEqual([]);
    expect(issuesOf(move({}))).toEqual([]);
  });

  it("checks the shape of each key", () => {
    expect(codes(move({ share: 2 }), `${path}.share`)).toEqual(["out-of-range 1.283"]);
    expect(codes(move({ distance: "far" }), `${path}.distance`)).toEqual(["wrong-type 1.283"]);
    expect(codes(move({ untouchable: 1 }), `${path}.untouchable`)).toEqual(["wrong-type 1.283"]);
    expect(codes(move({ anywhere: true }), `${path}.anywhere`)).toEqual(["unknown-key 1.283"]);
  });

  it("needs 1.283, and a later key inside it needs its own version", () => {
    expect(codes(move({ share: 0.5 }, {}, "1.282"))).toContain("needs-version 1.283");
    expect(codes(move({ share: 0.5, speed: "fly" }, {}, "1.284"), `${path}.speed`)).toEqual(["needs-version 1.285"]);
    expect(codes(move({ share: 0.5, speed: "fly" }), `${path}.speed`)).toEqual([]);
  });

  it("needs a signature cost", () => {
    expect(codes(move({ share: 0.5 }, { signature: undefined }))).toEqual(["missing 1.283"]);
  });

  it("takes a share or a distance, not both", () => {
    expect(codes(move({ share: 0.5, distance: 30 }), `${path}.share`)).toEqual(["not-allowed 1.283"]);
  });

  it("does nothing else before 1.285: beside damage it needs 1.285", () => {
    const strike = { toHit: 4, reach: 5, melee: true, damage: { dice: "2d4", type: "piercing" } };
    expect(codes(move({ share: 0.5 }, strike, "1.284"))).toEqual(["needs-version 1.285"]);
    expect(codes(move({ share: 0.5 }, strike, "1.600"))).toEqual([]);
  });

  it("never goes with a sequence or a reaction", () => {
    expect(codes(move({}, { sequence: ["bite"] }))).toContain("not-allowed 1.285");
    expect(codes(move({}, { reaction: { on: "hit" } }))).toContain("not-allowed 1.285");
  });
});
