// 1.302 (with 1.306's `damagePlus` and `strikes`): `amends` is validated by its own schema, names an entry that
// exists, and a range or push needs `combat.distance`.
import { describe, expect, it } from "vitest";
import { type Doc, issuesOf, variant } from "./helpers.js";

const AT = "catalogs.spells.entries[3].mechanics";

/** The fixture with a held entry amending Fire Bolt, declaring `version`. */
function amending(amends: unknown, version = "1.600", change: (doc: Doc) => void = () => {}): Doc {
  return variant((doc) => {
    doc.catalogs.spells.entries.push({ id: "agonizing", name: "Agonizing", mechanics: { kind: "utility", amends } });
    change(doc);
  }, version);
}

const codes = (doc: Doc) => issuesOf(doc).map((i) => `${i.path.replace(AT, "M")} ${i.code} ${i.capability ?? ""}`);

describe("amends (1.302)", () => {
  it("accepts the forms of the reference's examples", () => {
    expect(
      issuesOf(
        amending([
          { entry: "spells/fire-bolt", damageAdd: { abilityMod: "cha" } },
          { entry: "spells/fire-bolt", range: 300 },
          { entry: "spells/fire-bolt", push: 10, pushOptional: true },
        ]),
      ),
    ).toEqual([]);
  });

  it("rejects a wrong shape at its path, and an entry that does not exist", () => {
    expect(codes(amending([{ entry: "spells/fire-bolt", push: "far" }]))).toContain(
      "M.amends[0].push wrong-type 1.302",
    );
    expect(codes(amending([{ damageAdd: 2 }]))).toContain("M.amends[0].entry missing 1.302");
    expect(codes(amending([{ entry: "spells/eldritch-blast", damageAdd: 2 }]))).toContainEqual(
      expect.stringMatching(/^M\.amends\[0\]\.entry bad-reference/),
    );
  });

  it("needs 1.302, and 1.306 for damagePlus and strikes", () => {
    expect(codes(amending([{ entry: "spells/fire-bolt", damageAdd: 2 }], "1.301"))).toEqual([
      "M.amends needs-version 1.302",
    ]);
    const blade = [{ entry: "spells/fire-bolt", damagePlus: { add: 3, type: "fire", atLeast: 1 }, strikes: 2 }];
    expect(issuesOf(amending(blade, "1.306"))).toEqual([]);
    expect(codes(amending(blade, "1.302"))).toEqual([
      "M.amends[0].damagePlus needs-version 1.306",
      "M.amends[0].strikes needs-version 1.306",
    ]);
  });

  it("1.302: a range or push needs combat.distance", () => {
    const doc = amending([{ entry: "spells/fire-bolt", range: 300, push: 10 }], "1.600", (d) => {
      delete d.combat.distance;
    });
    expect(codes(doc)).toEqual(
      expect.arrayContaining(["M.amends[0].range missing 1.302", "M.amends[0].push missing 1.302"]),
    );
    expect(codes(amending([{ entry: "spells/fire-bolt", range: 300, push: 10 }]))).toEqual([]);
  });
});
