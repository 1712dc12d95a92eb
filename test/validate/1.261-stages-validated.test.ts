import { describe, expect, it } from "vitest";
import { validate } from "../../src/validate/index.js";
import { at, variant } from "./helpers.js";

/** The codes and versions of the issues at `prefix` or below it. */
const under = (doc: unknown, prefix: string) =>
  validate(doc)
    .issues.filter((i) => i.path.startsWith(prefix))
    .map((i) => `${i.code} ${i.capability}`);
const codes = (doc: unknown, path: string) => at(doc, path).map((i) => i.split(" ")[0]);

// 1.261: a condition's `onDamaged.applies` is a list of applied conditions, `expires.becomes` names a declared
// condition, `curedOnlyBy` declared catalogs and a level, the `cannot-heal-nonmagical` effect, and a creature
// action's `ends`; each needs 1.261.
describe("1.261: stages of a disease, validated", () => {
  const onCondition = (key: string, value: unknown, version?: string) =>
    variant((d) => {
      d.combat.conditions[0][key] = value;
    }, version);
  const path = (key: string) => `combat.conditions[0].${key}`;

  it("accepts Slimy Doom's stun, the aboleth's stages and its cure, and healing only by magic", () => {
    const slimy = { applies: [{ condition: "prone", duration: { rounds: 1 } }] };
    expect(at(onCondition("onDamaged", slimy), path("onDamaged"))).toEqual([]);
    expect(at(onCondition("expires", { becomes: "poisoned" }), path("expires"))).toEqual([]);
    expect(at(onCondition("curedOnlyBy", { catalogs: ["spells"], minLevel: 6 }), path("curedOnlyBy"))).toEqual([]);
    expect(at(onCondition("effects", ["cannot-heal-nonmagical"]), path("effects[0]"))).toEqual([]);
  });

  it("rejects onDamaged without applies, an undeclared condition, catalog or a bad level", () => {
    expect(codes(onCondition("onDamaged", {}), `${path("onDamaged")}.applies`)).toEqual(["missing"]);
    const ghost = { applies: [{ condition: "ghost" }] };
    expect(at(onCondition("onDamaged", ghost), `${path("onDamaged")}.applies[0].condition`)).toEqual([
      "bad-reference 1.261",
    ]);
    expect(codes(onCondition("expires", {}), `${path("expires")}.becomes`)).toEqual(["missing"]);
    expect(at(onCondition("expires", { becomes: "ghost" }), `${path("expires")}.becomes`)).toEqual([
      "bad-reference 1.261",
    ]);
    expect(at(onCondition("curedOnlyBy", { catalogs: ["potions"] }), `${path("curedOnlyBy")}.catalogs[0]`)).toEqual([
      "bad-reference 1.261",
    ]);
    expect(at(onCondition("curedOnlyBy", { minLevel: -1 }), `${path("curedOnlyBy")}.minLevel`)).toEqual([
      "out-of-range 1.261",
    ]);
  });

  it("a stat block's action ends conditions at 1.261", () => {
    const touch = (version?: string) =>
      variant((d) => {
        d.catalogs.monsters.entries[0].actions.push({
          id: "touch",
          name: "Healing Touch",
          kind: "heal",
          targets: "ally",
          heal: "2d8+2",
          ends: { conditions: ["poisoned"] },
        });
      }, version);
    const ends = "catalogs.monsters.entries[0].actions[1].ends";
    expect(at(touch(), ends)).toEqual([]);
    expect(at(touch("1.260"), ends)).toEqual(["needs-version 1.261"]);
  });

  it("each key below 1.261 needs 1.261", () => {
    const below = (key: string, value: unknown) => under(onCondition(key, value, "1.260"), path(key));
    expect(below("expires", { becomes: "poisoned" })).toEqual(["needs-version 1.261"]);
    expect(below("curedOnlyBy", { minLevel: 6 })).toContain("needs-version 1.261");
    expect(below("onDamaged", { applies: [{ condition: "prone" }] })).toContain("needs-version 1.261");
    expect(below("effects", ["cannot-heal-nonmagical"])).toEqual(["needs-version 1.261"]);
  });
});
