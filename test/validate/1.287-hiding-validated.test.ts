// 1.287 `combat.hiding`, a creature's `checks` and a creature action's `search`, and 1.179's components are
// implemented: each is checked
// by its own schema.
import { describe, expect, it } from "vitest";
import { ACTION_PATH, at, type Doc, issuesOf, MECHANICS_PATH, variant, withAction, withMechanics } from "./helpers.js";

const checks = [
  { id: "stealth", label: "Dexterity (Stealth)", ability: "dex" },
  { id: "perception", label: "Wisdom (Perception)", ability: "wis" },
];

function withHiding(hiding: unknown, version = "1.600") {
  return variant((d) => {
    d.combat.checks.push(...checks);
    d.combat.hiding = hiding;
  }, version);
}

describe("combat.hiding (1.287)", () => {
  it("accepts the reference's form, with the passive base", () => {
    expect(issuesOf(withHiding({ stealth: "stealth", perception: "perception" }))).toEqual([]);
    expect(issuesOf(withHiding({ stealth: "stealth", perception: "perception", passive: 10 }))).toEqual([]);
  });

  it("needs both checks, each one of combat.checks", () => {
    expect(at(withHiding({ stealth: "stealth" }), "combat.hiding.perception")).toEqual(["missing 1.287"]);
    expect(issuesOf(withHiding({ stealth: "sneaking", perception: "perception" }))).toContainEqual(
      expect.objectContaining({ path: "combat.hiding.stealth", code: "bad-reference" }),
    );
    expect(issuesOf(withHiding({ stealth: "stealth", perception: "perception", passive: "ten" }))).toContainEqual(
      expect.objectContaining({ path: "combat.hiding.passive", code: "wrong-type" }),
    );
  });

  it("needs 1.287", () => {
    expect(at(withHiding({ stealth: "stealth", perception: "perception" }, "1.200"), "combat.hiding")).toEqual([
      "needs-version 1.287",
    ]);
  });

  it("takes `lightly` as a whole number", () => {
    expect(issuesOf(withHiding({ stealth: "stealth", perception: "perception", lightly: 5 }))).toEqual([]);
    expect(issuesOf(withHiding({ stealth: "stealth", perception: "perception", lightly: -1 }))).toContainEqual(
      expect.objectContaining({ path: "combat.hiding.lightly", code: "out-of-range" }),
    );
  });

  it("`noisy` names components of combat.components (1.179)", () => {
    const doc = (noisy: unknown, components = true) =>
      variant((d) => {
        d.combat.checks.push(...checks);
        if (components) d.combat.components = [{ id: "verbal", label: "Verbal" }];
        d.combat.hiding = { stealth: "stealth", perception: "perception", noisy };
      });
    expect(issuesOf(doc(["verbal"]))).toEqual([]);
    expect(at(doc(["loud"]), "combat.hiding.noisy[0]")).toEqual(["bad-reference 1.287"]);
    expect(at(doc(["verbal"], false), "combat.hiding.noisy[0]")).toEqual(["bad-reference 1.287"]);
  });
});

describe("a creature's checks and a search action (1.287)", () => {
  it("accepts a creature's own checks by combat check id, and rejects an unknown check", () => {
    const doc = (own: unknown) =>
      variant((d) => {
        d.combat.checks.push(...checks);
        d.catalogs.monsters.entries[1].checks = own;
      });
    expect(issuesOf(doc({ stealth: 4, perception: 3 }))).toEqual([]);
    expect(issuesOf(doc({ sneaking: 4 }))).toContainEqual(
      expect.objectContaining({ path: "catalogs.monsters.entries[1].checks.sneaking" }),
    );
    expect(issuesOf(doc({ stealth: "four" }))).toContainEqual(
      expect.objectContaining({ path: "catalogs.monsters.entries[1].checks.stealth", code: "wrong-type" }),
    );
  });

  it("accepts `search: true` on a creature action, and only a boolean", () => {
    expect(issuesOf(withAction({ search: true }))).toEqual([]);
    expect(at(withAction({ search: "yes" }), `${ACTION_PATH}.search`)).toContain("wrong-type 1.287");
  });
});

describe("an unimplemented key inside an implemented one", () => {
  it("is unsupported in its own right (a later sub-key of `zone`)", () => {
    const zone = { rounds: 10, triggers: ["enter"], art: "thorns" };
    const doc = withMechanics({ area: { shape: "burst", size: 5 }, range: 60, zone });
    expect(at(doc, `${MECHANICS_PATH}.zone.art`)).toEqual(["unsupported 1.333"]);
    expect(at(doc, `${MECHANICS_PATH}.zone`)).toEqual([]);
  });
});

describe("components (1.179)", () => {
  const withComponents = (change: (d: Doc) => void) =>
    variant((d) => {
      d.combat.components = [
        { id: "verbal", label: "Verbal" },
        { id: "somatic", label: "Somatic" },
        { id: "material", label: "Material" },
      ];
      change(d);
    });

  it("accepts the components an entry and a creature action need", () => {
    const doc = withComponents((d) => {
      d.catalogs.spells.entries[2].mechanics.components = ["verbal", "somatic"];
      d.catalogs.monsters.entries[1].actions[0].components = ["somatic"];
    });
    expect(issuesOf(doc)).toEqual([]);
  });

  it("rejects a component not declared, a component without its label, and a wrong shape", () => {
    const path = `${MECHANICS_PATH}.components`;
    expect(
      at(
        withComponents((d) => (d.catalogs.spells.entries[2].mechanics.components = ["psychic"])),
        `${path}[0]`,
      ),
    ).toEqual(["bad-reference 1.179"]);
    expect(
      at(
        withComponents((d) => (d.catalogs.spells.entries[2].mechanics.components = "verbal")),
        path,
      ),
    ).toEqual(["wrong-type 1.179"]);
    expect(
      at(
        withComponents((d) => d.combat.components.push({ id: "focus" })),
        "combat.components[3].label",
      ),
    ).toEqual(["missing 1.179"]);
  });

  it("needs 1.179", () => {
    expect(
      at(
        withComponents(() => {}),
        "combat.components",
      ),
    ).toEqual([]);
    const early = variant((d) => {
      d.combat.components = [{ id: "verbal", label: "Verbal" }];
    }, "1.100");
    expect(at(early, "combat.components")).toEqual(["needs-version 1.179"]);
  });
});
