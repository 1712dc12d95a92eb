// 1.174: the director tries to break free of a hold when freedom is worth its action (a webbed melee creature
// with no foe within reach, a badly hurt creature held beside a foe), and keeps fighting when it is not.
import { beforeAll, describe, expect, it } from "vitest";
import {
  type ActiveCondition,
  type Choice,
  type CombatState,
  choose,
  options,
  startCombat,
} from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { contestChance } from "../../src/director/odds.js";
import type { SheetData } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";

const fighter = srd5eCharacter("fighter-3")!;
const wizard = srd5eCharacter("wizard-3")!;

/** `who`'s turn on a 16×10 board, held by `hold`: its speed was 0 when the turn began, so it has no walk left. */
function heldTurn(
  party: SheetData,
  partyAt: [number, number],
  zombieAt: [number, number],
  who: string,
  hold: ActiveCondition,
) {
  const s = structuredClone(
    startCombat(srd5e, {
      seed: 1,
      party: [party],
      enemies: [{ creature: "creatures/zombie", at: [zombieAt] }],
      board: { width: 16, height: 10, party: [partyAt] },
    }).state,
  );
  s.stack = [];
  s.turn = s.order.indexOf(who);
  for (const c of Object.values(s.combatants)) {
    c.budgets = { action: 1, bonus: 1, reaction: 1 };
    c.moveLeft = 30;
  }
  s.combatants[who]!.moveLeft = 0;
  s.combatants[who]!.conditions.push(hold);
  return s;
}

/** The choices the director makes for `who` until its turn is over. */
function playTurn(s: CombatState, who: string): Choice[] {
  const made: Choice[] = [];
  let state = s;
  for (let n = 0; n < 12 && state.order[state.turn] === who; n++) {
    const choice = direct(srd5e, state);
    if (options(srd5e, state)[0]!.who === who) made.push(choice);
    const r = choose(srd5e, state, choice);
    if ("rejected" in r) throw new Error(r.rejected.message);
    state = r.state;
  }
  return made;
}

/** A zombie (melee only) webbed across the board from the wizard who cast it. */
const webbed = () =>
  heldTurn(wizard, [1, 5], [12, 5], "Zombie 1", {
    id: "restrained",
    source: wizard.name,
    by: "spells/web",
    escapeDc: 13,
  });

/** The fighter grappled by the zombie beside it. */
const grappled = () => heldTurn(fighter, [5, 5], [6, 5], fighter.name, { id: "grappled", source: "Zombie 1" });

/** The same fighter at 3 of its 28 hit points, its potion drunk and its bonus action spent (no Second Wind):
 * its action is left to escape, strike, or dodge. */
const badlyHurt = () => {
  const sheet = { ...fighter, inventory: fighter.inventory?.filter((i) => !i.item.includes("potion")) };
  const s = heldTurn(sheet, [5, 5], [6, 5], fighter.name, { id: "grappled", source: "Zombie 1" });
  s.combatants[fighter.name]!.hp = 3;
  s.combatants[fighter.name]!.budgets["bonus"] = 0;
  return s;
};

const escaping = (c: Choice) => c.option.startsWith("contest:escape");

describe("director: escaping holds (1.174)", () => {
  beforeAll(withGeometry);

  it("a contest's chance follows the two sides' bonuses and modes", () => {
    // Equal bonuses: a tie loses, so just under half.
    expect(contestChance(3, "normal", 3, "normal")).toBeCloseTo(0.475, 6);
    // +5 against +1: losing needs the other side's die 4 or more higher, 136 of 400 pairs.
    expect(contestChance(5, "normal", 1, "normal")).toBeCloseTo(1 - 136 / 400, 6);
    expect(contestChance(5, "advantage", 1, "normal")).toBeGreaterThan(contestChance(5, "normal", 1, "normal"));
    expect(contestChance(5, "normal", 1, "advantage")).toBeLessThan(contestChance(5, "normal", 1, "normal"));
    expect(contestChance(2.5, "normal", 3, "normal")).toBeCloseTo(
      (contestChance(2, "normal", 3, "normal") + contestChance(3, "normal", 3, "normal")) / 2,
      9,
    );
  });

  it("a webbed melee creature with no foe within reach tries to break free instead of ending its turn", () => {
    const s = webbed();
    expect(options(srd5e, s).map((o) => o.id)).toContain("contest:escape-restraint@action");
    const choice = direct(srd5e, s);
    expect(choice).toEqual({ option: "contest:escape-restraint@action", targets: [wizard.name] });
    const r = choose(srd5e, s, choice);
    if ("rejected" in r) throw new Error(r.rejected.message);
    expect(r.events.some((e) => e.t === "escape" && e.difficulty === 13)).toBe(true);
  });

  it("a grappled creature beside a foe it can hit keeps attacking", () => {
    const s = grappled();
    expect(options(srd5e, s).map((o) => o.id)).toContain("contest:escape@action");
    const made = playTurn(s, fighter.name);
    expect(made.some(escaping)).toBe(false);
    expect(made.some((c) => c.option.startsWith("use:") && c.targets?.[0] === "Zombie 1")).toBe(true);
  });

  it("a badly hurt grappled creature with a foe beside it tries to escape, to get away", () => {
    const s = badlyHurt();
    expect(options(srd5e, s).some((o) => o.id === "use:items/potion-of-healing#use")).toBe(false);
    expect(direct(srd5e, s)).toEqual({ option: "contest:escape@action", targets: ["Zombie 1"] });
  });

  it("is deterministic: the same state gives the same choice", () => {
    for (const s of [webbed(), grappled(), badlyHurt()]) {
      const first = direct(srd5e, s);
      expect(direct(srd5e, structuredClone(s))).toEqual(first);
      expect(direct(srd5e, s)).toEqual(first);
    }
  });
});
