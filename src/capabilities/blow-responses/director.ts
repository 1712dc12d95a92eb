// The director's weighing of an entry whose damage joins a blow (1.241: Divine Smite). Its own worth (the damage, its
// price) is weighed as any use's; on top of it: a critical doubles its dice, so those count twice; and the slot it
// spends could smite a better blow later (a critical, a foe it fells), so on a plain hit against a foe the blow and
// it would not fell, that later smite's damage is held against it. So a paladin smites a critical and a foe worth
// felling, and keeps the slot against a sturdy foe on a plain hit.
import { amountOf } from "../../combat/amount.js";
import type { ActFrame } from "../../combat/types.js";
import { usesOf } from "../../combat/uses.js";
import { average } from "../../dice/index.js";
import { expectUse } from "../../director/expect.js";
import type { EffectWorth } from "../../director/plugins.js";

export const effectWorth: EffectWorth = (scene, cand) => {
  const use = cand.use;
  if (!use?.m.addsToBlow) return 0;
  const stack = scene.state.stack;
  const window = stack.at(-1);
  const below = stack.at(-2);
  if (window?.kind !== "window" || !window.self || below?.kind !== "act" || window.about === undefined) return 0;
  const target = scene.state.combatants[window.about];
  const expr = amountOf(scene.ctx, { steps: cand.steps } as ActFrame, use, scene.me);
  if (!target || !expr) return 0;
  const critical = !!window.blow?.critical;
  const dice = average({ terms: expr.terms, flat: 0 });
  const mean = average(expr) + (critical ? dice : 0);
  const blowUse = usesOf(scene.ruleset, scene.state, scene.me).find((u) => u.id === below.use);
  const blow = blowUse ? expectUse(scene, scene.me, blowUse, target, { decided: { critical } }).hitMean : 0;
  const fells = target.hp + target.temp <= blow + mean;
  return (critical ? dice : 0) - (critical || fells ? 0 : average(expr));
};
