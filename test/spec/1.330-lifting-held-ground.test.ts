// 1.330 — Lifting Held Ground. At the turning of the year the story lifts the Barrow Field in the middle of a fight
// through the director's `releaseRulesetHeldGround(definition, state, release)` (the shared
// `rulesetReleaseHeldGround` beneath it): the felled who were not reaped die (characters go down and start dying
// with `felled: "down"`), and with `owing` (the party's Debts Settled as its `bonus`) every character's Owing marks
// fall due, one death save each, until the marks run out or the count has a result; the marks are spent.
import { describe, expect, it } from "vitest";
import {
  type CombatEvent,
  type CombatState,
  Fight,
  formatEvent,
  rulesetReleaseHeldGround,
  settleSheets,
  startCombat,
} from "../../src/combat/index.js";
import { releaseRulesetHeldGround } from "../../src/director/index.js";
import * as root from "../../src/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { of } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";
import {
  accept,
  BARROW_FIELD,
  cleric,
  endUntil,
  fighter,
  owing,
  reaper,
  reseeded,
  ruleset,
  turnOf,
} from "./fixtures/held-ground.js";

type Release = Parameters<typeof releaseRulesetHeldGround>[2];

function lift(state: CombatState, release: Release, rules: RulesetDoc = ruleset) {
  const r = releaseRulesetHeldGround(rules, state, release);
  if ("rejected" in r) throw new Error(`${r.rejected.code}: ${r.rejected.message}`);
  return r;
}

/** Drops `target` to zero with `option` on the first seed that does; the generator carries on from there. */
function strikeDown(s: CombatState, who: string, option: string, target: string): CombatState {
  const at = structuredClone(s);
  at.turn = at.order.indexOf(who);
  at.stack = [];
  at.ending = false;
  at.combatants[who]!.budgets = { action: 1, bonus: 1, reaction: 1 };
  at.combatants[target]!.hp = 1;
  for (let seed = 0; seed < 50; seed++) {
    const r = accept(reseeded(at, seed), { option, targets: [target] });
    if (r.state.combatants[target]!.hp === 0) return r.state;
  }
  throw new Error(`${who} never dropped ${target}`);
}

/**
 * The Barrow Field in mid-fight: the fighter felled by a knight, the cleric's mace has felled a knight, and the
 * Reaping Hook has reaped another; one knight still stands.
 */
function midFight(party = [fighter, cleric, reaper]): CombatState {
  let s = turnOf("Barrow Knight 1", { party, enemies: [{ creature: "monsters/barrow-knight", count: 3 }] });
  s = strikeDown(s, "Barrow Knight 1", "use:action:blade", "Fighter");
  s = strikeDown(s, "Cleric", "use:gear/mace", "Barrow Knight 2");
  s = strikeDown(s, "Reaper Fighter", "use:gear/reaping-hook", "Barrow Knight 3");
  s.turn = s.order.indexOf("Cleric");
  s.combatants["Cleric"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
  expect(s.combatants["Fighter"]!.felled).toBe(true);
  expect(s.combatants["Barrow Knight 2"]!.felled).toBe(true);
  expect(s.combatants["Barrow Knight 3"]!.reaped).toBe(true);
  return s;
}

const lines = (events: readonly CombatEvent[]) => events.map((e) => formatEvent(e));

describe("1.330 turning of the year", () => {
  it("the felled who were not reaped die, foes and characters alike; the reaped stay as they lie", () => {
    const s = midFight();
    const r = lift(s, {});
    // In turn order, each felled one's condition comes off and they die.
    const said: Record<string, string[]> = {
      Fighter: ["Fighter is no longer ground-held (lifted)", "Fighter dies"],
      "Barrow Knight 2": ["Barrow Knight 2 is no longer ground-held (lifted)", "Barrow Knight 2 dies"],
    };
    expect(lines(r.events)).toEqual(["the Barrow Field is lifted", ...s.order.flatMap((id) => said[id] ?? [])]);
    expect(r.state.heldGround).toBeUndefined();
    expect(r.state.combatants["Fighter"]!.status).toBe("dead");
    expect(r.state.combatants["Barrow Knight 2"]!.status).toBe("dead");
    expect(Object.values(r.state.combatants).some((c) => c.felled)).toBe(false);
    expect(r.state.combatants["Barrow Knight 3"]).toMatchObject({ status: "stable", reaped: true });
    expect(r.state.outcome).toBeNull();
    // The fight goes on from the same choice.
    expect(r.state.order[r.state.turn]).toBe("Cleric");
  });

  it("from then on zero health downs as anywhere else", () => {
    const lifted = lift(midFight(), {}).state;
    const after = strikeDown(lifted, "Barrow Knight 1", "use:action:blade", "Cleric");
    expect(after.combatants["Cleric"]).toMatchObject({ status: "dying" });
    expect(after.combatants["Cleric"]!.felled).toBeUndefined();
  });

  it('with felled: "down" felled characters go down and start dying under the ruleset\'s rules; foes still die', () => {
    const s = midFight();
    const r = lift(s, { felled: "down" });
    const said: Record<string, string[]> = {
      Fighter: ["Fighter is no longer ground-held (lifted)", "Fighter falls"],
      "Barrow Knight 2": ["Barrow Knight 2 is no longer ground-held (lifted)", "Barrow Knight 2 dies"],
    };
    expect(lines(r.events)).toEqual(["the Barrow Field is lifted", ...s.order.flatMap((id) => said[id] ?? [])]);
    expect(r.state.combatants["Fighter"]).toMatchObject({ status: "dying", death: { successes: 0, failures: 0 } });
    // At the start of the fighter's next turn, the dying rule's death save.
    const next = endUntil(r, "Barrow Knight 1");
    expect(of(next.events, "death-save").map((e) => e.who)).toEqual(["Fighter"]);
  });

  it("a fight already won can still be lifted: the felled die, the outcome stands", () => {
    let s = turnOf("Barrow Knight 1", { party: [fighter, cleric], enemies: ["monsters/barrow-knight"] });
    s = strikeDown(s, "Barrow Knight 1", "use:action:blade", "Fighter");
    s = strikeDown(s, "Cleric", "use:gear/mace", "Barrow Knight 1");
    expect(s.outcome).toBe("won");
    const r = lift(s, {});
    expect(r.state.outcome).toBe("won");
    expect(r.state.combatants["Fighter"]!.status).toBe("dead");
    expect(r.state.combatants["Barrow Knight 1"]!.status).toBe("dead");
    expect(of(r.events, "outcome")).toEqual([]);
  });

  it("lifting twice: the second finds no Held Ground and changes nothing", () => {
    const once = lift(midFight(), {});
    const twice = lift(once.state, { felled: "down", owing: { track: "owing" } });
    expect(twice.state).toBe(once.state);
    expect(twice.events).toEqual([]);
  });
});

describe("1.330 Debts Settled", () => {
  /** The fighter comes with three Owing marks, the cleric with none; nobody is felled yet. */
  const debtors = () => turnOf("Cleric", { party: [owing(fighter, 3), cleric], enemies: ["monsters/barrow-knight"] });

  /** The rolls as the dying rule reads them, recounted from the log. */
  function recount(events: readonly CombatEvent[], who: string, bonus: number) {
    const saves = of(events, "owing-save").filter((e) => e.who === who);
    let successes = 0;
    let failures = 0;
    for (const [i, e] of saves.entries()) {
      expect(e.total).toBe(e.d20.natural + bonus);
      if (e.d20.natural === 20) {
        expect(e.success).toBe(true);
        expect(i).toBe(saves.length - 1);
        return { saves, result: "saved" };
      }
      if (e.total >= 10) successes++;
      else failures += e.d20.natural === 1 ? 2 : 1;
      expect({ successes: e.successes, failures: e.failures }).toEqual({ successes, failures });
      if (failures >= 3 || successes >= 3) {
        expect(i).toBe(saves.length - 1);
        return { saves, result: failures >= 3 ? "dead" : "saved" };
      }
    }
    return { saves, result: "out of marks" };
  }

  it("each mark is a death save with the bonus added, until the marks run out or the count has a result; the marks are spent", () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 60; seed++) {
      const r = lift(reseeded(debtors(), seed), { owing: { bonus: 2 } });
      expect(of(r.events, "owing")).toEqual([{ t: "owing", who: "Fighter", track: "owing", marks: 3, bonus: 2 }]);
      const { saves, result } = recount(r.events, "Fighter", 2);
      expect(saves.length).toBeGreaterThan(0);
      expect(saves.length).toBeLessThanOrEqual(3);
      const f = r.state.combatants["Fighter"]!;
      expect(f.status).toBe(result === "dead" ? "dead" : "standing");
      expect(of(r.events, "dead").map((e) => e.who)).toEqual(result === "dead" ? ["Fighter"] : []);
      // Spent: the track is back to none, and the sheet says so once the fight settles.
      expect(of(r.events, "mark")).toEqual([{ t: "mark", who: "Fighter", track: "owing", from: 3, to: 0 }]);
      expect(settleSheets(ruleset, r.state)["Fighter"]!.live!.tracks).toEqual({ owing: 0 });
      // The cleric owed nothing and rolled nothing; a standing debtor's own death count is untouched.
      expect(of(r.events, "owing-save").every((e) => e.who === "Fighter")).toBe(true);
      expect(f.death).toEqual({ successes: 0, failures: 0 });
      seen.add(result);
    }
    expect([...seen].sort()).toEqual(["dead", "out of marks", "saved"]);
  });

  it("the log says each character's rolls", () => {
    const r = lift(debtors(), { owing: { bonus: 2 } });
    const text = lines(r.events);
    expect(text[0]).toBe("the Barrow Field is lifted");
    expect(text[1]).toBe("Fighter's 3 marks on owing fall due (+ 2 each)");
    expect(text[2]).toMatch(
      /^Fighter makes a death save for a mark: d20 \(\d+\) \+ 2 = \d+: (success|failure) \(\d successes, \d failures\)$/,
    );
  });

  it("the track defaults to Held Ground's first mark's", () => {
    const s = debtors();
    expect(lift(s, { owing: {} })).toEqual(lift(s, { owing: { track: "owing" } }));
    expect(of(lift(s, { owing: {} }).events, "owing")[0]).toMatchObject({ track: "owing", bonus: 0 });
  });

  it("a character felled and sent down rolls the marks on its own death saves", () => {
    // Felled once more on the field (a fourth mark), then lifted with felled: "down".
    let s = turnOf("Barrow Knight 1", { party: [owing(fighter, 3), cleric], enemies: ["monsters/barrow-knight"] });
    s = strikeDown(s, "Barrow Knight 1", "use:action:blade", "Fighter");
    expect(s.combatants["Fighter"]!.tracks).toEqual({ owing: 4 });
    const results = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const r = lift(reseeded(s, seed), { felled: "down", owing: { bonus: 1 } });
      const f = r.state.combatants["Fighter"]!;
      const { saves, result } = recount(r.events, "Fighter", 1);
      const last = saves.at(-1)!;
      if (result === "dead") expect(f.status).toBe("dead");
      else if (last.d20.natural === 20) expect(f).toMatchObject({ status: "standing", hp: 1 });
      else if (result === "saved") expect(f.status).toBe("stable");
      else expect(f).toMatchObject({ status: "dying", death: { successes: last.successes, failures: last.failures } });
      results.add(f.status);
    }
    expect(results.has("dead")).toBe(true);
    expect(results.has("stable") || results.has("dying")).toBe(true);
  });
});

describe("1.330 a fight not on Held Ground, and what is refused", () => {
  it("a fight not on Held Ground stays as it is", () => {
    const { state } = startCombat(ruleset, {
      seed: 3,
      party: [owing(fighter, 3)],
      enemies: ["monsters/barrow-knight"],
    });
    const r = lift(state, { owing: { bonus: 2 } });
    expect(r.state).toBe(state);
    expect(r.events).toEqual([]);
  });

  it("a release that is not sound is refused, and the fight is left exactly as it was", () => {
    const s = midFight();
    const before = JSON.stringify(s);
    const refused = (release: unknown, rules: RulesetDoc = ruleset) => {
      const r = releaseRulesetHeldGround(rules, s, release as Release);
      expect(JSON.stringify(s)).toBe(before);
      return "rejected" in r ? [r.rejected.path, r.rejected.code] : undefined;
    };
    expect(refused({ felled: "up" })).toEqual(["release.felled", "wrong-type"]);
    expect(refused({ owing: { track: "debts" } })).toEqual(["release.owing.track", "bad-reference"]);
    expect(refused({ owing: { bonus: 1.5 } })).toEqual(["release.owing.bonus", "wrong-type"]);
    expect(refused({ owing: 2 })).toEqual(["release.owing", "wrong-type"]);
    expect(refused({ owing: { track: "owing", by: 1 } })).toEqual(["release.owing.by", "unknown-key"]);
    expect(refused({ when: "midwinter" })).toEqual(["release.when", "unknown-key"]);
    expect(refused(null)).toEqual(["release", "wrong-type"]);
    const { dying: _dying, ...combat } = ruleset.combat!;
    const noDying = loadedDoc({ ...ruleset, combat });
    expect(refused({ owing: {} }, noDying)).toEqual(["release.owing", "missing"]);
    // Held Ground that leaves no marks has no track to fall due unless the release names one.
    const unmarked = { ...s, heldGround: { ...BARROW_FIELD, marks: [] } };
    const r = releaseRulesetHeldGround(ruleset, unmarked, { owing: {} });
    expect("rejected" in r && [r.rejected.path, r.rejected.code]).toEqual(["release.owing.track", "missing"]);
    expect(refused({})).toBeUndefined();
  });

  it("is deterministic: the same fight and release give the same state and log", () => {
    const s = midFight([owing(fighter, 2), owing(cleric, 3), reaper]);
    const a = lift(s, { felled: "down", owing: { bonus: 1 } });
    const b = lift(structuredClone(s), { felled: "down", owing: { bonus: 1 } });
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(of(a.events, "owing").map((e) => e.who)).toEqual(
      s.order.filter((id) => id === "Fighter" || id === "Cleric"),
    );
  });

  it("a Fight lifts its Held Ground the same way, its log growing by the release's events", () => {
    const s = midFight();
    const fight = Fight.resume(ruleset, s);
    const lifted = fight.releaseHeldGround({ felled: "down" });
    const r = lift(s, { felled: "down" });
    expect(lifted.state).toEqual(r.state);
    expect(lifted.log).toEqual(r.events);
    expect(lifted.rejected).toBeUndefined();
    const refused = fight.releaseHeldGround({ felled: "up" } as unknown as Release);
    expect(refused.state).toBe(fight.state);
    expect(refused.rejected).toMatchObject({ code: "wrong-type", path: "release.felled" });
  });

  it("is the director's, with the shared rulesetReleaseHeldGround beneath it and both at the package root", () => {
    const s = midFight();
    const release: Release = { felled: "down", owing: { bonus: 2 } };
    const shared = rulesetReleaseHeldGround(ruleset, s, release);
    expect(releaseRulesetHeldGround(ruleset, s, release)).toEqual(shared);
    expect(root.releaseRulesetHeldGround(ruleset, s, release)).toEqual(shared);
    expect(root.rulesetReleaseHeldGround(ruleset, s, release)).toEqual(shared);
  });
});
