// 1.414: an amendment's `catalogs` in place of `entry`, `where` on an amendment and on an alteration, `damageOnce`,
// `halfOnSave`, `sparesByLevel` and `sparesWhole` are validated by their schema and the rules the section states, and
// need Capability API 1.414.
import { describe, expect, it } from "vitest";
import { type Doc, issuesOf, variant } from "./helpers.js";

const AT = "catalogs.spells.entries[3].mechanics";

/** The fixture with a held entry whose mechanics are `mechanics` (a utility), declaring `version`. */
function holding(mechanics: Record<string, unknown>, version = "1.600"): Doc {
  return variant((doc) => {
    doc.catalogs.spells.entries.push({ id: "held", name: "Held", mechanics: { kind: "utility", ...mechanics } });
  }, version);
}

const codes = (doc: Doc) => issuesOf(doc).map((i) => `${i.path.replace(AT, "M")} ${i.code} ${i.capability ?? ""}`);

const EMPOWERED = {
  catalogs: ["spells"],
  where: { filter: "school", equals: "evocation" },
  damageOnce: { abilityMod: "int" },
};
const POTENT = { catalogs: ["spells"], where: { filter: "level", equals: 0 }, halfOnSave: true };
const SCULPT = {
  catalogs: ["spells"],
  where: { filter: "school", equals: "evocation" },
  spares: { const: 1 },
  sparesByLevel: true,
  sparesWhole: true,
};

describe("amending and altering by catalog filter (1.414)", () => {
  it("accepts the reference's examples, and a list of words to match", () => {
    expect(issuesOf(holding({ amends: [EMPOWERED, POTENT] }))).toEqual([]);
    expect(issuesOf(holding({ alters: SCULPT }))).toEqual([]);
    const either = {
      catalogs: ["spells"],
      where: { filter: "school", equals: ["evocation", "abjuration"] },
      halfOnSave: true,
    };
    expect(issuesOf(holding({ amends: [either] }))).toEqual([]);
  });

  it("an amendment with catalogs needs no entry", () => {
    expect(codes(holding({ amends: [EMPOWERED] })).filter((c) => c.includes("missing"))).toEqual([]);
    expect(codes(holding({ amends: [{ damageOnce: 2 }] }))).toContain("M.amends[0].entry missing 1.302");
  });

  it("rejects catalogs beside an entry, an unknown catalog, and a where without filter or value", () => {
    expect(codes(holding({ amends: [{ ...EMPOWERED, entry: "spells/fire-bolt" }] }))).toContain(
      "M.amends[0].catalogs not-allowed 1.414",
    );
    expect(codes(holding({ amends: [{ ...EMPOWERED, catalogs: ["scrolls"] }] }))).toContainEqual(
      expect.stringMatching(/^M\.amends\[0\]\.catalogs\[0\] bad-reference/),
    );
    expect(codes(holding({ amends: [{ ...EMPOWERED, where: { filter: "school" } }] }))).toContainEqual(
      expect.stringMatching(/^M\.amends\[0\]\.where\.equals missing/),
    );
    expect(codes(holding({ alters: { ...SCULPT, where: { equals: "evocation" } } }))).toContainEqual(
      expect.stringMatching(/^M\.alters\.where\.filter missing/),
    );
    expect(codes(holding({ amends: [{ ...EMPOWERED, where: { filter: "school", equals: true } }] }))).toContainEqual(
      expect.stringMatching(/^M\.amends\[0\]\.where\.equals wrong-type/),
    );
    expect(codes(holding({ amends: [{ ...POTENT, halfOnSave: "yes" }] }))).toContainEqual(
      expect.stringMatching(/^M\.amends\[0\]\.halfOnSave wrong-type/),
    );
  });

  it("sparesByLevel and sparesWhole go with spares", () => {
    const { spares: _spares, ...bare } = SCULPT;
    expect(codes(holding({ alters: { ...bare, heightens: true } }))).toEqual(
      expect.arrayContaining(["M.alters.sparesByLevel missing 1.414", "M.alters.sparesWhole missing 1.414"]),
    );
  });

  it("needs 1.414", () => {
    expect(codes(holding({ amends: [EMPOWERED] }, "1.413"))).toEqual([
      "M.amends[0].catalogs needs-version 1.414",
      "M.amends[0].where needs-version 1.414",
      "M.amends[0].damageOnce needs-version 1.414",
    ]);
    expect(codes(holding({ alters: SCULPT }, "1.413"))).toEqual([
      "M.alters.where needs-version 1.414",
      "M.alters.sparesByLevel needs-version 1.414",
      "M.alters.sparesWhole needs-version 1.414",
    ]);
  });
});
