// 1.323 — Held Ground and reaping. The story's region rules hand a fight its `heldGround` (the Barrow Field: the
// felled are "held by the ground" and owe one Owing mark each time). There, dropping to zero fells instead of killing
// or downing: foes drop out, characters lie stable (no death saves, no failures from harm) and can be healed; what
// would kill outright fells instead. A blow that `reaps` (the Reaping Hook's attack, a reaper's scythe) reaps: no
// condition, no mark, and a reaped character is dead.
import { describe, expect, it } from "vitest";
import {
  type CombatEvent,
  CombatSetupError,
  type CombatState,
  Fight,
  formatEvent,
  options,
  settleSheets,
  startCombat,
} from "../../src/combat/index.js";
import { validate } from "../../src/validate/index.js";
import { of } from "../combat/helpers.js";
import { acceptIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import {
  accept,
  BARROW_FIELD,
  cleric,
  endUntil,
  fighter,
  owing,
  REAPING_HOOK,
  reaper,
  reseeded,
  ruleset,
  turnOf,
} from "./fixtures/held-ground.js";

/** The first seed from `from` on which `attempt` gives an answer (a hit, usually), with that answer. */
function firstSeed<T>(state: CombatState, attempt: (s: CombatState) => T | undefined, from = 0): T {
  for (let seed = from; seed < from + 50; seed++) {
    const out = attempt(reseeded(state, seed));
    if (out !== undefined) return out;
  }
  throw new Error("no seed gave the roll looked for");
}

/** `who` strikes `target` with `option` until a seed drops the target to zero. */
function strikeDown(s: CombatState, option: string, target: string, from = 0) {
  return firstSeed(
    s,
    (x) => {
      const r = accept(x, { option, targets: [target] });
      return r.state.combatants[target]!.hp === 0 ? r : undefined;
    },
    from,
  );
}

const lines = (events: readonly CombatEvent[]) => events.map((e) => formatEvent(e));

describe("1.323 Held Ground: Owing marks", () => {
  const knightTurn = (party = [fighter, cleric]) =>
    turnOf("Barrow Knight 1", { party, enemies: ["monsters/barrow-knight"] }, (s) => {
      s.combatants["Fighter"]!.hp = 1;
    });

  it("a character dropped to zero is felled: lies stable with the ground's condition and moves its Owing mark", () => {
    const r = strikeDown(knightTurn(), "use:action:blade", "Fighter");
    const f = r.state.combatants["Fighter"]!;
    expect(f).toMatchObject({ status: "stable", felled: true, hp: 0, death: { successes: 0, failures: 0 } });
    expect(f.reaped).toBeUndefined();
    expect(f.tracks).toEqual({ owing: 1 });
    expect(f.conditions.map((c) => c.id)).toContain("ground-held");
    expect(of(r.events, "down")).toEqual([]);
    expect(of(r.events, "dead")).toEqual([]);
    // The fight's summary names the felled for the story.
    const summary = Fight.resume(ruleset, r.state).summary().combatants;
    expect(summary.find((c) => c.id === "Fighter")).toMatchObject({ status: "stable", felled: true });
    expect(summary.find((c) => c.id === "Cleric")!.felled).toBeUndefined();
    const from = r.events.findIndex((e) => e.t === "felled");
    expect(lines(r.events.slice(from))).toEqual([
      "Fighter is felled on the Barrow Field",
      "Fighter is ground-held (the Barrow Field)",
      "Fighter's owing moves from 0 to 1",
    ]);
  });

  it("marks add to those the sheet already carries, and settling the fight writes them back", () => {
    const r = strikeDown(knightTurn([owing(fighter, 2), cleric]), "use:action:blade", "Fighter");
    expect(of(r.events, "mark")).toEqual([{ t: "mark", who: "Fighter", track: "owing", from: 2, to: 3 }]);
    expect(settleSheets(ruleset, r.state)["Fighter"]!.live!.tracks).toEqual({ owing: 3 });
    // The cleric was not felled: it owes nothing and its sheet gains no track.
    expect(settleSheets(ruleset, r.state)["Cleric"]!.live?.tracks).toBeUndefined();
  });

  it("the felled make no death saves at the start of their turns, round after round", () => {
    const r = strikeDown(knightTurn(), "use:action:blade", "Fighter");
    let step = endUntil(r, "Barrow Knight 1");
    step = endUntil(endUntil(step, "Cleric"), "Barrow Knight 1");
    expect(of(step.events, "death-save")).toEqual([]);
    expect(step.state.combatants["Fighter"]!.status).toBe("stable");
  });

  it("harm at zero adds no failures on Held Ground (off it, the same burn is a failure)", () => {
    const burned = (heldGround: typeof BARROW_FIELD | undefined) => {
      const s = turnOf(
        "Burning Knight 1",
        { party: [fighter, cleric], enemies: ["monsters/burning-knight"], heldGround },
        (x) => {
          x.combatants["Fighter"]!.hp = 1;
        },
      );
      const down = strikeDown(s, "use:action:blade", "Fighter");
      // The knight's Fire Aura burns all within reach at the start of its next turn: the fighter lies at zero.
      const next = endUntil(endUntil(down, "Cleric"), "Burning Knight 1");
      expect(of(next.events, "damage").some((d) => d.who === "Fighter" && d.hp === 0)).toBe(true);
      return next.state.combatants["Fighter"]!;
    };
    const held = burned(BARROW_FIELD);
    expect(held).toMatchObject({ status: "stable", felled: true, death: { successes: 0, failures: 0 } });
    const anywhere = burned(undefined);
    expect(anywhere.death.failures).toBeGreaterThan(0);
    expect(anywhere.felled).toBeUndefined();
  });

  it("the felled can be healed as usual: back on their feet, no longer felled, the ground's condition gone", () => {
    const r = strikeDown(knightTurn(), "use:action:blade", "Fighter");
    const s = structuredClone(r.state);
    s.turn = s.order.indexOf("Cleric");
    s.combatants["Cleric"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
    const cure = options(ruleset, s).find((o) => o.id === "use:spells/cure-wounds")!;
    expect(cure.targets!.candidates).toContain("Fighter");
    const healed = accept(s, { option: cure.id, targets: ["Fighter"] });
    const f = healed.state.combatants["Fighter"]!;
    expect(f.status).toBe("standing");
    expect(f.hp).toBeGreaterThan(0);
    expect(f.felled).toBeUndefined();
    expect(f.conditions.map((c) => c.id)).not.toContain("ground-held");
    // The mark was owed when the fighter fell; healing does not pay it.
    expect(f.tracks).toEqual({ owing: 1 });
    expect(of(healed.events, "condition-ended")).toEqual([
      { t: "condition-ended", who: "Fighter", condition: "ground-held", why: "healed" },
    ]);
  });
});

describe("1.323 Held Ground: foes drop out", () => {
  it("a foe dropped to zero is felled, not killed: out of the fight, with the condition and no mark", () => {
    const s = turnOf(
      "Fighter",
      { party: [fighter], enemies: [{ creature: "monsters/barrow-knight", count: 2 }] },
      (x) => {
        x.combatants["Barrow Knight 1"]!.hp = 1;
      },
    );
    const r = strikeDown(s, "use:gear/longsword", "Barrow Knight 1");
    const k = r.state.combatants["Barrow Knight 1"]!;
    expect(k).toMatchObject({ status: "stable", felled: true, hp: 0 });
    expect(k.tracks).toBeUndefined();
    expect(k.conditions.map((c) => c.id)).toContain("ground-held");
    expect(of(r.events, "dead")).toEqual([]);
    expect(of(r.events, "mark")).toEqual([]);
    expect(r.state.outcome).toBeNull();
    // Out of the fight: no longer among those the fighter can strike; with both felled, the fight is won.
    const again = structuredClone(r.state);
    again.turn = again.order.indexOf("Fighter");
    again.stack = [];
    again.ending = false;
    again.combatants["Fighter"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
    const sword = options(ruleset, again).find((o) => o.id === "use:gear/longsword")!;
    expect(sword.targets!.candidates).toEqual(["Barrow Knight 2"]);
    again.combatants["Barrow Knight 2"]!.hp = 1;
    const won = strikeDown(again, "use:gear/longsword", "Barrow Knight 2");
    expect(won.state.outcome).toBe("won");
    expect(won.state.combatants["Barrow Knight 2"]).toMatchObject({ status: "stable", felled: true });
  });

  it("no one can heal a felled foe back into the fight", () => {
    // A cleric on the other side, beside a knight: once the knight is felled the cleric's cure cannot reach it.
    const enemyCleric = { ...cleric, name: "Grave Cleric" };
    const s = turnOf("Fighter", { party: [fighter], enemies: ["monsters/barrow-knight", enemyCleric] }, (x) => {
      x.combatants["Barrow Knight 1"]!.hp = 1;
      x.combatants["Barrow Knight 1"]!.maxHp = 30;
    });
    const r = strikeDown(s, "use:gear/longsword", "Barrow Knight 1");
    const t = structuredClone(r.state);
    t.turn = t.order.indexOf("Grave Cleric");
    t.stack = [];
    t.ending = false;
    t.combatants["Grave Cleric"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
    const cure = options(ruleset, t).find((o) => o.id === "use:spells/cure-wounds")!;
    expect(cure.targets!.candidates).toEqual(["Grave Cleric"]);
  });
});

describe("1.323 reaping", () => {
  it("the Reaping Hook is a weapon whose attack reaps: a foe it fells is reaped, with no condition", () => {
    expect(REAPING_HOOK.attack.reaps).toBe(true);
    const s = turnOf(
      "Reaper Fighter",
      { party: [reaper], enemies: [{ creature: "monsters/barrow-knight", count: 2 }] },
      (x) => {
        x.combatants["Barrow Knight 1"]!.hp = 1;
      },
    );
    const r = strikeDown(s, "use:gear/reaping-hook", "Barrow Knight 1");
    const k = r.state.combatants["Barrow Knight 1"]!;
    expect(k).toMatchObject({ status: "stable", reaped: true, hp: 0 });
    expect(k.felled).toBeUndefined();
    expect(k.conditions.map((c) => c.id)).not.toContain("ground-held");
    expect(of(r.events, "felled")).toEqual([]);
    expect(lines(of(r.events, "reaped"))).toEqual(["Barrow Knight 1 is reaped on the Barrow Field"]);
    expect(of(r.events, "dead")).toEqual([]);
  });

  it("a creature action that reaps: a reaped character is dead, takes no condition and leaves no mark", () => {
    const s = turnOf("Reaper 1", { party: [owing(fighter, 1), cleric], enemies: ["monsters/reaper"] }, (x) => {
      x.combatants["Fighter"]!.hp = 1;
    });
    const r = strikeDown(s, "use:action:blade", "Fighter");
    const f = r.state.combatants["Fighter"]!;
    expect(f).toMatchObject({ status: "dead", reaped: true });
    expect(f.felled).toBeUndefined();
    expect(f.tracks).toBeUndefined();
    expect(f.conditions.map((c) => c.id)).not.toContain("ground-held");
    expect(lines(r.events.slice(r.events.findIndex((e) => e.t === "reaped")))).toEqual([
      "Fighter is reaped on the Barrow Field",
      "Fighter dies",
    ]);
    expect(settleSheets(ruleset, r.state)["Fighter"]!.live!.tracks).toEqual({ owing: 1 });
  });

  it("off Held Ground a blow that reaps is an ordinary blow: the character goes down and starts dying", () => {
    const s = turnOf(
      "Reaper 1",
      { party: [fighter, cleric], enemies: ["monsters/reaper"], heldGround: undefined },
      (x) => {
        x.combatants["Fighter"]!.hp = 1;
      },
    );
    const r = strikeDown(s, "use:action:blade", "Fighter");
    expect(r.state.combatants["Fighter"]!.status).toBe("dying");
    expect(r.state.combatants["Fighter"]!.reaped).toBeUndefined();
    expect(of(r.events, "reaped")).toEqual([]);
  });
});

describe("1.323 what would kill outright fells instead", () => {
  // Without a dying rule, a character at zero dies outright; a creature at zero always does.
  const { dying: _dying, ...noDying } = ruleset.combat!;
  const outright = loadedDoc({ ...ruleset, combat: noDying });
  const knightTurn = (heldGround: typeof BARROW_FIELD | undefined) => {
    const { state } = startCombat(outright, {
      seed: 1,
      party: [fighter, cleric],
      enemies: ["monsters/barrow-knight"],
      heldGround,
    });
    const s = structuredClone(state);
    s.turn = s.order.indexOf("Barrow Knight 1");
    s.stack = [];
    s.ending = false;
    s.combatants["Barrow Knight 1"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
    s.combatants["Fighter"]!.hp = 1;
    return s;
  };
  const strike = (s: CombatState) =>
    firstSeed(s, (x) => {
      const r = acceptIn(outright, x, { option: "use:action:blade", targets: ["Fighter"] });
      return r.state.combatants["Fighter"]!.hp === 0 ? r : undefined;
    });

  it("a character who would die at zero is felled on Held Ground, and dies off it", () => {
    const held = strike(knightTurn(BARROW_FIELD));
    expect(held.state.combatants["Fighter"]).toMatchObject({ status: "stable", felled: true, tracks: { owing: 1 } });
    expect(of(held.events, "dead")).toEqual([]);
    const anywhere = strike(knightTurn(undefined));
    expect(anywhere.state.combatants["Fighter"]!.status).toBe("dead");
  });
});

describe("1.323 heldGround and reaps are checked", () => {
  const setupError = (heldGround: unknown) => {
    try {
      startCombat(ruleset, {
        seed: 1,
        party: [fighter],
        enemies: ["monsters/goblin"],
        heldGround: heldGround as Parameters<typeof startCombat>[1]["heldGround"],
      });
    } catch (error) {
      if (error instanceof CombatSetupError) return { path: error.path, code: error.code };
      throw error;
    }
    return undefined;
  };

  it("a fight's heldGround names a combat condition and live tracks, and marks move by whole levels", () => {
    expect(setupError(BARROW_FIELD)).toBeUndefined();
    expect(setupError({ label: "the Barrow Field", condition: "ground-held" })).toBeUndefined();
    expect(setupError({ ...BARROW_FIELD, condition: "asleep" })).toEqual({
      path: "heldGround.condition",
      code: "bad-reference",
    });
    expect(setupError({ ...BARROW_FIELD, marks: [{ track: "debts", by: 1 }] })).toEqual({
      path: "heldGround.marks[0].track",
      code: "bad-reference",
    });
    expect(setupError({ ...BARROW_FIELD, marks: [{ track: "owing", by: "1" }] })).toEqual({
      path: "heldGround.marks[0].by",
      code: "wrong-type",
    });
    expect(setupError({ ...BARROW_FIELD, marks: [{ track: "owing" }] })).toEqual({
      path: "heldGround.marks[0].by",
      code: "missing",
    });
    expect(setupError({ ...BARROW_FIELD, marks: { track: "owing", by: 1 } })).toEqual({
      path: "heldGround.marks",
      code: "wrong-type",
    });
    expect(setupError({ condition: "ground-held" })).toEqual({ path: "heldGround.label", code: "missing" });
    expect(setupError({ ...BARROW_FIELD, deathless: true })).toEqual({
      path: "heldGround.deathless",
      code: "unknown-key",
    });
    expect(setupError("the Barrow Field")).toEqual({ path: "heldGround", code: "wrong-type" });
  });

  it("the fight keeps its own copy of the Held Ground it was handed", () => {
    const handed = structuredClone(BARROW_FIELD);
    const { state } = startCombat(ruleset, {
      seed: 1,
      party: [fighter],
      enemies: ["monsters/goblin"],
      heldGround: handed,
    });
    expect(state.heldGround).toEqual(BARROW_FIELD);
    expect(state.heldGround).not.toBe(handed);
    const plain = startCombat(ruleset, { seed: 1, party: [fighter], enemies: ["monsters/goblin"] }).state;
    expect(plain.heldGround).toBeUndefined();
  });

  it("reaps is a yes-or-no of an item attack and a creature action, from 1.323", () => {
    expect(validate(ruleset).issues.map((i) => [i.path, i.code, i.message])).toEqual([]);
    const hook = (reaps: unknown, capabilityApi = "1.330") =>
      validate({
        ...ruleset,
        capabilityApi,
        catalogs: {
          ...ruleset.catalogs,
          gear: {
            ...ruleset.catalogs!["gear"]!,
            entries: [{ ...REAPING_HOOK, attack: { ...REAPING_HOOK.attack, reaps } }],
          },
        },
      }).issues.map((i) => [i.path, i.code]);
    expect(hook(true)).toEqual([]);
    expect(hook("yes")).toEqual([["catalogs.gear.entries[0].attack.reaps", "wrong-type"]]);
    expect(hook(true, "1.322")).toContainEqual(["catalogs.gear.entries[0].attack.reaps", "needs-version"]);
    const monsters = ruleset.catalogs!["monsters"]!;
    const reaperAt = monsters.entries.findIndex((e) => e.id === "reaper");
    const scythe = validate({ ...ruleset, capabilityApi: "1.322" }).issues.map((i) => [i.path, i.code]);
    expect(scythe).toContainEqual([`catalogs.monsters.entries[${reaperAt}].actions[0].reaps`, "needs-version"]);
  });
});
