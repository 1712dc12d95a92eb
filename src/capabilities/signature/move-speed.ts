// A combatant's speed in one mode of movement (1.285 `move.speed`): a creature's own `speed` for that mode (a
// party member walks at its sheet's speed and has no other mode). Without that mode there is no speed at all;
// with it, what holds the combatant in place and the speed modifiers it has count as they do for walking.

import { creatureOf, hasEffect, modifiers, speed } from "../../combat/stats.js";
import type { Combatant, CombatState } from "../../combat/types.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";

/** The modes a `move.speed` may name. */
export const MOVE_MODES = ["walk", "fly", "swim", "climb", "burrow"] as const;
export type MoveMode = (typeof MOVE_MODES)[number];

export function speedIn(ruleset: RulesetDoc, state: CombatState, c: Combatant, mode: MoveMode): number {
  const creature = creatureOf(ruleset, c);
  if (!creature) return mode === "walk" ? speed(ruleset, state, c) : 0;
  const own = creature.speed[mode];
  if (!own || hasEffect(ruleset, c, "speed-zero")) return 0;
  let s = own;
  for (const m of modifiers(ruleset, c, "speed")) s += m.flat ?? 0;
  return Math.max(0, s);
}
