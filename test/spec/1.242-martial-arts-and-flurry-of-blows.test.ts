// 1.242 — Sheet-held attack rules, granted strikes, and waiting for the Attack action: "A catalog entry held in a
// sheet list with `attackRows` changes the rows whose names it lists ... while its `when` bounds hold ... `abilities`
// uses the best ... `die` ... rolls one die with that many faces instead of the row's dice when its average is better
// ... `qualities` are added to what the blows carry ... A held entry's `grantsStrike` lets its holder buy one strike
// with another budget ... `afterAttack` to a turn in which the Attack action was taken ... An entry with
// `afterAttack` is offered only after the Attack action ... The Attack action is any attack made from an attack
// list or an item that pays its own budget or uses a strike already bought—never one paid for by a grant."
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options, type Step, startCombat } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { fighter, of, withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { monkDoc } from "./fixtures/monk.js";

let rules: RulesetDoc;

const FEATURES = ["martial-arts", "ki-empowered-strikes", "flurry-of-blows"];

/** A level-5 monk (Str 10, Dex 16) with the shortsword in hand and no armor. */
function monk(opts: { level?: number; armor?: number; features?: string[]; wields?: string[] } = {}): SheetData {
  return {
    ...fighter,
    name: "Monk",
    abilities: { ...fighter.abilities, str: 10, dex: 16 },
    fields: { level: opts.level ?? 5, hp_max: 30, armor: opts.armor ?? 10 },
    lists: {
      features: (opts.features ?? FEATURES).map((f) => ({ entry: `features/${f}` })),
      spells: [{ entry: "spells/fire-bolt" }],
    },
    inventory: (opts.wields ?? ["gear/shortsword"]).map((item) => ({ item, wielded: true })),
  };
}

function turn(sheet: SheetData, fn: (s: CombatState) => void = () => {}): CombatState {
  const { state } = startCombat(rules, { seed: 3, party: [sheet], enemies: ["monsters/goblin"], noBoard: true });
  return turnIn(state, sheet.name, (s) => {
    s.combatants["Goblin 1"]!.hp = 300;
    fn(s);
  });
}

const ids = (s: CombatState) => options(rules, s).map((o) => o.id);
const strike = (s: CombatState, option: string) => acceptIn(rules, s, { option, targets: ["Goblin 1"] });
const attackOf = (step: Step) => of(step.events, "attack")[0]!;
/** A strike's damage expression, from the first seed on which it hits. */
function damageExpr(sheet: SheetData, option: string): string | undefined {
  for (let seed = 1; seed < 60; seed++) {
    const { state } = startCombat(rules, { seed, party: [sheet], enemies: ["monsters/goblin"], noBoard: true });
    const step = strike(
      turnIn(state, sheet.name, (s) => {
        s.combatants["Goblin 1"]!.hp = 300;
      }),
      option,
    );
    const dmg = of(step.events, "damage")[0];
    if (dmg && attackOf(step).result === "hit") return dmg.dice?.expr;
  }
  return undefined;
}

describe("1.242 Martial Arts and Ki-Empowered Strikes: attack rules held on the sheet", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(monkDoc());
  });

  it("the unarmed strike rolls with the better Dexterity and deals the level's die instead of its 1", () => {
    const s = turn(monk());
    expect(attackOf(strike(s, "use:row:unarmed strike")).bonus).toBe(3 + 3);
    expect(damageExpr(monk(), "use:row:unarmed strike")).toBe("1d6 + 3");
    // Without Martial Arts: Strength (+0) and the row's own 1.
    const plain = monk({ features: [] });
    expect(attackOf(strike(turn(plain), "use:row:unarmed strike")).bonus).toBe(0 + 3);
    expect(damageExpr(plain, "use:row:unarmed strike")).toBe("1");
  });

  it("the die comes from the level through the table, and only when its average is better than the row's dice", () => {
    expect(damageExpr(monk({ level: 1 }), "use:row:unarmed strike")).toBe("1d4 + 3");
    expect(damageExpr(monk({ level: 17 }), "use:row:unarmed strike")).toBe("1d10 + 3");
    // A shortsword's d6 against the fifth level's d6: no better, kept; against the eleventh's d8: replaced.
    expect(damageExpr(monk(), "use:gear/shortsword")).toBe("1d6 + 3");
    expect(damageExpr(monk({ level: 11 }), "use:gear/shortsword")).toBe("1d8 + 3");
  });

  it("holds only while its `when` bound holds: not while armor is worn", () => {
    const armored = monk({ armor: 14 });
    expect(attackOf(strike(turn(armored), "use:row:unarmed strike")).bonus).toBe(0 + 3);
    expect(damageExpr(armored, "use:row:unarmed strike")).toBe("1");
  });

  it("Ki-Empowered Strikes: the unarmed strike's blows carry `magical`; the shortsword's do not", () => {
    const s = turn(monk());
    expect(of(strike(s, "use:row:unarmed strike").events, "use")[0]!.qualities).toEqual(["magical"]);
    expect(of(strike(s, "use:gear/shortsword").events, "use")[0]!.qualities).toBeUndefined();
  });

  it("an entry that only changes rows or grants a strike is held, never on the menu", () => {
    const menu = ids(turn(monk()));
    expect(menu.some((id) => id.includes("martial-arts") || id.includes("ki-empowered"))).toBe(false);
  });
});

describe("1.242 Flurry of Blows and the Martial Arts strike: waiting for the Attack action", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(monkDoc());
  });

  it("neither is offered before the Attack action", () => {
    const menu = ids(turn(monk()));
    expect(menu).not.toContain("use:features/flurry-of-blows");
    expect(menu.filter((id) => id.startsWith("grant:"))).toEqual([]);
  });

  it("after the Attack action with a monk weapon: the bonus unarmed strike and Flurry of Blows", () => {
    const after = strike(turn(monk()), "use:gear/shortsword");
    const menu = ids(after.state);
    expect(menu).toContain("use:features/flurry-of-blows");
    // Martial Arts' strike: the unarmed strike alone, on the bonus action.
    expect(menu.filter((id) => id.startsWith("grant:"))).toEqual(["grant:row:unarmed strike@bonus"]);
    const bonus = strike(after.state, "grant:row:unarmed strike@bonus");
    expect(bonus.state.combatants["Monk"]!.budgets["bonus"]).toBe(0);
    expect(ids(bonus.state)).not.toContain("use:features/flurry-of-blows");
  });

  it("Flurry of Blows spends the bonus action and a ki point and buys two unarmed strikes on its own budget", () => {
    const after = strike(turn(monk()), "use:row:unarmed strike");
    const flurry = acceptIn(rules, after.state, { option: "use:features/flurry-of-blows", targets: ["Monk"] });
    const me = flurry.state.combatants["Monk"]!;
    expect([me.budgets["bonus"], me.budgets["flurry"], me.pools["ki"]]).toEqual([0, 2, 4]);
    expect(ids(flurry.state).filter((id) => id.startsWith("grant:"))).toEqual(["grant:row:unarmed strike@flurry"]);
    const one = strike(flurry.state, "grant:row:unarmed strike@flurry");
    expect(of(one.events, "use")[0]!.qualities).toEqual(["magical"]);
    const two = strike(one.state, "grant:row:unarmed strike@flurry");
    expect(two.state.combatants["Monk"]!.budgets["flurry"]).toBe(0);
    expect(ids(two.state).filter((id) => id.startsWith("grant:"))).toEqual([]);
  });

  it("the flurry's strikes are gone when the turn ends unused", () => {
    const after = strike(turn(monk()), "use:row:unarmed strike");
    const flurry = acceptIn(rules, after.state, { option: "use:features/flurry-of-blows", targets: ["Monk"] });
    let step = acceptIn(rules, flurry.state, { option: "end" });
    for (let n = 0; n < 6 && step.state.order[step.state.turn] !== "Monk"; n++)
      step = acceptIn(rules, step.state, direct(rules, step.state));
    expect(step.state.combatants["Monk"]!.budgets["flurry"]).toBe(0);
    expect(step.state.combatants["Monk"]!.attackAction).toBeUndefined();
    expect(ids(step.state)).not.toContain("use:features/flurry-of-blows");
  });

  it("a spell's attack is no Attack action, nor is a strike a grant paid for", () => {
    const bolt = strike(turn(monk()), "use:spells/fire-bolt");
    expect(ids(bolt.state)).not.toContain("use:features/flurry-of-blows");
    // A condition's grant of the bonus action buys a shortsword strike: still no Attack action.
    const granted = strike(
      turn(monk(), (s) => {
        s.combatants["Monk"]!.conditions.push({ id: "frenzied-strike" });
      }),
      "grant:gear/shortsword@bonus",
    );
    expect(granted.state.combatants["Monk"]!.attackAction).toBeUndefined();
    expect(ids(granted.state)).not.toContain("use:features/flurry-of-blows");
  });

  it("afterAttack with names: an Attack action with a weapon it does not name buys no Martial Arts strike", () => {
    // A longsword in hand: Martial Arts' strike needs an Attack action with a monk weapon (and only those wielded).
    const sword = strike(turn(monk({ wields: ["gear/longsword"] })), "use:gear/longsword");
    expect(ids(sword.state).filter((id) => id.startsWith("grant:"))).toEqual([]);
    // Flurry of Blows waits for any Attack action (`afterAttack: true`).
    expect(ids(sword.state)).toContain("use:features/flurry-of-blows");
  });
});

describe("1.242 a condition's grants narrowed by names and afterAttack", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(monkDoc());
  });

  const flurried = (s: CombatState) => s.combatants["Monk"]!.conditions.push({ id: "unarmed-bonus" });

  it("buys only the strikes it names, and only after the Attack action", () => {
    const sheet = monk({ features: [] });
    expect(ids(turn(sheet, flurried)).filter((id) => id.startsWith("grant:"))).toEqual([]);
    const after = strike(turn(sheet, flurried), "use:gear/shortsword");
    expect(ids(after.state).filter((id) => id.startsWith("grant:"))).toEqual(["grant:row:unarmed strike@bonus"]);
  });
});

describe("1.242 the director", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(monkDoc());
  });

  it("after the Attack action spends a ki point on Flurry of Blows over the single Martial Arts strike, then strikes", () => {
    const after = strike(turn(monk()), "use:gear/shortsword");
    const choice = direct(rules, after.state);
    expect(choice.option).toBe("use:features/flurry-of-blows");
    const flurry = acceptIn(rules, after.state, choice);
    expect(direct(rules, flurry.state).option).toBe("grant:row:unarmed strike@flurry");
  });

  it("without ki, takes the Martial Arts strike", () => {
    const after = strike(
      turn(monk(), (s) => {
        s.combatants["Monk"]!.pools["ki"] = 0;
      }),
      "use:gear/shortsword",
    );
    expect(direct(rules, after.state).option).toBe("grant:row:unarmed strike@bonus");
  });
});
