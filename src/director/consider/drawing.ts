// Drawing a weapon (the engine's own `combat.drawing`): an attack that drops a held weapon to free a hand gives
// up that weapon until it is picked up again, from where it fell. It costs what the best weapon left in hand
// strikes for less than the dropped one did, for a round: a paladin with sword and shield keeps its
// sword rather than throw a javelin; a rogue drops its rapier for its shortbow, almost as good, and shoots.
import { plan } from "../../combat/capabilities/drawing.js";
import { parsedDice } from "../../combat/dice.js";
import { thrown } from "../../combat/hands.js";
import type { Option } from "../../combat/types.js";
import { type UseDef, usesOf } from "../../combat/uses.js";
import { average } from "../../dice/index.js";
import type { Scene } from "../scene.js";

/** Rounds a dropped weapon is reckoned to be out of hand: picking it up takes only the next turn's interaction. */
const ROUNDS = 1;

const blow = (u: UseDef | undefined) =>
  u && typeof u.m.amount === "string" ? average(parsedDice(u.m.amount)) + (u.damageAdd ?? 0) : 0;

export function dropCost(scene: Scene, option: Option): number {
  return dropLoss(scene, option.use, option.draw?.drops);
}

/** What attacking with `use` costs when it drops the weapons `drops` (as `dropCost`). */
export function dropLoss(scene: Scene, use: string | undefined, drops: readonly string[] | undefined): number {
  if (!drops?.length) return 0;
  const weapons = usesOf(scene.ruleset, scene.state, scene.me).filter((u) => u.origin === "item-attack");
  const lost = Math.max(...drops.map((d) => blow(weapons.find((w) => w.id === d))));
  // What is left in hand after this attack: the weapon it draws, unless it throws it.
  const kept = use && !thrown(scene.ruleset, use) ? blow(weapons.find((w) => w.id === use)) : 0;
  return ROUNDS * Math.max(0, lost - kept);
}

/** Whether attacking with a weapon costs more, in the held weapon it drops, than its own blow gives (the javelin
 * of a paladin with sword and shield; not the rogue's shortbow, almost as good as the rapier it drops): a reach
 * the decider does not mean to strike from. */
export function costsAWeapon(scene: Scene, use: UseDef): boolean {
  const p = plan(scene.ctx, scene.me, use);
  return typeof p === "object" && dropLoss(scene, use.id, p.drops) >= blow(use);
}
