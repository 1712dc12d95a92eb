// 1.263 — Aura of Protection: a kept `aura-of-protection` (from the feature's `keepsOn`) whose aura spreads a
// condition adding the paladin's Charisma (+3) to the saves of allies within 10 feet, the paladin included, from
// 6th level. It reaches allies as the fight goes on, comes off when they part, and is never written to the sheet.
import { beforeAll, describe, expect, it } from "vitest";
import { options, settleSheets } from "../../src/combat/index.js";
import { validate } from "../../src/validate/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { accept, endUntil, fighter, held, paladin, ruleset, turnOf } from "./fixtures/auras.js";

const board = { width: 12, height: 5 };

function fight(level: number) {
  return turnOf("Paladin", { party: [paladin(level), fighter], enemies: ["monsters/goblin"], board }, (s) => {
    s.combatants["Paladin"]!.at = [1, 1];
    s.combatants["Fighter"]!.at = [2, 1];
    s.combatants["Goblin 1"]!.at = [10, 4];
    s.combatants["Goblin 1"]!.hp = 200;
  });
}

describe("1.263 Aura of Protection", () => {
  beforeAll(withGeometry);

  it("the fixture is a valid ruleset at 1.268", () => {
    expect(validate(ruleset).issues).toEqual([]);
  });

  it("the paladin keeps the condition from the start of the fight; the feature is never on the menu", () => {
    const s = fight(6);
    expect(s.combatants["Paladin"]!.conditions).toContainEqual({ id: "aura-of-protection", kept: true });
    expect(options(ruleset, s).map((o) => o.id)).not.toContain("use:features/aura-of-protection");
  });

  it("spreads to the paladin and an ally within 10 feet, and not to foes", () => {
    const r = endUntil(fight(6), "Paladin");
    for (const who of ["Paladin", "Fighter"])
      expect(r.state.combatants[who]!.conditions).toContainEqual({
        id: "protected",
        source: "Paladin",
        aura: "aura-of-protection#0",
      });
    expect(held(r.state, "Goblin 1")).not.toContain("protected");
  });

  it("comes off when the two part, and comes back when they meet again", () => {
    const s = endUntil(fight(6), "Fighter").state;
    expect(held(s, "Fighter")).toContain("protected");
    const away = accept(s, { option: "move", at: [5, 1] });
    expect(of(away.events, "parted")).toMatchObject([{ who: "Fighter", from: "Paladin", condition: "protected" }]);
    expect(held(away.state, "Fighter")).not.toContain("protected");
    const back = accept(away.state, { option: "move", at: [3, 1] });
    expect(of(back.events, "aura")).toMatchObject([{ who: "Fighter", from: "Paladin", condition: "protected" }]);
  });

  it("a save made while reached adds the Charisma: the fighter's save against a basilisk's gaze", () => {
    const save = (level: number) => {
      const s = turnOf("Paladin", { party: [paladin(level), fighter], enemies: ["monsters/basilisk"], board }, (x) => {
        x.combatants["Paladin"]!.at = [1, 1];
        x.combatants["Fighter"]!.at = [2, 1];
        x.combatants["Basilisk 1"]!.at = [6, 1];
      });
      return of(endUntil(s, "Fighter").events, "save").find((e) => e.who === "Fighter")!.bonus;
    };
    expect(save(6) - save(5)).toBe(3);
  });

  it("switches on at 6th level: a 5th-level paladin spreads nothing", () => {
    const r = endUntil(fight(5), "Paladin");
    expect(of(r.events, "aura")).toEqual([]);
  });

  it("a paladin who cannot act spreads nothing", () => {
    const s = endUntil(fight(6), "Paladin").state;
    const stunned = structuredClone(s);
    stunned.combatants["Paladin"]!.conditions.push({ id: "paralyzed" });
    const r = accept(stunned, { option: "end" });
    expect(
      of(r.events, "parted")
        .map((e) => e.who)
        .sort(),
    ).toEqual(["Fighter", "Paladin"]);
  });

  it("disappears when the fight ends and is never written to the sheet", () => {
    const s = endUntil(fight(6), "Paladin").state;
    const won = structuredClone(s);
    won.combatants["Goblin 1"]!.hp = 0;
    won.combatants["Goblin 1"]!.status = "dead";
    const r = accept(won, { option: "end" });
    expect(r.state.outcome).toBe("won");
    expect(held(r.state, "Fighter")).not.toContain("protected");
    const sheets = settleSheets(ruleset, r.state);
    expect(sheets["Paladin"]!.live?.conditions ?? []).toEqual([]);
    expect(sheets["Fighter"]!.live?.conditions ?? []).toEqual([]);
  });
});
