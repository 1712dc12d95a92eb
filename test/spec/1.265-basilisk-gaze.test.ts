// 1.265 — the basilisk's gaze: an aura `save` made by those it reaches at the start of their own turn, only while
// the two can see each other (`seen`). A failure applies `applies` from the basilisk at its difficulty: restrained,
// turning to stone, and one more failed save at the end of the turn petrifies (a counted save, 1.258).
import { beforeAll, describe, expect, it } from "vitest";
import { of, withGeometry } from "../combat/helpers.js";
import { accept, endUntil, held, turnOf } from "./fixtures/auras.js";

const board = {
  width: 12,
  height: 5,
  walls: [
    [5, 0],
    [5, 1],
    [5, 2],
    [5, 3],
    [5, 4],
  ] as [number, number][],
};

function fight(party: string, at: [number, number], seed = 1) {
  return turnOf("Basilisk 1", { party: [party], enemies: ["monsters/basilisk"], board, seed }, (s) => {
    s.combatants["Basilisk 1"]!.at = [7, 2];
    const me = Object.values(s.combatants).find((c) => c.side === "party")!;
    me.at = at;
  });
}

describe("1.265 basilisk's gaze", () => {
  beforeAll(withGeometry);

  it("a creature starting its turn within 30 feet in sight saves (DC 12 Constitution) and, failing, is restrained", () => {
    const r = endUntil(fight("monsters/frail-bandit", [9, 2]), "Frail Bandit 1");
    expect(of(r.events, "save")).toMatchObject([
      { who: "Frail Bandit 1", save: "con_save", difficulty: 12, success: false, why: "Petrifying Gaze" },
    ]);
    expect(r.state.combatants["Frail Bandit 1"]!.conditions).toContainEqual(
      expect.objectContaining({
        id: "restrained",
        source: "Basilisk 1",
        saveEnds: { save: "con_save", difficulty: 12, at: "turn-end" },
      }),
    );
  });

  it("failing again at the end of that turn, it is petrified", () => {
    const r = endUntil(fight("monsters/frail-bandit", [9, 2]), "Frail Bandit 1");
    const end = accept(r.state, { option: "end" });
    expect(of(end.events, "save")).toMatchObject([{ who: "Frail Bandit 1", why: "ends restrained", success: false }]);
    expect(of(end.events, "worsened")).toMatchObject([{ who: "Frail Bandit 1", becomes: "petrified" }]);
    expect(held(end.state, "Frail Bandit 1")).toContain("petrified");
    expect(held(end.state, "Frail Bandit 1")).not.toContain("restrained");
  });

  it("a success does nothing, and the gaze is met again the next turn", () => {
    const first = endUntil(fight("monsters/stalwart-bandit", [9, 2]), "Stalwart Bandit 1");
    expect(of(first.events, "save")).toMatchObject([{ who: "Stalwart Bandit 1", success: true }]);
    expect(held(first.state, "Stalwart Bandit 1")).not.toContain("restrained");
    const again = endUntil(first.state, "Stalwart Bandit 1");
    expect(of(again.events, "save")).toMatchObject([{ who: "Stalwart Bandit 1", success: true }]);
  });

  it("no save while a wall stands between them, nor beyond 30 feet", () => {
    const hidden = endUntil(fight("monsters/frail-bandit", [3, 2]), "Frail Bandit 1");
    expect(of(hidden.events, "save")).toEqual([]);
    const far = turnOf(
      "Basilisk 1",
      { party: ["monsters/frail-bandit"], enemies: ["monsters/basilisk"], board: { width: 12, height: 5 } },
      (s) => {
        s.combatants["Basilisk 1"]!.at = [0, 2];
        s.combatants["Frail Bandit 1"]!.at = [7, 2];
      },
    );
    expect(of(endUntil(far, "Frail Bandit 1").events, "save")).toEqual([]);
  });

  it("a basilisk that cannot act gazes at no one", () => {
    const s = fight("monsters/frail-bandit", [9, 2]);
    s.combatants["Basilisk 1"]!.conditions.push({ id: "paralyzed" });
    expect(of(endUntil(s, "Frail Bandit 1").events, "save")).toEqual([]);
  });
});
