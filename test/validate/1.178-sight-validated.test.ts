// 1.178 senses and sight, 1.294 darkness: implemented, so each key is checked by its own schema and still versioned.
import { describe, expect, it } from "vitest";
import { type Doc, issuesOf, MECHANICS_PATH, variant, withAction, withMechanics } from "./helpers.js";

const senses = [
  { id: "darkvision", label: "Darkvision" },
  { id: "blindsight", label: "Blindsight", blind: true },
  { id: "truesight", label: "Truesight" },
];
const darkness = { seeIn: ["darkvision"], pierced: ["truesight"], carried: { bright: 20, dim: 20 } };

function sighted(change: (d: Doc) => void = () => {}, version?: string): Doc {
  return variant((d) => {
    d.combat.senses = structuredClone(senses);
    d.combat.sight = { unseenAttacks: true, eyes: "sight", darkness: structuredClone(darkness) };
    d.combat.conditions.push(
      { id: "invisible", label: "Invisible", unseen: { pierced: ["blindsight", "truesight"] } },
      { id: "blinded", label: "Blinded", lacks: ["sight"] },
      { id: "lit", label: "Lit", light: { bright: 20, dim: 20 } },
    );
    d.catalogs.monsters.entries[1].senses = { darkvision: 60 };
    d.catalogs.monsters.entries[1].light = { bright: 30, dim: 30 };
    d.catalogs.gear.entries[0].carried = { light: { bright: 30, dim: 30 } };
    change(d);
  }, version);
}

const fogCloud = { area: { shape: "burst", size: 20 }, zone: { rounds: 600, obscures: {} } };
const darknessSpell = { zone: { rounds: 100, obscures: { pierced: ["blindsight", "truesight"] } } };

describe("senses and sight (1.178) and darkness (1.294)", () => {
  it("accepts the forms of the reference's examples", () => {
    expect(issuesOf(sighted())).toEqual([]);
    expect(issuesOf(withMechanics(fogCloud))).toEqual([]);
    expect(issuesOf(withMechanics(darknessSpell))).toEqual([]);
    expect(issuesOf(withMechanics({ seen: true }))).toEqual([]);
    expect(issuesOf(withAction({ seen: true }))).toEqual([]);
  });

  it("rejects wrong shapes at their paths", () => {
    const paths = (doc: Doc) => issuesOf(doc).map((i) => `${i.path} ${i.code}`);
    expect(paths(sighted((d) => (d.combat.senses[1].blind = "yes")))).toEqual(["combat.senses[1].blind wrong-type"]);
    expect(paths(sighted((d) => (d.combat.sight.darkness.carried = { bright: 20 })))).toEqual([
      "combat.sight.darkness.carried.dim missing",
    ]);
    expect(paths(sighted((d) => (d.combat.conditions.at(-3).unseen.pierced = "truesight")))).toEqual([
      "combat.conditions[3].unseen.pierced wrong-type",
    ]);
    expect(paths(sighted((d) => (d.catalogs.monsters.entries[1].senses = { darkvision: "60 ft" })))).toEqual([
      "catalogs.monsters.entries[1].senses.darkvision wrong-type",
    ]);
    expect(paths(withMechanics({ seen: 1 }))).toEqual([`${MECHANICS_PATH}.seen wrong-type`]);
  });

  it("a sense read from the sheet names a field or derived value", () => {
    const doc = sighted((d) => (d.combat.senses[0].sheet = "no-such-field"));
    expect(issuesOf(doc).map((i) => `${i.path} ${i.code}`)).toEqual(["combat.senses[0].sheet bad-reference"]);
  });

  it("still needs the declared version", () => {
    const codes = issuesOf(sighted(() => {}, "1.178")).map((i) => `${i.path} ${i.code} ${i.capability}`);
    expect(codes).toContain("combat.sight.darkness needs-version 1.294");
    expect(codes.every((c) => c.endsWith("1.294"))).toBe(true);
  });
});
