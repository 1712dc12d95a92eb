import { describe, expect, it } from "vitest";
import { type Doc, issuesOf, variant } from "./helpers.js";

// 1.392: "Each form is a bestiary entry (`<catalogId>/<entryId>`) … what it applies through `applies` must name a
// combat condition that has a `shape` … Creatures have no sheet, so their actions use neither `at` nor `unless`."
describe("1.392: forms and shape", () => {
  const SPELL = "catalogs.spells.entries[2].mechanics";
  const ACTION = "catalogs.monsters.entries[1].actions[0]";
  const shaped = (d: Doc, shape: unknown = {}) => {
    d.combat.conditions.push({ id: "shaped", label: "Shaped", shape });
  };
  const withForms = (
    forms: unknown,
    applies: unknown = [{ condition: "shaped" }],
    shape: unknown = { health: "form" },
  ) =>
    variant((d) => {
      shaped(d, shape);
      Object.assign(d.catalogs.spells.entries[2].mechanics, { forms, applies });
    });
  const actionForms = (forms: unknown) =>
    variant((d) => {
      shaped(d);
      Object.assign(d.catalogs.monsters.entries[1].actions[0], { forms, applies: [{ condition: "shaped" }] });
    });
  const issues = (d: unknown) =>
    issuesOf(d)
      .filter((i) => i.capability === "1.392" || i.code === "bad-reference")
      .map((i) => `${i.path.replace(SPELL, "M").replace(ACTION, "A")} ${i.code}`);

  it("a shapeshift into a bestiary entry, applying a condition with a shape, loads", () => {
    expect(issues(withForms({ into: ["monsters/wolf"] }))).toEqual([]);
    expect(issues(withForms({ into: ["monsters/wolf"], upTo: { filter: "cr", at: 2 } }))).toEqual([]);
  });

  it("each form must be a bestiary entry", () => {
    expect(issues(withForms({ into: ["monsters/owlbear"] }))).toEqual(["M.forms.into[0] bad-reference"]);
    expect(issues(withForms({ into: ["spells/fire-bolt"] }))).toEqual(["M.forms.into[0] bad-reference"]);
  });

  it("what it applies must be a combat condition that has a shape", () => {
    expect(issues(withForms({ into: ["monsters/wolf"] }, [{ condition: "prone" }]))).toEqual(["M.forms missing"]);
    const none = variant((d) => {
      shaped(d);
      d.catalogs.spells.entries[2].mechanics.forms = { into: ["monsters/wolf"] };
    });
    expect(issues(none)).toEqual(["M.forms missing"]);
  });

  it("forms are named in into, and upTo has a number to limit by", () => {
    expect(issues(withForms({}))).toEqual(["M.forms missing"]);
    expect(issues(withForms({ into: ["monsters/wolf"], upTo: { filter: "cr" } }))).toEqual(["M.forms.upTo missing"]);
  });

  it("a creature's action reads no sheet: neither upTo.at nor without[].unless", () => {
    expect(issues(actionForms({ into: ["monsters/goblin"], upTo: { filter: "cr", targetLevel: 1 } }))).toEqual([]);
    expect(issues(actionForms({ into: ["monsters/goblin"], upTo: { filter: "cr", at: 1 } }))).toEqual([
      "A.forms.upTo.at not-allowed",
    ]);
    expect(issues(actionForms({ into: ["monsters/goblin"], without: [{ speed: "fly", unless: 1 }] }))).toEqual([
      "A.forms.without[0].unless not-allowed",
    ]);
  });

  it("shape names a known budget to revert with, and known saves and checks to keep", () => {
    const codes = (shape: unknown) =>
      issuesOf(withForms({ into: ["monsters/wolf"] }, [{ condition: "shaped" }], shape)).map(
        (i) => `${i.path.replace(/^combat\.conditions\[\d+\]/, "C")} ${i.code}`,
      );
    expect(codes({ revert: "bonus", keepsSaves: ["wis_save"], health: "own", keeps: ["bite"] })).toEqual([]);
    expect(codes({ revert: "free-action" })).toEqual(["C.shape.revert bad-reference"]);
    expect(codes({ keepsSaves: ["luck_save"] })).toEqual(["C.shape.keepsSaves[0] bad-reference"]);
    expect(codes({ health: "both" })).toEqual(["C.shape.health out-of-range"]);
  });
});
