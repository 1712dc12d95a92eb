// The director's weighing of a reaction that strikes back or turns a missed attack (1.422). The entry itself does
// nothing, so its worth is what it sets going: a strike back is worth the blow of the best melee weapon on the one
// struck (as the director weighs any blow of its own); a missed attack turned on someone is worth what that attack,
// made by its attacker, is expected to do to them: a gain on a foe, a loss on a friend (so a friend is never chosen
// and, with none but friends within the attack's reach, the window is let pass).
import { actUseOf } from "../../combat/resolve.js";
import { conditionsValue } from "../../director/consider/conditions.js";
import { damageValue } from "../../director/consider/damage.js";
import { expectUse } from "../../director/expect.js";
import { onTarget } from "../../director/on-target.js";
import type { EffectWorth } from "../../director/plugins.js";
import { missedAttack } from "./redirect.js";
import { bestStrike } from "./strike.js";

export const effectWorth: EffectWorth = (scene, cand) => {
  const use = cand.use;
  const target = cand.targets[0];
  const window = scene.state.stack.at(-1);
  if (!use || !target || window?.kind !== "window") return 0;
  if (use.m.strikesWith) {
    const strike = bestStrike(scene.ctx, scene.me, target.id);
    return strike ? onTarget(scene, strike.use, target) : 0;
  }
  if (!use.m.redirects) return 0;
  const attack = missedAttack(scene.ctx, window);
  const attacker = attack && scene.state.combatants[attack.actor];
  if (!attack || !attacker) return 0;
  const again = actUseOf(scene.ctx, attack);
  const e = expectUse(scene, attacker, again, target, { steps: attack.steps });
  const saveFail = again.m.save ? e.land : 0.5;
  return damageValue(scene, target, e) + conditionsValue(scene, again.m.applies, target, e.land, saveFail);
};
