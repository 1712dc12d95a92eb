// 1.198 — Wall of Thorns: `"zone": { "rounds": 100, "triggers": ["enter"], "atCast": true, "damageType": "slashing" }`
// on an entry whose own `damageType` is `"piercing"` "deals piercing damage to those the wall encloses when it
// appears, and slashing damage to those who move into it afterwards". The bundled SRD's Wall of Thorns (`enter` and
// `turn-end`, blocking sight, 4 feet of movement a foot inside).
import { beforeAll, describe, expect, it } from "vitest";
import { Fight } from "../../src/combat/index.js";
import { srd5e } from "../../src/srd/index.js";
import { load } from "../../src/validate/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { accept, endUntil, ruleset, wallFight } from "./fixtures/zone-sections.js";

const cast = (goblins: [number, number][]) =>
  accept(wallFight(goblins), { option: "use:spells/wall-of-thorns", at: [6, 7] });

describe("1.198 Wall of Thorns", () => {
  beforeAll(withGeometry);

  it("the bundled SRD's Wall of Thorns loads with its two damage types", () => {
    const entry = load(srd5e).doc.catalogs!["spells"]!.entries.find((e) => e.id === "wall-of-thorns")!;
    expect(entry).toMatchObject({ mechanics: { damageType: "piercing", zone: { damageType: "slashing" } } });
  });

  it("deals piercing damage to those it encloses as it appears", () => {
    const r = cast([[6, 7]]);
    expect(of(r.events, "use")[0]!.targets).toEqual(["Goblin 1"]);
    expect(of(r.events, "damage")).toMatchObject([{ who: "Goblin 1", type: "piercing" }]);
  });

  it("deals slashing damage to one who moves into it afterwards, once that turn", () => {
    const r = cast([[8, 7]]);
    expect(of(r.events, "damage")).toEqual([]);
    const walk = accept(endUntil(r, "Goblin 1").state, { option: "move", at: [6, 7] });
    expect(of(walk.events, "zone").filter((e) => e.what === "catch")).toMatchObject([
      { who: "Goblin 1", trigger: "enter" },
    ]);
    expect(of(walk.events, "damage")).toMatchObject([{ who: "Goblin 1", type: "slashing" }]);
  });

  it("deals slashing damage to one who ends its turn in it, and piercing again only when cast again", () => {
    const r = cast([[6, 7]]);
    const round = endUntil(r, "Wizard");
    const hurt = of(round.events, "damage");
    expect(hurt).toMatchObject([{ who: "Goblin 1", type: "slashing" }]);
    const again = accept(round.state, { option: "use:spells/wall-of-thorns", at: [6, 7] });
    expect(of(again.events, "damage")).toMatchObject([{ who: "Goblin 1", type: "piercing" }]);
  });

  it("is listed as a zone blocking sight while it stands", () => {
    const r = cast([[8, 7]]);
    expect(Fight.resume(ruleset, r.state).zones()).toMatchObject([{ name: "Wall of Thorns" }]);
    expect(Fight.resume(ruleset, r.state).sight("Wizard", "Goblin 1").line).toBe(false);
  });
});
