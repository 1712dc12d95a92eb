// 1.287 — Search with `combat.hiding`: the `search` standard action rolls the ruleset's `perception` check once
// and finds, for the searcher alone, everyone hidden from them whose total the roll meets. A creature action with
// `search: true` (the legendary Detect's form) does the same and nothing else. Creatures read the check from their
// own `checks`.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options } from "../../src/combat/index.js";
import { fighter, of, rogue, withGeometry } from "../combat/helpers.js";
import { accept, board, hidingOf, ruleset, turnOf } from "./fixtures/hiding.js";

/** The lookouts' turn, the rogue and fighter behind the wall, hidden from the first lookout (and maybe more). */
function hiddenParty(seed: number, who = "Lookout 1", enemies = ["monsters/lookout"]): CombatState {
  return turnOf(who, { party: [rogue, fighter], enemies, board, seed }, (x) => {
    x.combatants["Rogue"]!.at = [2, 1];
    x.combatants["Fighter"]!.at = [1, 2];
    for (const [i, id] of Object.keys(x.combatants)
      .filter((k) => x.combatants[k]!.side === "enemies")
      .entries())
      x.combatants[id]!.at = [7, i];
    const all = enemies.length > 1 ? ["Lookout 1", "Lookout 2"] : ["Lookout 1"];
    x.combatants["Rogue"]!.conditions.push({ id: "std:hidden-from", score: 16, from: [...all] });
    x.combatants["Fighter"]!.conditions.push({ id: "std:hidden-from", score: 30, from: [...all] });
  });
}

describe("1.287 Search", () => {
  beforeAll(withGeometry);

  it("one Perception roll (the creature's own `checks`) finds everyone whose total it meets", () => {
    const outcomes = new Set<boolean>();
    for (let seed = 1; seed <= 24; seed++) {
      const r = accept(hiddenParty(seed), { option: "std:search@action" });
      const checks = of(r.events, "check");
      expect(checks).toHaveLength(1);
      expect(checks[0]).toMatchObject({ who: "Lookout 1", check: "perception", bonus: 4 });
      const total = checks[0]!.total;
      outcomes.add(total >= 16);
      expect(hidingOf(r.state, "Rogue")).toEqual(total >= 16 ? undefined : expect.objectContaining({ score: 16 }));
      expect(of(r.events, "found")).toEqual(
        total >= 16 ? [{ t: "found", who: "Rogue", by: "Lookout 1", why: "search" }] : [],
      );
      // Perception +4 never reaches 30.
      expect(hidingOf(r.state, "Fighter")?.from).toEqual(["Lookout 1"]);
    }
    expect([...outcomes].sort()).toEqual([false, true]);
  });

  it("finds them for the searcher only: they stay hidden from the other lookout", () => {
    let checked = false;
    for (let seed = 1; seed <= 16 && !checked; seed++) {
      const r = accept(hiddenParty(seed, "Lookout 1", ["monsters/lookout", "monsters/lookout"]), {
        option: "std:search@action",
      });
      if (of(r.events, "check")[0]!.total < 16) continue;
      expect(hidingOf(r.state, "Rogue")?.from).toEqual(["Lookout 2"]);
      expect(of(r.events, "condition-ended")).toEqual([]);
      checked = true;
    }
    expect(checked).toBe(true);
  });

  it("is offered only while someone is hidden from the searcher", () => {
    const s = hiddenParty(1, "Lookout 1", ["monsters/lookout", "monsters/lookout"]);
    expect(options(ruleset, s).some((o) => o.id === "std:search@action")).toBe(true);
    const other = structuredClone(s);
    for (const id of ["Rogue", "Fighter"]) other.combatants[id]!.conditions[0]!.from = ["Lookout 2"];
    expect(options(ruleset, other).some((o) => o.id === "std:search@action")).toBe(false);
  });
});

describe("1.287 a creature action with `search` (Detect)", () => {
  beforeAll(withGeometry);

  it("searches and does nothing else, on the creature's own budget", () => {
    const outcomes = new Set<boolean>();
    for (let seed = 1; seed <= 24; seed++) {
      const s = hiddenParty(seed, "Seeker 1", ["monsters/seeker"]);
      for (const id of ["Rogue", "Fighter"]) s.combatants[id]!.conditions[0]!.from = ["Seeker 1"];
      const detect = options(ruleset, s).find((o) => o.label === "Detect");
      expect(detect).toMatchObject({ kind: "use", budget: "action", targets: { candidates: ["Seeker 1"] } });
      const r = accept(s, { option: detect!.id, targets: ["Seeker 1"] });
      const check = of(r.events, "check");
      expect(check).toHaveLength(1);
      expect(check[0]).toMatchObject({ who: "Seeker 1", check: "perception", bonus: 5 });
      outcomes.add(check[0]!.total >= 16);
      expect(hidingOf(r.state, "Rogue")).toEqual(check[0]!.total >= 16 ? undefined : expect.anything());
      expect(of(r.events, "damage")).toEqual([]);
      expect(r.state.combatants["Seeker 1"]!.budgets["action"]).toBe(0);
    }
    expect([...outcomes].sort()).toEqual([false, true]);
  });

  it("is not offered while no one is hidden from the creature", () => {
    const s = hiddenParty(1, "Seeker 1", ["monsters/seeker"]);
    expect(options(ruleset, s).some((o) => o.label === "Detect")).toBe(false);
  });
});
