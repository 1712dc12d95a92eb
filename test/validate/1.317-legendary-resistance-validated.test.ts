import { describe, expect, it } from "vitest";
import { issuesOf, variant } from "./helpers.js";

// 1.317: a creature's `legendaryResistance` "takes an integer from 1 to 20".
const withResistance = (value: unknown, version = "1.600") =>
  variant((doc) => {
    doc.catalogs.monsters.entries[1].legendaryResistance = value;
  }, version);
const path = "catalogs.monsters.entries[1].legendaryResistance";
const codes = (doc: unknown) =>
  issuesOf(doc)
    .filter((i) => i.path === path)
    .map((i) => i.code);

describe("1.317: legendaryResistance", () => {
  it("accepts 1 to 20", () => {
    expect(issuesOf(withResistance(3))).toEqual([]);
    expect(issuesOf(withResistance(20))).toEqual([]);
  });

  it("rejects 0, 21 and anything but an integer", () => {
    expect(codes(withResistance(0))).toEqual(["out-of-range"]);
    expect(codes(withResistance(21))).toEqual(["out-of-range"]);
    expect(codes(withResistance(1.5))).toEqual(["wrong-type"]);
    expect(codes(withResistance("3/day"))).toEqual(["wrong-type"]);
  });

  it("needs 1.317", () => {
    expect(codes(withResistance(3, "1.316"))).toEqual(["needs-version"]);
  });
});
