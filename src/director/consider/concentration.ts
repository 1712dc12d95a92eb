// Concentration: damage on a foe who concentrates may break what it holds up (worth the conditions it
// sustains); starting a concentration use while concentrating gives up the one held now.
import { cellDistance } from "../../combat/board/grid.js";
import { parsedDice } from "../../combat/dice.js";
import type { Combatant } from "../../combat/types.js";
import { type UseDef, usesOf } from "../../combat/uses.js";
import { average } from "../../dice/index.js";
import type { Expected } from "../expect.js";
import { failChance } from "../expect.js";
import type { Scene } from "../scene.js";
import { harmPerRound } from "./conditions.js";

/** Rounds a held concentration is likely to go on for. */
const HELD_ROUNDS = 2;

/** A lasting zone held up by concentration that harms foes each round (Spirit Guardians): its expected damage a
 * round on each foe now within it, when it goes with its caster; on one foe, when it stays where it was put. */
function heldZone(scene: Scene, holder: Combatant): number {
  const held = usesOf(scene.ruleset, scene.state, holder).find((u) => u.id === holder.concentration?.use);
  const zone = held?.m.zone as { anchor?: string } | undefined;
  if (!held || !zone || typeof held.m.amount !== "string" || !/d/.test(held.m.amount)) return 0;
  const each = average(parsedDice(held.m.amount)) * 0.6;
  if (zone.anchor !== "caster" || !holder.at) return each;
  const size = Math.ceil((held.m.area?.size ?? 0) / (scene.state.board?.perCell ?? 5));
  const foes = scene.state.order
    .map((id) => scene.state.combatants[id]!)
    .filter((c) => c.side !== holder.side && c.status === "standing" && c.at && cellDistance(c.at, holder.at!) <= size);
  return each * foes.length;
}

/** What `holder`'s concentration is worth to `holder`'s side now. */
export function heldValue(scene: Scene, holder: Combatant): number {
  if (!holder.concentration) return 0;
  let v = heldZone(scene, holder) * HELD_ROUNDS;
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
