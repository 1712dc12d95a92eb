// The director's weighing of an entry taken before attacking (1.247): taken free, it leaves the turn's blows to come,
// so it is worth its own effect (what its conditions do, weighed as any condition is) on top of the best blow still
// to be had this turn: a choice against striking at once that it wins when that effect is worth more than nothing
// (Reckless Attack when the extra hits outweigh being hit more). With no blow to follow, it is never worth taking.
import { blowKind } from "../../combat/blow.js";
import { usesOf } from "../../combat/uses.js";
import { bestThisTurn } from "../../director/lookahead.js";
import { onTarget } from "../../director/on-target.js";
import type { EffectWorth } from "../../director/plugins.js";
import type { Scene } from "../../director/scene.js";

/** Far below anything a turn can be worth: an entry before an attack that cannot come is left alone. */
const NO_BLOW_TO_FOLLOW = -1000;

export const effectWorth: EffectWorth = (scene, cand) => {
  const use = cand.use;
  if (!use?.m.beforeAttack || !use.m.free) return 0;
  // Taken again it would change nothing (what it applies is held already): never a choice, so the turn goes on.
  const held = new Set(scene.me.conditions.map((c) => c.id));
  if (use.m.applies?.every((a) => held.has(a.condition))) return NO_BLOW_TO_FOLLOW;
  const best = bestThisTurn(scene) ?? bestBlowOnMenu(scene);
  return best > 0 ? best : NO_BLOW_TO_FOLLOW;
};

/** Without a board everyone is within reach: the best blow the menu offers now on any of its targets. */
function bestBlowOnMenu(scene: Scene): number {
  const mine = usesOf(scene.ruleset, scene.state, scene.me);
  let best = 0;
  for (const o of scene.menu) {
    if (o.kind !== "use" || !o.targets) continue;
    const use = mine.find((u) => u.id === o.use);
    if (!use || !blowKind(use)) continue;
    for (const id of o.targets.candidates) {
      const t = scene.state.combatants[id];
      if (t && t.side !== scene.me.side) best = Math.max(best, onTarget(scene, use, t));
    }
  }
  return best;
}
