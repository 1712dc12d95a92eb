// 1.122: `summons` is validated by its own schema (budget and rounds required, a declared budget, distances as
// numbers), only on an attack entry that targets enemies, and needs 1.122.
import { describe, expect, it } from "vitest";
import { type Doc, issuesOf, variant } from "./helpers.js";

const AT = "catalogs.spells.entries[0].mechanics";
const WEAPON = { budget: "bonus", rounds: 10, move: 20, reach: 5 };

/** Fire Bolt's entry with `summons` (and its mechanics changed by `more`). */
function bolt(summons: unknown, more: Record<string, unknown> = {}, version = "1.600"): Doc {
  return variant((doc) => {
    Object.assign(doc.catalogs.spells.entries[0].mechanics, { summons, ...more });
  }, version);
}

const codes = (doc: Doc) => issuesOf(doc).map((i) => `${i.path.replace(AT, "M")} ${i.code} ${i.capability ?? ""}`);

describe("summons (1.122)", () => {
  it("accepts Spiritual Weapon as the section writes it, and without move and reach", () => {
    expect(issuesOf(bolt(WEAPON))).toEqual([]);
    expect(issuesOf(bolt({ budget: "bonus", rounds: 1 }))).toEqual([]);
  });

  it("needs its budget and rounds, a declared budget, and 1.122", () => {
    expect(codes(bolt({ rounds: 10 }))).toEqual(["M.summons.budget missing 1.122"]);
    expect(codes(bolt({ budget: "bonus" }))).toEqual(["M.summons.rounds missing 1.122"]);
    expect(codes(bolt({ ...WEAPON, budget: "legendary" }))).toContainEqual(
      expect.stringMatching(/^M\.summons\.budget bad-reference/),
    );
    expect(codes(bolt({ ...WEAPON, rounds: 0 }))).toContainEqual(expect.stringMatching(/^M\.summons\.rounds /));
    expect(codes(bolt({ ...WEAPON, move: -5 }))).toContainEqual(expect.stringMatching(/^M\.summons\.move /));
    expect(codes(bolt({ ...WEAPON, reach: 0 }))).toContainEqual(expect.stringMatching(/^M\.summons\.reach /));
    expect(codes(bolt({ ...WEAPON, size: 1 }))).toContainEqual(expect.stringMatching(/^M\.summons\.size /));
    expect(codes(bolt(WEAPON, {}, "1.83"))).toEqual(["M.summons needs-version 1.122"]);
  });

  it("sits only on an attack entry that targets enemies", () => {
    expect(codes(bolt(WEAPON, { kind: "debuff" }))).toEqual(["M.summons not-allowed 1.122"]);
    expect(codes(bolt(WEAPON, { targets: "ally" }))).toEqual(["M.summons not-allowed 1.122"]);
    expect(codes(bolt(WEAPON, { targets: "any" }))).toEqual(["M.summons not-allowed 1.122"]);
  });
});
