// 1.287 — Hide with `combat.hiding`: one Stealth roll, then hidden from every foe that does not see the hider
// clearly and whose passive Perception (10 + its `perception` check, read from a creature's own `checks`) the
// total meets. A foe the hider is hidden from cannot aim anything at them; the hiding ends for everyone on an
// attack, and for each foe that comes to see the hider clearly on any cell of a walk.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options } from "../../src/combat/index.js";
import { of, rogue, withGeometry } from "../combat/helpers.js";
import { accept, board, hidingOf, ruleset, turnOf } from "./fixtures/hiding.js";

const LOOKOUT_PASSIVE = 10 + 4;

/** The rogue behind the wall from the lookout; a hawk-eye, when there is one, in plain view of the rogue. */
function behindWall(seed: number, enemies = ["monsters/lookout"]): CombatState {
  return turnOf("Rogue", { party: [rogue], enemies, board, seed }, (x) => {
    x.combatants["Rogue"]!.at = [2, 1];
    x.combatants["Lookout 1"]!.at = [7, 1];
    if (x.combatants["Hawk-eye 1"]) x.combatants["Hawk-eye 1"].at = [2, 4];
  });
}

describe("1.287 Hide", () => {
  beforeAll(withGeometry);

  it("behind a wall: hidden from the lookout exactly when the Stealth total meets its passive", () => {
    const outcomes = new Set<boolean>();
    for (let seed = 1; seed <= 16; seed++) {
      const r = accept(behindWall(seed), { option: "std:hide@action" });
      const check = of(r.events, "check")[0]!;
      expect(check).toMatchObject({ who: "Rogue", check: "stealth", bonus: 3, difficulty: LOOKOUT_PASSIVE });
      const hidden = check.total >= LOOKOUT_PASSIVE;
      outcomes.add(hidden);
      expect(hidingOf(r.state, "Rogue")).toEqual(
        hidden ? expect.objectContaining({ score: check.total, from: ["Lookout 1"] }) : undefined,
      );
    }
    expect([...outcomes].sort()).toEqual([false, true]);
  });

  it("a foe that sees the hider clearly is never hidden from, however keen the other", () => {
    // The hawk-eye stands in the open below the rogue: it sees them clearly; the lookout is behind the wall.
    for (let seed = 1; seed <= 8; seed++) {
      const r = accept(behindWall(seed, ["monsters/lookout", "monsters/hawk-eye"]), { option: "std:hide@action" });
      const check = of(r.events, "check")[0]!;
      // Only the lookout is rolled against: the difficulty is its passive, not the hawk-eye's 40.
      expect(check.difficulty).toBe(LOOKOUT_PASSIVE);
      const from = hidingOf(r.state, "Rogue")?.from;
      expect(from).toEqual(check.total >= LOOKOUT_PASSIVE ? ["Lookout 1"] : undefined);
    }
  });

  it("is not offered with every foe seeing clearly, nor without a board", () => {
    const open = turnOf("Rogue", { party: [rogue], enemies: ["monsters/lookout"], board }, (x) => {
      x.combatants["Rogue"]!.at = [2, 1];
      x.combatants["Lookout 1"]!.at = [2, 4];
    });
    expect(options(ruleset, open).some((o) => o.id === "std:hide@action")).toBe(false);
    const boardless = turnOf("Rogue", { party: [rogue], enemies: ["monsters/lookout"] });
    expect(options(ruleset, boardless).some((o) => o.id === "std:hide@action")).toBe(false);
    expect(options(ruleset, behindWall(1)).some((o) => o.id === "std:hide@action")).toBe(true);
  });

  it("a foe the hider is hidden from cannot aim at them; one that sees them still can", () => {
    // No board: no one can hide there, but a condition already hiding the rogue from the lookout still does.
    const s = turnOf("Lookout 1", { party: [rogue], enemies: ["monsters/lookout", "monsters/hawk-eye"] }, (x) => {
      x.combatants["Rogue"]!.conditions.push({ id: "std:hidden-from", score: 20, from: ["Lookout 1"] });
    });
    expect(options(ruleset, s).find((o) => o.id === "use:action:spear")).toBeUndefined();
    const hawkTurn = structuredClone(s);
    hawkTurn.turn = hawkTurn.order.indexOf("Hawk-eye 1");
    const strike = options(ruleset, hawkTurn).find((o) => o.id === "use:action:spear");
    expect(strike?.targets?.candidates).toEqual(["Rogue"]);
  });

  it("ends for everyone as soon as the hider attacks", () => {
    const s = behindWall(1, ["monsters/lookout", "monsters/hawk-eye"]);
    s.combatants["Rogue"]!.conditions.push({ id: "std:hidden-from", score: 20, from: ["Lookout 1"] });
    const shot = accept(s, { option: "use:gear/shortbow", targets: ["Hawk-eye 1"] });
    expect(of(shot.events, "condition-ended")).toContainEqual(
      expect.objectContaining({ who: "Rogue", condition: "std:hidden-from", why: "gave away" }),
    );
    expect(hidingOf(shot.state, "Rogue")).toBeUndefined();
  });

  it("ends for a foe on the cell of its walk where it sees the hider clearly", () => {
    const s = behindWall(1);
    s.turn = s.order.indexOf("Lookout 1");
    s.combatants["Rogue"]!.conditions.push({ id: "std:hidden-from", score: 30, from: ["Lookout 1"] });
    // Around the foot of the wall: from (4, 4) the rogue at (2, 1) is in plain view.
    const walked = accept(s, { option: "move", at: [3, 4] });
    const found = of(walked.events, "found");
    expect(found).toEqual([{ t: "found", who: "Rogue", by: "Lookout 1", why: "seen" }]);
    const moves = of(walked.events, "move");
    expect(moves.length).toBeGreaterThan(0);
    expect(hidingOf(walked.state, "Rogue")).toBeUndefined();
    expect(of(walked.events, "condition-ended")).toContainEqual(
      expect.objectContaining({ who: "Rogue", condition: "std:hidden-from", why: "seen" }),
    );
  });

  it("a walk that never brings the foe into clear sight leaves the hider hidden", () => {
    const s = behindWall(1);
    s.turn = s.order.indexOf("Lookout 1");
    s.combatants["Rogue"]!.conditions.push({ id: "std:hidden-from", score: 30, from: ["Lookout 1"] });
    const walked = accept(s, { option: "move", at: [6, 0] });
    expect(of(walked.events, "found")).toEqual([]);
    expect(hidingOf(walked.state, "Rogue")?.from).toEqual(["Lookout 1"]);
  });

  it("ends for a foe whose passive now exceeds the total, after any step (here the hider's own)", () => {
    const s = behindWall(1);
    s.combatants["Rogue"]!.conditions.push({ id: "std:hidden-from", score: LOOKOUT_PASSIVE - 1, from: ["Lookout 1"] });
    const stepped = accept(s, { option: "move", at: [1, 1] });
    expect(of(stepped.events, "found")).toEqual([{ t: "found", who: "Rogue", by: "Lookout 1", why: "noticed" }]);
    // A total that meets the passive holds.
    const held = behindWall(1);
    held.combatants["Rogue"]!.conditions.push({ id: "std:hidden-from", score: LOOKOUT_PASSIVE, from: ["Lookout 1"] });
    expect(of(accept(held, { option: "move", at: [1, 1] }).events, "found")).toEqual([]);
  });
});
