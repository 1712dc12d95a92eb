// 1.284 — legendary spellcasting: a signature action that writes `casting` does nothing else; between turns it
// offers each spell its user could cast on its own turn with the action's budget, "Cast a Spell: <spell>",
// aimed, paid (a slot or a use) and resolved as on that turn, for the action's points instead of the budget.
// The lich's Cantrip (`cantripsOnly`, 1 point) and the sphinx's Cast a Spell (`casting: {}`, 3 points: a
// Fireball); what the spell opens (a Shield against its attack) is answered before the window asks again.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, options } from "../../src/combat/index.js";
import { validate } from "../../src/validate/index.js";
import { fighter, of, withGeometry, wizard } from "../combat/helpers.js";
import { accept, bought, ruleset, turnOf, windowOf } from "./fixtures/spellcasting.js";

const board = { width: 14, height: 8 };
const LICH = "Lich 1";
const SPHINX = "Gynosphinx 1";
const CANTRIP = "signature:action:cantrip";
const CAST = "signature:action:cast";

/** The fighter's turn (the wizard's next, then the lich's and the sphinx's), all in view and apart. */
function fighterTurn(fn: (s: CombatState) => void = () => {}): CombatState {
  return turnOf(
    "Fighter",
    { party: [fighter, wizard], enemies: ["monsters/lich", "monsters/gynosphinx"], board },
    (s) => {
      s.order = ["Fighter", "Wizard", LICH, SPHINX];
      s.turn = 0;
      s.combatants["Fighter"]!.at = [2, 2];
      s.combatants["Wizard"]!.at = [3, 6];
      s.combatants[LICH]!.at = [9, 2];
      s.combatants[SPHINX]!.at = [10, 6];
      fn(s);
    },
  );
}

const menu = (s: CombatState) => options(ruleset, s);
const ids = (s: CombatState) => menu(s).map((o) => o.id);

describe("1.284 legendary spellcasting", () => {
  beforeAll(withGeometry);

  it("the examples' ruleset is valid at 1.284", () => {
    expect(validate(ruleset).issues).toEqual([]);
  });

  it("casting is never on the creature's own turn", () => {
    const s = fighterTurn((x) => (x.turn = 2));
    expect(ids(s).filter((id) => id.startsWith("signature:") || id.includes("cantrip"))).toEqual([]);
  });

  describe("the lich's Cantrip: cantripsOnly, 1 point", () => {
    it("offers only its cantrips, named Cast a Spell, on no budget of its own", () => {
      const end = accept(fighterTurn(), { option: "end" });
      expect(windowOf(end.state)).toMatchObject({ moment: "between-turns", ask: [LICH, SPHINX] });
      const offered = menu(end.state);
      expect(offered.map((o) => [o.id, o.label])).toEqual([
        [`${CANTRIP}:spells/ray-of-frost`, "Cast a Spell: Ray of Frost"],
        [`${CANTRIP}:spells/fire-bolt`, "Cast a Spell: Fire Bolt"],
        ["pass", "Let it pass"],
      ]);
      const ray = offered[0]!;
      expect(ray).toMatchObject({ use: "spells/ray-of-frost", via: "action:cantrip", moment: "between-turns" });
      expect(ray.budget).toBeUndefined();
      expect(ray.payments).toBeUndefined();
      expect(ray.targets?.candidates).toEqual(["Fighter", "Wizard"]);
    });

    it("spends its points, resolves the cantrip as on its turn, and its own turn keeps its action", () => {
      const end = accept(fighterTurn(), { option: "end" });
      const r = accept(end.state, { option: `${CANTRIP}:spells/ray-of-frost`, targets: ["Fighter"] });
      expect(bought(r.events)).toEqual([
        {
          t: "signature",
          who: LICH,
          use: "action:cantrip",
          name: "Cantrip",
          cost: 1,
          left: 2,
          spell: "Ray of Frost",
        },
      ]);
      expect(of(r.events, "use")).toMatchObject([{ who: LICH, name: "Ray of Frost", targets: ["Fighter"] }]);
      expect(of(r.events, "attack")).toMatchObject([{ who: LICH, target: "Fighter", bonus: 12 }]);
      expect(of(r.events, "budget").filter((e) => e.who === LICH)).toEqual([]);
      expect(r.state.combatants[LICH]!.points).toBe(2);
      expect(r.state.combatants[LICH]!.budgets).toEqual({ action: 1, bonus: 1, reaction: 1 });
      // The window goes on to the sphinx.
      expect(windowOf(r.state)?.ask).toEqual([SPHINX]);
      // On its own turn the lich still has its action for a spell.
      let s = accept(r.state, { option: "pass" }).state;
      s = accept(s, { option: "end" }).state; // the wizard's turn
      while (s.stack.length) s = accept(s, { option: "pass" }).state;
      expect(s.order[s.turn]).toBe(LICH);
      expect(s.combatants[LICH]!.budgets["action"]).toBe(1);
      expect(ids(s)).toContain("use:spells/fireball");
    });

    it("a rejected choice changes nothing", () => {
      const end = accept(fighterTurn(), { option: "end" });
      const before = structuredClone(end.state);
      const bad = [
        { option: `${CANTRIP}:spells/fireball`, at: [2, 2] as [number, number] },
        { option: `${CANTRIP}:spells/ray-of-frost`, targets: ["Lich 1"] },
        { option: `${CANTRIP}:spells/ray-of-frost`, targets: ["Fighter"], pay: "slot_1" },
        { option: CANTRIP, targets: ["Fighter"] },
      ];
      for (const choice of bad) {
        const r = choose(ruleset, end.state, choice);
        expect("rejected" in r).toBe(true);
        expect(end.state).toEqual(before);
      }
    });
  });

  describe("the sphinx's Cast a Spell: casting {}, 3 points", () => {
    /** After the fighter's turn the lich lets it pass: the sphinx is asked. */
    function sphinxAsked(fn: (s: CombatState) => void = () => {}) {
      const end = accept(fighterTurn(fn), { option: "end" });
      return accept(end.state, { option: "pass" });
    }

    it("offers every spell of its action budget, slots as payments; not a reaction spell", () => {
      const s = sphinxAsked().state;
      expect(windowOf(s)?.ask).toEqual([SPHINX]);
      const offered = menu(s);
      // Its Claw Attack is out of reach; Shield answers a hit, never bought here.
      expect(offered.map((o) => o.label)).toEqual([
        "Cast a Spell: Fire Bolt",
        "Cast a Spell: Fireball",
        "Cast a Spell: Hold Person",
        "Cast a Spell: Dimension Door",
        "Let it pass",
      ]);
      const fireball = offered.find((o) => o.id === `${CAST}:spells/fireball`)!;
      expect(fireball.cells?.length).toBeGreaterThan(0);
      expect(fireball.payments?.map((p) => p.pool)).toEqual(["slot_3"]);
      expect(fireball.budget).toBeUndefined();
    });

    it("a Fireball placed on a cell, a slot spent, 3 points paid, saves against its own difficulty", () => {
      const s = sphinxAsked().state;
      const r = accept(s, { option: `${CAST}:spells/fireball`, at: [2, 2] });
      expect(bought(r.events)).toMatchObject([
        { who: SPHINX, name: "Cast a Spell", cost: 3, left: 0, spell: "Fireball" },
      ]);
      expect(of(r.events, "use")).toMatchObject([{ who: SPHINX, name: "Fireball", at: [2, 2] }]);
      expect(of(r.events, "pay")).toEqual([{ t: "pay", who: SPHINX, pool: "slot_3", amount: 1, level: 3 }]);
      const saves = of(r.events, "save");
      expect(saves.map((e) => e.who)).toContain("Fighter");
      for (const e of saves) expect(e.difficulty).toBe(16);
      expect(r.state.combatants[SPHINX]!.pools["slot_3"]).toBe(2);
      expect(r.state.combatants[SPHINX]!.budgets).toEqual({ action: 1, bonus: 1, reaction: 1 });
      expect(of(r.events, "turn").map((e) => e.who)).toEqual(["Wizard"]);
    });

    it("is not offered with fewer than 3 points, nor a slot spell without its slot", () => {
      // Beside the fighter with 2 points: its Claw Attack (1 point), no spell.
      const low = sphinxAsked((x) => {
        x.combatants[SPHINX]!.points = 2;
        x.combatants[SPHINX]!.at = [3, 2];
      }).state;
      expect(ids(low)).toEqual(["signature:action:claw-attack", "pass"]);
      // Out of reach with 2 points it has nothing to buy: the window does not ask it, the wizard's turn comes.
      const none = sphinxAsked((x) => (x.combatants[SPHINX]!.points = 2)).state;
      expect(windowOf(none)).toBeUndefined();
      expect(none.order[none.turn]).toBe("Wizard");
      const noSlot = sphinxAsked((x) => (x.combatants[SPHINX]!.pools["slot_3"] = 0)).state;
      expect(ids(noSlot)).not.toContain(`${CAST}:spells/fireball`);
      expect(ids(noSlot)).toContain(`${CAST}:spells/hold-person`);
    });
  });

  it("a teleport spell lands where chosen, for the points and its innate use", () => {
    const end = accept(fighterTurn(), { option: "end" });
    const s = accept(end.state, { option: "pass" }).state;
    const door = menu(s).find((o) => o.id === `${CAST}:spells/dimension-door`)!;
    expect(door).toMatchObject({ label: "Cast a Spell: Dimension Door", via: "action:cast", module: "signature" });
    expect(door.budget).toBeUndefined();
    expect(door.teleport?.cells).toContainEqual([12, 7]);
    const before = structuredClone(s);
    expect("rejected" in choose(ruleset, s, { option: door.id, at: [10, 6] })).toBe(true);
    expect(s).toEqual(before);
    const r = accept(s, { option: door.id, at: [12, 7] });
    expect(bought(r.events)).toMatchObject([{ who: SPHINX, cost: 3, left: 0, spell: "Dimension Door" }]);
    expect(of(r.events, "teleport")).toMatchObject([{ who: SPHINX, from: [10, 6], to: [12, 7] }]);
    expect(r.state.combatants[SPHINX]!.at).toEqual([12, 7]);
    expect(r.state.combatants[SPHINX]!.usesLeft["spells/dimension-door"]).toBe(0);
    expect(r.state.combatants[SPHINX]!.budgets).toEqual({ action: 1, bonus: 1, reaction: 1 });
  });

  it("a Shield the cantrip's hit opens is answered before the window asks the sphinx", () => {
    const end = accept(fighterTurn(), { option: "end" });
    const r = accept(end.state, { option: `${CANTRIP}:spells/ray-of-frost`, targets: ["Wizard"] });
    expect(windowOf(r.state)).toMatchObject({ moment: "hit", ask: ["Wizard"] });
    expect(ids(r.state)).toEqual(["react:spells/shield", "pass"]);
    // The between-turns window waits below, still to ask the sphinx.
    expect(r.state.stack.some((f) => f.kind === "window" && f.moment === "between-turns")).toBe(true);
    const shielded = accept(r.state, { option: "react:spells/shield", targets: ["Wizard"] });
    expect(of(shielded.events, "attack")).toMatchObject([{ who: LICH, target: "Wizard" }]);
    expect(windowOf(shielded.state)).toMatchObject({ moment: "between-turns", ask: [SPHINX] });
    expect(menu(shielded.state)[0]!.who).toBe(SPHINX);
  });

  describe("validation", () => {
    const withAction = (action: object) => ({
      ...ruleset,
      catalogs: {
        ...ruleset.catalogs!,
        monsters: {
          ...ruleset.catalogs!["monsters"]!,
          entries: [
            {
              ...ruleset.catalogs!["monsters"]!.entries.find((e) => e.id === "gynosphinx")!,
              id: "other-sphinx",
              actions: [action],
            },
            ...ruleset.catalogs!["monsters"]!.entries,
          ],
        },
      },
    });
    const issues = (action: object) => validate(withAction(action)).issues.map((i) => [i.path, i.code]);
    const at = "catalogs.monsters.entries[0].actions[0]";

    it("1.284: casting needs a signature cost", () => {
      expect(issues({ name: "Cast a Spell", casting: {} })).toEqual([[`${at}.casting`, "missing"]]);
    });

    it("1.284: a casting action does nothing else", () => {
      expect(
        issues({
          name: "Cast a Spell",
          signature: { cost: 3 },
          casting: {},
          damage: { dice: "1d6", type: "fire" },
          range: 60,
          save: { save: "dex_save" },
        }),
      ).toEqual([
        [`${at}.damage`, "not-allowed"],
        [`${at}.range`, "not-allowed"],
        [`${at}.save`, "not-allowed"],
      ]);
    });

    it("cantripsOnly is a boolean", () => {
      expect(issues({ name: "Cantrip", signature: { cost: 1 }, casting: { cantripsOnly: "yes" } })).toEqual([
        [`${at}.casting.cantripsOnly`, "wrong-type"],
      ]);
    });
  });
});
