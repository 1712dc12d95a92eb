// The value forms (docs/ruleset-format.md "Values"): `from` reads a `table` and a table needs its `from`;
// `round` rounds a `half`; a threshold table's thresholds strictly increase (stated for 1.411's text steps,
// held for every threshold table: "the last row the value reaches" needs an order).
import { describe, expect, it } from "vitest";
import { at, type Doc, issuesOf, variant } from "./helpers.js";

const DERIVED = "sheet.derived[0].value";
const withDerived = (value: unknown): Doc =>
  variant((d) => {
    d.sheet.derived[0].value = value;
  });

describe("base: value forms that need another key beside them", () => {
  it("`from` without `table` is missing its table", () => {
    expect(at(withDerived({ from: { field: "level" } }), `${DERIVED}.from`)).toEqual(["missing base"]);
  });

  it("`table` without `from` is missing its value", () => {
    const issues = issuesOf(withDerived({ table: [[1, 2]], const: 1 }));
    expect(issues.find((i) => i.path === `${DERIVED}.table`)?.code).toBe("missing");
  });

  it("`round` only with `half`", () => {
    expect(at(withDerived({ const: 3, round: "up" }), `${DERIVED}.round`)).toEqual(["missing base"]);
    expect(issuesOf(withDerived({ half: { abilityMod: "dex" }, round: "up" }))).toEqual([]);
  });

  it("the well-formed table is accepted", () => {
    expect(
      issuesOf(
        withDerived({
          from: { abilityScore: "str" },
          table: [
            [1, 2],
            [5, 3],
            [11, 4],
          ],
        }),
      ),
    ).toEqual([]);
  });

  it("a rejected form changes nothing else in the report", () => {
    const issues = issuesOf(withDerived({ from: { abilityScore: "str" } }));
    expect(issues.map((i) => `${i.path} ${i.code}`)).toEqual([`${DERIVED}.from missing`]);
  });
});

describe("base: threshold tables strictly increase", () => {
  it.each([
    [
      "equal thresholds",
      [
        [1, 2],
        [1, 3],
      ],
      1,
    ],
    [
      "decreasing thresholds",
      [
        [5, 2],
        [1, 3],
      ],
      1,
    ],
  ])("%s are out of range at the offending row", (_, table, row) => {
    const doc = withDerived({ from: { abilityScore: "str" }, table });
    expect(at(doc, `${DERIVED}.table[${row}][0]`)).toEqual(["out-of-range base"]);
  });

  it("holds for an entry's `scales` dice table too", () => {
    const doc = variant((d) => {
      const entry = d.catalogs.spells.entries.find((e: Doc) => e.mechanics?.scales);
      entry.mechanics.scales.table = [
        [1, "1d10"],
        [11, "2d10"],
        [5, "3d10"],
      ];
    });
    const issues = issuesOf(doc).filter((i) => i.code === "out-of-range");
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toMatch(/mechanics\.scales\.table\[2\]\[0\]$/);
    expect(issues[0]!.message).toContain("5 follows 11");
  });
});
