// 1.265 — the pit fiend's Fear Aura: a DC 21 Wisdom save for every hostile creature starting its turn within 20 feet,
// frightened until the start of its next turn on a failure; `immuneOnSuccess` keeps the aura off one who succeeds
// for the rest of the fight. Those of its own side are never asked.
import { beforeAll, describe, expect, it } from "vitest";
import { of, withGeometry } from "../combat/helpers.js";
import { endUntil, held, turnOf } from "./fixtures/auras.js";

const board = { width: 12, height: 5 };

function fight(party: string) {
  return turnOf("Pit Fiend 1", { party: [party], enemies: ["monsters/pit-fiend", "monsters/bandit"], board }, (s) => {
    s.combatants["Pit Fiend 1"]!.at = [6, 2];
    s.combatants["Bandit 1"]!.at = [7, 2];
    const me = Object.values(s.combatants).find((c) => c.side === "party")!;
    me.at = [4, 2];
  });
}

describe("1.265 pit fiend's Fear Aura", () => {
  beforeAll(withGeometry);

  it("a failed save frightens until the start of the next turn, and the save comes again each turn", () => {
    const first = endUntil(fight("monsters/frail-bandit"), "Frail Bandit 1");
    expect(of(first.events, "save")).toMatchObject([
      { who: "Frail Bandit 1", save: "wis_save", difficulty: 21, success: false, why: "Fear Aura" },
    ]);
    expect(first.state.combatants["Frail Bandit 1"]!.conditions).toContainEqual(
      expect.objectContaining({ id: "frightened", source: "Pit Fiend 1", remaining: 1, at: "turn-start" }),
    );
    const next = endUntil(first.state, "Frail Bandit 1");
    expect(of(next.events, "condition-ended")).toMatchObject([{ who: "Frail Bandit 1", condition: "frightened" }]);
    expect(of(next.events, "save")).toMatchObject([{ who: "Frail Bandit 1", success: false }]);
    expect(held(next.state, "Frail Bandit 1")).toContain("frightened");
  });

  it("after a success the aura stays off that creature for the rest of the fight", () => {
    const first = endUntil(fight("monsters/stalwart-bandit"), "Stalwart Bandit 1");
    expect(of(first.events, "save")).toMatchObject([{ who: "Stalwart Bandit 1", success: true }]);
    expect(first.state.auras?.immune).toEqual(["Stalwart Bandit 1|Pit Fiend 1|fear-aura#0"]);
    const later = endUntil(endUntil(first.state, "Stalwart Bandit 1").state, "Stalwart Bandit 1");
    expect(of(later.events, "save")).toEqual([]);
  });

  it("asks no one of its own side", () => {
    const r = endUntil(fight("monsters/frail-bandit"), "Bandit 1");
    expect(of(r.events, "save").filter((e) => e.who === "Bandit 1")).toEqual([]);
  });
});
