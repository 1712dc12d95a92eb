// 1.306: `conjures` is validated by its own schema, on a "utility" entry, naming melee weapons; a thrown one
// (with both reach and range) needs 1.308; `boundIn` (1.309) inside it is not implemented yet.
import { describe, expect, it } from "vitest";
import { type Doc, issuesOf, variant } from "./helpers.js";

const AT = "catalogs.spells.entries[3].mechanics";

function pact(conjures: unknown, version = "1.600", kind = "utility"): Doc {
  return variant((doc) => {
    doc.catalogs.gear.entries.push(
      {
        id: "dagger",
        name: "Dagger",
        attack: { melee: true, reach: 5, range: { normal: 20, long: 60 }, damage: "1d4", damageType: "piercing" },
      },
      {
        id: "sling",
        name: "Sling",
        attack: { range: { normal: 30, long: 120 }, damage: "1d4", damageType: "bludgeoning" },
      },
    );
    doc.catalogs.spells.entries.push({
      id: "pact",
      name: "Pact of the Blade",
      mechanics: { kind, range: "self", conjures },
    });
  }, version);
}

const codes = (doc: Doc) => issuesOf(doc).map((i) => `${i.path.replace(AT, "M")} ${i.code} ${i.capability ?? ""}`);
const blade = { items: ["gear/longsword"], proficient: true, qualities: ["magical"], binds: { tags: ["magic"] } };

describe("conjures (1.306)", () => {
  it("accepts Pact of the Blade", () => {
    expect(issuesOf(pact(blade))).toEqual([]);
  });

  it("rejects a wrong shape at its path, an unknown item, and needs 1.306", () => {
    expect(codes(pact({ proficient: true }))).toEqual(["M.conjures.items missing 1.306"]);
    expect(codes(pact({ ...blade, binds: {} }))).toEqual(["M.conjures.binds.tags missing 1.306"]);
    expect(codes(pact({ items: ["gear/greataxe"] }))).toContainEqual(
      expect.stringMatching(/^M\.conjures\.items\[0\] bad-reference/),
    );
    expect(codes(pact(blade, "1.305"))).toEqual(["M.conjures needs-version 1.306"]);
  });

  it("1.306: only on a utility entry, and only melee weapons; a thrown one needs 1.308", () => {
    expect(codes(pact(blade, "1.600", "attack"))).toEqual(["M.conjures not-allowed 1.306"]);
    expect(codes(pact({ items: ["gear/sling", "gear/potion-of-healing"] }))).toEqual([
      "M.conjures.items[0] not-allowed 1.306",
      "M.conjures.items[1] not-allowed 1.306",
    ]);
    expect(codes(pact({ items: ["gear/dagger"] }, "1.306"))).toEqual(["M.conjures.items[0] needs-version 1.308"]);
    expect(issuesOf(pact({ items: ["gear/dagger"] }, "1.308"))).toEqual([]);
  });

  it("a key of a later section inside it is unsupported until implemented (boundIn, 1.309)", () => {
    expect(codes(pact({ ...blade, boundIn: "pact_weapon" }))).toEqual(["M.conjures.boundIn unsupported 1.309"]);
  });
});
