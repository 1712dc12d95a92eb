// 1.287 `combat.hiding`, a creature's `checks` and a creature action's `search` are implemented: each is checked
// by its own schema; `noisy` and `lightly` are not implemented yet and stay unsupported.
import { describe, expect, it } from "vitest";
import { ACTION_PATH, at, issuesOf, MECHANICS_PATH, variant, withAction, withMechanics } from "./helpers.js";

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

  it("leaves `noisy` and `lightly` unsupported", () => {
    const doc = withHiding({ stealth: "stealth", perception: "perception", noisy: ["verbal"], lightly: 5 });
    expect(at(doc, "combat.hiding.noisy")).toEqual(["unsupported 1.287"]);
    expect(at(doc, "combat.hiding.lightly")).toEqual(["unsupported 1.287"]);
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
    const zone = { rounds: 10, triggers: ["enter"], move: 10 };
    const doc = withMechanics({ area: { shape: "burst", size: 5 }, range: 60, zone });
    expect(at(doc, `${MECHANICS_PATH}.zone.move`)).toEqual(["unsupported 1.173"]);
    expect(at(doc, `${MECHANICS_PATH}.zone`)).toEqual([]);
  });
});
