// A creature action's `recharge` (the SRD young red dragon's Fire Breath, "Recharge 5–6"): spent on use, not
// offered while spent, and recovered by a d6 rolled at the start of the dragon's turn on a 5 or 6; and `uses`.
import { beforeAll, describe, expect, it } from "vitest";
import {
  type Choice,
  type CombatEvent,
  type CombatState,
  choose,
  options,
  type Step,
  startCombat,
  whoActs,
} from "../../src/combat/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { of, withGeometry } from "./helpers.js";

const fighter = { ...srd5eCharacter("fighter-5")!, name: "Fighter" };
const DRAGON = "Young Red Dragon 1";
const BREATH = "use:action:fire-breath";

function take(state: CombatState, choice: Choice): Step {
  const r = choose(srd5e, state, choice);
  if ("rejected" in r) throw new Error(`rejected: ${r.rejected.code} ${r.rejected.message}`);
  return r;
}

/** The dragon's turn with a fresh action, the fighter too tough to fall to one breath. */
function dragonTurn(seed: number): CombatState {
  const { state } = startCombat(srd5e, { party: [fighter], enemies: ["creatures/young-red-dragon"], seed });
  const s = structuredClone(state);
  s.stack = [];
  s.ending = false;
  s.turn = s.order.indexOf(DRAGON);
  for (const c of Object.values(s.combatants)) c.budgets = { action: 1, bonus: 1, reaction: 1 };
  s.combatants.Fighter!.hp = s.combatants.Fighter!.maxHp = 500;
  return s;
}

/** Ends turns (and lets windows pass) until the dragon's next turn has begun. */
function toDragonsNextTurn(state: CombatState, who = DRAGON): { state: CombatState; events: CombatEvent[] } {
  const events: CombatEvent[] = [];
  let s = state;
  for (let i = 0; i < 20; i++) {
    const menu = options(srd5e, s);
    const choice = menu.find((o) => o.id === "pass") ?? menu.find((o) => o.id === "end")!;
    const r = take(s, { option: choice.id });
    s = r.state;
    events.push(...r.events);
    if (r.events.some((e) => e.t === "turn" && e.who === who)) return { state: s, events };
  }
  throw new Error(`${who}'s turn never came back`);
}

const toTurnOf = (state: CombatState, who: string) => toDragonsNextTurn(state, who).state;

describe("recharge (Recharge 5–6)", () => {
  beforeAll(withGeometry);

  it("breathing spends Fire Breath; a d6 at the start of the dragon's turn recovers it only on 5 or 6", () => {
    const outcomes = new Set<boolean>();
    for (let seed = 1; seed <= 16; seed++) {
      const state = dragonTurn(seed);
      expect(options(srd5e, state).some((o) => o.id === BREATH)).toBe(true);
      const after = take(state, { option: BREATH, targets: ["Fighter"] });
      expect(after.state.combatants[DRAGON]!.recharging).toEqual(["action:fire-breath"]);
      expect(state.combatants[DRAGON]!.recharging).toBeUndefined();

      const next = toDragonsNextTurn(after.state);
      const rolls = of(next.events, "recharge");
      expect(rolls).toHaveLength(1);
      const roll = rolls[0]!;
      expect(roll).toMatchObject({ who: DRAGON, use: "action:fire-breath", name: "Fire Breath", on: 5 });
      expect(roll.dice.total).toBeGreaterThanOrEqual(1);
      expect(roll.dice.total).toBeLessThanOrEqual(6);
      expect(roll.recharged).toBe(roll.dice.total >= 5);
      outcomes.add(roll.recharged);
      expect(whoActs(next.state)).toBe(DRAGON);
      const offered = options(srd5e, next.state).some((o) => o.id === BREATH);
      expect(offered).toBe(roll.recharged);
      expect(next.state.combatants[DRAGON]!.recharging).toEqual(roll.recharged ? undefined : ["action:fire-breath"]);
      // Its other actions stay on the menu either way.
      expect(options(srd5e, next.state).some((o) => o.id === "use:action:multiattack")).toBe(true);
    }
    expect([...outcomes].sort()).toEqual([false, true]);
  });

  it("choosing a spent breath is rejected and changes nothing; a snapshot keeps it spent", () => {
    let s = take(dragonTurn(3), { option: BREATH, targets: ["Fighter"] }).state;
    for (let i = 0; i < 6; i++) {
      const next = toDragonsNextTurn(s);
      s = next.state;
      if (!of(next.events, "recharge")[0]!.recharged) break;
      s = take(s, { option: BREATH, targets: ["Fighter"] }).state;
    }
    expect(s.combatants[DRAGON]!.recharging).toEqual(["action:fire-breath"]);
    const before = JSON.stringify(s);
    const r = choose(srd5e, s, { option: BREATH, targets: ["Fighter"] });
    expect("rejected" in r && r.rejected.code).toBe("unknown-option");
    expect(JSON.stringify(s)).toBe(before);
    // The spent breath is part of the JSON state: a snapshot read back still does not offer it.
    expect(options(srd5e, JSON.parse(before) as CombatState).some((o) => o.id === BREATH)).toBe(false);
  });

  it("a fight of a dragon against a party ends in a few rounds, the breath far rarer than the turns", () => {
    let { state } = startCombat(srd5e, {
      party: [fighter, { ...srd5eCharacter("wizard-5")!, name: "Wizard" }],
      enemies: ["creatures/young-red-dragon"],
      seed: 7,
    });
    let breaths = 0;
    let turns = 0;
    for (let i = 0; i < 2000 && !state.outcome; i++) {
      const menu = options(srd5e, state);
      // The dragon breathes whenever it can, else bites; the party attacks the dragon.
      const pick =
        menu.find((o) => o.id === BREATH) ??
        menu.find((o) => o.kind === "use" && o.targets?.candidates.length && o.id !== "use:action:multiattack") ??
        menu.find((o) => o.id === "pass") ??
        menu.find((o) => o.id === "end")!;
      const targets = pick.targets ? [pick.targets.candidates[0]!] : undefined;
      const r = take(state, { option: pick.id, ...(targets ? { targets } : {}) });
      breaths += of(r.events, "use").filter((e) => e.use === "action:fire-breath").length;
      turns += of(r.events, "turn").filter((e) => e.who === DRAGON).length;
      state = r.state;
    }
    expect(state.outcome).toBeDefined();
    expect(turns).toBeGreaterThan(2);
    expect(breaths).toBeLessThan(turns);
  });

  it("a creature action with `uses` (the mage's Cone of Cold, once) is spent for the fight", () => {
    const { state } = startCombat(srd5e, { party: [fighter], enemies: ["creatures/mage"], seed: 5 });
    const s = structuredClone(state);
    s.stack = [];
    s.ending = false;
    s.turn = s.order.indexOf("Mage 1");
    for (const c of Object.values(s.combatants)) c.budgets = { action: 1, bonus: 1, reaction: 1 };
    s.combatants.Fighter!.hp = s.combatants.Fighter!.maxHp = 500;
    const cone = "use:action:cone-of-cold";
    const offer = options(srd5e, s).find((o) => o.id === cone)!;
    expect(offer).toBeDefined();
    const aim = offer.targets
      ? { targets: [offer.targets.candidates[0]!] }
      : offer.cells
        ? { at: offer.cells[0]! }
        : {};
    const after = take(s, { option: cone, ...aim });
    expect(after.state.combatants["Mage 1"]!.usesLeft["action:cone-of-cold"]).toBe(0);
    let next = after.state;
    for (let turn = 0; turn < 3; turn++) {
      next = toTurnOf(next, "Mage 1");
      expect(options(srd5e, next).some((o) => o.id === cone)).toBe(false);
      expect(options(srd5e, next).some((o) => o.id === "use:action:fireball")).toBe(true);
    }
  });
});
