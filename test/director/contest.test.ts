// The director starts contests (grapple, shove) when winning is worth more than its blow: a shove that knocks a
// foe prone before three allies beside it strike, a grapple that keeps a badly hurt foe from walking out of the
// reach of allies who act after it; never when its own blow is clearly better.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, options, startCombat } from "../../src/combat/index.js";
import { useCandidates } from "../../src/director/candidates.js";
import { contestCandidates, contestValue, winChance } from "../../src/director/consider/contest.js";
import { direct } from "../../src/director/index.js";
import { contestChance } from "../../src/director/odds.js";
import { makeScene } from "../../src/director/scene.js";
import { scoreTurn } from "../../src/director/scorer.js";
import type { Cell } from "../../src/ruleset/encounter.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";

/** An ape's turn on a 16×10 board, beside the one party member at (6, 5), with `allies` (creature, cell) on its
 * side; it acts first, then the allies listed `before` the party member, then the party member, then the rest. */
function apeTurn(sheet: string, allies: [string, Cell][], before: number) {
  const s = structuredClone(
    startCombat(srd5e, {
      seed: 1,
      party: [srd5eCharacter(sheet)!],
      enemies: [
        { creature: "creatures/ape", at: [[5, 5]] },
        ...allies.map(([c, at]) => ({ creature: `creatures/${c}`, at: [at] })),
      ],
      board: { width: 16, height: 10, party: [[6, 5]] },
    }).state,
  );
  s.stack = [];
  const foe = s.order.find((id) => s.combatants[id]!.side === "party")!;
  const others = s.order.filter((id) => id !== foe && id !== "Ape 1");
  s.order = ["Ape 1", ...others.slice(0, before), foe, ...others.slice(before)];
  s.turn = 0;
  for (const c of Object.values(s.combatants)) {
    c.budgets = { action: 1, bonus: 1, reaction: 1 };
    c.moveLeft = 30;
  }
  return { s, foe };
}

/** The score of every contest and use the ape could start now, by option id (the best target's). */
function weigh(s: CombatState): Record<string, number> {
  const menu = options(srd5e, s);
  const scene = makeScene(srd5e, s, menu);
  const cands = menu.flatMap((o) =>
    o.kind === "use" ? useCandidates(scene, o) : o.module === "contests" ? contestCandidates(scene, o) : [],
  );
  const out: Record<string, number> = {};
  for (const { cand, score } of scoreTurn(scene, cands))
    out[cand.option.id] = Math.max(out[cand.option.id] ?? Number.NEGATIVE_INFINITY, score);
  return out;
}

const bestBlow = (w: Record<string, number>) =>
  Math.max(...Object.entries(w).flatMap(([id, v]) => (id.startsWith("use:") ? [v] : [])));

const ogresBeside = (): [string, Cell][] => [
  ["ogre", [6, 4]],
  ["ogre", [6, 6]],
  ["ogre", [7, 5]],
];
/** Three ogres five cells off: within a walk and a blow of the foe now, not once it has walked its speed away. */
const ogresOff = (d = 5): [string, Cell][] => [
  ["ogre", [6 + d, 5]],
  ["ogre", [6 + d, 3]],
  ["ogre", [6 + d, 7]],
];

describe("director: contests (grapple, shove)", () => {
  beforeAll(withGeometry);

  it("shoves a foe prone when three allies beside it strike before it can act", () => {
    const { s, foe } = apeTurn("cleric-3", ogresBeside(), 3);
    const w = weigh(s);
    // Ape Athletics +5 against the cleric's best of Athletics and Acrobatics, +4: a little over half.
    const menu = options(srd5e, s);
    const scene = makeScene(srd5e, s, menu);
    const shove = srd5e.combat!.contests!.find((d) => d.id === "shove-prone")!;
    expect(winChance(scene, shove, s.combatants[foe]!)).toBeCloseTo(contestChance(5, "normal", 4, "normal"), 9);
    // Three greatclubs at an advantage and the cleric's mace at a disadvantage: 8.94 against its Multiattack's
    // two fists, 7.04 (the whole action, which a shove takes too).
    expect(w["contest:shove-prone@action"]).toBeCloseTo(8.94, 1);
    expect(bestBlow(w)).toBeCloseTo(7.04, 1);
    expect(w["contest:shove-prone@action"]!).toBeGreaterThan(1.25 * bestBlow(w));
    const choice = direct(srd5e, s);
    expect(choice).toEqual({ option: "contest:shove-prone@action", targets: [foe] });
    const r = choose(srd5e, s, choice);
    if ("rejected" in r) throw new Error(r.rejected.message);
    expect(r.events.some((e) => e.t === "contest" && e.contest === "shove-prone")).toBe(true);
  });

  it("the same shove with the allies acting after the foe is worth only the foe's own blow at a disadvantage", () => {
    const { s } = apeTurn("cleric-3", ogresBeside(), 0);
    const w = weigh(s);
    expect(w["contest:shove-prone@action"]!).toBeGreaterThan(0);
    expect(w["contest:shove-prone@action"]!).toBeLessThan(bestBlow(w));
    expect(direct(srd5e, s).option.startsWith("contest:")).toBe(false);
  });

  it("strikes rather than shoving or grappling a stronger foe with no allies around", () => {
    const { s, foe } = apeTurn("fighter-5", [], 0);
    const scene = makeScene(srd5e, s, options(srd5e, s));
    const grapple = srd5e.combat!.contests!.find((d) => d.id === "grapple")!;
    // A tie loses: under even odds against the fighter's Athletics.
    expect(winChance(scene, grapple, s.combatants[foe]!)).toBeLessThan(0.45);
    const w = weigh(s);
    for (const id of ["contest:grapple@action", "contest:shove-prone@action", "contest:shove-away@action"])
      expect(w[id]!).toBeLessThan(0.5 * bestBlow(w));
    const choice = direct(srd5e, s);
    expect(choice.option.startsWith("use:")).toBe(true);
    expect(new Set(choice.targets)).toEqual(new Set([foe]));
  });

  it("grapples a badly hurt foe that would walk out of reach of allies acting after it", () => {
    const hurt = apeTurn("fighter-5", ogresOff(), 0);
    hurt.s.combatants[hurt.foe]!.hp = 11; // of 44: a quarter
    const w = weigh(hurt.s);
    // The three greatclubs it would otherwise walk away from, times a grapple's chance: 14.39 against its
    // Multiattack's 13.61.
    expect(w["contest:grapple@action"]).toBeCloseTo(14.39, 1);
    expect(bestBlow(w)).toBeCloseTo(13.61, 1);
    expect(direct(srd5e, hurt.s)).toEqual({ option: "contest:grapple@action", targets: [hurt.foe] });
  });

  it("weighs a grapple above 0 only when the foe's speed matters", () => {
    const value = (hp: number | undefined, d: number) => {
      const { s, foe } = apeTurn("fighter-5", ogresOff(d), 0);
      if (hp !== undefined) s.combatants[foe]!.hp = hp;
      const menu = options(srd5e, s);
      const scene = makeScene(srd5e, s, menu);
      const o = menu.find((m) => m.id === "contest:grapple@action")!;
      return contestValue(scene, contestCandidates(scene, o)[0]!);
    };
    // A healthy fighter stays to fight: holding it changes nothing.
    expect(value(undefined, 5)).toBe(0);
    // Badly hurt, but the ogres are near enough to catch it wherever it walks.
    expect(value(11, 2)).toBe(0);
    expect(value(11, 5)).toBeGreaterThan(5);
  });

  it("is deterministic", () => {
    const { s } = apeTurn("cleric-3", ogresBeside(), 3);
    const copy = structuredClone(s);
    expect(weigh(copy)).toEqual(weigh(s));
    expect(direct(srd5e, copy)).toEqual(direct(srd5e, s));
  });
});
