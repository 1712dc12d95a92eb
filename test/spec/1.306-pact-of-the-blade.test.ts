// 1.306 — Pact of the Blade: a utility entry conjures a longsword (or another of its weapons, picked on use) into
// the warlock's hand until the fight ends, wielded with proficiency and striking as magical; it may instead bind a
// held magic weapon, which then counts as the pact weapon. Lifedrinker adds the Charisma modifier as necrotic
// damage (at least 1) to its hits, and Thirsting Blade lets one Attack action strike twice.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, options } from "../../src/combat/index.js";
import type { SheetData } from "../../src/ruleset/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";
import { accept, ruleset, turnOf, warlock } from "./fixtures/warlock.js";

const pact = "use:features/pact-of-the-blade";
const longsword = "use:conjured:gear/longsword";

function scene(sheet: SheetData, seed = 1): CombatState {
  return turnOf(
    "Warlock",
    { party: [sheet], enemies: ["monsters/goblin"], board: { width: 8, height: 3 }, seed },
    (s) => {
      s.combatants["Warlock"]!.at = [2, 1];
      s.combatants["Goblin 1"]!.at = [3, 1];
      s.combatants["Goblin 1"]!.hp = 100;
    },
  );
}

/** Conjures `item` with the warlock's action, then gives the action back for the strikes. */
function conjured(sheet: SheetData, item = "gear/longsword", seed = 1): CombatState {
  const r = accept(scene(sheet, seed), { option: `${pact}#${item}`, targets: ["Warlock"] });
  r.state.combatants["Warlock"]!.budgets["action"] = 1;
  return r.state;
}

const option = (s: CombatState, id: string) => options(ruleset, s).find((o) => o.id === id);

/** The first seed on which `strike` hits with every attack. */
function hitting(sheet: SheetData, targets: string[], strike = longsword) {
  for (let seed = 1; seed < 200; seed++) {
    const r = accept(conjured(sheet, "gear/longsword", seed), { option: strike, targets });
    if (of(r.events, "attack").every((a) => a.result === "hit")) return r;
  }
  throw new Error("no seed hits");
}

const holding = { inventory: [{ item: "gear/moonblade" }] };

describe("1.306 Pact of the Blade", () => {
  beforeAll(withGeometry);

  it("offers one use per weapon it conjures and per held weapon it binds, on the action", () => {
    const menu = options(ruleset, scene(warlock(["pact-of-the-blade"], holding))).filter((o) => o.id.startsWith(pact));
    expect(menu.map((o) => [o.id, o.label, o.budget])).toEqual([
      [`${pact}#gear/longsword`, "Pact of the Blade: Longsword", "action"],
      [`${pact}#gear/greatsword`, "Pact of the Blade: Greatsword", "action"],
      [`${pact}#gear/dagger`, "Pact of the Blade: Dagger", "action"],
      [`${pact}#gear/javelin`, "Pact of the Blade: Javelin", "action"],
      [`${pact}#bind:gear/moonblade`, "Pact of the Blade: bind Moonblade", "action"],
    ]);
  });

  it("puts a longsword into the hand, wielded with proficiency (+3 at 5th level) and striking as magical", () => {
    const s = scene(warlock(["pact-of-the-blade"]));
    expect(option(s, longsword)).toBeUndefined();
    const r = accept(s, { option: `${pact}#gear/longsword`, targets: ["Warlock"] });
    expect(of(r.events, "conjure")).toEqual([
      { t: "conjure", who: "Warlock", what: "conjure", item: "gear/longsword", name: "Longsword" },
    ]);
    expect(r.state.combatants["Warlock"]!.conjured).toEqual({
      by: "features/pact-of-the-blade",
      item: "gear/longsword",
    });
    const strike = accept(conjured(warlock(["pact-of-the-blade"])), { option: longsword, targets: ["Goblin 1"] });
    expect(of(strike.events, "use")).toMatchObject([{ name: "Longsword (Pact of the Blade)", qualities: ["magical"] }]);
    // Strength 10 (+0) and proficiency +3.
    expect(of(strike.events, "attack")[0]!.bonus).toBe(3);
  });

  it("without `proficient`, the conjured weapon is wielded without the proficiency bonus", () => {
    const edited = structuredClone(ruleset);
    const entry = edited.catalogs!["features"]!.entries.find((e) => e.id === "pact-of-the-blade") as {
      mechanics: { conjures: { proficient?: boolean } };
    };
    delete entry.mechanics.conjures.proficient;
    const doc = loadedDoc(edited);
    const s = accept(scene(warlock(["pact-of-the-blade"])), { option: `${pact}#gear/longsword`, targets: ["Warlock"] });
    s.state.combatants["Warlock"]!.budgets["action"] = 1;
    const r = choose(doc, s.state, { option: longsword, targets: ["Goblin 1"] });
    expect("rejected" in r).toBe(false);
    if (!("rejected" in r)) expect(of(r.events, "attack")[0]!.bonus).toBe(0);
  });

  it("using it again replaces the weapon; a bound weapon counts as the pact weapon and returns to what it was", () => {
    const sheet = warlock(["pact-of-the-blade"], holding);
    const ownStrike = "use:gear/moonblade";
    expect(option(scene(sheet), ownStrike)).toBeDefined();
    const bound = accept(scene(sheet), { option: `${pact}#bind:gear/moonblade`, targets: ["Warlock"] });
    expect(of(bound.events, "conjure")).toMatchObject([{ what: "bind", item: "gear/moonblade" }]);
    bound.state.combatants["Warlock"]!.budgets["action"] = 1;
    // Bound, the moonblade strikes only as the pact weapon: with proficiency and its own +1, as magical.
    expect(option(bound.state, ownStrike)).toBeUndefined();
    const strike = accept(bound.state, { option: "use:conjured:gear/moonblade", targets: ["Goblin 1"] });
    expect(of(strike.events, "use")).toMatchObject([{ name: "Moonblade (Pact of the Blade)", qualities: ["magical"] }]);
    expect(of(strike.events, "attack")[0]!.bonus).toBe(4);

    const again = accept(bound.state, { option: `${pact}#gear/greatsword`, targets: ["Warlock"] });
    expect(of(again.events, "conjure")).toMatchObject([
      { what: "conjure", item: "gear/greatsword", replaced: "gear/moonblade" },
    ]);
    again.state.combatants["Warlock"]!.budgets["action"] = 1;
    expect(option(again.state, ownStrike)).toBeDefined();
    expect(option(again.state, "use:conjured:gear/moonblade")).toBeUndefined();
    expect(option(again.state, "use:conjured:gear/greatsword")).toBeDefined();
  });

  it("Lifedrinker adds the Charisma modifier as necrotic damage to each hit, at least 1", () => {
    const r = hitting(warlock(["pact-of-the-blade", "lifedrinker"]), ["Goblin 1"]);
    expect(of(r.events, "damage").map((d) => [d.type, d.dice?.expr])).toEqual([
      ["slashing", "1d8"],
      ["necrotic", "3"],
    ]);
    const weak = warlock(["pact-of-the-blade", "lifedrinker"]);
    const low = hitting({ ...weak, abilities: { ...weak.abilities, cha: 6 } }, ["Goblin 1"]);
    expect(of(low.events, "damage").map((d) => [d.type, d.rolled])).toContainEqual(["necrotic", 1]);
  });

  it("Thirsting Blade strikes twice for one action, each attack rolled on its own", () => {
    const sheet = warlock(["pact-of-the-blade", "thirsting-blade"]);
    expect(option(conjured(sheet), longsword)!.targets).toMatchObject({ max: 2, repeat: true });
    const r = hitting(sheet, ["Goblin 1", "Goblin 1"]);
    expect(of(r.events, "budget")).toMatchObject([{ budget: "action", change: -1 }]);
    expect(of(r.events, "attack").map((a) => a.target)).toEqual(["Goblin 1", "Goblin 1"]);
    expect(of(r.events, "damage")).toHaveLength(2);
    // Without Thirsting Blade, one attack.
    expect(option(conjured(warlock(["pact-of-the-blade"])), longsword)!.targets!.max).toBe(1);
  });

  it("Thirsting Blade buys its second strike with the attack budget only, not with an opportunity attack", () => {
    const s = conjured(warlock(["pact-of-the-blade", "thirsting-blade"]));
    s.turn = s.order.indexOf("Goblin 1");
    const walk = accept(s, { option: "move", at: [6, 1] });
    const strike = options(ruleset, walk.state).find((o) => o.id === "opportunity:conjured:gear/longsword");
    expect(strike).toMatchObject({ budget: "reaction", targets: { max: 1, candidates: ["Goblin 1"] } });
    expect(strike!.targets!.repeat).toBeUndefined();
  });
});
