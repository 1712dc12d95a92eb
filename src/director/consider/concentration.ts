// Concentration: damage on a foe who concentrates may break what it holds up (worth the conditions it
// sustains); starting a concentration use while concentrating gives up the one held now.
import type { Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import type { Expected } from "../expect.js";
import { failChance } from "../expect.js";
import type { Scene } from "../scene.js";
import { harmPerRound } from "./conditions.js";

/** Rounds a held concentration is likely to go on for. */
const HELD_ROUNDS = 2;

/** What `holder`'s concentration is worth to `holder`'s side now. */
export function heldValue(scene: Scene, holder: Combatant): number {
  if (!holder.concentration) return 0;
  let v = 0;
  for (const id of scene.state.order) {
    const c = scene.state.combatants[id]!;
    if (c.status !== "standing") continue;
    for (const cond of c.conditions) {
      if (!cond.sustained || cond.source !== holder.id) continue;
      const harm = harmPerRound(scene, cond.id, c) * HELD_ROUNDS;
      v += c.side === holder.side ? -harm : harm;
    }
  }
  return Math.max(0, v);
}

/** Value, to the decider, of possibly breaking `target`'s concentration with this damage. */
export function breakValue(scene: Scene, target: Combatant, e: Expected): number {
  if (!target.concentration || e.damage <= 0) return 0;
  const rule = scene.ruleset.combat?.concentration;
  if (!rule) return 0;
  const dc = Math.max(rule.min, Math.floor(e.hitMean / 2));
  const broken = (e.land + e.half) * failChance(scene, target, rule.save, dc);
  const v = broken * heldValue(scene, target);
  return target.side === scene.me.side ? -v : v;
}

/** What the decider gives up by starting this use. */
export function dropCost(scene: Scene, use: UseDef): number {
  return use.m.concentration ? heldValue(scene, scene.me) : 0;
}
