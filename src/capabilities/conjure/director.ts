// The director's part for a weapon conjured into the hand (1.306): worth the blows it will strike at the foe it
// hurts most, over a few rounds, so the hardest-hitting weapon on offer wins; nothing once a weapon is in hand, so
// it is done once.
import type { Candidate } from "../../director/candidate.js";
import { onTarget } from "../../director/on-target.js";
import type { EffectWorth } from "../../director/plugins.js";
import type { Scene } from "../../director/scene.js";
import { type Conjured, conjuredWeapon } from "./conjured.js";

/** The rounds a weapon in hand is counted to strike for: it lasts the fight, which is seldom short. */
const ROUNDS = 3;

function conjureValue(scene: Scene, cand: Candidate): number {
  const c = cand.use?.conjure;
  const sheet = scene.state.sheets[scene.me.id];
  if (!c || !sheet || scene.me.conjured) return 0;
  const held: Conjured = { by: c.by, item: c.item, ...(c.bind ? { bound: true as const } : {}) };
  const weapon = conjuredWeapon(scene.ruleset, sheet, held)[0];
  if (!weapon) return 0;
  const strikes = weapon.m.targetCount ?? 1;
  const best = Math.max(0, ...scene.foes.map((f) => onTarget(scene, weapon, f)));
  return ROUNDS * strikes * best;
}

/** The director's worth of a use that conjures or binds a weapon. */
export const effectWorth: EffectWorth = conjureValue;
