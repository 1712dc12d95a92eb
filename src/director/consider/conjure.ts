// A weapon conjured into the hand (1.306): worth the blows it will strike at the foe it hurts most, over a few
// rounds, so the hardest-hitting weapon on offer wins; nothing once a weapon is in hand, so it is done once.
import { type Conjured, conjuredWeapon } from "../../capabilities/conjure/conjured.js";
import type { Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import type { Candidate } from "../candidate.js";
import type { Scene } from "../scene.js";

/** The rounds a weapon in hand is counted to strike for: it lasts the fight, which is seldom short. */
const ROUNDS = 3;

/** `strike` weighs one blow of a use on a foe (effect.ts's `onTarget`, passed in to keep the modules acyclic). */
export function conjureValue(scene: Scene, cand: Candidate, strike: (use: UseDef, foe: Combatant) => number): number {
  const c = cand.use?.conjure;
  const sheet = scene.state.sheets[scene.me.id];
  if (!c || !sheet || scene.me.conjured) return 0;
  const held: Conjured = { by: c.by, item: c.item, ...(c.bind ? { bound: true as const } : {}) };
  const weapon = conjuredWeapon(scene.ruleset, sheet, held)[0];
  if (!weapon) return 0;
  const strikes = weapon.m.targetCount ?? 1;
  const best = Math.max(0, ...scene.foes.map((f) => strike(weapon, f)));
  return ROUNDS * strikes * best;
}
