// 1.268 — the sea hag's Horrific Appearance reaches humanoids only (`targetTypes`), and her repeated save: the
// frightened creature repeats its Wisdom save at the end of each of its turns, with disadvantage while the hag is
// in sight (`saveEnds.seenLean`); a success keeps her appearance off it for the rest of the fight.
import { beforeAll, describe, expect, it } from "vitest";
import { of, withGeometry } from "../combat/helpers.js";
import { accept, endUntil, fighter, held, turnOf } from "./fixtures/auras.js";

const walls = [3, 4].map((y) => [6, y] as [number, number]);
const board = { width: 12, height: 5, walls };

function fight(party: (string | typeof fighter)[]) {
  return turnOf("Sea Hag 1", { party, enemies: ["monsters/sea-hag"], board }, (s) => {
    s.combatants["Sea Hag 1"]!.at = [8, 1];
    let y = 0;
    for (const c of Object.values(s.combatants)) if (c.side === "party") c.at = [5, y++];
  });
}

describe("1.268 sea hag's Horrific Appearance", () => {
  beforeAll(withGeometry);

  it("reaches a humanoid, not a beast, and not a character sheet (which has no creature type)", () => {
    const s = fight(["monsters/frail-bandit", "monsters/mastiff", fighter]);
    let events = endUntil(s, "Frail Bandit 1").events;
    events = [...events, ...endUntil(s, "Mastiff 1").events, ...endUntil(s, "Fighter").events];
    const asked = of(events, "save").filter((e) => e.why === "Horrific Appearance");
    expect([...new Set(asked.map((e) => e.who))]).toEqual(["Frail Bandit 1"]);
  });

  it("a failure frightens for a minute, with a save at each turn's end at disadvantage while she is in sight", () => {
    const scared = endUntil(fight(["monsters/frail-bandit"]), "Frail Bandit 1");
    expect(scared.state.combatants["Frail Bandit 1"]!.conditions).toContainEqual(
      expect.objectContaining({
        id: "frightened",
        source: "Sea Hag 1",
        remaining: 10,
        saveEnds: { save: "wis_save", difficulty: 11, at: "turn-end", lean: "disadvantage" },
      }),
    );
    const end = accept(scared.state, { option: "end" });
    expect(of(end.events, "save")).toMatchObject([{ who: "Frail Bandit 1", why: "ends frightened" }]);
    expect(of(end.events, "save")[0]!.d20.mode).toBe("disadvantage");
  });

  it("out of her sight the repeated save is rolled plainly", () => {
    const scared = endUntil(fight(["monsters/frail-bandit"]), "Frail Bandit 1");
    const hide = accept(scared.state, { option: "move", at: [5, 4] });
    const end = accept(hide.state, { option: "end" });
    expect(of(end.events, "save")).toMatchObject([{ who: "Frail Bandit 1", why: "ends frightened" }]);
    expect(of(end.events, "save")[0]!.d20.mode).toBe("normal");
  });

  it("a success keeps her appearance off that creature for the rest of the fight", () => {
    const first = endUntil(fight(["monsters/stalwart-bandit"]), "Stalwart Bandit 1");
    expect(of(first.events, "save")).toMatchObject([{ who: "Stalwart Bandit 1", success: true }]);
    expect(held(first.state, "Stalwart Bandit 1")).not.toContain("frightened");
    const later = endUntil(endUntil(first.state, "Stalwart Bandit 1").state, "Stalwart Bandit 1");
    expect(of(later.events, "save")).toEqual([]);
  });
});
